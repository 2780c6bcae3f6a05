import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// A press of `name` with `modifiers`, carrying `text` as the input method would.
private func press(_ name: String, _ modifiers: KeyModifiers = [], text: String = "", phase: KeyPhase = .down) -> KeyEvent {
    KeyEvent(key: name, text: text, modifiers: modifiers, phase: phase)
}

extension TextField {
    /// A field holding `text` with the cursor at `cursor` and, when given, the anchor at `anchor`.
    fileprivate init(text: String, cursor: Int, anchor: Int? = nil) {
        self.init(text: text)
        self.cursor = cursor
        self.anchor = anchor
    }
}

@Suite struct TextFieldTests {
    @Test func startsWithTheCursorAtTheEndAndNothingSelected() {
        let field = TextField(text: "salt")
        #expect(field.cursor == 4)
        #expect(field.anchor == nil)
        #expect(field.selectedRange == nil)
        #expect(field.selectedText == nil)
        #expect(TextField().cursor == 0)
    }

    @Test func leftAndRightMoveOneCharacter() {
        var field = TextField(text: "salt", cursor: 2)
        #expect(field.handle(press("Left")) == .handled)
        #expect(field.cursor == 1)
        #expect(field.handle(press("Right")) == .handled)
        #expect(field.handle(press("Right")) == .handled)
        #expect(field.cursor == 3)
    }

    @Test func keypadArrowsMoveLikeTheMainArrows() {
        var field = TextField(text: "salt", cursor: 2)
        #expect(field.handle(press("KP_Left")) == .handled)
        #expect(field.cursor == 1)
        #expect(field.handle(press("KP_Right")) == .handled)
        #expect(field.cursor == 2)
    }

    @Test func arrowsAtTheEdgesAreConsumedWithoutChange() {
        var atStart = TextField(text: "salt", cursor: 0)
        #expect(atStart.handle(press("Left")) == .handled)
        #expect(atStart == TextField(text: "salt", cursor: 0))
        var atEnd = TextField(text: "salt")
        #expect(atEnd.handle(press("Right")) == .handled)
        #expect(atEnd == TextField(text: "salt"))
    }

    @Test func leftAndRightCollapseASelectionToItsEdge() {
        var left = TextField(text: "pepper", cursor: 4, anchor: 1)
        #expect(left.handle(press("Left")) == .handled)
        #expect(left.cursor == 1)
        #expect(left.selectedRange == nil)
        var right = TextField(text: "pepper", cursor: 1, anchor: 4)
        #expect(right.handle(press("Right")) == .handled)
        #expect(right.cursor == 4)
        #expect(right.anchor == nil)
    }

    @Test func shiftArrowsExtendAndShrinkTheSelection() {
        var field = TextField(text: "pepper", cursor: 3)
        _ = field.handle(press("Right", .shift))
        _ = field.handle(press("Right", .shift))
        #expect(field.selectedRange == 3..<5)
        #expect(field.selectedText == "pe")
        _ = field.handle(press("Left", .shift))
        _ = field.handle(press("Left", .shift))
        _ = field.handle(press("Left", .shift))
        #expect(field.anchor == 3)
        #expect(field.selectedRange == 2..<3)
        _ = field.handle(press("Right", .shift))
        #expect(field.selectedRange == nil)
    }

    @Test(arguments: [
        ("bay leaf, thyme", 0, 3), ("bay leaf, thyme", 3, 8), ("bay leaf, thyme", 8, 15),
        ("  -- olive oil", 0, 10), ("chef's knife", 0, 6), ("salt&pepper", 4, 11), ("don't", 5, 5),
    ])
    func controlRightMovesToTheEndOfTheNextWord(text: String, from: Int, to: Int) {
        var field = TextField(text: text, cursor: from)
        #expect(field.handle(press("Right", .control)) == .handled)
        #expect(field.cursor == to)
    }

    @Test(arguments: [
        ("bay leaf, thyme", 15, 10), ("bay leaf, thyme", 10, 4), ("bay leaf, thyme", 4, 0),
        ("olive oil --  ", 14, 6), ("salt&pepper", 5, 0), ("🍕 pizza", 2, 0), ("x", 0, 0),
    ])
    func controlLeftMovesToTheStartOfThePreviousWord(text: String, from: Int, to: Int) {
        var field = TextField(text: text, cursor: from)
        #expect(field.handle(press("Left", .control)) == .handled)
        #expect(field.cursor == to)
    }

    @Test func controlShiftArrowsExtendByWord() {
        var field = TextField(text: "bay leaf, thyme", cursor: 4)
        _ = field.handle(press("Right", [.control, .shift]))
        #expect(field.selectedText == "leaf")
        _ = field.handle(press("Right", [.control, .shift]))
        #expect(field.selectedText == "leaf, thyme")
        _ = field.handle(press("Left", [.control, .shift]))
        #expect(field.selectedText == "leaf, ")
    }

    @Test func homeAndEndJumpToTheEdges() {
        var field = TextField(text: "garlic", cursor: 3, anchor: 1)
        #expect(field.handle(press("Home")) == .handled)
        #expect(field.cursor == 0)
        #expect(field.anchor == nil)
        #expect(field.handle(press("KP_End")) == .handled)
        #expect(field.cursor == 6)
    }

