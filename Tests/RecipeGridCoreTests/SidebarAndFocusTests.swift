import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The sidebar, moves that bubble out of their element, and the Tab order.
/// Sidebar of the sample: 0 All Recipes, 1 Baking, 2 Breakfast, 3 Dessert, 4 Main, 5 Salad, 6 Soup.
struct SidebarAndFocusTests {
    static let directions: [LayoutDirection] = [.ltr, .rtl]

    private func sample(_ direction: LayoutDirection, focus: FocusID = .grid, selecting name: String? = nil) -> Harness {
        Harness(direction: direction) { state in
            if let name { state.select(state.grid.shown.firstIndex { state.store.recipes[$0].name == name }) }
            state.focus = focus
        }
    }

    private func shownNames(_ h: Harness) -> [String] { h.state.grid.shown.map { h.state.store.recipes[$0].name } }

    @Test("the sidebar lists All Recipes first, then every category")
    func sidebarNames() {
        let store = TestCookbook.sample()
        #expect(store.sidebarNames == ["All Recipes", "Baking", "Breakfast", "Dessert", "Main", "Salad", "Soup"])
        #expect(store.shownByCategory[0] == Array(0..<13))
    }

    @Test("at start the grid has focus and the first recipe is selected")
    func startState() {
        let h = Harness()
        #expect(h.state.focus == .grid)
        #expect(h.state.grid.selection == 0)
        #expect(h.selectedName == "Apple Pie")
        #expect(h.state.categoryName == "All Recipes")
    }

    @Test("the backward arrow on the first tile moves focus to the sidebar", arguments: directions)
    func backwardOnFirstTileFocusesSidebar(direction: LayoutDirection) {
        var h = sample(direction)
        h.press(direction.backwardKey)
        #expect(h.state.focus == .sidebar)
        #expect(h.state.grid.selection == 0)
        #expect(h.state.grid.categoryIndex == 0)
    }

    @Test("the backward arrow on the first tile of a later row moves within the grid", arguments: directions)
    func backwardOnRowStartStaysInGrid(direction: LayoutDirection) {
        var h = sample(direction, selecting: "Éclair")  // index 4, first of row 1
        h.press(direction.backwardKey)
        #expect(h.state.focus == .grid)
        #expect(h.selectedName == "Chili con Carne")
    }

    @Test("in rtl, Left on the first tile does not reach the sidebar; in ltr Right does not")
    func wrongWayDoesNotReachSidebar() {
        var rtl = sample(.rtl)
        rtl.press("Left")
        #expect(rtl.state.focus == .grid)
        #expect(rtl.state.grid.selection == 1)
        var ltr = sample(.ltr)
        ltr.press("Right")
        #expect(ltr.state.focus == .grid)
        #expect(ltr.state.grid.selection == 1)
    }

    @Test("sidebar Down and Up change the category and filter the grid at once", arguments: directions)
    func sidebarUpDownFilters(direction: LayoutDirection) {
        var h = sample(direction, focus: .sidebar)
        h.press("Down")
        #expect(h.state.grid.categoryIndex == 1)
        #expect(h.state.categoryName == "Baking")
        #expect(shownNames(h) == ["Banana Bread", "Éclair", "Garlic Bread", "Pie Crust", "Pizza Margherita"])
        #expect(h.state.focus == .sidebar)
        h.press("Down")
        #expect(shownNames(h) == ["Banana Bread", "Eggs Benedict", "Pancakes"])
        h.press("Up")
        h.press("Up")
        #expect(h.state.grid.categoryIndex == 0)
        #expect(h.state.grid.shown.count == 13)
    }

    @Test("changing the category keeps the selected recipe when it is still shown", arguments: directions)
    func categoryKeepsSelection(direction: LayoutDirection) {
        var h = sample(direction, focus: .sidebar, selecting: "Pie Crust")
        h.press("Down")  // Baking
        #expect(h.selectedName == "Pie Crust")
        #expect(h.state.grid.selection == 3)
        h.press("Down")  // Breakfast: no Pie Crust, the first tile is selected
        #expect(h.selectedName == "Banana Bread")
        #expect(h.state.grid.selection == 0)
        h.press("Up")  // Baking again: Banana Bread is kept
        #expect(h.selectedName == "Banana Bread")
        h.press("Up")  // All Recipes
        #expect(h.selectedName == "Banana Bread")
        #expect(h.state.grid.selection == 1)
    }

