/// Draws a multi-line text field: its box, the focus outline, and inside it the visual
/// lines that show at the field's scroll, the selection behind them and the caret.
///
/// The text is drawn in a group the size of the text area: a group paints only inside its
/// frame, so a line scrolled half out of the field is cut at the edge instead of drawing
/// over the labels around it.
struct MultilineTextFieldView {
    var theme: Theme
    var measurer: any TextMeasuring

    /// Where the text goes inside a field's `frame`: the editor lays the field out for
    /// this area (`geometry`) before handing it keys, so both agree on the lines.
    static func textFrame(in frame: Rect, metrics m: Metrics) -> Rect {
        let inner = frame.insetBy(m.px(10), m.px(6))
        return Rect(x: inner.x, y: inner.y, width: max(0, inner.width), height: max(0, inner.height))
    }

    static func geometry(in frame: Rect, style: TextStyle, metrics m: Metrics, measurer: any TextMeasuring) -> MultilineTextGeometry {
        let text = textFrame(in: frame, metrics: m)
        return MultilineTextGeometry(width: text.width, viewportHeight: text.height, style: style, measurer: measurer)
    }

    func draw(
        _ field: MultilineTextField, in frame: Rect, style: TextStyle, color: Color, placeholder: String, focused: Bool, preedit: Preedit? = nil,
        metrics m: Metrics, into list: inout [DrawCommand]
    ) {
        list.append(.fillRounded(frame, radius: m.px(8), theme.controlBackground))
        if focused { list.append(.strokeRounded(frame, radius: m.px(8), width: m.px(2), theme.accent)) }
        let area = Self.textFrame(in: frame, metrics: m)
        guard area.width >= 1, area.height >= 1 else { return }
        // Laid out again here only when the frame changed since the field last was.
        var shown = field
        shown.setGeometry(Self.geometry(in: frame, style: style, metrics: m, measurer: measurer))
        var composed: Range<Int>?
        if focused, let preedit { (shown, composed) = shown.showing(preedit) }
        var commands: [DrawCommand] = [.fill(area, theme.controlBackground)]
        if let layout = shown.layoutCache {
            if focused {
                let origin = Point(x: area.x, y: area.y)
                for rect in shown.selectionRects(origin: origin, geometry: layout.geometry) {
                    commands.append(.fill(rect, theme.accent.withAlpha(0.28)))
                }
            }
            if shown.characters.isEmpty {
                let text = measurer.fitted(placeholder, width: area.width, style: style)
                let line = Rect(x: area.x, y: area.y, width: area.width, height: layout.lineHeight)
                if !placeholder.isEmpty { commands.append(.text(text, frame: line, style: style, color: theme.secondaryText, alignment: .leading)) }
            } else {
                appendLines(shown, layout, in: area, style: style, color: color, into: &commands)
            }
            if let composed { appendUnderline(composed, of: shown, in: area, style: style, color: color, m, into: &commands) }
            if focused { commands.append(caret(shown, layout, in: area, style: style, m)) }
        }
        list.append(.group(area, commands))
    }

    /// The visual lines that show, each as a line of text; the spaces hanging at a line's
    /// end are left off, as they paint nothing.
    private func appendLines(
        _ field: MultilineTextField, _ layout: MultilineTextLayout, in area: Rect, style: TextStyle, color: Color,
        into commands: inout [DrawCommand]
    ) {
        for index in field.visibleLines(in: layout) {
            let line = layout.lines[index]
            var end = line.end
            while end > line.start && field.characters[end - 1] == " " { end -= 1 }
            guard end > line.start else { continue }
            let y = area.y + Double(index) * layout.lineHeight - field.scroll
            let frame = Rect(x: area.x, y: y, width: area.width, height: layout.lineHeight)
            commands.append(.text(String(field.characters[line.start..<end]), frame: frame, style: style, color: color, alignment: .leading))
        }
    }

    /// The line under composed text, on each visual line it spans, where the one-line
    /// field draws it.
    private func appendUnderline(
        _ composed: Range<Int>, of field: MultilineTextField, in area: Rect, style: TextStyle, color: Color, _ m: Metrics,
        into commands: inout [DrawCommand]
    ) {
        guard let geometry = field.layoutCache?.geometry else { return }
        var marked = field
        marked.moveCaret(to: composed.upperBound, anchor: composed.lowerBound)
        for rect in marked.selectionRects(origin: Point(x: area.x, y: area.y), geometry: geometry) {
            commands.append(.fill(TextFieldView.underline(x: rect.x, width: rect.width, frame: rect, style: style, m), color))
        }
    }

    /// The caret as the one-line field draws it: as tall as the text, centred on its line.
    private func caret(_ field: MultilineTextField, _ layout: MultilineTextLayout, in area: Rect, style: TextStyle, _ m: Metrics) -> DrawCommand {
        let width = max(1, m.px(2))
        let line = field.caretRect(origin: Point(x: area.x, y: area.y), geometry: layout.geometry, width: width)
        let height = min((style.size * 1.3).rounded(), line.height)
        return .caret(Rect(x: line.x.rounded(), y: (line.midY - height / 2).rounded(), width: width, height: height), theme.accent)
    }
}
