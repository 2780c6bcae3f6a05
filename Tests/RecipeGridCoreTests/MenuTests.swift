import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The menu bar by keyboard (README, Using it): F10 or Alt alone, arrows (mirrored in
/// rtl), Return, Escape, mnemonics, disabled items skipped, and the Recipe and View
/// commands. Rate ▸ (RateSubmenuTests) and what the menus show (MenuContentsTests) are apart.
///
/// Menus: 0 File, 1 Recipe (Open, Copy, Add to Grocery List, Rate ▸, More / Fewer Servings,
/// Mark, Mark All, Clear Marks, Cook, Delete Recipe, Undo Delete), 2 View (0 Grocery List, 1 Search, 2 Right-to-Left, 3 Dark Theme), 3 Help.
struct MenuTests {
    static let directions: [LayoutDirection] = [.ltr, .rtl]

    private func grid(_ direction: LayoutDirection = .ltr, selection: Int? = 0) -> Harness {
        Harness(store: CommandTests.pantry(), direction: direction) { $0.select(selection) }
    }

    private func altAlone(_ h: inout Harness, key: String = "Alt_L") {
        h.press(key)
        h.press(key, [.alt], phase: .up)
    }

    private func render(_ state: AppState) -> [DrawCommand] { MainView(measurer: FakeMeasurer()).render(state).flattened }

    private func texts(_ state: AppState) -> [(text: String, color: Color, alignment: TextAlignment)] {
        render(state).compactMap {
            if case .text(let text, _, _, let color, let alignment) = $0 { return (text, color, alignment) }
            return nil
        }
    }

    // MARK: - Opening

    @Test("F10 opens the File menu with its first item highlighted; the menu has focus")
    func f10Opens() {
        var h = grid()
        h.press("F10")
        #expect(h.openMenuID == "file")
        #expect(h.highlightedMenuItem == "New Recipe")
        #expect(h.state.focus == .menu("file"))
        #expect(h.state.overlay == .menu)
    }

    @Test("F10 again closes the menu and gives focus back")
    func f10Closes() {
        var h = grid()
        h.press("F10")
        h.press("F10")
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
        #expect(h.state.overlay == nil)
    }

    @Test("Alt pressed and released alone opens the File menu; again, closes it", arguments: ["Alt_L", "Alt_R"])
    func altAloneOpensAndCloses(key: String) {
        var h = grid()
        altAlone(&h, key: key)
        #expect(h.openMenuID == "file")
        #expect(h.state.focus == .menu("file"))
        altAlone(&h, key: key)
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
    }

    @Test("pressing Alt alone does not open the menu until Alt is released")
    func altDownAloneOpensNothing() {
        var h = grid()
        h.press("Alt_L")
        #expect(h.state.modal.menu == nil)
        h.press("Alt_L", [.alt], phase: .repeat)
        #expect(h.state.modal.menu == nil)
    }

    @Test("Alt with another key between press and release does not open the menu")
    func altChordOpensNothing() {
        var h = grid(selection: 1)
        h.press("Alt_L")
        h.press("Down", [.alt])
        h.press("Alt_L", [.alt], phase: .up)
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
    }

    @Test("a click between Alt's press and release keeps the menu closed")
    func altWithClickOpensNothing() {
        var h = grid()
        h.press("Alt_L")
        let tile = h.layout.frame(ofTile: 2, scroll: 0)
        h.send(.buttonPressed(button: 1, at: Point(x: tile.midX, y: tile.midY), modifiers: [.alt]))
        h.press("Alt_L", [.alt], phase: .up)
        #expect(h.state.modal.menu == nil)
    }

    @Test("Alt pressed, the window losing focus, and Alt released does not open the menu (Alt+Tab to another window)")
    func altWithFocusLossOpensNothing() {
        var h = grid()
        h.press("Alt_L")
        h.send(.windowFocusChanged(false))
        h.send(.windowFocusChanged(true))
        h.press("Alt_L", [.alt], phase: .up)
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
    }

    @Test(
        "Alt plus a menu's mnemonic opens that menu, and releasing Alt leaves it open",
        arguments: [("f", "file"), ("r", "recipe"), ("v", "view"), ("h", "help")])
    func altMnemonicOpensMenu(letter: String, id: String) {
        var h = grid()
        h.press("Alt_L")
        h.press(letter, [.alt])
        #expect(h.openMenuID == id)
        h.press("Alt_L", [.alt], phase: .up)
        #expect(h.openMenuID == id)
        #expect(h.state.focus == .menu(id))
    }

    @Test("opening a menu ends a live type-ahead")
    func menuEndsTypeAhead() {
        var h = grid()
        h.press("b")
        #expect(!h.state.typeAhead.buffer.isEmpty)
        h.press("F10")
        #expect(h.state.typeAhead.buffer.isEmpty)
    }

    // MARK: - Moving

    @Test("the forward arrow walks the menus File, Recipe, View, Help and wraps; the backward arrow goes back", arguments: directions)
    func arrowsBetweenMenus(direction: LayoutDirection) {
        var h = grid(direction)
        h.press("F10")
        var seen: [String?] = []
        for _ in 0..<4 {
            h.press(direction.forwardKey)
            seen.append(h.openMenuID)
        }
        #expect(seen == ["recipe", "view", "help", "file"])
        h.press(direction.backwardKey)
        #expect(h.openMenuID == "help")
        #expect(h.state.focus == .menu("help"))
    }

    @Test("in rtl Left moves to the next menu and Right to the previous one")
    func rtlRawArrows() {
        var h = grid(.rtl)
        h.press("F10")
        h.press("Left")
        #expect(h.openMenuID == "recipe")
        h.press("Right")
        #expect(h.openMenuID == "file")
    }

    @Test("Down and Up move the highlight, wrapping and skipping disabled items")
    func downUpSkipDisabled() {
        var h = grid()
        h.press("F10")
        h.press("Right")
        #expect(h.highlightedMenuItem == "Open")
        var seen: [String?] = []
        for _ in 0..<10 {
            h.press("Down")
            seen.append(h.highlightedMenuItem)
        }
        #expect(
            seen == ["Copy", "Add to Grocery List", "Rate", "Mark", "Mark All", "Cook", "I Made This", "Edit Recipe", "Delete Recipe", "Open"],
            "Clear Marks is disabled with nothing marked, Undo Delete with nothing deleted")
        h.press("Up")
        #expect(h.highlightedMenuItem == "Delete Recipe")
        h.press("KP_Down")
        #expect(h.highlightedMenuItem == "Open")
    }

    @Test("Home and End highlight the first and last enabled items")
    func homeEndInMenu() {
        var h = grid()
        h.press("F10")
        h.press("Right")
        h.press("End")
        #expect(h.highlightedMenuItem == "Delete Recipe")
        h.press("Home")
        #expect(h.highlightedMenuItem == "Open")
    }

    @Test("with the sidebar focused the Recipe menu highlights its first enabled item and Down stays on the only one")
    func disabledItemsSkippedFromSidebar() {
        var h = grid()
        h.press("Left")
        #expect(h.state.focus == .sidebar)
        h.press("r", [.alt])
        #expect(h.state.isEnabled(.openRecipe) == false)
        #expect(h.state.isEnabled(.addToGroceryList) == false)
        #expect(h.state.isEnabled(.mark) == false)
        #expect(h.state.isEnabled(.markAll) == false)
        #expect(h.highlightedMenuItem == "Rate")
        h.press("Down")
        #expect(h.highlightedMenuItem == "Rate")
        h.press("Up")
        #expect(h.highlightedMenuItem == "Rate")
    }

    @Test("the menu is modal: Tab, arrows and letters do not reach the grid behind it")
    func menuIsModal() {
        var h = grid(selection: 1)
        h.press("F10")
        h.press("Tab")
        h.press("Down")
        h.press("b")
        h.press("space", phase: .up)
        #expect(h.state.grid.selection == 1)
        #expect(h.state.focus == .menu("file"))
        #expect(h.state.typeAhead.buffer.isEmpty)
    }

    // MARK: - Running commands

    @Test("Return runs the highlighted command, closes the menu and gives focus back first")
    func returnRuns() {
        var h = grid(selection: 1)
        h.press("F10")
        h.press("Right")
        h.press("Down")
        h.press("Down")
        #expect(h.highlightedMenuItem == "Add to Grocery List")
        h.press("Return")
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
        #expect(h.state.toast?.text == "Added 2 items from Apple Pie")
    }

    @Test("Escape closes the menu without running anything and gives focus back")
    func escapeCloses() {
        var h = grid(selection: 1)
        h.press("F10")
        h.press("Right")
        h.press("Down")
        h.press("Escape")
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
        #expect(h.state.grocery.items.isEmpty)
        #expect(h.state.overlay == nil)
    }

    @Test("a mnemonic runs its item at once")
    func mnemonicRuns() {
        var h = grid(selection: 1)
        h.press("r", [.alt])
        h.press("g")
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
        #expect(h.state.toast?.text == "Added 2 items from Apple Pie")
    }

    @Test("File ▸ Quit by mnemonic asks to quit")
    func quitByMnemonic() {
        var h = grid()
        h.press("F10")
        #expect(h.press("q").contains(.quit))
    }

    @Test("Ctrl+Q quits with a menu open")
    func controlQInMenu() {
        var h = grid()
        h.press("F10")
        #expect(h.press("q", [.control]).contains(.quit))
    }

    @Test("a disabled item's mnemonic does nothing and the menu stays open")
    func disabledMnemonic() {
        var h = grid()
        h.press("Left")
        h.press("r", [.alt])
        h.press("g")
        #expect(h.openMenuID == "recipe")
        #expect(h.state.grocery.items.isEmpty)
        #expect(h.state.toast == nil)
    }

    @Test("Alt plus another menu's mnemonic switches to it while a menu is open")
    func altMnemonicSwitches() {
        var h = grid()
        h.press("F10")
        h.press("v", [.alt])
        #expect(h.openMenuID == "view")
        #expect(h.state.focus == .menu("view"))
        h.press("Escape")
        #expect(h.state.focus == .grid, "focus goes back to where it was before the first menu opened")
    }

    @Test("Recipe ▸ Mark, Mark All and Clear Marks act on the grid")
    func markCommands() {
        var h = grid(selection: 2)
        h.press("r", [.alt])
        h.press("m")
        #expect(h.state.grid.marked == [2])
        h.press("r", [.alt])
        h.press("a")
        #expect(h.state.grid.marked == [0, 1, 2, 3])
        h.press("r", [.alt])
        h.press("c")
        #expect(h.state.grid.marked.isEmpty)
    }

    @Test("Recipe ▸ Open opens the selected recipe")
    func openCommand() {
        var h = grid(selection: 2)
        h.press("r", [.alt])
        let effects = h.press("o")
        #expect(h.state.screen == .detail)
        #expect(h.state.openedRecipe?.name == "Bread")
        #expect(h.state.focus == .detailBack)
        #expect(effects.contains(.setTitle("RecipeGrid — Bread")))
    }

    @Test("View ▸ Right-to-Left Layout and Dark Theme toggle, and the menu shows a check when on")
    func viewToggles() {
        var h = grid()
        h.press("v", [.alt])
        #expect(!texts(h.state).contains { $0.text == "✓" })
        h.press("d")
        #expect(h.state.darkTheme == true)
        h.press("v", [.alt])
        h.press("r")
        #expect(h.state.layoutDirection == .rtl)
        h.press("v", [.alt])
        #expect(texts(h.state).filter { $0.text == "✓" }.count == 2)
        h.press("Escape")
        h.press("v", [.alt])
        h.press("r")
        #expect(h.state.layoutDirection == .ltr)
    }

    @Test("View ▸ Grocery List opens the list with focus on its last item; View ▸ Search opens the field")
    func viewPanels() {
        var h = grid()
        h.press("v", [.alt])
        h.press("g")
        #expect(h.state.overlay == .grocery)
        #expect(h.state.focus == .groceryName(0))
        h.press("Escape")
        #expect(h.state.focus == .grid)
        h.press("v", [.alt])
        h.press("s")
        #expect(h.state.focus == .search)
        #expect(h.state.overlay == .search)
    }
}
