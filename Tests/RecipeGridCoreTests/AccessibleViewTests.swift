import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The accessible tree: what a screen reader finds, and the events that make it speak.
struct AccessibleViewTests {
    private func tree(_ h: Harness) -> AccessibleTree { AccessibleView.tree(h.state, measurer: FakeMeasurer()) }

    @Test("the window is named like its title; the grid is a table of tiles named by recipe, the selected one focused")
    func startTree() throws {
        let h = Harness { $0.select(0) }
        let tree = tree(h)
        #expect(tree[.window]?.role == .frame && tree[.window]?.name == "RecipeGrid")
        let grid = try #require(tree[.grid])
        #expect(grid.role == .table && grid.tableSize?.columns == 4 && grid.tableSize?.rows == 4)
        let first = try #require(tree[.tile(recipe: 0)])
        #expect(first.role == .tableCell && first.name == "Apple Pie" && first.states.contains([.focused, .selected, .showing]))
        #expect(tree.focus == .tile(recipe: 0))
        #expect(tree[.sidebar]?.children.count == 7 && tree[.category(0)]?.states.contains(.selected) == true)
        #expect(tree[.menuBar]?.children == [.menu(0), .menu(1), .menu(2), .menu(3)])
    }

    @Test("a search that matches nothing leaves a table of no tiles, '0 recipes'")
    func noMatchIsAnEmptyTable() throws {
        var h = Harness { $0.select(0) }
        h.press("f", [.control])
        for letter in "zzz" { h.press(String(letter), text: String(letter)) }
        #expect(h.state.grid.shown.isEmpty)
        let grid = try #require(tree(h)[.grid])
        #expect(grid.children.isEmpty && grid.description == "0 recipes")
    }

    @Test("moving in the grid is one focus event for the new tile, which says its rating and mark")
    func gridMoveSpeaksTheTile() throws {
        var h = Harness { $0.select(0) }
        h.press("space")
        let before = tree(h)
        h.press("Right")
        h.press("Left")
        let after = tree(h)
        #expect(after[.tile(recipe: 0)]?.description == "marked")
        var moved = Harness { $0.select(0) }
        let start = tree(moved)
        moved.press("Right")
        #expect(tree(moved).events(since: start).contains(.focused(.tile(recipe: 1))))
        #expect(before.focus == after.focus)
    }

    @Test("the rating is a radio group named Rating; the chosen radio is checked and focused, '2 of 3'")
    func ratingRadios() throws {
        var h = Harness { $0.select(0) }
        h.press("Return")
        h.press("Tab")
        let empty = tree(h)
        #expect(empty[.rating]?.role == .radioGroup && empty[.rating]?.name == "Rating" && empty.focus == .rating)
        #expect((0..<3).map { empty[.ratingChoice($0)]?.name } == ["Meh", "Yummy", "Delicious"])
        h.press("2")
        let yummy = tree(h)
        let radio = try #require(yummy[.ratingChoice(1)])
        #expect(radio.states.contains([.checked, .focused]) && radio.position?.index == 2 && radio.position?.of == 3)
        let events = yummy.events(since: empty)
        #expect(events.contains(.stateChanged(.ratingChoice(1), .checked, true)) && events.contains(.focused(.ratingChoice(1))))
    }

    @Test("the open recipe's ingredients and steps are lists of what it shows, scaled; items scrolled away are not showing")
    func ingredientAndStepLists() throws {
        var h = Harness { $0.select(0) }
        h.press("Return")
        let name = try #require(h.state.openedRecipe?.name)
        #expect(name == "Apple Pie")
        let shown = tree(h)
        #expect(shown[.ingredients]?.role == .list && shown[.ingredients]?.name == "Ingredients")
        #expect(shown[.ingredients]?.children == [.ingredient(0), .ingredient(1)] && shown[.steps]?.children == [.step(0)])
        #expect(shown[.ingredient(0)]?.name == "6 apples" && shown[.ingredient(1)]?.position?.index == 2 && shown[.step(0)]?.name == "Bake.")
        h.press("plus", text: "+")
        #expect(tree(h)[.ingredient(0)]?.name == h.state.shownIngredients?.first && h.state.shownIngredients?.first != "6 apples")
        var long = Harness { $0.select(9) }
        long.press("Return")
        let crust = tree(long)
        #expect(crust[.ingredient(0)]?.states.contains(.showing) == true && crust[.ingredient(59)]?.states.contains(.showing) == false)
    }

