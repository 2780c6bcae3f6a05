import CX11
import RecipeGridCore

/// Draws display lists into an off-screen Pixmap and copies it to the window.
///
/// Shapes go through cairo's xlib surface on the pixmap (antialiased), text through
/// Xft on the same pixmap; cairo is flushed before Xft draws so the two stay in order.
/// Expose is then a copy, never a redraw (dmenu's `drw_map`). Tiles are drawn once into
/// pixmaps of their own (`X11GroupCache`); a frame copies a changed tile from there
/// straight to the window (`copyGroups`), and the back buffer catches up while idle.
@MainActor
final class X11Renderer {
    private let display: X11Display
    private let drawable: Drawable
    let fontSet: X11FontSet
    private(set) var pixmap: Pixmap = 0
    private(set) var size = Size(width: 0, height: 0)
    private var xftDraw: OpaquePointer?
    private var surface: OpaquePointer?
    private var cairo: OpaquePointer?
    private var gc: GC?
    /// For the window's copy onto itself, with graphics exposures on (`scroll`).
    private var scrollGC: GC?
    private var colors: [Color: XftColor] = [:]
    private let emojiCache: X11EmojiCache
    private let groupCache: X11GroupCache
    let photos = X11PhotoCache()

    init(display: X11Display, drawable: Drawable, fontSet: X11FontSet) {
        self.display = display
        self.drawable = drawable
        self.fontSet = fontSet
        emojiCache = X11EmojiCache(display: display, fontSet: fontSet)
        groupCache = X11GroupCache(display: display, drawable: drawable)
        gc = XCreateGC(display.handle, drawable, 0, nil)
        // These copies never read from a window, so NoExpose events would only be read and dropped.
        if let gc { XSetGraphicsExposures(display.handle, gc, 0) }
        scrollGC = XCreateGC(display.handle, drawable, 0, nil)
    }

    /// Makes the back buffer `size` big, keeping it when the size is unchanged; true when
    /// it made a new (empty) one.
    @discardableResult
    func resize(to newSize: Size) -> Bool {
        let width = max(1, Int32(newSize.width))
        let height = max(1, Int32(newSize.height))
        guard pixmap == 0 || Double(width) != size.width || Double(height) != size.height else { return false }
        releaseBuffer()
        size = Size(width: Double(width), height: Double(height))
        pixmap = XCreatePixmap(display.handle, drawable, UInt32(width), UInt32(height), UInt32(display.depth))
        xftDraw = XftDrawCreate(display.handle, pixmap, display.visual, display.colormap)
        surface = cairo_xlib_surface_create(display.handle, pixmap, display.visual, width, height)
        cairo = cairo_create(surface)
        return true
    }

    /// Where commands are drawn: the back buffer, or a group's cached pixmap.
    private struct Target {
        var drawable: Drawable
        var surface: OpaquePointer
        var cairo: OpaquePointer
        var xftDraw: OpaquePointer
        /// For emoji and group copies; carries the clip when the target is clipped.
        var gc: GC
    }

    /// Draws `list` into the back buffer; with `areas`, only inside them (clipped), and only
    /// the commands that reach into them.
    func draw(_ list: [DrawCommand], only areas: [Rect]? = nil) {
        guard let cairo, let xftDraw, let surface, let gc else { return }
        if let areas { clip(to: areas, cairo: cairo, xftDraw: xftDraw) }
        defer { if areas != nil { removeClip(cairo: cairo, xftDraw: xftDraw) } }
        draw(list, on: Target(drawable: pixmap, surface: surface, cairo: cairo, xftDraw: xftDraw, gc: gc), only: areas)
    }

