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
