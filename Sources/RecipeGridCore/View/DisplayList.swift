/// An sRGB colour with alpha, components in 0...1.
package struct Color: Sendable, Equatable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double = 1

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `Color(hex: 0x1F6FEB)`.
    package init(hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }
}

package enum TextAlignment: Sendable, Hashable {
    case leading, center, trailing

    var mirrored: TextAlignment {
        switch self {
        case .leading: .trailing
        case .center: .center
        case .trailing: .leading
        }
    }
}

/// One drawing instruction. Shapes are antialiased; text is one line, vertically
/// centred in its frame and already cut to fit (with an ellipsis) by the view.
package enum DrawCommand: Sendable, Hashable {
    case fill(Rect, Color)
    case fillRounded(Rect, radius: Double, Color)
    case strokeRounded(Rect, radius: Double, width: Double, Color)
    case text(String, frame: Rect, style: TextStyle, color: Color, alignment: TextAlignment)
    /// Emoji art centred in `frame`, over a solid `background` the renderer may cache it with.
    case emoji(String, frame: Rect, size: Double, background: Color)
    /// The photo at `path` (decoded as `version`) cut to fill `frame`, inside rounded corners.
    case photo(path: String, version: Int, frame: Rect, radius: Double)
    /// Commands that paint only inside `frame` and cover it whole (a tile in its cell): the
    /// renderer may keep their pixels and copy them wherever the same group shows again.
    case group(Rect, [DrawCommand])
    /// The focused text field's caret, painted as a fill: the one place text goes, where
    /// the shell also puts an input method's window (the candidates, an over-the-spot
    /// preedit). A list holds at most one.
    case caret(Rect, Color)

    /// The same command reflected about the vertical centre line of a window `width` wide.
    func mirrored(width: Double) -> DrawCommand {
        func flip(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        switch self {
        case .fill(let rect, let color): return .fill(flip(rect), color)
        case .fillRounded(let rect, let radius, let color): return .fillRounded(flip(rect), radius: radius, color)
        case .strokeRounded(let rect, let radius, let lineWidth, let color):
            return .strokeRounded(flip(rect), radius: radius, width: lineWidth, color)
        case .text(let text, let frame, let style, let color, let alignment):
            return .text(text, frame: flip(frame), style: style, color: color, alignment: alignment.mirrored)
        case .emoji(let emoji, let frame, let size, let background):
            return .emoji(emoji, frame: flip(frame), size: size, background: background)
        case .photo(let path, let version, let frame, let radius):
            return .photo(path: path, version: version, frame: flip(frame), radius: radius)
        case .group(let frame, let commands):
            return .group(flip(frame), commands.map { $0.mirrored(width: width) })
        case .caret(let rect, let color): return .caret(flip(rect), color)
        }
    }

    /// The same command moved by (dx, dy).
    package func offsetBy(_ dx: Double, _ dy: Double) -> DrawCommand {
        switch self {
        case .fill(let rect, let color): return .fill(rect.offsetBy(dx, dy), color)
        case .fillRounded(let rect, let radius, let color): return .fillRounded(rect.offsetBy(dx, dy), radius: radius, color)
        case .strokeRounded(let rect, let radius, let lineWidth, let color):
            return .strokeRounded(rect.offsetBy(dx, dy), radius: radius, width: lineWidth, color)
        case .text(let text, let frame, let style, let color, let alignment):
            return .text(text, frame: frame.offsetBy(dx, dy), style: style, color: color, alignment: alignment)
        case .emoji(let emoji, let frame, let size, let background):
            return .emoji(emoji, frame: frame.offsetBy(dx, dy), size: size, background: background)
        case .photo(let path, let version, let frame, let radius):
            return .photo(path: path, version: version, frame: frame.offsetBy(dx, dy), radius: radius)
        case .group(let frame, let commands):
            return .group(frame.offsetBy(dx, dy), commands.map { $0.offsetBy(dx, dy) })
        case .caret(let rect, let color): return .caret(rect.offsetBy(dx, dy), color)
        }
    }
}

extension [DrawCommand] {
    /// Where the focused text field's caret is drawn, if anywhere (inside groups too).
    package var caretRect: Rect? {
        for command in self {
            switch command {
            case .caret(let rect, _): return rect
            case .group(_, let commands): if let rect = commands.caretRect { return rect }
            default: continue
            }
        }
        return nil
    }
}
