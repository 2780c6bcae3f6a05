import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// What the menus show and the pointer on them (README, Using it): shortcuts from the
/// one key table, mnemonics, greyed disabled items, clicks, and File ▸ Open Cookbook….
struct MenuContentsTests {
    private func grid(_ direction: LayoutDirection = .ltr, selection: Int? = 0) -> Harness {
        Harness(store: CommandTests.pantry(), direction: direction) { $0.select(selection) }
    }

    private func texts(_ state: AppState) -> [(text: String, color: Color, alignment: TextAlignment)] {
        MainView(measurer: FakeMeasurer()).render(state).flattened.compactMap {
            if case .text(let text, _, _, let color, let alignment) = $0 { return (text, color, alignment) }
            return nil
        }
    }
    // MARK: - What a menu shows

    @Test("every item shows the shortcut of the first chord bound to its command in the key table")
    func shortcutsFromKeyTable() throws {
        for menu in MenuBar.menus {
            var h = grid(selection: 1)
            h.press(String(try #require(menu.mnemonic)), [.alt])
            #expect(h.openMenuID == menu.id)
            let trailing = texts(h.state).filter { $0.alignment == .trailing }.map(\.text)
            for item in menu.items {
                if let command = item.command, let binding = KeyBindings.table.first(where: { $0.command == command }) {
                    #expect(trailing.contains(binding.chords[0].label), "\(item.title)")
                }
            }
        }
    }

    @Test("each menu's mnemonics are distinct letters of their titles, and so are the bar's")
    func mnemonicsUnique() {
        let lists =
            [MenuBar.menus.map { ($0.title, $0.mnemonic) }] + MenuBar.menus.map { $0.items.map { ($0.title, $0.mnemonic) } }
            + MenuBar.menus.flatMap(\.items).filter { !$0.submenu.isEmpty && $0.submenu[0].command != nil }.map {
                $0.submenu.map { ($0.title, $0.mnemonic) }
            }
        for list in lists {
            #expect(Set(list.map(\.1)).count == list.count, "\(list.map(\.0))")
            for (title, mnemonic) in list {
                #expect(mnemonic.map { title.lowercased().contains($0) } == true, "\(title)")
            }
        }
    }

    @Test(
        "menu items show the shortcuts users know",
        arguments: [
            (Command.openCookbook, "Ctrl+O"), (.quit, "Ctrl+Q"), (.openRecipe, "Return"), (.addToGroceryList, "Ctrl+G"), (.mark, "Space"),
            (.markAll, "Ctrl+A"), (.clearMarks, "Ctrl+Shift+A"), (.groceryList, "Ctrl+L"), (.search, "Ctrl+F"), (.keyboardShortcuts, "?"),
            (.rateMeh, "1"), (.rateYummy, "2"), (.rateDelicious, "3"), (.clearRating, "0"),
        ])
    func knownShortcuts(command: Command, label: String) {
        #expect(KeyBindings.shortcut(for: command) == label)
    }

    @Test("every chord of the key table runs its own command where its binding applies")
    func everyChordDispatchesItsCommand() {
        func places(_ scope: BindingScope) -> [FocusID] {
            switch scope {
            case .anywhere: [.grid, .sidebar, .detailRating, .groceryName(0)]
            case .outsideTextFields: [.grid, .sidebar, .detailBack, .groceryCheck(0)]
            case .grid: [.grid]
            case .sidebar: [.sidebar]
            case .button: [.detailBack, .detailAdd]
            case .groceryName: [.groceryName(0)]
            case .gridOrSidebar: [.grid, .sidebar]
            case .rating: [.detailRating]
            case .servings: [.detailServings]
            case .groceryList: [.groceryCheck(0), .groceryName(0), .groceryNew]
            case .detail: [.detailBack, .detailRating, .detailServings, .detailAdd]
            case .notes: [.detailNotes]
            case .cooking: [.cooking]
            case .copyable: [.grid, .detailRating, .detailBack, .groceryCheck(0), .groceryName(0)]
            case .welcome: [.welcome]
            case .openDialog: [.cookbookPath, .openList]
            case .gridOrDetail: [.grid, .detailBack, .detailRating]
            case .editor: [.editorField(.name), .editorField(.steps)]
            }
        }
        for binding in KeyBindings.table where binding.command != nil {
            for chord in binding.chords {
                for focus in places(binding.scope) {
                    let event = KeyEvent(key: chord.key, modifiers: chord.modifiers)
                    #expect(KeyBindings.binding(for: event, focus: focus)?.command == binding.command, "\(chord.label) at \(focus)")
                }
            }
        }
    }

    @Test("every chord of an element's own key is that key where it applies, read in both directions", arguments: [LayoutDirection.ltr, .rtl])
    func everyElementChordIsItsKey(direction: LayoutDirection) {
        for binding in KeyBindings.table {
            guard case .element(let key) = binding.action else { continue }
            for chord in binding.chords {
                // A move chord is an arrow key, which a right-to-left layout reads mirrored.
                let name = chord.move.map { _ in chord.label(in: direction) } ?? chord.key
                let event = KeyEvent(key: name, modifiers: chord.modifiers)
                #expect(KeyBindings.elementKey(for: event, in: binding.scope, direction: direction) == key, "\(chord.label) in \(direction)")
            }
        }
    }

    @Test("disabled items are drawn greyed, enabled ones are not")
    func disabledItemsGreyed() {
        var h = grid()
        h.press("r", [.alt])
        let enabledColour = texts(h.state).first { $0.text == "Add to Grocery List" }?.color
        #expect(enabledColour != nil)
        #expect(enabledColour != Theme.light.disabledText)
        h.press("Escape")
        h.press("Left")
        h.press("r", [.alt])
        let list = texts(h.state)
        #expect(list.first { $0.text == "Add to Grocery List" }?.color == Theme.light.disabledText)
        #expect(list.first { $0.text == "Ctrl+G" }?.color == Theme.light.disabledText)
        #expect(list.first { $0.text == "Rate" }?.color != Theme.light.disabledText)
    }

    // MARK: - Pointer

    private func bar(_ h: Harness) -> MenuBarLayout {
        MenuBarLayout(metrics: h.state.metrics, windowSize: h.state.windowSize, measurer: FakeMeasurer())
    }

    private func click(_ point: Point, _ h: inout Harness) {
        h.send(.buttonPressed(button: 1, at: point, modifiers: []))
    }

    @Test("clicking a menu title opens it; clicking it again closes it and gives focus back")
    func clickTitle() {
        var h = grid()
        let title = bar(h).titles[2]
        click(Point(x: title.midX, y: title.midY), &h)
        #expect(h.openMenuID == "view")
        #expect(h.state.focus == .menu("view"))
        click(Point(x: title.midX, y: title.midY), &h)
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
    }

    @Test("clicking an item runs it like Return")
    func clickItem() {
        var h = grid(selection: 1)
        let layout = bar(h)
        let title = layout.titles[1]
        click(Point(x: title.midX, y: title.midY), &h)
        let row = layout.row(2, in: layout.dropDown(menu: 1, count: MenuBar.menus[1].items.count))
        click(Point(x: row.midX, y: row.midY), &h)
        #expect(h.state.modal.menu == nil)
        #expect(h.state.toast?.text == "Added 2 items from Apple Pie")
        #expect(h.state.focus == .grid)
    }

    @Test("clicking a disabled item does nothing and the menu stays open")
    func clickDisabledItem() {
        var h = grid()
        h.press("Left")
        let layout = bar(h)
        h.press("r", [.alt])
        let row = layout.row(2, in: layout.dropDown(menu: 1, count: MenuBar.menus[1].items.count))
        click(Point(x: row.midX, y: row.midY), &h)
        #expect(h.openMenuID == "recipe")
        #expect(h.state.grocery.items.isEmpty)
    }

    @Test("clicking outside an open menu closes it and reaches nothing beneath")
    func clickOutside() {
        var h = grid(selection: 1)
        h.press("F10")
        let tile = h.layout.frame(ofTile: 3, scroll: 0)
        click(Point(x: tile.midX, y: tile.maxY - 5), &h)
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
        #expect(h.state.grid.selection == 1)
    }

    // MARK: - File ▸ Open Cookbook…

    @Test("File ▸ Open Cookbook… asks for a path; Escape cancels and gives focus back")
    func openCookbookCancel() {
        var h = grid()
        h.press("F10")
        h.press("Down")
        h.press("Return")
        #expect(h.state.modal.openDialog != nil)
        #expect(h.state.focus == .cookbookPath)
        h.press("Escape")
        #expect(h.state.modal.openDialog == nil)
        #expect(h.state.focus == .grid)
    }

    @Test("Return in the Open Cookbook prompt asks the platform to open the typed path")
    func openCookbookPath() {
        var h = grid()
        h.press("o", [.control])
        #expect(h.state.focus == .cookbookPath)
        h.press("a", [.control])
        h.press("BackSpace")
        h.type("/tmp/x")
        let effects = h.press("Return")
        #expect(effects == [.openCookbook(["/tmp/x"])])
        #expect(h.state.focus == .cookbookPath && h.state.modal.openDialog?.opening == true, "the dialog stays until the cookbook is in")
        h.send(.cookbookOpened(TestCookbook.sample()))
        #expect(h.state.focus == .grid && h.state.modal.openDialog == nil)
    }
}
