import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The grocery list panel (README, Using it, and the grocery rows of its key table): Ctrl+L, the trailing empty
/// item, Return and BackSpace in names, Ctrl+N, check toggles, closing, editing, scrolling.
struct GroceryPanelTests {
    static let directions: [LayoutDirection] = [.ltr, .rtl]

    private func harness(_ names: [String] = [], direction: LayoutDirection = .ltr) -> Harness {
        Harness(direction: direction) { state in
            state.grocery = GroceryList(items: names.map { GroceryItem(name: $0) })
        }
    }

    /// The panel open over `names`, focus on the trailing empty item.
    private func opened(_ names: [String] = [], direction: LayoutDirection = .ltr) -> Harness {
        var h = harness(names, direction: direction)
        h.press("l", [.control])
        return h
    }

    private func names(_ h: Harness) -> [String] { h.state.grocery.items.map(\.name) }

    /// Types `text` into the focused field as an input method would hand it over.
    private func typeText(_ text: String, _ h: inout Harness) {
        for character in text {
            let key = character == " " ? "space" : String(character)
            h.press(key, text: String(character))
        }
    }

    // MARK: - Opening and closing

    @Test("Ctrl+L on an empty list opens the panel with one empty item, its name focused")
    func opensEmpty() {
        let h = opened()
        #expect(h.state.overlay == .grocery)
        #expect(names(h) == [""])
        #expect(h.state.focus == .groceryName(0))
    }

    @Test("Ctrl+L opens with focus on the empty item kept after the last one")
    func opensOnLastItem() {
        let h = opened(["milk", "eggs"])
        #expect(names(h) == ["milk", "eggs", ""])
        #expect(h.state.focus == .groceryName(2))
    }

    @Test("Escape and Ctrl+L close the panel and give focus back to the grid", arguments: [("Escape", KeyModifiers()), ("l", KeyModifiers.control)])
    func closes(key: String, modifiers: KeyModifiers) {
        var h = opened(["milk"])
        h.press(key, modifiers)
        #expect(h.state.overlay == nil)
        #expect(h.state.groceryPanel.isOpen == false)
        #expect(h.state.focus == .grid)
        #expect(names(h) == ["milk"])
    }

    @Test("closing removes blank items, wherever they are")
    func closingDropsBlankItems() {
        var h = opened(["milk", "eggs"])
        h.press("Up")
        h.press("Up")
        h.press("Return")
        #expect(names(h) == ["milk", "", "eggs", ""])
        typeText("   ", &h)
        h.press("Escape")
        #expect(names(h) == ["milk", "eggs"])
    }

    @Test("Ctrl+L from the detail's rating control gives focus back to it on close")
    func closeRestoresDetailFocus() {
        var h = harness(["milk"])
        h.press("Return")
        h.press("Tab")
        #expect(h.state.focus == .detailRating)
        h.press("l", [.control])
        #expect(h.state.focus == .groceryName(1))
        h.press("l", [.control])
        #expect(h.state.focus == .detailRating)
        #expect(h.state.screen == .detail)
    }

    @Test("Ctrl+L from the sidebar gives focus back to the sidebar on close")
    func closeRestoresSidebarFocus() {
        var h = harness()
        h.press("Left")
        h.press("l", [.control])
        h.press("Escape")
        #expect(h.state.focus == .sidebar)
    }

