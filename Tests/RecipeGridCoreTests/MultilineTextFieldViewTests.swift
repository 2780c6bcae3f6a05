import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The multi-line field's draw commands, measured by the fake measurer: the box and its
/// focus outline, then a group cut to the text area with the lines that show at the
/// field's scroll, the selection behind them and the caret.
@Suite struct MultilineTextFieldViewTests {
    private let theme = Theme.light
    private let style = TextStyle(size: 20)
    /// Its text area, inset 10 by 6, is `multilineGeometry`'s: 110 wide, 100 high.
    private let frame = Rect(x: 40, y: 60, width: 130, height: 112)
    private let area = Rect(x: 50, y: 66, width: 110, height: 100)
    /// Visual lines "one two " | "three " | "fours" | "five" | "six" | "seven".
    private let text = "one two three fours\nfive\nsix\nseven"

    private func draw(_ field: MultilineTextField, focused: Bool, placeholder: String = "") -> [DrawCommand] {
        var list: [DrawCommand] = []
        MultilineTextFieldView(theme: theme, measurer: FakeMeasurer()).draw(
            field, in: frame, style: style, color: theme.primaryText, placeholder: placeholder, focused: focused, metrics: Metrics(scale: 1),
            into: &list)
        return list
    }

    private func line(_ text: String, y: Double, color: Color? = nil) -> DrawCommand {
        .text(text, frame: Rect(x: 50, y: y, width: 110, height: 25), style: style, color: color ?? theme.primaryText, alignment: .leading)
    }

    @Test("focused at the end: the outline, the last four lines scrolled up by two, the caret after the last word")
    func focusedAtTheEnd() {
        var field = MultilineTextField.laidOut(text)
        field.press("End", .control)
        #expect(
            draw(field, focused: true) == [
                .fillRounded(frame, radius: 8, theme.controlBackground),
                .strokeRounded(frame, radius: 8, width: 2, theme.accent),
                .group(
                    area,
                    [
                        .fill(area, theme.controlBackground),
                        line("fours", y: 66), line("five", y: 91), line("six", y: 116), line("seven", y: 141),
                        .caret(Rect(x: 105, y: 141, width: 2, height: 25), theme.accent),
                    ]),
            ])
    }

    @Test("the selection is drawn behind the lines, a selected newline as a space's width")
    func selectionBehindTheLines() throws {
        let field = MultilineTextField.laidOut(text, cursor: 34, anchor: 16)
        guard case .group(let frame, let commands) = try #require(draw(field, focused: true).last) else {
            Issue.record("no group")
            return
        }
        #expect(frame == area)
        let highlight = theme.accent.withAlpha(0.28)
        #expect(
            Array(commands[1...4]) == [
                .fill(Rect(x: 72, y: 66, width: 44, height: 25), highlight), .fill(Rect(x: 50, y: 91, width: 55, height: 25), highlight),
                .fill(Rect(x: 50, y: 116, width: 44, height: 25), highlight), .fill(Rect(x: 50, y: 141, width: 55, height: 25), highlight),
            ])
        #expect(commands[5] == line("fours", y: 66))
    }

    @Test("unfocused: no outline, no caret, no selection; the lines at the field's scroll")
    func unfocused() {
        let field = MultilineTextField.laidOut(text, cursor: 34, anchor: 16)
        #expect(
            draw(field, focused: false) == [
                .fillRounded(frame, radius: 8, theme.controlBackground),
                .group(
                    area,
                    [.fill(area, theme.controlBackground), line("fours", y: 66), line("five", y: 91), line("six", y: 116), line("seven", y: 141)]),
            ])
    }

    @Test("a line scrolled half out is drawn, cut by the group at the text area's edge")
    func halfScrolledLine() throws {
        var field = MultilineTextField.laidOut(text)
        field.press("Down")
        field.press("Down")
        field.press("Down")
        field.press("Down")
        #expect(field.scroll == 25)
        var taller = multilineGeometry
        taller.viewportHeight = 90
        field.setGeometry(taller)
        #expect(field.scroll == 35)
        var list: [DrawCommand] = []
        let short = Rect(x: 40, y: 60, width: 130, height: 102)
        MultilineTextFieldView(theme: theme, measurer: FakeMeasurer()).draw(
            field, in: short, style: style, color: theme.primaryText, placeholder: "", focused: false, metrics: Metrics(scale: 1), into: &list)
        guard case .group(_, let commands) = try #require(list.last) else {
            Issue.record("the lines are not drawn in a clipping group: \(list)")
            return
        }
        #expect(commands[1] == line("three", y: 56))
        #expect(commands.count == 5)
    }

    @Test("an empty field shows its placeholder, and the caret at its start when focused")
    func placeholder() {
        let field = MultilineTextField.laidOut("")
        #expect(
            draw(field, focused: true, placeholder: "One step a paragraph") == [
                .fillRounded(frame, radius: 8, theme.controlBackground),
                .strokeRounded(frame, radius: 8, width: 2, theme.accent),
                .group(
                    area,
                    [
                        .fill(area, theme.controlBackground),
                        .text(
                            FakeMeasurer().fitted("One step a paragraph", width: 110, style: style),
                            frame: Rect(x: 50, y: 66, width: 110, height: 25), style: style, color: theme.secondaryText, alignment: .leading),
                        .caret(Rect(x: 50, y: 66, width: 2, height: 25), theme.accent),
                    ]),
            ])
    }
}
