import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// An ingredient that is another recipe (Cooklang's `@./Sauces/Pesto{}`) is a link in the
/// detail: focusable, opened by Return or a click, scaled with its parent; Back returns.
struct RecipeLinkTests {
    private static func cooklang(_ name: String, path: String, _ source: String) -> Recipe {
        var recipe = CooklangReader.read(path: path, text: source, files: .none)!
        recipe.id = "file:\(path)"
        return recipe
    }

    /// 0 Lasagne (serves 4, half a batch of Pesto, 2 servings of Salad, a Gravy that is not
    /// there), 1 Pesto (serves 2), 2 Salad (serves 1; a Pesto of its own folder too).
    private func harness() -> Harness {
        var lasagne = Self.cooklang(
            "Lasagne", path: "/book/Mains/Lasagne.cook",
            "---\nservings: 4\n---\nLayer @pasta{250%g} with @./Sauces/Pesto{1/2}.\n\nServe with @./Sides/Salad{2%servings} and @./Sauces/Gravy{}.\n\n> Best the next day."
        )
        lasagne.sortKey = "0"
        var pesto = Self.cooklang("Pesto", path: "/book/Sauces/Pesto.cook", "---\nservings: 2\n---\nBlend @basil{2%cups}.")
        pesto.sortKey = "1"
        var salad = Self.cooklang("Salad", path: "/book/Sides/Salad.cook", "---\nservings: 1\n---\nToss @leaves{100%g}.")
        salad.sortKey = "2"
        var other = Self.cooklang("Pesto", path: "/elsewhere/Sauces/Pesto.cook", "Other.")
        other.sortKey = "3"
        return Harness(store: TestCookbook.store([lasagne, pesto, salad, other])) { $0.select(0) }
    }

    private func open(_ h: inout Harness) {
        h.press("Return")
        // Back, rating, servings, add, then the links.
        h.press(["Tab", "Tab", "Tab", "Tab"])
    }

    @Test("the links follow the add button in the Tab order, then Tab leaves them; the trace names them")
    func tabOrder() {
        var h = harness()
        open(&h)
        #expect(h.state.focus == .detailLink(0))
        #expect(FocusID.detailLink(0).traceName == "detail.link.0")
        h.press("Tab")
        #expect(h.state.focus == .detailLink(1))
        #expect(h.state.detail.layout?.links.count == 3)
        #expect(h.state.detail.layout?.noteItems.map(\.text) == ["Best the next day."])
    }

    @Test("Return opens the recipe named, the nearest one of that path, at its share of the parent's servings; Back returns to the link")
    func returnOpensScaled() {
        var h = harness()
        h.press("Return")
        // Lasagne for 8 instead of 4: half a Pesto, twice over, is Pesto's own 2 servings… doubled to 2.
        h.press(["Tab", "Tab"])
        #expect(h.state.focus == .detailServings)
        h.press("8")
        #expect(h.state.openServings?.current == 8)
        h.press(["Tab", "Tab"])
        #expect(h.state.focus == .detailLink(0))
        h.press("Return")
        #expect(h.state.openedRecipe?.sourcePath == "/book/Sauces/Pesto.cook")
        #expect(h.state.openServings?.base == 2 && h.state.openServings?.current == 2)
        #expect(h.state.focus == .detailBack)
        h.press("Escape")
        #expect(h.state.openedRecipe?.name == "Lasagne")
        #expect(h.state.focus == .detailLink(0))
        #expect(h.state.openServings?.current == 8)
        h.press("Escape")
        #expect(h.state.screen == .grid)
    }

    @Test("at the parent's own servings, half a batch is half the servings")
    func halfABatch() {
        var h = harness()
        open(&h)
        h.press("Return")
        #expect(h.state.openedRecipe?.name == "Pesto" && h.state.openServings?.current == 1)
    }

    @Test("a link in servings asks for that many, times the parent's scale; a missing recipe is said in a toast")
    func servingsAndMissing() {
        var h = harness()
        open(&h)
        h.press("Tab")
        h.press("Return")
        #expect(h.state.openedRecipe?.name == "Salad")
        #expect(h.state.openServings?.current == 2)
        h.press("Escape")
        h.press("Tab")
        #expect(h.state.focus == .detailLink(2))
        h.press("Return")
        #expect(h.state.openedRecipe?.name == "Lasagne")
        #expect(h.state.toast?.text == "“Gravy” is not in this cookbook")
    }

    @Test("a click on a link opens it; the accessible tree has the links and the notes")
    func clickAndAccessibility() throws {
        var h = harness()
        h.press("Return")
        let layout = try #require(h.state.detail.layout)
        let tree = AccessibleView.tree(h.state, measurer: FakeMeasurer())
        #expect(tree.nodes[.link(0)]?.role == .link)
        #expect(tree.nodes[.link(0)]?.name == "½ Pesto")
        #expect(tree.nodes[.note(0)]?.name == "Best the next day.")
        let frame = layout.toWindow(layout.links[1], scroll: h.state.detail.scroll)
        h.send(.buttonPressed(button: 1, at: Point(x: frame.midX, y: frame.midY), modifiers: []))
        #expect(h.state.openedRecipe?.name == "Salad")
    }
}
