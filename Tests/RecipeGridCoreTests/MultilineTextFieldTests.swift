import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// A field laid out 10 characters wide (the fake measurer's 11 px a character at size
/// 20), its lines 25 px apart, a viewport of four lines.
let multilineGeometry = MultilineTextGeometry(width: 110, viewportHeight: 100, style: TextStyle(size: 20), measurer: FakeMeasurer())

func multilineKey(_ name: String, _ modifiers: KeyModifiers = [], text: String = "") -> KeyEvent {
    KeyEvent(key: name, text: text, modifiers: modifiers)
}

extension MultilineTextField {
    /// A field holding `text`, laid out with `multilineGeometry`, the caret at `cursor`.
    static func laidOut(_ text: String, cursor: Int = 0, anchor: Int? = nil) -> MultilineTextField {
        var field = MultilineTextField(text: text)
        field.setGeometry(multilineGeometry)
        field.select(cursor: cursor, anchor: anchor)
        return field
    }

    @discardableResult
    mutating func press(_ name: String, _ modifiers: KeyModifiers = [], text: String = "") -> TextFieldOutcome {
        handle(multilineKey(name, modifiers, text: text), geometry: multilineGeometry)
    }

    mutating func type(_ text: String) {
        for character in text {
            if character == "\n" {
                press("Return")
            } else {
                press(String(character), text: String(character))
            }
        }
    }
}

@Suite struct MultilineTextFieldTests {
    @Test func opensWithTheCaretAtTheStartAndCleansItsText() {
        let field = MultilineTextField(text: "one\r\ntwo\tthree\u{7}\u{2028}four")
        #expect(field.text == "one\ntwo three\nfour")
        #expect(field.cursor == 0)
        #expect(field.selectedRange == nil)
    }

    @Test func leftAndRightCrossNewlinesOneCharacterAtATime() {
        var field = MultilineTextField.laidOut("ab\ncd", cursor: 2)
        field.press("Right")
        #expect(field.cursor == 3)
        field.press("Left")
        field.press("Left")
        #expect(field.cursor == 1)
        field.press("Left")
        field.press("Left")
        #expect(field.press("Left") == .handled)
        #expect(field.cursor == 0)
    }

    @Test func controlArrowsMoveByWordAsTheOneLineFieldDoes() {
        var field = MultilineTextField.laidOut("chef's knife\nsharp", cursor: 0)
        field.press("Right", .control)
        #expect(field.cursor == 6)
        field.press("Right", .control)
        #expect(field.cursor == 12)
        field.press("Right", .control)
        #expect(field.cursor == 18)
        field.press("Left", .control)
        #expect(field.cursor == 13)
    }

    @Test func upAndDownMoveByVisualLineKeepingTheGoalColumn() {
        // Visual lines: "abcdefghi" | "xy" | "abcdefghi".
        var field = MultilineTextField.laidOut("abcdefghi\nxy\nabcdefghi", cursor: 7)
        field.press("Down")
        #expect(field.cursor == 12)  // the end of "xy"
        field.press("Down")
        #expect(field.cursor == 20)  // back in column 7
        field.press("Up")
        field.press("Up")
        #expect(field.cursor == 7)
        field.press("Left")
        field.press("Down")
        #expect(field.cursor == 12)
        field.press("Down")
        #expect(field.cursor == 19)  // a horizontal move set a new goal: column 6
    }

    @Test func upAndDownFollowSoftWrappedLines() {
        // "one two three fours" at 10 characters: "one two " | "three " | "fours".
        var field = MultilineTextField.laidOut("one two three fours", cursor: 1)
        field.press("Down")
        #expect(field.cursor == 9)
        field.press("Down")
        #expect(field.cursor == 15)
        field.press("Down")
        #expect(field.cursor == 19)  // past the last line: the end of the text
        field.press("Up")
        #expect(field.cursor == 9)  // the goal column survived the jump to the end
        field.press("Up")
        field.press("Up")
        #expect(field.cursor == 0)
    }

    @Test func homeAndEndGoToTheVisualLinesEdges() {
        var field = MultilineTextField.laidOut("one two three fours\nfive", cursor: 10)
        field.press("Home")
        #expect(field.cursor == 8)
        field.press("End")
        #expect(field.cursor == 13)  // before the space the soft break hangs
        field.press("End", .control)
        #expect(field.cursor == 24)
        field.press("Home", .control)
        #expect(field.cursor == 0)
    }

    @Test func endOnALineBrokenInsideAWordShowsTheCaretAtThatLinesEnd() throws {
        var field = MultilineTextField.laidOut("abcdefghijklmno", cursor: 2)
        field.press("End")
        #expect(field.cursor == 10)
        #expect(field.caretAtLineEnd)
        let caret = field.caretRect(origin: Point(x: 0, y: 0), geometry: multilineGeometry)
        #expect(caret.y == 0)
        field.press("Right")
        #expect(field.caretRect(origin: Point(x: 0, y: 0), geometry: multilineGeometry).y == 25)
    }

