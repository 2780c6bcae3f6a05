import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The user's notes on a recipe (README, Notes and the cooking log): a multi-line field
/// after the steps, a stop of the detail's Tab order, kept by recipe id and saved with
/// fsyncs once typing pauses half a second, after which its heading says "Saved".
struct NotesTests {
    private static let id = "test#Apple Pie"

    /// Apple Pie open, focus in its notes (Shift+Tab from Back wraps to them).
    private func inNotes(_ configure: @escaping (inout AppState) -> Void = { _ in }) -> Harness {
        var h = Harness(configure: configure)
        h.press("Return")
        h.press("ISO_Left_Tab", [.shift])
        return h
    }

    private func type(_ text: String, _ h: inout Harness) {
        for character in text {
            let key = character == " " ? "space" : character == "?" ? "question" : String(character)
            h.press(key, text: String(character))
        }
    }

    @Test("the notes are a text field after the add button: typed characters, ? and + included, go in")
    func typingGoesIn() {
        var h = inNotes()
        #expect(h.state.focus == .detailNotes && h.state.focus.traceName == "detail.notes")
        type("Less sugar? +1 egg", &h)
        #expect(h.state.detail.notes.text == "Less sugar? +1 egg")
        #expect(h.state.notes == [Self.id: "Less sugar? +1 egg"])
        #expect(h.state.modal.helpOpen == false && h.state.openServings?.current == 4, "? and + typed, not help or servings")
    }

    @Test("Return types a new line and Up moves the caret up a line rather than scrolling the recipe")
    func linesAndCaret() {
        var h = inNotes()
        type("one", &h)
        h.press("Return")
        type("two", &h)
        let scroll = h.state.detail.scroll
        h.press("Up")
        #expect(h.state.detail.notes.text == "one\ntwo")
        #expect(h.state.detail.notes.cursor == 3 && h.state.detail.scroll == scroll)
    }

    @Test("nothing is saved while typing; half a second after the last key, one save with fsyncs, and the heading says Saved")
    func savedOncePaused() throws {
        var h = inNotes()
        let before = h.host.saves.count
        for letter in ["b", "u", "t", "t", "e", "r"] {
            h.advance(by: 0.3)
            h.press(letter)
        }
        #expect(h.host.saves.count == before, "each key puts the save off")
        #expect(h.state.detail.notesStatus == .edited)
        #expect(h.model.nextDeadline == h.now + Persistence.pauseBeforeSave)
        h.tick(after: Persistence.pauseBeforeSave)
        let save = try #require(h.host.saves.last)
        #expect(h.host.saves.count == before + 1 && save.durable, "notes are written for good")
        #expect(save.state.notes == [Self.id: "butter"])
        #expect(h.state.detail.notesStatus == .saved)
        let drawn = MainView(measurer: h.measurer).render(h.state).flattened
        #expect(drawn.contains { if case .text("Saved", _, _, _, _) = $0 { true } else { false } })
        h.press("s")
        #expect(h.state.detail.notesStatus == .edited, "the next key takes Saved away")
    }

    @Test("a save that fails says so and the heading never says Saved")
    func failedSave() {
        var h = inNotes()
        h.host.refusal = "Cannot save to recipegrid: No space left on device — changes kept until it can"
        h.press("x")
        h.tick(after: Persistence.pauseBeforeSave)
        #expect(h.state.toast?.text.hasPrefix("Cannot save") == true)
        #expect(h.state.detail.notesStatus == .edited)
    }

    @Test("Escape leaves the notes for the back button, keeping them; the next Escape closes the recipe")
    func escapeLeaves() {
        var h = inNotes()
        type("Use tart apples", &h)
        h.press("Escape")
        #expect(h.state.screen == .detail && h.state.focus == .detailBack)
        h.press("Escape")
        #expect(h.state.screen == .grid)
        h.press("Return")
        #expect(h.state.detail.notes.text == "Use tart apples", "the notes are there when the recipe opens again")
        #expect(h.state.detail.notesStatus == .unchanged)
    }

    @Test("notes emptied (or left as white space) are no notes")
    func emptiedNotesAreGone() {
        var h = inNotes { $0.notes = [NotesTests.id: "ab"] }
        #expect(h.state.detail.notes.text == "ab")
        h.press("End", [.control])
        h.press("BackSpace")
        h.press("BackSpace")
        h.press("space", text: " ")
        #expect(h.state.notes.isEmpty && h.state.savedState.notes.isEmpty)
    }

    @Test("notes come back after a restart, on the recipe they were written on")
    func restart() {
        var saved = SavedState()
        saved.notes = ["test#Banana Bread": "Freeze the ripe ones"]
        var h = Harness { $0.restore(saved) }
        h.press("Right")
        h.press("Return")
        #expect(h.state.detail.notes.text == "Freeze the ripe ones")
        h.press("Escape")
        h.press("Left")
        h.press("Return")
        #expect(h.state.detail.notes.text.isEmpty, "another recipe has none")
    }

    @Test("a paste goes into the notes in place of their selection")
    func paste() {
        var h = inNotes()
        type("salt", &h)
        h.press("a", [.control])
        h.press("v", [.control])
        #expect(h.effects == [.requestPaste(.clipboard)])
        h.send(.pasted("flaky salt\r\nto finish"))
        #expect(h.state.notes[Self.id] == "flaky salt\nto finish")
    }

    @Test("a click in the box puts focus and the caret there")
    func click() throws {
        var h = Harness { $0.notes = [NotesTests.id: "first line\nsecond"] }
        h.press("Return")
        h.press("End")
        let layout = try #require(h.state.detail.layout)
        let box = layout.toWindow(layout.notesField, scroll: h.state.detail.scroll)
        let line = h.measurer.lineHeight(of: h.state.metrics.bodyText)
        h.send(.buttonPressed(button: 1, at: Point(x: box.maxX - 4, y: box.minY + h.state.metrics.px(6) + line * 1.5), modifiers: []))
        #expect(h.state.focus == .detailNotes)
        #expect(h.state.detail.notes.cursor == "first line\nsecond".count, "the end of the second line")
    }

    @Test("assistive tools find an editable entry of many lines named My Notes, its text, its caret and Saved")
    func accessible() throws {
        var h = inNotes()
        type("Bake longer", &h)
        h.tick(after: Persistence.pauseBeforeSave)
        let tree = AccessibleView.tree(h.state, measurer: h.measurer)
        let node = try #require(tree[.userNotes])
        #expect(node.role == .entry && node.name == "My Notes" && node.description == "Saved")
        #expect(node.states.isSuperset(of: [.editable, .multiLine, .focused]))
        #expect(node.text == "Bake longer" && node.caret == 11)
        #expect(tree.focus == .userNotes)
        h.send(.accessibleTextEdited(.userNotes, text: "Bake 10 min longer", caret: 18))
        #expect(h.state.notes[Self.id] == "Bake 10 min longer" && h.state.detail.notes.cursor == 18)
    }
}