    @Test("Up on the first category and Down on the last change nothing", arguments: directions)
    func sidebarEnds(direction: LayoutDirection) {
        var h = sample(direction, focus: .sidebar)
        let before = h.state
        h.press("Up")
        #expect(h.state == before)
        h.press("End")
        #expect(h.state.categoryName == "Soup")
        let atEnd = h.state
        h.press("Down")
        #expect(h.state == atEnd)
        h.press("Home")
        #expect(h.state.grid.categoryIndex == 0)
    }

    @Test("a category with the selection scrolled away scrolls the kept tile into view")
    func categoryChangeScrollsSelectionIntoView() throws {
        let recipes = (0..<60).map { TestCookbook.recipe("Dish \(String(100 + $0).dropFirst())", categories: $0 >= 50 ? ["Late"] : ["Early"]) }
        var h = Harness(store: TestCookbook.store(recipes)) { $0.focus = .sidebar }
        h.press("End")  // "Late": dishes 50...59
        h.press("Home")  // All: keeps Dish 50
        try #require(h.selectedName == "Dish 50")
        let visible = try #require(h.layout.visibleRange(scroll: h.state.grid.scroll))
        #expect(visible.contains(50))
    }

    @Test("the forward arrow in the sidebar focuses the grid", arguments: directions)
    func forwardInSidebarFocusesGrid(direction: LayoutDirection) {
        var h = sample(direction, focus: .sidebar, selecting: "Fig Tart")
        h.press(direction.forwardKey)
        #expect(h.state.focus == .grid)
        #expect(h.selectedName == "Fig Tart")
    }

    @Test("the backward arrow in the sidebar changes nothing", arguments: directions)
    func backwardInSidebar(direction: LayoutDirection) {
        var h = sample(direction, focus: .sidebar)
        let before = h.state
        h.press(direction.backwardKey)
        #expect(h.state == before)
    }

    @Test("Return in the sidebar focuses the grid", arguments: directions)
    func returnInSidebarFocusesGrid(direction: LayoutDirection) {
        var h = sample(direction, focus: .sidebar)
        h.press("Down")
        h.press("Return")
        #expect(h.state.focus == .grid)
        #expect(h.state.screen == .grid)
        #expect(h.state.categoryName == "Baking")
    }