    @Test func pageKeysMoveByTheLinesTheViewportHolds() {
        let text = (0..<20).map { "line \($0)" }.joined(separator: "\n")
        var field = MultilineTextField.laidOut(text, cursor: 2)
        field.press("Page_Down")
        #expect(field.layoutCache.map(field.caretLine(in:)) == 4)
        #expect(field.cursor == text.distance(of: "line 4") + 2)
        #expect(field.scroll == 100)
        field.press("Page_Up")
        #expect(field.cursor == 2)
        field.press("Page_Up")
        #expect(field.cursor == 0)
        #expect(field.scroll == 0)
    }

    @Test func shiftExtendsTheSelectionWithEveryMove() {
        var field = MultilineTextField.laidOut("abc\ndef\nghi", cursor: 1)
        field.press("Right", .shift)
        field.press("Down", .shift)
        #expect(field.selectedRange == 1..<6)
        field.press("End", [.shift, .control])
        #expect(field.selectedText == "bc\ndef\nghi")
        field.press("Left")
        #expect(field.cursor == 1)
        #expect(field.selectedRange == nil)
        field.press("a", .control)
        #expect(field.selectedRange == 0..<11)
    }

    @Test func typingReplacesTheSelectionAndReturnInsertsANewline() {
        var field = MultilineTextField.laidOut("salt pepper", cursor: 4, anchor: 0)
        field.type("oil")
        field.press("Return")
        field.press("KP_Enter")
        #expect(field.text == "oil\n\n pepper")
        #expect(field.cursor == 5)
    }

    @Test func backSpaceAndDeleteByCharacterAndByWord() {
        var field = MultilineTextField.laidOut("two cups\nflour", cursor: 8)
        field.press("Delete")
        #expect(field.text == "two cupsflour")
        field.press("BackSpace", .control)
        #expect(field.text == "two flour")
        field.press("Delete", .control)
        #expect(field.text == "two ")
        field.press("BackSpace")
        #expect(field.text == "two")
    }

    @Test func tabEscapeAltAndReleasesAreLeftToTheEditor() {
        var field = MultilineTextField.laidOut("abc", cursor: 1)
        let before = field
        #expect(field.press("Tab", text: "\t") == .ignored)
        #expect(field.press("ISO_Left_Tab", .shift) == .ignored)
        #expect(field.press("Escape", text: "\u{1B}") == .ignored)
        #expect(field.press("Return", .control) == .ignored)
        #expect(field.press("b", .alt, text: "b") == .ignored)
        #expect(field.press("q", .control) == .ignored)
        #expect(field.handle(KeyEvent(key: "a", text: "a", phase: .up), geometry: multilineGeometry) == .ignored)
        #expect(field == before)
    }

    @Test func clipboardKeysAnswerLikeTheOneLineField() {
        var field = MultilineTextField.laidOut("a\nb c", cursor: 3, anchor: 0)
        #expect(field.press("c", .control) == .copy("a\nb"))
        #expect(field.press("Insert", .control) == .copy("a\nb"))
        #expect(field.press("x", .control) == .cut("a\nb"))
        #expect(field.text == " c")
        #expect(field.press("c", .control) == .ignored)
        #expect(field.press("v", .control) == .paste)
        #expect(field.press("Insert", .shift) == .paste)
    }

    @Test func pasteKeepsNewlinesAndDropsOtherControlCharacters() {
        var field = MultilineTextField.laidOut("", cursor: 0)
        field.insert("1 cup\tflour\r\n2 eggs\u{0}\u{1B}\n\nbeat")
        #expect(field.text == "1 cup flour\n2 eggs\n\nbeat")
        #expect(field.cursor == field.characters.count)
    }

    @Test func aPastePastTheLimitIsCut() {
        var field = MultilineTextField.laidOut(String(repeating: "a", count: MultilineTextField.maximumLength - 3), cursor: 0)
        field.insert("bcdef")
        #expect(field.characters.count == MultilineTextField.maximumLength)
        #expect(field.text.hasPrefix("bcda"))
        field.press("z", text: "z")
        field.press("Return")
        #expect(field.characters.count == MultilineTextField.maximumLength)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var field = MultilineTextField.laidOut("cafe\nau lait", cursor: 4)
        field.insert("\u{301}")
        #expect(field.text == "café\nau lait")
        #expect(field.cursor == 4)
        #expect(field.characters.count == 12)
        field.press("BackSpace")
        #expect(field.text == "caf\nau lait")
    }

    @Test func theCaretAndTheSelectionHaveRectangles() {
        // Visual lines: "one two " | "three".
        let field = MultilineTextField.laidOut("one two three", cursor: 11, anchor: 2)
        let origin = Point(x: 5, y: 7)
        #expect(field.caretRect(origin: origin, geometry: multilineGeometry) == Rect(x: 5 + 33, y: 7 + 25, width: 1, height: 25))
        #expect(
            field.selectionRects(origin: origin, geometry: multilineGeometry) == [
                Rect(x: 5 + 22, y: 7, width: 66, height: 25), Rect(x: 5, y: 32, width: 33, height: 25),
            ])
    }
}

extension String {
    /// The offset in Characters where `part` first starts.
    func distance(of part: String) -> Int {
        distance(from: startIndex, to: range(of: part)!.lowerBound)
    }
}
