import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// What an input method composes (README, "Input methods"): shown in the focused field at its
/// caret, underlined, with the method's caret in it; never the field's text, its undo or
/// the saved state, which get only what the method commits, as typed text.
struct PreeditTests {
    private let measurer = FakeMeasurer()

    private func searching(_ typed: String = "") -> Harness {
        var h = Harness { $0.select(0) }
        h.press("f", [.control])
        for character in typed { h.press(String(character), text: String(character)) }
        return h
    }

    private func list(_ h: Harness) -> [DrawCommand] { MainView(measurer: measurer).render(h.state) }

    private func texts(_ list: [DrawCommand]) -> [(text: String, frame: Rect)] {
        list.flattened.compactMap { if case .text(let text, let frame, _, _, _) = $0 { (text, frame) } else { nil } }
    }

    /// Thin fills in the text's colour across the line of text at `line`: the underlines (the
    /// menu bar's letters have theirs elsewhere).
    private func underlines(_ list: [DrawCommand], on line: Rect) -> [Rect] {
        list.flattened.compactMap { command in
            guard case .fill(let rect, let fill) = command, fill == Theme.light.primaryText, rect.height <= 2,
                rect.minY >= line.minY, rect.minY <= line.maxY
            else { return nil }
            return rect
        }
    }

    @Test("a preedit shows in the search field after the typed text, underlined, with the caret after it; the query stays what was typed")
    func showsInTheSearchField() throws {
        var h = searching("a")
        h.send(.preeditChanged(Preedit(text: "가", caret: 1)))
        let drawn = list(h)
        let field = try #require(texts(drawn).first { $0.text.contains("가") })
        #expect(field.text == "a가")
        #expect(h.state.query == "a", "the preedit is not the field's text")
        let style = h.state.metrics.bodyText
        let underline = try #require(underlines(drawn, on: field.frame).only)
        #expect(abs(underline.minX - (field.frame.x + measurer.width(of: "a", style: style)).rounded()) <= 1, "from the preedit's start")
        #expect(abs(underline.width - measurer.width(of: "가", style: style)) <= 1, "under the preedit alone")
        #expect(underline.minY > field.frame.midY, "below the text's middle")
        let caret = try #require(drawn.caretRect)
        #expect(abs(caret.minX - (field.frame.x + measurer.width(of: "a가", style: style))) <= 1)
    }

    @Test("the input method's caret inside the preedit is where the field's caret is drawn")
    func caretInsideThePreedit() throws {
        var h = searching()
        h.send(.preeditChanged(Preedit(text: "かな", caret: 1)))
        let drawn = list(h)
        let field = try #require(texts(drawn).first { $0.text == "かな" })
        let caret = try #require(drawn.caretRect)
        #expect(abs(caret.minX - (field.frame.x + measurer.width(of: "か", style: h.state.metrics.bodyText))) <= 1)
    }

    @Test("the commit comes as typed text: the preedit goes and the text stays, without an underline")
    func commitReplacesThePreedit() throws {
        var h = searching("a")
        h.send(.preeditChanged(Preedit(text: "가", caret: 1)))
        h.send(.preeditChanged(nil))
        h.press("가", text: "가")
        #expect(h.state.query == "a가")
        let field = try #require(texts(list(h)).first { $0.text == "a가" })
        #expect(underlines(list(h), on: field.frame).isEmpty)
    }

    @Test("a preedit stands where the selection is, which its commit replaces")
    func replacesTheSelectionOnScreen() {
        var h = searching("soup")
        h.press("a", [.control])
        h.send(.preeditChanged(Preedit(text: "국", caret: 1)))
        #expect(texts(list(h)).contains { $0.text == "국" })
        #expect(h.state.query == "soup")
    }

    @Test("focus leaving the field ends its preedit; outside a text field there is none, and no caret")
    func belongsToTheFocusedTextField() {
        var h = searching()
        h.send(.preeditChanged(Preedit(text: "가", caret: 1)))
        #expect(h.state.composition != nil)
        h.press("Escape")
        #expect(h.state.focus == .grid)
        #expect(h.state.composition == nil)
        h.send(.preeditChanged(Preedit(text: "가", caret: 1)))
        #expect(h.state.composition == nil)
        #expect(list(h).caretRect == nil, "no text field has the focus")
        #expect(!texts(list(h)).contains { $0.text.contains("가") })
    }

    @Test("a preedit in the notes is drawn in the multi-line field, but is not the notes, not saved and not undone")
    func notesKeepOnlyWhatIsCommitted() throws {
        var h = Harness()
        h.press("Return")
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .detailNotes)
        h.send(.preeditChanged(Preedit(text: "김치", caret: 2)))
        let drawn = list(h)
        let line = try #require(texts(drawn).first { $0.text == "김치" })
        #expect(underlines(drawn, on: line.frame).count == 1)
        #expect(h.state.detail.notes.text.isEmpty && h.state.notes.isEmpty)
        #expect(!h.state.detail.notes.history.canUndo)
        h.send(.preeditChanged(nil))
        h.press("김", text: "김")
        #expect(h.state.notes == ["test#Apple Pie": "김"])
    }

    @Test("the caret is a display-list item wherever a text field has the focus, mirrored with the window")
    func caretForTheShell() throws {
        var h = searching()
        let caret = try #require(list(h).caretRect)
        #expect(caret.width >= 1 && caret.height > 0)
        h.press("Escape")
        #expect(list(h).caretRect == nil)
        let mirrored = DrawCommand.caret(Rect(x: 10, y: 0, width: 2, height: 20), Theme.light.accent).mirrored(width: 400)
        #expect(mirrored == .caret(Rect(x: 388, y: 0, width: 2, height: 20), Theme.light.accent))
    }
}

extension Array {
    fileprivate var only: Element? { count == 1 ? first : nil }
}