    @Test("the panel keeps focus inside it: Tab wraps through checks, names and New Item")
    func tabStaysInPanel() {
        var h = opened(["milk"])
        var seen: [FocusID] = []
        for _ in 0..<5 {
            h.press("Tab")
            seen.append(h.state.focus)
        }
        #expect(seen == [.groceryNew, .groceryCheck(0), .groceryName(0), .groceryCheck(1), .groceryName(1)])
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .groceryCheck(1))
    }

    // MARK: - Editing names

    @Test("typing in the last item names it, and a new empty item follows it")
    func typingKeepsEmptyItemAtEnd() {
        var h = opened(["milk"])
        typeText("bread", &h)
        #expect(names(h) == ["milk", "bread", ""])
        #expect(h.state.focus == .groceryName(1))
        typeText(" rolls", &h)
        #expect(names(h) == ["milk", "bread rolls", ""], "exactly one empty item stays at the end")
    }

    @Test("Return in a name adds an empty item after it and focuses it")
    func returnAddsAfter() {
        var h = opened(["milk", "eggs"])
        h.press("Up")
        h.press("Up")
        #expect(h.state.focus == .groceryName(0))
        h.press("Return")
        #expect(names(h) == ["milk", "", "eggs", ""])
        #expect(h.state.focus == .groceryName(1))
        typeText("flour", &h)
        #expect(names(h) == ["milk", "flour", "eggs", ""])
    }

    @Test("Return in the trailing empty item adds another empty item after it")
    func returnInTrailingItem() {
        var h = opened(["milk"])
        typeText("eggs", &h)
        h.press("Return")
        #expect(h.state.focus == .groceryName(2))
        #expect(names(h)[2] == "")
    }

    @Test("BackSpace in an empty name removes it and focuses the end of the name before")
    func backSpaceRemovesEmpty() {
        var h = opened(["milk", "eggs"])
        h.press("Up")
        h.press("Up")
        h.press("Return")
        h.press("BackSpace")
        #expect(names(h) == ["milk", "eggs", ""])
        #expect(h.state.focus == .groceryName(0))
        typeText("!", &h)
        #expect(names(h)[0] == "milk!", "the cursor is at the end of the name before")
    }

    @Test("BackSpace in a name with text deletes the character before the cursor and keeps the item")
    func backSpaceEdits() {
        var h = opened(["milk"])
        h.press("Up")
        h.press("BackSpace")
        #expect(names(h) == ["mil", ""])
        #expect(h.state.focus == .groceryName(0))
    }

    @Test("BackSpace in the only, empty item does nothing")
    func backSpaceInOnlyItem() {
        var h = opened()
        h.press("BackSpace")
        #expect(names(h) == [""])
        #expect(h.state.focus == .groceryName(0))
        #expect(h.state.groceryPanel.isOpen == true)
    }

    @Test("Home, Left and Right move the cursor; typed text goes where it is")
    func cursorEditing() {
        var h = opened()
        typeText("milk", &h)
        h.press("Home")
        typeText("oat ", &h)
        #expect(names(h)[0] == "oat milk")
        h.press("End")
        h.press("Left")
        h.press("Left")
        typeText("-", &h)
        #expect(names(h)[0] == "oat mi-lk")
        h.press("Delete")
        #expect(names(h)[0] == "oat mi-k")
    }

    @Test("Shift+Left selects and typing replaces the selection")
    func shiftSelection() {
        var h = opened()
        typeText("milk", &h)
        h.press("Left", [.shift])
        h.press("Left", [.shift])
        typeText("ce", &h)
        #expect(names(h)[0] == "mice")
    }

    @Test("Ctrl+A in a name selects its text, marking no recipe; typing replaces it")
    func controlAInName() {
        var h = opened(["milk"])
        h.press("Up")
        h.press("a", [.control])
        #expect(h.state.grid.marked.isEmpty)
        typeText("cream", &h)
        #expect(names(h) == ["cream", ""])
    }

    @Test("?, / and Space type into a name rather than opening help, search or marking")
    func punctuationTypes() {
        var h = opened()
        h.press("question", text: "?", [.shift])
        h.press("slash", text: "/")
        h.press("space", text: " ")
        h.press("F1")
        #expect(names(h)[0] == "?/ ")
        #expect(h.state.modal.helpOpen == false)
        #expect(h.state.search.field == nil)
        #expect(h.state.grid.marked.isEmpty)
        #expect(h.state.focus == .groceryName(0))
    }

    @Test("composed input from the input method types its text; a dead key alone types nothing")
    func composedInput() {
        var h = opened()
        typeText("cr", &h)
        h.press("dead_grave", text: "")
        h.press("egrave", text: "è")
        typeText("me", &h)
        #expect(names(h)[0] == "crème")
    }

    @Test("Ctrl+C copies the selected name and Ctrl+V pastes the clipboard at the cursor")
    func clipboard() {
        var h = opened()
        typeText("milk", &h)
        h.press("a", [.control])
        #expect(h.press("c", [.control]) == [.copy("milk")])
        h.press("End")
        #expect(h.press("v", [.control]) == [.requestPaste(.clipboard)])
        h.send(.pasted(" and honey"))
        #expect(names(h) == ["milk and honey", ""])
    }

    @Test("letters typed in the panel do not type-select in the grid behind it")
    func noTypeAheadBehind() {
        var h = opened()
        typeText("pie", &h)
        #expect(h.state.grid.selection == 0)
        #expect(h.state.typeAhead.buffer.isEmpty)
    }

    // MARK: - Moving between rows

    @Test("Up and Down move between names; Down from the last name reaches New Item and Up comes back")
    func upDown() {
        var h = opened(["milk", "eggs"])
        h.press("Up")
        #expect(h.state.focus == .groceryName(1))
        h.press("Up")
        #expect(h.state.focus == .groceryName(0))
        h.press("Up")
        #expect(h.state.focus == .groceryName(0))
        h.press("Down")
        h.press("Down")
        h.press("Down")
        #expect(h.state.focus == .groceryNew)
        h.press("Up")
        #expect(h.state.focus == .groceryName(2))
    }

    @Test("the forward arrow on a check moves to its name", arguments: directions)
    func checkToName(direction: LayoutDirection) {
        var h = opened(["milk"], direction: direction)
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .groceryCheck(1))
        h.press(direction.forwardKey)
        #expect(h.state.focus == .groceryName(1))
    }

    // MARK: - Checks, New Item, Ctrl+N

    @Test("Space or Return on a check flips the item's obtained state", arguments: ["space", "Return"])
    func checkToggles(key: String) {
        var h = opened(["milk", "eggs"])
        h.press("Up")
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .groceryCheck(1))
        h.press(key)
        #expect(h.state.grocery.items.map(\.obtained) == [false, true, false])
        h.press(key)
        #expect(h.state.grocery.items.map(\.obtained) == [false, false, false])
        #expect(h.state.focus == .groceryCheck(1))
    }

    @Test("Ctrl+N adds an empty item after the focused one and focuses it")
    func controlNAddsAfterFocused() {
        var h = opened(["milk", "eggs"])
        h.press("Up")
        h.press("Up")
        h.press("n", [.control])
        #expect(names(h) == ["milk", "", "eggs", ""])
        #expect(h.state.focus == .groceryName(1))
    }

    @Test("Ctrl+N from a check adds after that row too")
    func controlNFromCheck() {
        var h = opened(["milk", "eggs"])
        h.press("Up")
        h.press("Up")
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .groceryCheck(0))
        h.press("n", [.control])
        #expect(names(h) == ["milk", "", "eggs", ""])
        #expect(h.state.focus == .groceryName(1))
    }

    @Test("Space on New Item adds an item at the end and focuses it")
    func newItemButton() {
        var h = opened(["milk"])
        typeText("eggs", &h)
        h.press("Down")
        h.press("Down")
        #expect(h.state.focus == .groceryNew)
        h.press("space")
        #expect(h.state.focus == .groceryName(names(h).count - 1))
        #expect(names(h).last == "")
        #expect(Array(names(h).prefix(2)) == ["milk", "eggs"])
    }

    @Test("Ctrl+N does nothing while the panel is closed")
    func controlNClosed() {
        var h = harness(["milk"])
        let before = h.state
        h.press("n", [.control])
        #expect(h.state == before)
    }
}
