import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Two parts of the state are caches, not state: the open recipe's layout and the last
/// search filter. Each is a function of the rest, so `==` leaves it out (and every frame is
/// spared comparing it) without ever calling two different screens equal.
struct StateCacheTests {
    @Test("the detail's layout follows from the rest of the state, so == leaves it out")
    func detailLayoutIsACache() throws {
        var h = Harness()
        h.type("pie")
        h.press("Return")
        let opened = h.state
        let layout = try #require(opened.detail.layout)
        var again = opened
        again.layoutDetail(measurer: h.measurer)
        #expect(again.detail.layout == layout, "laid out again from the same state, the same layout")
        var other = opened
        other.detail.use(
            DetailLayout(
                recipe: TestCookbook.recipe("Other"), content: TestCookbook.recipe("Other").heldDetail,
                servingsLabel: "Serves 4", metrics: opened.metrics, windowSize: opened.windowSize, measurer: h.measurer))
        #expect(other.detail.layout != layout && other == opened, "only a cache differs: the states are equal")
    }

    @Test("the search's last filter only speeds the next one up: the tiles are the same without it, and == leaves it out")
    func searchFilterIsACache() {
        var typed = Harness()
        typed.press("f", [.control])
        typed.type("pi")
        var pasted = Harness()
        pasted.press("f", [.control])
        pasted.send(.pasted("pi"))
        #expect(typed.state.search.filterCache?.query == "pi")
        #expect(typed.state.grid.shown == pasted.state.grid.shown && !typed.state.grid.shown.isEmpty)
        var fresh = typed.state
        fresh.search.remember(query: "", store: fresh.store, category: 0, shown: [])
        #expect(fresh == typed.state, "only a cache differs: the states are equal")
    }
}
