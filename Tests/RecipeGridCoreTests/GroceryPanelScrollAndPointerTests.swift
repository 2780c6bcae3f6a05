import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The grocery panel's scrolling, the pointer on it, and recipes added to it (README, Using it).
struct GroceryPanelScrollAndPointerTests {
    private func harness(_ names: [String] = []) -> Harness {
        Harness { state in
            state.grocery = GroceryList(items: names.map { GroceryItem(name: $0) })
        }
    }

    /// The panel open over `names`, focus on the trailing empty item.
    private func opened(_ names: [String] = []) -> Harness {
        var h = harness(names)
        h.press("l", [.control])
        return h
    }

    private func names(_ h: Harness) -> [String] { h.state.grocery.items.map(\.name) }

    private func typeText(_ text: String, _ h: inout Harness) {
        for character in text { h.press(character == " " ? "space" : String(character), text: String(character)) }
    }

    // MARK: - Scrolling

    @Test("a long list opens scrolled to its last item, and every focused row is scrolled into view")
    func focusedRowScrolledIntoView() throws {
        var h = opened((1...40).map { "item \($0)" })
        let layout = h.state.groceryLayout
        try #require(layout.maxScroll > 0, "the list must be taller than the panel")
        func rowShows(_ h: Harness) -> Bool {
            guard let row = h.state.focusedGroceryRow else { return false }
            let frame = h.state.groceryLayout.row(row, scroll: h.state.groceryPanel.scroll)
            let viewport = h.state.groceryLayout.listViewport
            return frame.minY >= viewport.minY - 0.5 && frame.maxY <= viewport.maxY + 0.5
        }
        #expect(h.state.focus == .groceryName(40))
        #expect(rowShows(h))
        #expect(h.state.groceryPanel.scroll == layout.maxScroll)
        for _ in 0..<40 {
            h.press("Up")
            #expect(rowShows(h), "\(h.state.focus)")
        }
        #expect(h.state.focus == .groceryName(0))
        #expect(h.state.groceryPanel.scroll == 0)
        for _ in 0..<20 {
            h.press("Tab")
            if h.state.focusedGroceryRow != nil { #expect(rowShows(h), "\(h.state.focus)") }
        }
        h.press("Return")
        #expect(rowShows(h))
    }

    @Test("Return near the bottom scrolls the new item into view by the smallest amount")
    func newItemScrolledIntoView() throws {
        var h = opened((1...40).map { "item \($0)" })
        let before = h.state.groceryPanel.scroll
        h.press("Return")
        let row = try #require(h.state.focusedGroceryRow)
        let layout = h.state.groceryLayout
        #expect(layout.row(row, scroll: h.state.groceryPanel.scroll).maxY == layout.listViewport.maxY)
        #expect(h.state.groceryPanel.scroll == before + h.state.metrics.groceryRowHeight)
    }

    @Test("making the window taller keeps the list's scroll in range, with no empty space below the last row")
    func growKeepsScrollInRange() throws {
        var h = opened((1...40).map { "item \($0)" })
        try #require(h.state.groceryPanel.scroll > 0)
        h.send(.resized(Size(width: 1288, height: 1400)))
        let layout = h.state.groceryLayout
        #expect(h.state.groceryPanel.scroll <= layout.maxScroll)
        #expect(layout.row(40, scroll: h.state.groceryPanel.scroll).maxY >= layout.listViewport.maxY - 0.5)
    }

    @Test("making the window shorter keeps the focused row in view")
    func shrinkKeepsFocusedRowInView() throws {
        var h = opened((1...40).map { "item \($0)" })
        h.send(.resized(Size(width: 1288, height: 500)))
        let layout = h.state.groceryLayout
        let row = layout.row(40, scroll: h.state.groceryPanel.scroll)
        #expect(row.minY >= layout.listViewport.minY - 0.5)
        #expect(row.maxY <= layout.listViewport.maxY + 0.5)
    }

    // MARK: - Pointer

    private func click(_ point: Point, _ h: inout Harness) {
        h.send(.buttonPressed(button: 1, at: point, modifiers: []))
    }

    @Test("clicking a check flips it and focuses it")
    func clickCheck() {
        var h = opened(["milk", "eggs"])
        let check = h.state.groceryLayout.check(0, scroll: h.state.groceryPanel.scroll)
        click(Point(x: check.midX, y: check.midY), &h)
        #expect(h.state.grocery.items[0].obtained)
        #expect(h.state.focus == .groceryCheck(0))
    }

    @Test("clicking a name focuses it for editing")
    func clickName() {
        var h = opened(["milk", "eggs"])
        let field = h.state.groceryLayout.nameField(1, scroll: h.state.groceryPanel.scroll)
        click(Point(x: field.maxX - 4, y: field.midY), &h)
        #expect(h.state.focus == .groceryName(1))
        typeText("!", &h)
        #expect(names(h)[1] == "eggs!")
    }

    @Test("the wheel over the panel scrolls the list, clamped, and leaves focus alone")
    func wheelScrollsPanel() {
        var h = opened((1...40).map { "item \($0)" })
        let panel = h.state.groceryLayout.listViewport
        let point = Point(x: panel.midX, y: panel.midY)
        let maxScroll = h.state.groceryLayout.maxScroll
        h.send(.buttonPressed(button: 4, at: point, modifiers: []))
        #expect(h.state.groceryPanel.scroll < maxScroll)
        for _ in 0..<100 { h.send(.buttonPressed(button: 4, at: point, modifiers: [])) }
        #expect(h.state.groceryPanel.scroll == 0)
        h.send(.buttonPressed(button: 5, at: point, modifiers: []))
        #expect(h.state.groceryPanel.scroll > 0)
        #expect(h.state.focus == .groceryName(40))
        #expect(h.state.groceryPanel.isOpen == true)
    }

    @Test("clicking outside the panel closes it")
    func clickOutsideCloses() {
        var h = opened(["milk", ""])
        let tile = h.layout.frame(ofTile: 1, scroll: 0)
        click(Point(x: tile.midX, y: tile.midY), &h)
        #expect(h.state.groceryPanel.isOpen == false)
        #expect(names(h) == ["milk"])
        #expect(h.state.focus == .grid)
    }

    // MARK: - Adding recipes

    @Test("ingredients added while the panel is closed show when it opens, before the empty item")
    func addedIngredientsShow() {
        var h = harness(["milk"])
        h.press("g", [.control])
        #expect(names(h) == ["milk", "6 apples", "1 pie crust"])
        h.press("l", [.control])
        #expect(names(h) == ["milk", "6 apples", "1 pie crust", ""])
        #expect(h.state.focus == .groceryName(3))
    }
}