    @Test func shiftHomeAndEndExtendTheSelection() {
        var field = TextField(text: "garlic", cursor: 2)
        _ = field.handle(press("End", .shift))
        #expect(field.selectedText == "rlic")
        _ = field.handle(press("Home", .shift))
        #expect(field.selectedText == "ga")
    }

    @Test func backSpaceDeletesTheCharacterBeforeTheCursor() {
        var field = TextField(text: "basil", cursor: 3)
        #expect(field.handle(press("BackSpace")) == .handled)
        #expect(field == TextField(text: "bail", cursor: 2))
    }

    @Test func backSpaceAtTheStartIsConsumedWithoutChange() {
        var field = TextField(text: "basil", cursor: 0)
        #expect(field.handle(press("BackSpace")) == .handled)
        #expect(field == TextField(text: "basil", cursor: 0))
    }

    @Test func deleteRemovesTheCharacterAfterTheCursor() {
        var field = TextField(text: "basil", cursor: 1)
        #expect(field.handle(press("Delete")) == .handled)
        #expect(field.text == "bsil")
        #expect(field.cursor == 1)
        var atEnd = TextField(text: "basil")
        #expect(atEnd.handle(press("KP_Delete")) == .handled)
        #expect(atEnd.text == "basil")
    }

    @Test(arguments: ["BackSpace", "Delete"])
    func deletionKeysRemoveTheSelection(key: String) {
        var field = TextField(text: "red onion", cursor: 4, anchor: 9)
        #expect(field.handle(press(key)) == .handled)
        #expect(field.text == "red ")
        #expect(field.cursor == 4)
        #expect(field.anchor == nil)
    }

    @Test func controlBackSpaceAndDeleteRemoveAWord() {
        var back = TextField(text: "mac & cheese", cursor: 12)
        _ = back.handle(press("BackSpace", .control))
        #expect(back.text == "mac & ")
        _ = back.handle(press("BackSpace", .control))
        #expect(back.text == "")
        var forward = TextField(text: "mac & cheese", cursor: 3)
        _ = forward.handle(press("Delete", .control))
        #expect(forward.text == "mac")
        #expect(forward.cursor == 3)
    }

    @Test(arguments: ["a", "A"])
    func controlASelectsAll(key: String) {
        var field = TextField(text: "lemon", cursor: 2)
        #expect(field.handle(press(key, .control)) == .handled)
        #expect(field.selectedRange == 0..<5)
        #expect(field.cursor == 5)
    }

    @Test(arguments: [press("c", .control), press("C", [.control, .shift]), press("Insert", .control), press("KP_Insert", .control)])
    func copyKeysHandOverTheSelectionAndKeepIt(event: KeyEvent) {
        var field = TextField(text: "lemon zest", cursor: 6, anchor: 10)
        #expect(field.handle(event) == .copy("zest"))
        #expect(field.text == "lemon zest")
        #expect(field.selectedRange == 6..<10)
    }

    @Test(arguments: [press("x", .control), press("Delete", .shift)])
    func cutWithoutASelectionDoesNothing(event: KeyEvent) {
        var field = TextField(text: "lemon", cursor: 2)
        #expect(field.handle(event) == .handled)
        #expect(field == TextField(text: "lemon", cursor: 2))
    }

    @Test(arguments: [press("c", .control), press("Insert", .control)])
    func copyWithoutASelectionGoesUpTheChainAndChangesNothing(event: KeyEvent) {
        var field = TextField(text: "lemon", cursor: 2)
        #expect(field.handle(event) == .ignored)
        #expect(field == TextField(text: "lemon", cursor: 2))
    }

    @Test(arguments: [press("x", .control), press("X", .control), press("Delete", .shift)])
    func cutKeysRemoveTheSelectionAndHandItOver(event: KeyEvent) {
        var field = TextField(text: "lemon zest", cursor: 5, anchor: 0)
        #expect(field.handle(event) == .cut("lemon"))
        #expect(field.text == " zest")
        #expect(field.cursor == 0)
        #expect(field.selectedRange == nil)
    }

    @Test(arguments: [press("v", .control), press("V", .control), press("Insert", .shift)])
    func pasteKeysAskTheCallerForTheClipboard(event: KeyEvent) {
        var field = TextField(text: "lemon", cursor: 2)
        #expect(field.handle(event) == .paste)
        #expect(field.text == "lemon")
    }

    @Test func typedTextIsInsertedAtTheCursor() {
        var field = TextField(text: "tme", cursor: 1)
        #expect(field.handle(press("h", text: "h")) == .handled)
        #expect(field.handle(press("y", .shift, text: "Y")) == .handled)
        #expect(field.text == "thYme")
        #expect(field.cursor == 3)
    }

    @Test func typedTextReplacesTheSelection() {
        var field = TextField(text: "red onion", cursor: 0, anchor: 3)
        #expect(field.handle(press("eacute", text: "é")) == .handled)
        #expect(field.text == "é onion")
        #expect(field.cursor == 1)
        #expect(field.anchor == nil)
    }