    private func draw(_ list: [DrawCommand], on target: Target, only areas: [Rect]?) {
        let cairo = target.cairo
        var cairoDirty = false
        // A group is an opaque copy of whole pixels: what a fill would paint beneath a later
        // one is never seen, and the server need not fill it (the window's background under
        // every tile was most of a frame's pixels).
        let groups = Self.groupRects(list)
        for (index, command) in list.enumerated() {
            if let areas, !Self.reaches(command, into: areas) { continue }
            switch command {
            case .fill(let rect, let color), .caret(let rect, let color):
                let pieces = Self.visiblePieces(of: rect, at: index, beneath: groups, in: areas)
                guard !pieces.isEmpty else { continue }
                setSource(cairo, color)
                for piece in pieces { cairo_rectangle(cairo, piece.x, piece.y, piece.width, piece.height) }
                cairo_fill(cairo)
                cairoDirty = true
            case .fillRounded(let rect, let radius, let color):
                setSource(cairo, color)
                X11Shapes.roundedRect(cairo, rect, radius: radius)
                cairo_fill(cairo)
                cairoDirty = true
            case .strokeRounded(let rect, let radius, let width, let color):
                setSource(cairo, color)
                cairo_set_line_width(cairo, width)
                X11Shapes.roundedRect(cairo, rect, radius: radius)
                cairo_stroke(cairo)
                cairoDirty = true
            case .text(let text, let frame, let style, let color, let alignment):
                // Xft and XCopyArea go straight to the server: cairo's pending shapes first.
                if cairoDirty { cairo_surface_flush(target.surface) }
                cairoDirty = false
                drawText(text, frame: frame, style: style, color: color, alignment: alignment, on: target)
            case .emoji(let emoji, let frame, let size, let background):
                if cairoDirty { cairo_surface_flush(target.surface) }
                cairoDirty = false
                drawEmoji(emoji, frame: frame, size: size, background: background, on: target)
            case .photo(let path, _, let frame, let radius):
                drawPhoto(path, frame: frame, radius: radius, cairo: cairo)
                cairoDirty = true
            case .group(let frame, let commands):
                if cairoDirty { cairo_surface_flush(target.surface) }
                cairoDirty = false
                drawGroup(frame, commands, on: target)
            }
        }
        if cairoDirty { cairo_surface_flush(target.surface) }
    }

    // Helpers for the loop over a display list: nonisolated, so their closures run without
    // the main actor check a closure made in an isolated method costs on every call.

    /// The whole-pixel rectangles the list's groups are copied to, with their places in it.
    private nonisolated static func groupRects(_ list: [DrawCommand]) -> [(index: Int, rect: Rect)] {
        list.enumerated().compactMap { index, command in
            guard case .group(let frame, _) = command else { return nil }
            let aligned = frame.pixelAligned
            return aligned.width >= 1 && aligned.height >= 1 ? (index, aligned) : nil
        }
    }

    /// What of `rect`, filled at `index`, no later group covers, inside `areas` when given
    /// (whole-pixel rectangles, so cutting to them paints what clipping to them would).
    private nonisolated static func visiblePieces(
        of rect: Rect, at index: Int, beneath groups: [(index: Int, rect: Rect)], in areas: [Rect]?
    ) -> [Rect] {
        let parts = areas?.compactMap { $0.intersection(rect) } ?? [rect]
        return parts.flatMap { part in part.subtracting(groups.filter { $0.index > index && $0.rect.intersects(part) }.map(\.rect)) }
    }

    private nonisolated static func reaches(_ command: DrawCommand, into areas: [Rect]) -> Bool {
        let bounds = command.paintedBounds
        return areas.contains { $0.intersects(bounds) }
    }

    /// Copies the group's pixels from the cache, drawing them into a new pixmap first when
    /// this group (these commands, wherever they stand) has not been seen lately.
    private func drawGroup(_ frame: Rect, _ commands: [DrawCommand], on target: Target) {
        let aligned = frame.pixelAligned
        guard let picture = groupPicture(Self.groupKey(aligned, commands)) else { return }
        XCopyArea(
            display.handle, picture, target.drawable, target.gc, 0, 0, UInt32(aligned.width), UInt32(aligned.height), Int32(aligned.x),
            Int32(aligned.y))
    }

