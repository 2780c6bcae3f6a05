import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Mouse buttons on the grid, the sidebar and the detail (README, Using it).
@Suite struct PointerTests {
    private func centre(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test("a second click on the same tile within the double-click time opens it")
    func doubleClickOpens() {
        var harness = Harness()
        let tile = centre(harness.layout.frame(ofTile: 2, scroll: 0))
        harness.send(.buttonPressed(button: 1, at: tile, modifiers: []))
        #expect(harness.state.screen == .grid)
        #expect(harness.state.grid.selection == 2)
        harness.now += 0.2
        let effects = harness.send(.buttonPressed(button: 1, at: tile, modifiers: []))
        #expect(harness.state.screen == .detail)
        #expect(harness.state.detail.recipe == harness.state.grid.shown[2])
        #expect(effects.contains { if case .setTitle(let title) = $0 { title.hasPrefix("RecipeGrid — ") } else { false } })
    }

    @Test("two clicks further apart than the double-click time only select")
    func slowClicksOnlySelect() {
        var harness = Harness()
        let tile = centre(harness.layout.frame(ofTile: 2, scroll: 0))
        harness.send(.buttonPressed(button: 1, at: tile, modifiers: []))
        harness.now += 1
        harness.send(.buttonPressed(button: 1, at: tile, modifiers: []))
        #expect(harness.state.screen == .grid)
    }

    @Test("clicking a category shows it and focuses the sidebar")
    func clickCategory() {
        var harness = Harness()
        let row = centre(harness.layout.frame(ofCategory: 1, scroll: 0))
        harness.send(.buttonPressed(button: 1, at: row, modifiers: []))
        #expect(harness.state.grid.categoryIndex == 1)
        #expect(harness.state.focus == .sidebar)
        #expect(harness.state.grid.shown == harness.state.store.shownByCategory[1])
    }

    @Test("clicking the back button returns to the grid with the selection kept")
    func clickBack() throws {
        var harness = Harness()
        harness.press("Right")
        harness.press("Return")
        let back = try #require(harness.state.detail.layout?.backButton)
        harness.send(.buttonPressed(button: 1, at: centre(back), modifiers: []))
        #expect(harness.state.screen == .grid)
        #expect(harness.state.grid.selection == 1)
        #expect(harness.state.focus == .grid)
    }

    @Test("clicking empty space between tiles changes nothing")
    func clickGap() {
        var harness = Harness()
        let first = harness.layout.frame(ofTile: 0, scroll: 0)
        let before = harness.state
        harness.send(.buttonPressed(button: 1, at: Point(x: first.maxX + 5, y: first.midY), modifiers: []))
        #expect(harness.state == before)
    }
}
