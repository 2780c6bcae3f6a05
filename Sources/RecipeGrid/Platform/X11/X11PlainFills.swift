import CX11
import RecipeGridCore

/// Fills straight onto the window where a frame's damage shows only a plain fill (the
/// padding beside a row a scroll brings in): one request, rather than clipping cairo and
/// Xft to the piece, drawing it into the back buffer and copying it over.
@MainActor
final class X11PlainFills {
    private let display: X11Display
    private let gc: GC?

    init(display: X11Display, drawable: Drawable) {
        self.display = display
        gc = XCreateGC(display.handle, drawable, 0, nil)
        if let gc { XSetGraphicsExposures(display.handle, gc, 0) }
    }

    /// Fills the pieces of `pieces` whose pixels in `list` are one opaque fill's, and
    /// returns them; the others are left to the back buffer.
    func fill(_ list: [DrawCommand], _ pieces: [Rect], on window: Window) -> [Rect] {
        guard let gc else { return [] }
        var filled: [Rect] = []
        for (piece, color) in Self.plainPieces(list, pieces) {
            XSetForeground(display.handle, gc, Self.pixel(color))
            XFillRectangle(display.handle, window, gc, Int32(piece.x), Int32(piece.y), UInt32(piece.width), UInt32(piece.height))
            filled.append(piece)
        }
        return filled
    }

    /// Each piece whose last command to reach it is an opaque fill covering it whole.
    private nonisolated static func plainPieces(_ list: [DrawCommand], _ pieces: [Rect]) -> [(Rect, Color)] {
        pieces.compactMap { piece in
            guard let last = list.last(where: { $0.paintedBounds.intersects(piece) }),
                case .fill(let rect, let color) = last, color.alpha == 1, rect.contains(piece)
            else { return nil }
            return (piece, color)
        }
    }

    /// The pixel cairo's fill of `color` leaves on a 24-bit TrueColor window: its 16-bit
    /// channels (rounded), of which the server keeps the high byte.
    private nonisolated static func pixel(_ color: Color) -> UInt {
        let channel = { (value: Double) in UInt((value * 65535 + 0.5)) >> 8 }
        return channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }
}