    /// Draws into the group cache the groups among `groups` it lacks, one at a time while
    /// `idle` says nothing waits: pixels a later frame will copy. False when it stopped early.
    func drawAhead(_ groups: [DrawCommand], while idle: () -> Bool) -> Bool {
        for case .group(let frame, let commands) in groups {
            let key = Self.groupKey(frame.pixelAligned, commands)
            guard !groupCache.contains(key) else { continue }
            guard idle() else { return false }
            _ = groupPicture(key)
        }
        return true
    }

    private nonisolated static func groupKey(_ aligned: Rect, _ commands: [DrawCommand]) -> X11GroupCache.Key {
        X11GroupCache.Key(size: Size(width: aligned.width, height: aligned.height), commands: commands.map { $0.offsetBy(-aligned.x, -aligned.y) })
    }

    /// The cached pixmap of a group, drawn first when it is not cached.
    private func groupPicture(_ key: X11GroupCache.Key) -> Pixmap? {
        let aligned = Rect(x: 0, y: 0, width: key.size.width, height: key.size.height)
        guard aligned.width >= 1, aligned.height >= 1 else { return nil }
        return groupCache.pixmap(for: key) { pixmap in
            guard let surface = cairo_xlib_surface_create(display.handle, pixmap, display.visual, Int32(aligned.width), Int32(aligned.height)),
                let cairo = cairo_create(surface), let xftDraw = XftDrawCreate(display.handle, pixmap, display.visual, display.colormap),
                let plainGC = groupCache.plainGC
            else { return }
            defer {
                XftDrawDestroy(xftDraw)
                cairo_destroy(cairo)
                cairo_surface_destroy(surface)
            }
            draw(key.commands, on: Target(drawable: pixmap, surface: surface, cairo: cairo, xftDraw: xftDraw, gc: plainGC), only: nil)
        }
    }

