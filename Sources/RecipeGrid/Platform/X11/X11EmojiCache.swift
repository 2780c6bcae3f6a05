import CX11
import RecipeGridCore

/// Colour emoji pre-rendered once per (emoji, size, background) into server-side pixmaps.
///
/// Xft scales Noto Color Emoji's bitmaps on every draw, which cost most of a frame; an
/// emoji on a solid background is instead drawn once and copied with `XCopyArea`.
/// Bounded: the cache empties itself when it holds `capacity` pictures.
@MainActor
final class X11EmojiCache {
    private struct Key: Hashable {
        var emoji: String
        var size: Double
        var background: Color
    }

    /// A rendered emoji: its pixmap and the glyph box's size.
    struct Picture {
        var pixmap: Pixmap
        var width: Int32
        var height: Int32
    }

    private let display: X11Display
    private let fontSet: X11FontSet
    private let capacity = 256
    private var pictures: [Key: Picture] = [:]

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
        guard let draw = XftDrawCreate(display.handle, pixmap, display.visual, display.colormap) else {
            XFreePixmap(display.handle, pixmap)
            return nil
        }
        var fill = colors(background)
        var ink = colors(Color(hex: 0))
        XftDrawRect(draw, &fill, 0, 0, UInt32(width), UInt32(height))
        XftDrawStringUtf8(draw, &ink, run.font, 0, font.ascent, run.bytes, Int32(run.bytes.count))
        XftDrawDestroy(draw)
        if pictures.count >= capacity { clear() }
        let picture = Picture(pixmap: pixmap, width: width, height: height)
        pictures[key] = picture
        return picture
    }

    func clear() {
        for picture in pictures.values { XFreePixmap(display.handle, picture.pixmap) }
        pictures.removeAll()
    }
}
