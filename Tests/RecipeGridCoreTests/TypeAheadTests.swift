import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Type-to-select in the grid with a test clock (README's key table). The sample's names, in
/// order: Apple Pie, Banana Bread, Caesar Salad, Chili con Carne, Éclair, Eggs Benedict,
/// Fig Tart, Garlic Bread, Pancakes, Pie Crust, Pizza Margherita, Potato Soup, Tomato Soup.
struct TypeAheadTests {
    static let directions: [LayoutDirection] = [.ltr, .rtl]

    @Test("letters typed within a second extend the prefix: p, i selects Pie Crust", arguments: directions)
    func prefixExtends(direction: LayoutDirection) {
        var h = Harness(direction: direction)
        h.press("p")
        #expect(h.selectedName == "Pancakes")
        h.advance(by: 0.9)
        h.press("i")
        #expect(h.selectedName == "Pie Crust")
        #expect(h.state.typeAhead.buffer == "pi")
        h.advance(by: 0.5)
        h.press("z")
        #expect(h.selectedName == "Pizza Margherita", "each key restarts the second")
    }

    @Test("after more than a second a letter starts a new prefix", arguments: directions)
    func newPrefixAfterTimeout(direction: LayoutDirection) {
        var h = Harness(direction: direction)
        h.press("p")
        h.advance(by: 1.2)
        h.press("t")
        #expect(h.selectedName == "Tomato Soup")
        #expect(h.state.typeAhead.buffer == "t")
        #expect(h.state.toast == nil)
    }

    @Test("the same letter again cycles through the names starting with it, wrapping")
    func sameLetterCycles() {
        var h = Harness()
        var seen: [String?] = []
        for _ in 0..<5 {
            h.press("p")
            seen.append(h.selectedName)
            h.advance(by: 0.3)
        }
        #expect(seen == ["Pancakes", "Pie Crust", "Pizza Margherita", "Potato Soup", "Pancakes"])
    }

    @Test("case and diacritics are ignored: e, E and é find Éclair")
    func foldedMatching() {
        for (key, text) in [("e", "e"), ("E", "E"), ("eacute", "é"), ("Eacute", "É")] {
            var h = Harness()
            h.press(key, text: text, key.first!.isUppercase ? [.shift] : [])
            #expect(h.selectedName == "Éclair", "\(key)")
        }
        var h = Harness()
        h.type("eg")
        #expect(h.selectedName == "Eggs Benedict")
    }

    @Test("no match keeps the selection and shows a toast", arguments: directions)
    func noMatch(direction: LayoutDirection) {
        var h = Harness(direction: direction) { $0.select(6) }
        h.press("q")
        #expect(h.selectedName == "Fig Tart")
        #expect(h.state.toast?.text == "No recipe starts with 'q'")
        #expect(h.state.screen == .grid)
    }

    @Test("the toast ends on the first tick at or after its deadline")
    func toastExpires() throws {
        var h = Harness()
        h.press("q")
        let toast = try #require(h.state.toast)
        #expect(toast.expiresAt == h.now + Toast.duration)
        h.tick(after: Toast.duration - 0.1)
        #expect(h.state.toast != nil)
        h.tick(after: 0.1)
        #expect(h.state.toast == nil)
    }

    @Test("the buffer ends on the first tick after a second without keys")
    func bufferExpires() {
        var h = Harness()
        h.press("p")
        #expect(h.state.nextDeadline == h.now + TypeAhead.timeout)
        h.tick(after: 0.5)
        #expect(h.state.typeAhead.buffer == "p")
        h.tick(after: 0.5)
        #expect(h.state.typeAhead.buffer == "")
        #expect(h.state.nextDeadline == nil)
        #expect(h.selectedName == "Pancakes", "ending the buffer keeps the selection")
    }

    @Test("the next deadline is the earlier of the buffer's and the toast's")
    func nextDeadline() {
        var h = Harness()
        #expect(h.state.nextDeadline == nil)
        h.press("q")
        #expect(h.state.nextDeadline == h.now + TypeAhead.timeout)
        h.tick(after: TypeAhead.timeout)
        #expect(h.state.nextDeadline == h.now - TypeAhead.timeout + Toast.duration)
    }

    @Test("any other key ends the buffer", arguments: ["Right", "Down", "Escape", "Tab", "space", "Home"])
    func otherKeyEndsBuffer(key: String) {
        var h = Harness()
        h.press("p")
        #expect(h.state.typeAhead.buffer == "p")
        h.advance(by: 0.1)
        h.press(key)
        #expect(h.state.typeAhead.buffer == "")
    }

    @Test("after another key, the next letter starts a new prefix")
    func letterAfterOtherKeyIsNewPrefix() {
        var h = Harness()
        h.press("p")
        h.advance(by: 0.1)
        h.press("Right")
        #expect(h.selectedName == "Pie Crust")
        h.advance(by: 0.1)
        h.press("c")
        #expect(h.selectedName == "Caesar Salad", "'c' is not added to 'p'")
        #expect(h.state.toast == nil)
    }

    @Test("a click ends the buffer")
    func clickEndsBuffer() {
        var h = Harness()
        h.press("p")
        h.send(.buttonPressed(button: 1, at: Point(x: 5, y: 5), modifiers: []))
        #expect(h.state.typeAhead.buffer == "")
    }

    @Test("a key release neither ends nor extends the buffer")
    func releaseKeepsBuffer() {
        var h = Harness()
        h.press("p")
        h.press("p", phase: .up)
        h.press("Right", phase: .up)
        #expect(h.state.typeAhead.buffer == "p")
        #expect(h.selectedName == "Pancakes")
    }

    @Test("letters with Control held are not type-to-select")
    func controlLetterIsNotTypeAhead() {
        var h = Harness()
        h.press("p", [.control])
        #expect(h.selectedName == "Apple Pie")
        #expect(h.state.typeAhead.buffer == "")
    }

    @Test("type-to-select works with no selection, and after Escape")
    func typeWithoutSelection() {
        var h = Harness()
        h.press("Escape")
        h.press("t")
        #expect(h.selectedName == "Tomato Soup")
    }

    @Test("type-to-select scrolls the match into view")
    func typeScrollsIntoView() throws {
        var h = Harness(store: TestCookbook.store(count: 200))
        h.type("ri")  // "Rice 013", the first R
        let selection = try #require(h.state.grid.selection)
        #expect(h.selectedName?.hasPrefix("Rice") == true)
        #expect(h.layout.visibleRange(scroll: h.state.grid.scroll)?.contains(selection) == true)
    }

    @Test("digits start type-to-select too")
    func digitsTypeAhead() {
        var h = Harness(store: TestCookbook.store(names: ["10-Minute Eggs", "3-Bean Chili", "Apple Pie"]))
        h.press("3")
        #expect(h.selectedName == "3-Bean Chili")
        #expect(h.state.typeAhead.buffer == "3")
    }

    @Test("type-to-select does nothing in the detail")
    func noTypeAheadInDetail() {
        var h = Harness()
        h.press("Return")
        h.press("p")
        #expect(h.state.typeAhead.buffer == "")
        #expect(h.state.screen == .detail)
        #expect(h.state.toast == nil)
    }

    // MARK: - The type-ahead value on its own

    @Test("TypeAhead: prefix match, cycling and timeout")
    func typeAheadValue() {
        let names = ["apple", "banana", "blueberry", "cherry"]
        var t = TypeAhead()
        #expect(t.type("b", at: 0, foldedNames: names, current: 0) == 1)
        #expect(t.type("l", at: 0.5, foldedNames: names, current: 1) == 2)
        #expect(t.isLive(at: 1.4))
        #expect(!t.isLive(at: 1.5))
        #expect(t.type("b", at: 3, foldedNames: names, current: 2) == 1)
        #expect(t.type("b", at: 3.1, foldedNames: names, current: 1) == 2)
        #expect(t.type("b", at: 3.2, foldedNames: names, current: 2) == 1, "cycling wraps")
        var none = TypeAhead()
        #expect(none.type("z", at: 0, foldedNames: names, current: 0) == nil)
        #expect(none.buffer == "z")
        var empty = TypeAhead()
        #expect(empty.type("a", at: 0, foldedNames: [], current: nil) == nil)
    }

    @Test("TextFolding folds case, marks and ligatures")
    func folding() {
        #expect(TextFolding.fold("Éclair") == "eclair")
        #expect(TextFolding.fold("Œufs en Meurette") == "oeufs en meurette")
        #expect(TextFolding.fold("Crème Brûlée") == "creme brulee")
        #expect(TextFolding.fold("Straße") == "strasse")
    }
}