    /// The photo cut to fill `frame` inside rounded corners: a copy when the picture has this
    /// size, scaled while the right size is still being decoded. Nothing (the tint the view
    /// put beneath shows) when no size of it is here.
    private func drawPhoto(_ path: String, frame: Rect, radius: Double, cairo: OpaquePointer) {
        let width = Int(frame.width.rounded())
        let height = Int(frame.height.rounded())
        guard let picture = photos.picture(path: path, width: width, height: height) else { return }
        cairo_save(cairo)
        if picture.width == width && picture.height == height {
            cairo_set_source_surface(cairo, picture.surface, frame.x.rounded(), frame.y.rounded())
        } else {
            let scale = max(frame.width / Double(picture.width), frame.height / Double(picture.height))
            cairo_translate(cairo, frame.midX, frame.midY)
            cairo_scale(cairo, scale, scale)
            cairo_set_source_surface(cairo, picture.surface, -Double(picture.width) / 2, -Double(picture.height) / 2)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_identity_matrix(cairo)
        }
        X11Shapes.roundedRect(cairo, frame, radius: radius)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Takes the photos decoded since the last frame into the picture cache.
    func collectPhotos() -> [(path: String, succeeded: Bool)] {
        photos.collect(similarTo: surface)
    }

    /// Copies to the window, straight from the group cache, the parts of `areas` that a
    /// group paints last (a changed tile), and sends them; returns those parts. The back
    /// buffer is not drawn there: the caller draws it later, before it is next copied.
    func copyGroups(_ list: [DrawCommand], in areas: [Rect], to window: Window) -> [Rect] {
        let copied = Self.groupCopies(list, in: areas).flatMap { copy($0.pieces, from: groupPicture($0.key), at: $0.rect, to: window) }
        if !copied.isEmpty { XFlush(display.handle) }
        return copied
    }

    /// Copies `pieces` of `group` to the window when the group is cached; false when not.
    func copyCachedGroup(_ group: DrawCommand, pieces: [Rect], to window: Window) -> Bool {
        guard case .group(let frame, let commands) = group else { return false }
        let rect = frame.pixelAligned
        return !copy(pieces, from: groupCache.cachedPixmap(for: Self.groupKey(rect, commands)), at: rect, to: window).isEmpty
    }

    private func copy(_ pieces: [Rect], from picture: Pixmap?, at rect: Rect, to window: Window) -> [Rect] {
        guard let gc, let picture else { return [] }
        for piece in pieces {
            XCopyArea(
                display.handle, picture, window, gc, Int32(piece.x - rect.x), Int32(piece.y - rect.y), UInt32(piece.width), UInt32(piece.height),
                Int32(piece.x), Int32(piece.y))
        }
        return pieces
    }

    /// The groups `areas` meet, each with the pieces of it to copy. Nonisolated, so that
    /// its closures run without the main actor check an isolated closure makes on every
    /// call (a fifth of a key's work before its first pixels, measured with callgrind).
    private nonisolated static func groupCopies(
        _ list: [DrawCommand], in areas: [Rect]
    ) -> [(key: X11GroupCache.Key, rect: Rect, pieces: [Rect])] {
        let changed = groupRects(list).filter { group in areas.contains { $0.intersects(group.rect) } }
        guard !changed.isEmpty else { return [] }
        let bounds = list.map(\.paintedBounds.pixelAligned)
        return changed.compactMap { index, rect in
            guard case .group(_, let commands) = list[index] else { return nil }
            // A later command (the header over a tile scrolled beneath it, a toast) paints over
            // part of the group: that part is left to the back buffer.
            let above = bounds[(index + 1)...].filter { $0.intersects(rect) }
            let pieces = areas.compactMap { $0.intersection(rect) }.flatMap { $0.subtracting(above) }
            return (groupKey(rect, commands), rect, pieces)
        }
    }

    /// Moves the pixels of `move.area` on the window by its distance, with one copy of the
    /// window onto itself; returns where they landed. Its GC asks for GraphicsExpose where
    /// the source was covered by another window, so that part is drawn again.
    func scroll(_ move: ScrollMove, in window: Window) -> Rect? {
        guard let kept = move.kept, let scrollGC else { return nil }
        XCopyArea(
            display.handle, window, window, scrollGC, Int32(kept.x), Int32(kept.y + move.distance), UInt32(kept.width), UInt32(kept.height),
            Int32(kept.x), Int32(kept.y))
        return kept
    }

    /// Copies the back buffer to the window: all of it, or the given areas.
    func present(to window: Window, areas: [Rect]? = nil) {
        guard pixmap != 0, let gc else { return }
        for rect in areas ?? [Rect(x: 0, y: 0, width: size.width, height: size.height)] {
            XCopyArea(
                display.handle, pixmap, window, gc, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height), Int32(rect.x),
                Int32(rect.y))
        }
    }

    /// Limits cairo, Xft and the GC (emoji copies) to `areas`, whole-pixel rectangles.
    private func clip(to areas: [Rect], cairo: OpaquePointer, xftDraw: OpaquePointer) {
        cairo_reset_clip(cairo)
        for area in areas { cairo_rectangle(cairo, area.x, area.y, area.width, area.height) }
        cairo_clip(cairo)
        var rectangles = areas.map {
            XRectangle(
                x: Int16(clamping: Int($0.x)), y: Int16(clamping: Int($0.y)), width: UInt16(clamping: Int($0.width)),
                height: UInt16(clamping: Int($0.height)))
        }
        XftDrawSetClipRectangles(xftDraw, 0, 0, &rectangles, Int32(rectangles.count))
        if let gc { XSetClipRectangles(display.handle, gc, 0, 0, &rectangles, Int32(rectangles.count), Unsorted) }
    }

    private func removeClip(cairo: OpaquePointer, xftDraw: OpaquePointer) {
        cairo_reset_clip(cairo)
        XftDrawSetClip(xftDraw, nil)
        if let gc { XSetClipMask(display.handle, gc, 0) }
    }

