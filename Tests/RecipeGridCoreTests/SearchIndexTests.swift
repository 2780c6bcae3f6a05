import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The search index as an effect: a cookbook whose details are in files is indexed by the
/// shell, off the key path; names match meanwhile and a hint says ingredients are coming.
struct SearchIndexTests {
    /// Recipes whose details stay in their files, as the loader leaves large cookbooks.
    private func storeInFiles() -> CookbookStore {
        let recipes = ["Omelette", "Pancakes", "Tomato Soup"].map { name in
            var recipe = TestCookbook.recipe(name)
            recipe.content = .inFile(bytes: 0..<2, stamp: FileStamp(size: 2, modifiedNanoseconds: 0))
            return recipe
        }
        return TestCookbook.store(recipes)
    }

    private func update(_ model: inout AppModel, _ action: Action) -> [Effect] {
        var context = UpdateContext(now: 0, measurer: FakeMeasurer())
        model.update(action, context: &context)
        return context.effects
    }

    private func key(_ name: String, _ modifiers: KeyModifiers = []) -> Action {
        .key(KeyEvent(key: name, text: modifiers.isEmpty ? name : "", modifiers: modifiers, phase: .down))
    }

    @Test("opening search asks the shell for the index once; names match until it comes, then ingredients join")
    func namesFirstThenIngredients() throws {
        let store = storeInFiles()
        var model = AppModel(state: AppState(store: store, windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr))
        let effects = update(&model, key("f", [.control]))
        #expect(effects.contains(.buildSearchIndex(store)))
        #expect(model.state.search.index == .building)
        for letter in "egg" { #expect(!update(&model, key(String(letter))).contains(.buildSearchIndex(store)), "asked once") }
        #expect(model.state.grid.shown.isEmpty, "no name holds 'egg'")
        let hint = MainView(measurer: FakeMeasurer()).render(model.state).flattened.contains {
            if case .text(let text, _, _, _, _) = $0 { text.contains(GridView.indexingHint) } else { false }
        }
        #expect(hint, "the header says ingredients are being indexed")

        let keys = store.recipes.map { $0.sortKey + "\n" + ($0.name == "Omelette" ? "3 eggs" : "flour") }
        _ = update(&model, .searchIndexBuilt(SearchIndex(store: store, keys: keys)))
        #expect(model.state.grid.shown.map { store.recipes[$0].name } == ["Omelette"])
        let hintAfter = MainView(measurer: FakeMeasurer()).render(model.state).flattened.contains {
            if case .text(let text, _, _, _, _) = $0 { text.contains(GridView.indexingHint) } else { false }
        }
        #expect(!hintAfter)
    }

    @Test("an index built for a cookbook that was replaced meanwhile is dropped")
    func staleIndexIsDropped() {
        let store = storeInFiles()
        var model = AppModel(state: AppState(store: store, windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr))
        _ = update(&model, key("f", [.control]))
        let other = TestCookbook.sample()
        _ = update(&model, .searchIndexBuilt(SearchIndex(store: other, keys: other.recipes.map(\.sortKey))))
        #expect(model.state.search.index == .building)
    }

    @Test("a detail in its file opens at once and is laid out when the shell has read it")
    func detailContentComesBackAsAnAction() throws {
        let store = storeInFiles()
        var model = AppModel(state: AppState(store: store, windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr))
        let effects = update(&model, key("Return"))
        #expect(effects.contains(.readRecipes([0], for: .detail(thenCook: false), store: store)))
        #expect(model.state.screen == .detail && model.state.detail.recipe == 0 && model.state.detail.layout == nil)
        var content = RecipeContent.empty
        content.ingredients = ["3 eggs"]
        _ = update(&model, .recipesRead(RecipesRead(purpose: .detail(thenCook: false), recipes: [0], contents: [content], store: store)))
        #expect(model.state.detail.content == content && model.state.detail.layout != nil)
    }
}

/// Typing narrows the last filter's tiles instead of filtering the whole category again;
/// the tiles must be those a fresh filter gives.
struct SearchNarrowingTests {
    @Test("typing a query letter by letter shows what pasting it whole shows, across categories and back")
    func narrowingEqualsAFreshFilter() {
        var typed = Harness()
        typed.press("f", [.control])
        for letter in "soup" { typed.press(String(letter)) }
        var pasted = Harness()
        pasted.press("f", [.control])
        pasted.send(.pasted("soup"))
        #expect(typed.state.grid.shown == pasted.state.grid.shown && !typed.state.grid.shown.isEmpty)
        for _ in 0..<3 { typed.press("BackSpace") }
        pasted.press("a", [.control])
        pasted.press("BackSpace")
        pasted.send(.pasted("s"))
        #expect(typed.state.grid.shown == pasted.state.grid.shown, "a shorter query widens again")
        // To the sidebar's "Soup", back to the field, one more letter.
        typed.press("ISO_Left_Tab", [.shift])
        for _ in 0..<6 { typed.press("Down") }
        typed.press("Tab")
        typed.press("o")
        var fresh = Harness()
        fresh.press("f", [.control])
        fresh.press("ISO_Left_Tab", [.shift])
        for _ in 0..<6 { fresh.press("Down") }
        fresh.press("Tab")
        fresh.send(.pasted("so"))
        #expect(typed.state.categoryName == "Soup" && typed.state.query == "so")
        #expect(typed.state.grid.shown == fresh.state.grid.shown, "another category starts from its own tiles")
    }
}
