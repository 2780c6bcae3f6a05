import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// What the core hands to the state file and takes back at start (README, Where state lives): ratings, the
/// grocery list and the last selection survive a restart; a failed save keeps the state.
struct RestartTests {
    /// A fresh start of the program over the same cookbook, given what was saved.
    private func restart(_ saved: SavedState, store: CookbookStore, size: Size = TestWindow.fourColumns) -> Harness {
        Harness(store: store, size: size) { $0.restore(saved) }
    }

    @Test("ratings, the grocery list and the selection made by keys are what gets saved")
    func savedAfterKeys() {
        var h = Harness()
        h.press("g", [.control])
        h.press("Right")
        h.press("Return")
        h.press("Tab")
        h.press("3")
        h.press("Escape")
        let saved = h.state.savedState
        #expect(saved.ratings == ["test#Banana Bread": .delicious])
        #expect(saved.grocery.map(\.name) == ["6 apples", "1 pie crust"])
        #expect(saved.lastCategory == "All Recipes")
        #expect(saved.lastRecipe == "test#Banana Bread")
    }

    @Test("the blank item kept at the end of the open list is not saved, the one being typed is")
    func blankItemsNotSaved() {
        var h = Harness()
        h.press("l", [.control])
        for character in "mil" { h.press(String(character)) }
        #expect(h.state.grocery.items.map(\.name) == ["mil", ""])
        #expect(h.state.savedState.grocery == [GroceryItem(name: "mil")])
        h.press("Return")
        #expect(h.state.savedState.grocery == [GroceryItem(name: "mil")])
    }

    @Test("obtained checks are saved")
    func obtainedSaved() {
        var h = Harness { $0.grocery = GroceryList(items: [GroceryItem(name: "milk"), GroceryItem(name: "eggs")]) }
        h.press("l", [.control])
        h.press("Up")
        h.press("ISO_Left_Tab", [.shift])
        h.press("space")
        #expect(h.state.savedState.grocery == [GroceryItem(name: "milk"), GroceryItem(name: "eggs", obtained: true)])
    }

    @Test("a restart finds the ratings, the grocery list, the category and the selection again")
    func restartRoundTrip() {
        let store = TestCookbook.sample()
        var h = Harness(store: store)
        h.press("g", [.control])
        h.press("Left")
        h.press("End")
        #expect(h.state.categoryName == "Soup")
        h.press("Return")
        h.press("Right")
        #expect(h.selectedName == "Tomato Soup")
        h.press("Return")
        h.press("Tab")
        h.press("1")
        h.press("Escape")
        let saved = h.state.savedState

        let again = restart(saved, store: store)
        #expect(again.state.ratings == h.state.ratings)
        #expect(again.state.grocery.items == h.state.grocery.items)
        #expect(again.state.categoryName == "Soup")
        #expect(again.selectedName == "Tomato Soup")
        #expect(again.state.focus == .grid)
        #expect(again.state.savedState == saved)
    }

    @Test("a restored selection far down the grid is scrolled into view")
    func restoredSelectionVisible() {
        let store = TestCookbook.store(count: 60)
        let saved = SavedState(lastCategory: "All Recipes", lastRecipe: store.recipes[55].id)
        let h = restart(saved, store: store)
        #expect(h.state.grid.selection == 55)
        #expect(h.layout.visibleRange(scroll: h.state.grid.scroll)?.contains(55) == true)
    }

    @Test("a restored rating is what Space brings back after clearing it")
    func restoredRatingIsLastChosen() {
        let store = TestCookbook.sample()
        var h = restart(SavedState(ratings: ["test#Apple Pie": .meh]), store: store)
        h.press("Return")
        h.press("Tab")
        h.press("0")
        h.press("space")
        #expect(h.state.ratings["test#Apple Pie"] == .meh)
    }

    @Test("a saved recipe or category the cookbook no longer has leaves the first recipe selected")
    func missingSelection() {
        let h = restart(SavedState(lastCategory: "Gone", lastRecipe: "test#Gone"), store: TestCookbook.sample())
        #expect(h.state.categoryName == "All Recipes")
        #expect(h.selectedName == "Apple Pie")
    }

