import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Keywords as the sidebar's second section, "Tags" (View ▸ Show Tags): each tag with its
/// count after the categories, reached with the arrows, filtering the grid. Off, the
/// sidebar is the categories alone, as it always was.
struct TagsSidebarTests {
    private func harness() -> Harness {
        func recipe(_ name: String, _ categories: [String], _ keywords: [String]) -> Recipe {
            var recipe = TestCookbook.recipe(name, categories: categories)
            recipe.keywords = keywords
            return recipe
        }
        let recipes = [
            recipe("Dal", ["Mains"], ["vegetarian", "Quick"]), recipe("Pho", ["Soups"], ["noodles"]),
            recipe("Salad", ["Mains"], ["Végétarien", "quick"]), recipe("Stew", ["Mains"], []),
        ]
        return Harness(store: CookbookStore(Cookbook(sorting: recipes)))
    }

    /// View ▸ Show Tags by its mnemonics.
    private func showTags(_ h: inout Harness) {
        h.press("v", [.alt])
        h.press("t")
    }

    @Test("off at first: the sidebar is the categories; View ▸ Show Tags adds the tags and is saved")
    func toggle() {
        var h = harness()
        #expect(h.state.sidebarCount == 3 && h.state.gridLayout.tagHeadingRow == nil)
        h.press("Tab", [.shift])
        h.press("End")
        #expect(h.state.categoryName == "Soups")
        showTags(&h)
        #expect(h.state.showsTags && h.state.isOn(.showTags) == true && h.state.savedState.showsTags)
        #expect(h.state.sidebarCount == 7)
        #expect(h.state.focus == .sidebar, "the menu gives focus back")
        h.press("End")
        #expect(h.state.categoryName == "Végétarien")
        showTags(&h)
        #expect(h.state.categoryName == "All Recipes", "hiding the tags leaves the chosen tag")
    }

    @Test("tags come after the categories, each once whatever its case, with their recipes")
    func rows() {
        var h = harness()
        showTags(&h)
        #expect(h.state.store.sidebarNames == ["All Recipes", "Mains", "Soups", "noodles", "Quick", "vegetarian", "Végétarien"])
        #expect(h.state.store.firstTagRow == 3)
        #expect(h.state.store.shownByCategory[4].map { h.state.store.recipes[$0].name } == ["Dal", "Salad"])
        #expect(h.state.gridLayout.tagHeadingRow == 3)
    }

    @Test("Down from the last category goes to the first tag, past the heading; the grid filters at once and says so")
    func arrows() throws {
        var h = harness()
        showTags(&h)
        h.press("Tab", [.shift])
        #expect(h.state.focus == .sidebar)
        h.press(["Down", "Down", "Down", "Down"])
        #expect(h.state.categoryName == "Quick")
        #expect(h.state.grid.shown.map { h.state.store.recipes[$0].name } == ["Dal", "Salad"])
        let layout = h.state.gridLayout
        let heading = try #require(layout.tagHeadingFrame(scroll: 0))
        #expect(layout.frame(ofCategory: 3, scroll: 0).minY == heading.maxY, "the first tag sits below its heading")
        #expect(layout.category(at: Point(x: heading.midX, y: heading.midY), scroll: 0, count: 7) == nil, "the heading is no row")
        let tree = AccessibleView.tree(h.state, measurer: FakeMeasurer())
        #expect(tree.nodes[.category(4)]?.description == "tag, 2 recipes")
    }

    @Test("search stays by name and ingredient: a tag alone does not match")
    func search() {
        var h = harness()
        h.send(.searchIndexBuilt(SearchIndex(store: h.state.store, keys: h.state.store.recipes.map { SearchIndex.key(of: $0, content: .empty) })))
        h.press("f", [.control])
        for character in "noodle" { h.press(String(character)) }
        #expect(h.state.grid.shown.isEmpty)
    }
}