    @Test("typing in a grocery item is text inserted at the caret; a toast is announced once")
    func groceryTextAndToast() throws {
        var h = Harness { $0.select(0) }
        h.press("l", [.control])
        let empty = tree(h)
        let row = h.state.grocery.items.count - 1
        h.press("m")
        h.press("i")
        let typed = tree(h)
        #expect(typed[.groceryName(row)]?.text == "mi" && typed.focus == .groceryName(row))
        #expect(typed.events(since: empty).contains(.textInserted(.groceryName(row), at: 0, "mi")))
        #expect(typed.events(since: empty).contains(.caretMoved(.groceryName(row), 2)))
        h.press("Escape")
        h.press("g", [.control])
        let toast = tree(h)
        #expect(toast.events(since: typed).filter { if case .announced = $0 { true } else { false } }.count == 1)
        #expect(tree(h).events(since: toast).isEmpty, "an unchanged state is no event")
    }

    @Test("100,000 recipes make a tree of a few dozen nodes; any tile can still be asked for")
    func largeCookbooksStaySmall() throws {
        let h = Harness(store: TestCookbook.store(count: 100_000)) { $0.select(0) }
        let tree = tree(h)
        #expect(tree.nodes.count < 80)
        #expect(tree[.grid]?.tableSize?.rows == 25_000)
        let far = try #require(AccessibleView.tile(99_999, of: h.state))
        #expect(far.cell?.row == 24_999 && far.cell?.column == 3 && !far.states.contains(.showing))
    }

    @Test("the help sheet is a modal dialog, and focus goes to it")
    func helpIsADialog() {
        var h = Harness { $0.select(0) }
        h.press("F1")
        let tree = tree(h)
        #expect(tree[.help]?.role == .dialog && tree[.help]?.states.contains(.modal) == true && tree.focus == .help)
    }

    @Test("text changes are the edit between the common prefix and suffix")
    func textDiff() {
        #expect(AccessibleTree.textChanges(of: .search, from: "sop", to: "soup") == [.textInserted(.search, at: 2, "u")])
        #expect(AccessibleTree.textChanges(of: .search, from: "soup", to: "sp") == [.textDeleted(.search, at: 1, "ou")])
        #expect(
            AccessibleTree.textChanges(of: .search, from: "ab", to: "xy") == [
                .textDeleted(.search, at: 0, "ab"), .textInserted(.search, at: 0, "xy"),
            ])
    }
}

/// A tool's request for an element's action does what a click or the element's key does.
struct AccessibleActionTests {
    @Test("a tile opens, Back goes back, a radio rates (and clears when chosen again), a check toggles, a menu item runs")
    func actions() {
        var h = Harness { $0.select(0) }
        h.send(.accessibleAction(.tile(recipe: 2)))
        #expect(h.state.screen == .detail && h.state.detail.recipe == 2 && h.state.grid.selection == 2)
        h.send(.accessibleAction(.ratingChoice(1)))
        #expect(h.state.rating(ofRecipe: 2) == .yummy)
        h.send(.accessibleAction(.ratingChoice(1)))
        #expect(h.state.rating(ofRecipe: 2) == nil)
        h.send(.accessibleAction(.back))
        #expect(h.state.screen == .grid)
        h.send(.accessibleAction(.menuItem(menu: 2, item: 0)))
        #expect(h.state.groceryPanel.isOpen, "View ▸ Grocery List")
        h.press("m")
        h.send(.accessibleAction(.groceryCheck(0)))
        #expect(h.state.grocery.items[0].obtained)
    }

    @Test("a tool's edit of an entry is applied as typing: a grocery item renamed, the search filtering, nothing elsewhere")
    func textEdits() {
        var h = Harness { $0.select(0) }
        h.press("l", .control)
        guard case .groceryName(let row) = h.state.focus else { return #expect(Bool(false), "focus on a grocery item") }
        h.send(.accessibleTextEdited(.groceryName(row), text: "oat milk", caret: 3))
        #expect(h.state.grocery.items[row].name == "oat milk" && h.state.groceryPanel.editor.cursor == 3)
        #expect(h.state.grocery.items.last?.name == "", "an empty item is kept at the end")
        h.press("l", .control)
        h.send(.accessibleTextEdited(.groceryName(row), text: "ignored", caret: 0))
        #expect(h.state.grocery.items[row].name == "oat milk", "the list is closed: nothing to write into")
        h.press("f", .control)
        let name = h.state.store.recipes[h.state.grid.shown[1]].name
        h.send(.accessibleTextEdited(.search, text: name, caret: name.count))
        #expect(h.state.query == name && h.state.grid.shown.contains(where: { h.state.store.recipes[$0].name == name }))
    }
}