    @Test("a restored grocery list opens with the empty item after its items")
    func restoredGroceryOpens() {
        var h = restart(SavedState(grocery: [GroceryItem(name: "milk", obtained: true)]), store: TestCookbook.sample())
        h.press("l", [.control])
        #expect(h.state.grocery.items == [GroceryItem(name: "milk", obtained: true), GroceryItem(name: "")])
        #expect(h.state.focus == .groceryName(1))
    }

    @Test("a failed save shows a toast and keeps the state in memory")
    func failedSave() {
        var h = Harness()
        h.press("g", [.control])
        let items = h.state.grocery.items
        h.send(.saveFinished(h.state.savedState, retry: false, failure: "Could not save: read-only file system"))
        #expect(h.state.toast?.text == "Could not save: read-only file system")
        #expect(h.state.grocery.items == items)
        #expect(h.state.savedState.grocery == items)
    }

    @Test("a moved selection is saved once input pauses, without fsync; a failure is retried every 2 s, quietly, until a toast says it worked")
    func savePolicy() throws {
        var h = Harness()
        h.host.refusal = "Cannot save to recipegrid: Read-only file system — changes kept until it can"
        h.press("Right")
        #expect(h.host.saves.isEmpty, "a moved selection waits for input to pause")
        #expect(h.model.nextDeadline == h.now + Persistence.pauseBeforeSave)
        h.advance(by: 0.3)
        h.press("Right")
        #expect(h.model.nextDeadline == h.now + Persistence.pauseBeforeSave, "each move puts it off")
        h.tick(after: Persistence.pauseBeforeSave)
        let first = try #require(h.host.saves.first)
        #expect(h.host.saves.count == 1 && first.state == h.state.savedState && !first.durable, "written once, without fsync")
        #expect(h.model.persistence.isFailing && h.state.toast != nil)
        #expect(h.model.nextDeadline == h.now + Persistence.retryInterval)
        h.press("Right", phase: .up)
        #expect(h.host.saves.count == 1, "an unchanged state is not written again")
        h.host.refusal = nil
        h.tick(after: Persistence.retryInterval)
        #expect(h.host.saves.count == 2 && h.host.saves[1].state == first.state)
        #expect(!h.model.persistence.isFailing && h.state.toast?.text == "Saved to recipegrid again — every change is on disk")
        #expect(h.model.persistence.saved == first.state)
    }

    @Test("a grocery list change is saved at once, with fsync, and takes the moved selection with it")
    func durableSaveTakesThePausedOne() throws {
        var h = Harness()
        h.type("pie")
        #expect(h.selectedName == "Pie Crust" && h.host.saves.isEmpty)
        h.press("g", [.control])
        let saved = try #require(h.host.saves.last)
        #expect(h.host.saves.count == 1 && saved.durable && saved.state == h.state.savedState)
        #expect(h.model.nextDeadline == h.state.nextDeadline, "no save is left waiting for a pause")
    }

    @Test("marks and the search are not part of what is saved")
    func marksAndSearchNotSaved() {
        var h = Harness()
        let plain = h.state.savedState
        h.press("space")
        h.press("f", [.control])
        #expect(h.state.savedState == plain)
    }

    @Test("entries a state file kept under the ids of before move once to the recipes' own ids")
    func legacyIDsAdopted() {
        func recipe(_ name: String, id: String, file: String) -> Recipe {
            var recipe = TestCookbook.recipe(name)
            recipe.id = id
            recipe.sourcePath = file
            return recipe
        }
        let store = TestCookbook.store([
            recipe("Soup", id: "file:a.json#1", file: "/c/a.json"), recipe("Soup", id: "file:b.json#1", file: "/c/b.json"),
            recipe("Stew", id: "file:stew.cook#1", file: "/c/stew.cook"), recipe("Pie", id: "pie-1", file: "/c/pie.json"),
        ])
        var saved = SavedState(
            ratings: ["name:soup": .meh, "name:soup#2": .delicious, "cooklang:stew": .yummy, "pie-1": .meh, "name:gone": .yummy],
            lastRecipe: "cooklang:stew")
        saved.servings = ["name:soup#2": 6]
        let h = restart(saved, store: store)
        #expect(
            h.state.ratings == ["file:a.json#1": .meh, "file:b.json#1": .delicious, "file:stew.cook#1": .yummy, "pie-1": .meh, "name:gone": .yummy])
        #expect(h.state.servings == ["file:b.json#1": 6])
        #expect(h.state.savedState.lastRecipe == "file:stew.cook#1")
    }
}