    @Test("Tab and Shift+Tab wrap between the sidebar and the grid", arguments: directions)
    func tabWraps(direction: LayoutDirection) {
        var h = sample(direction)
        h.press("Tab")
        #expect(h.state.focus == .sidebar)
        h.press("Tab")
        #expect(h.state.focus == .grid)
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .sidebar)
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .grid)
        h.press("Tab", [.shift])
        #expect(h.state.focus == .sidebar)
        #expect(h.state.grid.selection == 0)
    }

    @Test("Tab does not change the selection or the category")
    func tabKeepsSelection() {
        var h = sample(.ltr, selecting: "Pizza Margherita")
        h.press("Tab")
        h.press("Tab")
        #expect(h.selectedName == "Pizza Margherita")
        #expect(h.state.grid.categoryIndex == 0)
    }

    @Test("type-to-select in the sidebar picks a category; the same letter cycles")
    func sidebarTypeToSelect() {
        var h = sample(.ltr, focus: .sidebar)
        h.press("s")
        #expect(h.state.categoryName == "Salad")
        h.advance(by: 0.3)
        h.press("s")
        #expect(h.state.categoryName == "Soup")
        #expect(h.state.focus == .sidebar)
    }

    @Test("the wheel over a long sidebar scrolls it, and back")
    func wheelScrollsSidebar() throws {
        let recipes = (0..<40).map { TestCookbook.recipe("Dish \($0)", categories: ["Category \(String(100 + $0).dropFirst())"]) }
        var h = Harness(store: TestCookbook.store(recipes))
        let layout = h.layout
        try #require(Double(h.state.store.sidebarNames.count) * h.state.metrics.sidebarRowHeight > layout.sidebarViewportHeight)
        let overSidebar = Point(x: 100, y: 400)
        h.send(.buttonPressed(button: 5, at: overSidebar, modifiers: []))
        #expect(h.state.grid.sidebarScroll == h.state.metrics.px(60), "wheel down scrolls the sidebar one step")
        h.send(.buttonPressed(button: 5, at: overSidebar, modifiers: []))
        #expect(h.state.grid.sidebarScroll == 2 * h.state.metrics.px(60))
        h.send(.buttonPressed(button: 4, at: overSidebar, modifiers: []))
        #expect(h.state.grid.sidebarScroll == h.state.metrics.px(60), "wheel up scrolls back")
        #expect(h.state.grid.categoryIndex == 0, "scrolling does not change the category")
    }

    @Test("moving through a long sidebar keeps the chosen row in view with the smallest scroll")
    func sidebarKeepsRowInView() {
        let recipes = (0..<40).map { TestCookbook.recipe("Dish \($0)", categories: ["Category \(String(100 + $0).dropFirst())"]) }
        var h = Harness(store: TestCookbook.store(recipes)) { $0.focus = .sidebar }
        let layout = h.layout
        let rowHeight = h.state.metrics.sidebarRowHeight
        for _ in 0..<30 {
            h.press("Down")
            let row = layout.frame(ofCategory: h.state.grid.categoryIndex, scroll: h.state.grid.sidebarScroll)
            #expect(row.minY >= layout.metrics.headerHeight)
            #expect(row.maxY <= h.state.windowSize.height)
        }
        #expect(h.state.grid.sidebarScroll == Double(31) * rowHeight - layout.sidebarViewportHeight)
        h.press("End")
        #expect(layout.frame(ofCategory: 40, scroll: h.state.grid.sidebarScroll).maxY <= h.state.windowSize.height)
        h.press("Home")
        #expect(h.state.grid.sidebarScroll == 0)
    }

    @Test("the wheel over the grid scrolls the grid, clamped")
    func wheelScrollsGrid() {
        var h = Harness(store: TestCookbook.store(count: 100))
        let overGrid = Point(x: 600, y: 400)
        h.send(.buttonPressed(button: 5, at: overGrid, modifiers: []))
        #expect(h.state.grid.scroll == h.state.metrics.px(60))
        h.send(.buttonPressed(button: 4, at: overGrid, modifiers: []))
        h.send(.buttonPressed(button: 4, at: overGrid, modifiers: []))
        #expect(h.state.grid.scroll == 0)
        #expect(h.state.grid.selection == 0)
    }

    // MARK: - The focus engine on its own

    @Test("the focus engine's Tab order wraps both ways")
    func engineTabOrder() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        let engine = FocusEngine(elements: [
            FocusableElement(id: .detailBack, section: .detailToolbar, frame: r),
            FocusableElement(id: .detailRating, section: .detailContent, frame: r),
            FocusableElement(id: .detailAdd, section: .detailContent, frame: r),
        ])
        #expect(engine.tabTarget(from: .detailBack, backwards: false) == .detailRating)
        #expect(engine.tabTarget(from: .detailAdd, backwards: false) == .detailBack)
        #expect(engine.tabTarget(from: .detailBack, backwards: true) == .detailAdd)
        #expect(engine.tabTarget(from: .grid, backwards: false) == .detailBack, "an unknown element starts at the first")
        #expect(FocusEngine(elements: []).tabTarget(from: .grid, backwards: false) == nil)
    }

    @Test("the focus engine picks the nearest element of another section in the direction")
    func engineNeighbour() {
        let engine = Harness().state.focusEngine
        #expect(engine.neighbour(of: .grid, in: .left) == .sidebar)
        #expect(engine.neighbour(of: .sidebar, in: .right) == .grid)
        #expect(engine.neighbour(of: .grid, in: .right) == nil)
        #expect(engine.neighbour(of: .sidebar, in: .left) == nil)
        #expect(engine.neighbour(of: .grid, in: .up) == nil)
        #expect(engine.neighbour(of: .grid, in: .down) == nil)
    }

    @Test("the grid screen's elements are the sidebar then the grid")
    func gridScreenElements() {
        #expect(Harness().state.focusEngine.elements.map(\.id) == [.sidebar, .grid])
    }
}
