import CoreTestSupport
import TestSupport
import Testing

@testable import RecipeGridCore

/// Undo and redo: words typed come back a word at a time, deletions likewise, and each
/// step restores the selection with the text.
@Suite struct MultilineTextFieldUndoTests {
    @Test func typingUndoesAWordAtATime() {
        var field = MultilineTextField.laidOut("")
        field.type("beat the eggs")
        field.press("z", .control)
        #expect(field.text == "beat the ")
        field.press("z", .control)
        #expect(field.text == "beat ")
        field.press("z", .control)
        #expect(field.text == "")
        #expect(field.press("z", .control) == .handled)
        #expect(field.text == "")
    }

    @Test func redoComesBackWithShiftOrY() {
        var field = MultilineTextField.laidOut("")
        field.type("two eggs")
        field.press("z", .control)
        field.press("z", .control)
        field.press("Z", [.control, .shift])
        #expect(field.text == "two ")
        field.press("y", .control)
        #expect(field.text == "two eggs")
        #expect(field.cursor == 8)
        #expect(!field.history.canRedo)
    }

    @Test func aNewlineEndsTheStepItJoins() {
        var field = MultilineTextField.laidOut("")
        field.type("salt\npepper")
        field.press("z", .control)
        #expect(field.text == "salt\n")
        field.press("z", .control)
        #expect(field.text == "")
    }

    @Test func aMoveOfTheCaretEndsTheStep() {
        var field = MultilineTextField.laidOut("")
        field.type("abc")
        field.press("Left")
        field.type("x")
        #expect(field.text == "abxc")
        field.press("z", .control)
        #expect(field.text == "abc")
        #expect(field.cursor == 2)
        field.press("z", .control)
        #expect(field.text == "")
    }

    @Test func backSpacesJoinUntilASpaceAndRestoreTheCaret() {
        var field = MultilineTextField.laidOut("mix well", cursor: 8)
        for _ in 0..<6 { field.press("BackSpace") }
        #expect(field.text == "mi")
        field.press("z", .control)
        #expect(field.text == "mix")
        field.press("z", .control)
        #expect(field.text == "mix well")
        #expect(field.cursor == 8)
    }

    @Test func deleteAndBackSpaceAreSeparateSteps() {
        var field = MultilineTextField.laidOut("abcdef", cursor: 3)
        field.press("Delete")
        field.press("Delete")
        field.press("BackSpace")
        #expect(field.text == "ab" + "f")
        field.press("z", .control)
        #expect(field.text == "abcf")
        field.press("z", .control)
        #expect(field.text == "abcdef")
    }

    @Test func undoRestoresTheSelectionThatWasReplaced() {
        var field = MultilineTextField.laidOut("one\ntwo\nthree", cursor: 7, anchor: 4)
        field.type("2")
        #expect(field.text == "one\n2\nthree")
        field.press("z", .control)
        #expect(field.text == "one\ntwo\nthree")
        #expect(field.selectedRange == 4..<7)
        #expect(field.cursor == 7)
        field.press("z", [.control, .shift])
        #expect(field.text == "one\n2\nthree")
        #expect(field.selectedRange == nil)
        #expect(field.cursor == 5)
    }

    @Test func pasteAndCutAreStepsOfTheirOwn() {
        var field = MultilineTextField.laidOut("")
        field.type("ab")
        field.insert("cd\nef")
        field.type("g")
        field.press("z", .control)
        #expect(field.text == "abcd\nef")
        field.press("z", .control)
        #expect(field.text == "ab")
        field.select(cursor: 0, anchor: 2)
        #expect(field.press("x", .control) == .cut("ab"))
        field.press("z", .control)
        #expect(field.text == "ab")
        #expect(field.selectedRange == 0..<2)
    }

    @Test func aNewEditAfterUndoForgetsRedo() {
        var field = MultilineTextField.laidOut("")
        field.type("ab ")
        field.press("z", .control)
        #expect(field.history.canRedo)
        field.type("c")
        #expect(!field.history.canRedo)
        field.press("y", .control)
        #expect(field.text == "c")
    }

    @Test func theHistoryKeepsAtMostItsLimitOfSteps() {
        var field = MultilineTextField.laidOut("")
        for _ in 0..<(EditHistory.maximumSteps + 50) { field.type("a ") }
        #expect(field.history.undoSteps.count == EditHistory.maximumSteps)
        while field.history.canUndo { field.press("z", .control) }
        #expect(field.characters.count == 100)
    }

    @Test func aCombiningMarkUndoesBackToTheBareLetter() {
        var field = MultilineTextField.laidOut("")
        field.type("cafe")
        field.press("dead_acute", text: "\u{301}")
        #expect(field.text == "café")
        field.type("s")
        field.press("z", .control)
        #expect(field.text == "")
        field.press("y", .control)
        #expect(field.text == "cafés")
    }

    @Test("undo and redo walk back and forth through random edits exactly")
    func randomEditsUndoAndRedoExactly() {
        var random = SeededGenerator(seed: 7)
        var field = MultilineTextField.laidOut("first line\nsecond line\n\nfourth")
        let first = field.text
        let keys = ["Left", "Right", "Up", "Down", "BackSpace", "Delete", "Return", "x", " ", "é", "Home", "End"]
        for _ in 0..<EditHistory.maximumSteps {
            let key = keys[random.next(below: keys.count)]
            if key.count == 1 {
                field.press(key, text: key)
            } else {
                field.press(key, random.next(below: 4) == 0 ? .control : [])
            }
        }
        let last = field.text
        var undone = 0
        while field.undo() { undone += 1 }
        #expect(field.text == first)
        while field.redo() {}
        #expect(field.text == last)
        #expect(undone == field.history.undoSteps.count)
        #expect(field.layoutCache?.lines == MultilineTextLayout(field.characters, geometry: multilineGeometry).lines)
    }
}
