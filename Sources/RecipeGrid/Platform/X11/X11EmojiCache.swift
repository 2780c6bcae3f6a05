import CX11
import RecipeGridCore

/// Colour emoji pre-rendered once per (emoji, size, background) into server-side pixmaps.
///
/// Scaling Noto Color Emoji's bitmaps cost most of a frame when Xft did it on every draw;
/// an emoji is instead drawn once, from its font's largest strike with a filter
/// (`X11EmojiStrike`), and a frame copies it: with `XCopyArea` when it stands on a solid
/// background, or composited with its alpha when it is a character in a line of text.
/// Bounded: the cache empties itself when it holds `capacity` pictures.
@MainActor
final class X11EmojiCache {
    private struct Key: Hashable {
        var emoji: String
        var size: Double
        /// Nil for a picture with alpha, drawn over whatever is beneath it.
        var background: Color?
    }

    /// A rendered emoji on its background: its pixmap and the glyph box's size.
    struct Picture {
        var pixmap: Pixmap
        var width: Int32
        var height: Int32
    }

    /// A rendered emoji with alpha: a cairo surface on the server, and the glyph box's size.
    struct Overlay {
        var surface: OpaquePointer
        var width: Int32
        var height: Int32
    }

    private let display: X11Display
    private let fontSet: X11FontSet
    private let strike = X11EmojiStrike()
    private let capacity = 256
    private var pictures: [Key: Picture] = [:]
    private var overlays: [Key: Overlay] = [:]

    init(display: X11Display, fontSet: X11FontSet) {
        self.display = display
        self.fontSet = fontSet
    }

    /// The emoji drawn on `background`, or nil when it is not a single run of one font.
    func picture(_ emoji: String, size: Double, background: Color, colors: (Color) -> XftColor) -> Picture? {
        let key = Key(emoji: emoji, size: size, background: background)
        if let picture = pictures[key] { return picture }
        let runs = fontSet.runs(emoji, TextStyle(size: size))
        guard runs.count == 1, let run = runs.first else { return nil }
        let font = run.font.pointee
        let width = max(1, Int32(run.width.rounded(.up)))
        let height = max(1, font.ascent + font.descent)
        let pixmap = XCreatePixmap(display.handle, display.root, UInt32(width), UInt32(height), UInt32(display.depth))
        let image =
            run.isEmoji
            ? strike.image(of: run, size: size, width: width, height: height, origin: (0, Double(font.ascent)), background: background) : nil
        if let image {
            defer { cairo_surface_destroy(image) }
            guard let surface = cairo_xlib_surface_create(display.handle, pixmap, display.visual, width, height) else {
                XFreePixmap(display.handle, pixmap)
                return nil
            }
            copy(image, to: surface)
            cairo_surface_destroy(surface)
        } else if !drawWithXft(run, on: pixmap, size: (width, height), colors: (colors(background), colors(Color(hex: 0)))) {
            XFreePixmap(display.handle, pixmap)
            return nil
        }
        if pictures.count + overlays.count >= capacity { clear() }
        let picture = Picture(pixmap: pixmap, width: width, height: height)
        pictures[key] = picture
        return picture
    }

    /// A colour emoji run of text at `size` with its alpha, on the server beside `target`
    /// (where it will be drawn); nil when the run's font has no colour strike.
    func overlay(_ run: X11FontSet.Run, size: Double, like target: OpaquePointer) -> Overlay? {
        let key = Key(emoji: String(decoding: run.bytes, as: UTF8.self), size: size, background: nil)
        if let overlay = overlays[key] { return overlay }
        let font = run.font.pointee
        let width = max(1, Int32(run.width.rounded(.up)))
        let height = max(1, font.ascent + font.descent)
        let origin = (0.0, Double(font.ascent))
        guard let image = strike.image(of: run, size: size, width: width, height: height, origin: origin, background: nil) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard let surface = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, width, height) else { return nil }
        copy(image, to: surface)
        if pictures.count + overlays.count >= capacity { clear() }
        let overlay = Overlay(surface: surface, width: width, height: height)
        overlays[key] = overlay
        return overlay
    }

    /// Uploads `image` to `surface`, pixel for pixel.
    private func copy(_ image: OpaquePointer, to surface: OpaquePointer) {
        guard let cairo = cairo_create(surface) else { return }
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, image, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    /// Xft's own drawing, for a run in a font without a colour strike (no emoji font).
    private func drawWithXft(
        _ run: X11FontSet.Run, on pixmap: Pixmap, size: (width: Int32, height: Int32), colors: (background: XftColor, ink: XftColor)
    ) -> Bool {
        guard let draw = XftDrawCreate(display.handle, pixmap, display.visual, display.colormap) else { return false }
        var fill = colors.background
        var ink = colors.ink
        XftDrawRect(draw, &fill, 0, 0, UInt32(size.width), UInt32(size.height))
        XftDrawStringUtf8(draw, &ink, run.font, 0, run.font.pointee.ascent, run.bytes, Int32(run.bytes.count))
        XftDrawDestroy(draw)
        return true
    }

    func clear() {
        for picture in pictures.values { XFreePixmap(display.handle, picture.pixmap) }
        for overlay in overlays.values { cairo_surface_destroy(overlay.surface) }
        pictures.removeAll()
        overlays.removeAll()
    }
}
