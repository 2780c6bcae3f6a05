import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Recipe ▸ Add to Grocery List through the focused value, marks, and toasts (README, Using it).
struct CommandTests {
    /// 0 Apple Crumble, 1 Apple Pie, 2 Bread, 3 Salad (no ingredients); sidebar: All Recipes, Baking, Dessert.
    static func pantry() -> CookbookStore {
        TestCookbook.store([
            TestCookbook.recipe("Apple Pie", categories: ["Dessert", "Baking"], ingredients: ["6 apples", "1 pie crust"]),
            TestCookbook.recipe("Apple Crumble", categories: ["Dessert"], ingredients: ["4 apples", "100 g butter", "1 cup oats"]),
            TestCookbook.recipe("Bread", categories: ["Baking"], ingredients: ["500 g flour", "1 tsp salt"]),
            TestCookbook.recipe("Salad"),
        ])
    }

    private func pantry(selection: Int? = 0) -> Harness {
        Harness(store: Self.pantry()) { $0.select(selection) }
    }

    private func names(_ h: Harness) -> [String] { h.state.grocery.items.map(\.name) }

    private func markedNames(_ h: Harness) -> [String] { h.state.grid.marked.sorted().map { h.state.store.recipes[$0].name } }

    @discardableResult
    private func controlG(_ h: inout Harness) -> [Effect] { h.press("g", [.control]) }

    // MARK: - The focused value: grid and detail

    @Test("Ctrl+G on the grid adds the selected recipe's ingredients and says how many")
    func controlGFromGrid() {
        var h = pantry(selection: 1)
        controlG(&h)
        #expect(names(h) == ["6 apples", "1 pie crust"])
        #expect(h.state.toast?.text == "Added 2 items from Apple Pie")
        #expect(h.state.focus == .grid)
        #expect(h.state.overlay == nil, "adding does not open the list")
        #expect(h.state.grid.selection == 1)
    }

    @Test("Ctrl+G on the detail adds the open recipe, whichever of its controls has focus", arguments: [0, 1, 2])
    func controlGFromDetail(tabs: Int) {
        var h = pantry(selection: 2)
        h.press("Return")
        for _ in 0..<tabs { h.press("Tab") }
        let focus = h.state.focus
        controlG(&h)
        #expect(names(h) == ["500 g flour", "1 tsp salt"])
        #expect(h.state.toast?.text == "Added 2 items from Bread")
        #expect(h.state.focus == focus)
        #expect(h.state.screen == .detail)
    }