    @Test func autoRepeatEditsLikeAPressAndReleasesAreIgnored() {
        var field = TextField(text: "salt", cursor: 4)
        #expect(field.handle(press("BackSpace", phase: .repeat)) == .handled)
        #expect(field.handle(press("BackSpace", phase: .up)) == .ignored)
        #expect(field.handle(press("s", text: "s", phase: .up)) == .ignored)
        #expect(field.text == "sal")
    }

    @Test(arguments: [
        press("Return"), press("KP_Enter"), press("Escape"), press("Tab"), press("ISO_Left_Tab", .shift),
        press("Up"), press("Down"), press("Prior"), press("Next"), press("F1"), press("Insert"),
        press("b", .control), press("q", .control), press("Left", .alt), press("a", .alt, text: "a"),
        press("s", .super, text: "s"), press("Return", text: "\r"), press("Tab", text: "\t"),
    ])
    func nonEditingKeysAreLeftToTheCaller(event: KeyEvent) {
        var field = TextField(text: "salt", cursor: 2, anchor: 1)
        #expect(field.handle(event) == .ignored)
        #expect(field == TextField(text: "salt", cursor: 2, anchor: 1))
    }

    @Test(arguments: ["👨‍👩‍👧", "👍🏽", "e\u{301}", "🇫🇷"])
    func aGraphemeClusterIsOneStep(cluster: String) {
        var field = TextField(text: "a\(cluster)b")
        #expect(field.text.count == 3)
        _ = field.handle(press("Left"))
        _ = field.handle(press("Left", .shift))
        #expect(field.selectedText == cluster)
        _ = field.handle(press("Right"))
        _ = field.handle(press("BackSpace"))
        #expect(field.text == "ab")
        #expect(field.cursor == 1)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var field = TextField(text: "cafe")
        field.insert("\u{301}")
        #expect(field.text == "caf\u{E9}")
        #expect(field.cursor == 4)
        _ = field.handle(press("BackSpace"))
        #expect(field.text == "caf")
    }

    @Test func wordsIncludeAccentedLettersAndStopAtEmoji() {
        var field = TextField(text: "cre\u{301}me 🍓 brûlée")
        _ = field.handle(press("Left", .control))
        #expect(field.cursor == 8)
        _ = field.handle(press("Left", .control))
        #expect(field.cursor == 0)
    }

    @Test func insertReplacesTheSelection() {
        var field = TextField(text: "add sugar", cursor: 9, anchor: 4)
        field.insert("honey")
        #expect(field.text == "add honey")
        #expect(field.cursor == 9)
        #expect(field.selectedRange == nil)
    }

    @Test(arguments: [
        ("two\ncups", "two cups"), ("a\tb", "a b"), ("line\r\nnext", "line next"), ("x\u{2028}y", "x y"),
        ("bell\u{7}", "bell "), ("flour\n", "flour "),
    ])
    func pastedLineBreaksAndControlCharactersBecomeSpaces(pasted: String, expected: String) {
        var field = TextField()
        field.insert(pasted)
        #expect(field.text == expected)
        #expect(field.cursor == expected.count)
    }

    @Test func positionsSetOutOfRangeAreClampedBeforeEditing() {
        var field = TextField(text: "oil", cursor: 10, anchor: -3)
        #expect(field.selectedRange == 0..<3)
        field.insert("ghee")
        #expect(field.text == "ghee")
        #expect(field.cursor == 4)
    }
}

/// A field holds at most 65,535 characters, as a GTK entry does, and draws what it shows only.
@Suite struct LongTextFieldTests {
    @Test func aPasteStopsAtTheLongestText() {
        var field = TextField(text: "soup ")
        field.insert(String(repeating: "x", count: 70_000))
        #expect(field.text.count == TextField.maximumLength && field.text.hasPrefix("soup x"))
        field.insert("more")
        #expect(field.text.count == TextField.maximumLength, "a full field takes nothing more")
        var selected = TextField(text: String(repeating: "y", count: TextField.maximumLength), cursor: 0, anchor: 10)
        selected.insert("abcdefghijklmnop")
        #expect(selected.text.count == TextField.maximumLength && selected.text.hasPrefix("abcdefghijy"), "a selection makes room")
    }

    @Test func aFocusedFieldDrawsTheTextAroundTheCursorOnly() throws {
        let m = Metrics(scale: 1)
        let view = TextFieldView(theme: .light, measurer: FakeMeasurer())
        let long = TextField(text: String(repeating: "leek ", count: 13_000), cursor: 30_000)
        var list: [DrawCommand] = []
        view.draw(
            long, in: Rect(x: 0, y: 0, width: 300, height: 36), style: m.bodyText, color: Theme.light.primaryText, placeholder: "", focused: true,
            metrics: m, into: &list)
        let shown = try #require(list.compactMap { if case .text(let text, _, _, _, _) = $0 { text } else { nil } }.first)
        #expect(shown.count > 20 && shown.count < 60, "\(shown.count) characters drawn")
        #expect(long.text.contains(shown))
    }
}
