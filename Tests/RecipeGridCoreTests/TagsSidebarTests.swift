import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Keywords as the sidebar's second section, "Tags": each tag with its count after the
/// categories, reached with the arrows, filtering the grid; search matches them too.
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

    @Test("tags come after the categories, each once whatever its case, with their recipes")
    func rows() {
        let h = harness()
        #expect(h.state.store.sidebarNames == ["All Recipes", "Mains", "Soups", "noodles", "Quick", "vegetarian", "Végétarien"])
        #expect(h.state.store.firstTagRow == 3)
        #expect(h.state.store.shownByCategory[4].map { h.state.store.recipes[$0].name } == ["Dal", "Salad"])
        #expect(h.state.gridLayout.tagHeadingRow == 3)
    }

    @Test("Down from the last category goes to the first tag, past the heading; the grid filters at once and says so")
    func arrows() throws {
        var h = harness()
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

    @Test("search matches a tag once the index is in")
    func search() {
        var h = harness()
        h.send(.searchIndexBuilt(SearchIndex(store: h.state.store, keys: h.state.store.recipes.map { SearchIndex.key(of: $0, content: .empty) })))
        h.press("f", [.control])
        for character in "noodle" { h.press(String(character)) }
        #expect(h.state.grid.shown.map { h.state.store.recipes[$0].name } == ["Pho"])
    }
}
