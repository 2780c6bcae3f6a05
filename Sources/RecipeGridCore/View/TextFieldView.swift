/// Draws a one-line text field: its text, the selection behind it and the cursor, and an
/// input method's preedit at the cursor, underlined.
///
/// A text wider than the field shows the part around the cursor when focused, and
/// ends in an ellipsis otherwise.
struct TextFieldView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(
        _ field: TextField, in frame: Rect, style: TextStyle, color: Color, placeholder: String, focused: Bool, preedit: Preedit? = nil,
        metrics m: Metrics, into list: inout [DrawCommand]
    ) {
        let inner = frame.insetBy(m.px(10), 0)
        var composed: Range<Int>?
        var field = field
        if focused, let preedit { (field, composed) = field.showing(preedit) }
        if field.text.isEmpty {
            if !placeholder.isEmpty {
                let text = measurer.fitted(placeholder, width: inner.width, style: style)
                list.append(.text(text, frame: inner, style: style, color: theme.secondaryText, alignment: .leading))
            }
            if focused { list.append(cursor(at: inner.x, frame: inner, style: style, m)) }
            return
        }
        guard focused else {
            let text = measurer.fitted(field.text, width: inner.width, style: style)
            list.append(.text(text, frame: inner, style: style, color: color, alignment: .leading))
            return
        }
        let characters = Array(field.text)
        func width(_ slice: ArraySlice<Character>) -> Double { slice.isEmpty ? 0 : measurer.width(of: String(slice), style: style) }
        // As much before the cursor as fits, then as much after it: grown from the cursor
        // outward, so a long text costs what the field shows, not its whole length.
        var start = field.cursor
        while start > 0 && width(characters[(start - 1)..<field.cursor]) <= inner.width - m.px(2) { start -= 1 }
        var end = field.cursor
        while end < characters.count && width(characters[start...end]) <= inner.width { end += 1 }
        if let range = field.selectedRange {
            let from = max(range.lowerBound, start)
            let to = min(range.upperBound, end)
            if from < to {
                let x = inner.x + width(characters[start..<from])
                let highlight = Rect(x: x, y: inner.y + m.px(6), width: width(characters[from..<to]), height: max(0, inner.height - m.px(12)))
                list.append(.fill(highlight, theme.accent.withAlpha(0.28)))
            }
        }
        list.append(.text(String(characters[start..<end]), frame: inner, style: style, color: color, alignment: .leading))
        if let composed, max(composed.lowerBound, start) < min(composed.upperBound, end) {
            let from = max(composed.lowerBound, start)
            let x = inner.x + width(characters[start..<from])
            let underline = width(characters[from..<min(composed.upperBound, end)])
            list.append(.fill(Self.underline(x: x, width: underline, frame: inner, style: style, m), color))
        }
        list.append(cursor(at: inner.x + width(characters[start..<field.cursor]), frame: inner, style: style, m))
    }

    private func cursor(at x: Double, frame: Rect, style: TextStyle, _ m: Metrics) -> DrawCommand {
        let height = (style.size * 1.3).rounded()
        return .caret(Rect(x: x.rounded(), y: (frame.midY - height / 2).rounded(), width: max(1, m.px(2)), height: height), theme.accent)
    }

    /// The line under composed text, `width` wide from `x`: at the foot of the caret, below
    /// the descenders, as GTK and Qt draw a preedit.
    static func underline(x: Double, width: Double, frame: Rect, style: TextStyle, _ m: Metrics) -> Rect {
        let thickness = max(1, m.px(1)).rounded()
        let y = (frame.midY + (style.size * 1.3).rounded() / 2 - thickness).rounded()
        return Rect(x: x.rounded(), y: y, width: width.rounded(), height: thickness)
    }
}

extension Color {
    func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