    /// Writes the back buffer as a PNG; returns cairo's status text on failure.
    func writePNG(to path: String) -> String? {
        // TRANSLATORS: why a screenshot could not be written, after "cannot write the screenshot 'grid.png': ".
        guard let surface else { return tr("nothing was drawn") }
        cairo_surface_flush(surface)
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height)), let cr = cairo_create(image) else {
            return tr("out of memory")
        }
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(image)
        }
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_surface_flush(image)
        let status = cairo_surface_write_to_png(image, path)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    private func drawText(_ text: String, frame: Rect, style: TextStyle, color: Color, alignment: TextAlignment, on target: Target) {
        let runs = fontSet.runs(text, style)
        let total = runs.reduce(0) { $0 + $1.width }
        var x: Double
        switch alignment {
        case .leading: x = frame.minX
        case .center: x = frame.midX - total / 2
        case .trailing: x = frame.maxX - total
        }
        let metrics = fontSet.verticalMetrics(style)
        let baseline = (frame.midY + (metrics.ascent - metrics.descent) / 2).rounded()
        var xftColor = self.xftColor(color)
        for run in runs {
            // Emoji fonts have their own ascent; centre them on the main font's box. Text in
            // a fallback font (Noto Sans CJK) stays on the line's baseline.
            let font = run.font.pointee
            let centring = (Double(font.ascent - font.descent) - (metrics.ascent - metrics.descent)) / 2
            let runBaseline = Int32((baseline + (run.isEmoji ? centring : 0)).rounded())
            // Colour emoji come from the emoji cache, smoothly scaled where Xft would scale
            // them nearest-neighbour; cairo composites them, and is flushed before Xft goes on.
            if run.isEmoji, let overlay = emojiCache.overlay(run, size: style.size, like: target.surface) {
                let left = x.rounded()
                let top = Double(runBaseline - font.ascent)
                cairo_set_source_surface(target.cairo, overlay.surface, left, top)
                cairo_rectangle(target.cairo, left, top, Double(overlay.width), Double(overlay.height))
                cairo_fill(target.cairo)
                cairo_surface_flush(target.surface)
            } else {
                XftDrawStringUtf8(target.xftDraw, &xftColor, run.font, Int32(x.rounded()), runBaseline, run.bytes, Int32(run.bytes.count))
            }
            x += run.width
        }
    }

    /// Copies the cached picture centred in `frame`; draws it as text when it cannot be cached.
    private func drawEmoji(_ emoji: String, frame: Rect, size: Double, background: Color, on target: Target) {
        guard let picture = emojiCache.picture(emoji, size: size, background: background, colors: xftColor) else {
            drawText(emoji, frame: frame, style: TextStyle(size: size), color: Color(hex: 0), alignment: .center, on: target)
            return
        }
        let x = Int32((frame.midX - Double(picture.width) / 2).rounded())
        let y = Int32((frame.midY - Double(picture.height) / 2).rounded())
        XCopyArea(display.handle, picture.pixmap, target.drawable, target.gc, 0, 0, UInt32(picture.width), UInt32(picture.height), x, y)
    }

    private func setSource(_ cairo: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    private func xftColor(_ color: Color) -> XftColor {
        if let cached = colors[color] { return cached }
        var render = XRenderColor(
            red: UInt16(color.red * 65535), green: UInt16(color.green * 65535), blue: UInt16(color.blue * 65535), alpha: UInt16(color.alpha * 65535))
        var result = XftColor()
        XftColorAllocValue(display.handle, display.visual, display.colormap, &render, &result)
        colors[color] = result
        return result
    }

    private func releaseBuffer() {
        if let cairo { cairo_destroy(cairo) }
        if let surface { cairo_surface_destroy(surface) }
        if let xftDraw { XftDrawDestroy(xftDraw) }
        if pixmap != 0 { XFreePixmap(display.handle, pixmap) }
        cairo = nil
        surface = nil
        xftDraw = nil
        pixmap = 0
    }
}
