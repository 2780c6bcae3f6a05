import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Recipe ▸ Copy, Ctrl+C: the focused recipes or the grocery list as text.
@Suite("Copy")
struct CopyTests {
    private func copied(_ effects: [Effect]) -> String? {
        effects.lazy.compactMap { if case .copy(let text) = $0 { text } else { nil } }.first
    }

    @Test func ctrlCInTheGridCopiesTheSelectedRecipesNameAndIngredients() {
        var h = Harness()
        #expect(h.selectedName == "Apple Pie")
        let text = copied(h.press("c", .control))
        #expect(text == "Apple Pie\n- 6 apples\n- 1 pie crust\n")
        #expect(h.state.toast?.text == "Copied Apple Pie")
        #expect(copied(h.press("Insert", .control)) == text, "Ctrl+Insert copies too")
    }

    @Test func markedRecipesAreCopiedInGridOrderWithABlankLineBetween() {
        var h = Harness()
        h.press(["Right", "space", "Left", "space"])
        #expect(copied(h.press("c", .control)) == "Apple Pie\n- 6 apples\n- 1 pie crust\n\nBanana Bread\n")
        #expect(h.state.toast?.text == "Copied 2 recipes")
    }

    @Test func theOpenRecipeIsCopiedFromTheDetail() {
        var h = Harness()
        h.press(["Return", "Tab"])
        #expect(h.state.screen == .detail && h.state.focus.isInDetail)
        #expect(copied(h.press("c", .control))?.hasPrefix("Apple Pie\n- 6 apples") == true)
    }

    @Test func theGroceryListCopiesItselfWithWhatIsObtainedTicked() {
        var h = Harness { state in
            state.grocery = GroceryList(items: [GroceryItem(name: "2 cups flour"), GroceryItem(name: "salt", obtained: true)])
        }
        h.press("l", .control)
        #expect(h.state.focus.isInGroceryList)
        #expect(copied(h.press("c", .control)) == "2 cups flour\n✓ salt\n")
        #expect(h.state.toast?.text == "Copied the grocery list")
    }

    @Test func aSelectionInAGroceryNameIsCopiedAsTheTextFieldsOwn() {
        var h = Harness { state in state.grocery = GroceryList(items: [GroceryItem(name: "lemon zest")]) }
        h.press("l", .control)
        h.press("Up")
        for _ in 0..<4 where !h.state.focus.isTextField { h.press("Tab") }
        #expect(h.state.focus == .groceryName(0))
        h.press("a", .control)
        #expect(copied(h.press("c", .control)) == "lemon zest")
    }

    @Test func nothingToCopyMeansTheCommandIsOffAndNoClipboardChange() {
        var h = Harness(store: TestCookbook.store(names: []))
        #expect(!h.state.isEnabled(.copy))
        #expect(copied(h.press("c", .control)) == nil)
        var sidebar = Harness()
        sidebar.press("Tab")
        #expect(sidebar.state.focus == .sidebar)
        #expect(copied(sidebar.press("c", .control)) == nil, "the sidebar has no recipe of its own")
    }

    @Test func theRecipeMenuOffersCopyWithItsShortcut() {
        let recipe = MenuBar.menus[MenuBar.index(ofMenu: "recipe")!]
        #expect(recipe.items.contains { $0.command == .copy && $0.title == "Copy" })
        #expect(KeyBindings.shortcut(for: .copy) == "Ctrl+C")
    }
}