    @Test("the detail's Add to Grocery List button adds with Space, Return or keypad Enter", arguments: ["space", "Return", "KP_Enter"])
    func addButtonKeys(key: String) {
        var h = pantry(selection: 0)
        h.press("Return")
        h.press("ISO_Left_Tab", [.shift])
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .detailAdd)
        h.press(key)
        #expect(names(h) == ["4 apples", "100 g butter", "1 cup oats"])
        #expect(h.state.toast?.text == "Added 3 items from Apple Crumble")
        #expect(h.state.focus == .detailAdd)
        #expect(h.state.screen == .detail)
    }

    @Test("clicking the Add to Grocery List button adds and leaves focus where it was")
    func addButtonClick() throws {
        var h = pantry(selection: 1)
        h.press("Return")
        let detail = try #require(h.state.detail.layout)
        let button = detail.toWindow(detail.addButton, scroll: h.state.detail.scroll)
        h.send(.buttonPressed(button: 1, at: Point(x: button.midX, y: button.midY), modifiers: []))
        #expect(names(h) == ["6 apples", "1 pie crust"])
        #expect(h.state.toast?.text == "Added 2 items from Apple Pie")
        #expect(h.state.focus == .detailBack)
    }

    @Test("Add to Grocery List is enabled on the grid with a selection and on the detail")
    func enabledWhereARecipeIsOffered() {
        var h = pantry(selection: 0)
        #expect(h.state.isEnabled(.addToGroceryList) == true)
        h.press("Return")
        #expect(h.state.isEnabled(.addToGroceryList) == true)
    }

    // MARK: - Disabled cases

    @Test("with the sidebar focused Add to Grocery List is disabled and Ctrl+G changes nothing")
    func disabledInSidebar() {
        var h = pantry(selection: 1)
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .sidebar)
        #expect(h.state.isEnabled(.addToGroceryList) == false)
        let before = h.state
        controlG(&h)
        #expect(h.state == before)
        #expect(h.state.grocery.items.isEmpty)
        #expect(h.state.toast == nil)
    }

    @Test("with the selection cleared Add to Grocery List is disabled and Ctrl+G changes nothing")
    func disabledWithoutSelection() {
        var h = pantry(selection: 1)
        h.press("Escape")
        #expect(h.state.grid.selection == nil)
        #expect(h.state.isEnabled(.addToGroceryList) == false)
        let before = h.state
        controlG(&h)
        #expect(h.state == before)
    }

    @Test("an empty grid offers nothing to add")
    func disabledOnEmptyGrid() {
        var h = Harness(store: TestCookbook.store(names: []))
        #expect(h.state.isEnabled(.addToGroceryList) == false)
        controlG(&h)
        #expect(h.state.grocery.items.isEmpty)
        #expect(h.state.toast == nil)
    }

    @Test("a recipe without ingredients adds nothing and says so")
    func recipeWithoutIngredients() {
        var h = pantry(selection: 3)
        controlG(&h)
        #expect(h.state.grocery.items.isEmpty)
        let toast = h.state.toast?.text ?? ""
        #expect(toast.contains("Salad"))
        #expect(!toast.hasPrefix("Added"))
    }

    // MARK: - Merging

    @Test("adding the same recipe twice merges the ingredients, quantities summed")
    func addingTwiceMerges() {
        var h = pantry(selection: 1)
        controlG(&h)
        controlG(&h)
        #expect(names(h) == ["12 apples", "2 pie crusts"])
        #expect(h.state.toast?.text == "Added 2 items from Apple Pie")
    }

    @Test("an ingredient already on the list is merged when another recipe adds it")
    func mergeAcrossRecipes() {
        var h = pantry(selection: 1)
        controlG(&h)
        h.press("Left")
        #expect(h.selectedName == "Apple Crumble")
        controlG(&h)
        #expect(names(h) == ["10 apples", "1 pie crust", "100 g butter", "1 cup oats"])
    }

    // MARK: - Marks

    @Test("Space marks and unmarks the selected tile without moving the selection")
    func spaceMarks() {
        var h = pantry(selection: 1)
        h.press("space")
        #expect(markedNames(h) == ["Apple Pie"])
        #expect(h.state.grid.selection == 1)
        h.press("Right")
        h.press("space")
        #expect(markedNames(h) == ["Apple Pie", "Bread"])
        h.press("Left")
        h.press("space")
        #expect(markedNames(h) == ["Bread"])
        #expect(h.state.focus == .grid)
    }

    @Test("Space with no selection marks nothing")
    func spaceWithoutSelection() {
        var h = pantry(selection: nil)
        h.press("space")
        #expect(h.state.grid.marked.isEmpty)
    }

    @Test("Ctrl+A marks every tile shown, with Caps Lock too; Ctrl+Shift+A clears the marks", arguments: ["a", "A"])
    func markAllAndClear(key: String) {
        var h = pantry(selection: 0)
        h.press(key, [.control])
        #expect(markedNames(h) == ["Apple Crumble", "Apple Pie", "Bread", "Salad"])
        h.press("A", [.control, .shift])
        #expect(h.state.grid.marked.isEmpty)
        #expect(h.state.grid.selection == 0)
    }

    @Test("Ctrl+A marks only the tiles of the category shown")
    func markAllInCategory() {
        var h = pantry(selection: 0)
        h.press("Left")
        #expect(h.state.focus == .sidebar)
        h.press("Down")
        #expect(h.state.categoryName == "Baking")
        h.press("Return")
        h.press("a", [.control])
        #expect(markedNames(h) == ["Apple Pie", "Bread"])
    }

    @Test("Ctrl+A and Space in the sidebar mark nothing")
    func marksNeedTheGrid() {
        var h = pantry(selection: 0)
        h.press("Left")
        h.press("a", [.control])
        h.press("space")
        #expect(h.state.grid.marked.isEmpty)
    }

    @Test("Ctrl+G with one marked recipe adds it, not the selected one, and names it")
    func controlGWithOneMark() {
        var h = pantry(selection: 2)
        h.press("space")
        h.press("Left")
        #expect(h.selectedName == "Apple Pie")
        controlG(&h)
        #expect(names(h) == ["500 g flour", "1 tsp salt"])
        #expect(h.state.toast?.text == "Added 2 items from Bread")
    }

    @Test("Ctrl+G with marked recipes adds all of them and counts the recipes")
    func controlGWithMarks() {
        var h = pantry(selection: 0)
        h.press("space")
        h.press("Right")
        h.press("Right")
        h.press("space")
        h.press("Left")
        controlG(&h)
        #expect(names(h) == ["4 apples", "100 g butter", "1 cup oats", "500 g flour", "1 tsp salt"])
        #expect(h.state.toast?.text == "Added 5 items from 2 recipes")
        #expect(!names(h).contains("1 pie crust"), "the selected but unmarked recipe is left out")
    }

    @Test("with marks, Add to Grocery List stays enabled after the selection is cleared")
    func marksEnableWithoutSelection() {
        var h = pantry(selection: 2)
        h.press("space")
        h.press("Escape")
        #expect(h.state.grid.selection == nil)
        #expect(h.state.isEnabled(.addToGroceryList) == true)
        controlG(&h)
        #expect(h.state.toast?.text == "Added 2 items from Bread")
    }

    @Test("a marked tile shows a check badge; an unmarked one does not")
    func markBadge() {
        var h = pantry(selection: 2)
        func checks(_ state: AppState) -> [Rect] {
            MainView(measurer: FakeMeasurer()).render(state).flattened.compactMap { command in
                if case .text("✓", let frame, _, _, _) = command { return frame }
                return nil
            }
        }
        #expect(checks(h.state).isEmpty)
        h.press("space")
        let badges = checks(h.state)
        #expect(badges.count == 1)
        let tile = h.layout.frame(ofTile: 2, scroll: h.state.grid.scroll)
        #expect(badges.allSatisfy { tile.contains(Point(x: $0.midX, y: $0.midY)) })
    }

    // MARK: - Toasts

    @Test("a toast stays for 2.5 s and goes on the timer tick after that")
    func toastExpires() {
        var h = pantry(selection: 1)
        controlG(&h)
        let shownAt = h.now
        #expect(h.state.nextDeadline == shownAt + 2.5)
        h.tick(after: 2.4)
        #expect(h.state.toast != nil)
        h.tick(after: 0.1)
        #expect(h.state.toast == nil)
        #expect(h.state.nextDeadline == nil)
    }

    @Test("a toast never takes focus, and a click on it reaches the tile beneath")
    func toastPassesClicks() throws {
        var h = Harness(store: TestCookbook.store(count: 40)) { $0.select(0) }
        h.press("z")
        #expect(h.state.toast != nil)
        #expect(h.state.focus == .grid)
        let box = try #require(
            MainView(measurer: FakeMeasurer()).render(h.state).flattened.compactMap { command -> Rect? in
                if case .fillRounded(let rect, _, let color) = command, color == Theme.light.toastBackground { return rect }
                return nil
            }.first)
        let points = stride(from: box.minY + 2, to: box.maxY - 2, by: 2).flatMap { y in
            stride(from: box.minX + 2, to: box.maxX - 2, by: 4).map { Point(x: $0, y: y) }
        }
        let point = try #require(points.first { h.layout.tile(at: $0, scroll: h.state.grid.scroll) != nil }, "a tile lies under the toast")
        let tile = try #require(h.layout.tile(at: point, scroll: h.state.grid.scroll))
        try #require(tile != 0)
        h.send(.buttonPressed(button: 1, at: point, modifiers: []))
        #expect(h.state.grid.selection == tile)
        #expect(h.state.focus == .grid)
    }
}
