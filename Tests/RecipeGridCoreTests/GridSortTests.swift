import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// View ▸ Sort By (README, Notes and the cooking log): name by default, or rating, last
/// made, most made, date added, ties by name; the selection stays on its recipe, and the
/// grid's keys and type-to-select go by the order shown.
struct GridSortTests {
    private func names(_ h: Harness) -> [String] { h.state.grid.shown.map { h.state.store.recipes[$0].name } }

    /// Alt+V, Sort By (o), then the item's mnemonic.
    private func sort(_ mnemonic: String, _ h: inout Harness) {
        h.press("v", [.alt])
        h.press("o")
        h.press(mnemonic)
    }

    private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    @Test("by name is the default, and the menu says which order is on")
    func defaultByName() {
        var h = Harness()
        #expect(h.state.gridSort == .name && names(h).first == "Apple Pie")
        #expect(h.state.isOn(.sortByName) == true && h.state.isOn(.sortByRating) == false)
        sort("r", &h)
        #expect(h.state.gridSort == .rating && h.state.isOn(.sortByRating) == true)
        #expect(h.state.overlay == nil)
    }

    @Test("by rating: Delicious, Yummy, Meh, then the unrated, each by name; the selection stays on its recipe")
    func byRating() {
        var h = Harness { state in
            state.ratings = ["test#Tomato Soup": .delicious, "test#Fig Tart": .yummy, "test#Caesar Salad": .delicious, "test#Apple Pie": .meh]
            state.select(2)
        }
        sort("r", &h)
        #expect(Array(names(h).prefix(5)) == ["Caesar Salad", "Tomato Soup", "Fig Tart", "Apple Pie", "Banana Bread"])
        #expect(h.state.selectedRecipe?.name == "Caesar Salad" && h.state.grid.selection == 0)
        h.press("Right")
        h.press("Return")
        h.press("Tab")
        h.press("1")
        h.press("Escape")
        #expect(Array(names(h).prefix(4)) == ["Caesar Salad", "Fig Tart", "Apple Pie", "Tomato Soup"], "a new rating moves the tile")
        #expect(h.state.selectedRecipe?.name == "Tomato Soup")
    }

    @Test("by most made and by last made, from the log; never made last, by name")
    func byLog() {
        var h = Harness { state in
            state.madeLog = [
                "test#Pancakes": [self.day("2024-01-01"), self.day("2024-02-01"), self.day("2024-03-01")],
                "test#Fig Tart": [self.day("2024-10-01")],
                "test#Pie Crust": [self.day("2024-05-01"), self.day("2024-06-01")],
            ]
        }
        sort("m", &h)
        #expect(Array(names(h).prefix(4)) == ["Pancakes", "Pie Crust", "Fig Tart", "Apple Pie"])
        sort("l", &h)
        #expect(Array(names(h).prefix(4)) == ["Fig Tart", "Pie Crust", "Pancakes", "Apple Pie"])
        h.press("Home", [.control])
        h.press("End", [.control])
        #expect(h.state.selectedRecipe?.name == "Tomato Soup", "Ctrl+End: the last shown")
        h.press("Home", [.control])
        h.press("Right", [])
        h.press("Right", [])
        h.press("m", [.control])
        #expect(Array(names(h).prefix(2)) == ["Pancakes", "Fig Tart"], "logged today, Pancakes is the last made now")
        #expect(h.state.selectedRecipe?.name == "Pancakes")
    }

    @Test("by date added: newest first, the undated last")
    func byDateAdded() {
        var recipes = ["Old", "New", "Undated", "Middle"].map { TestCookbook.recipe($0) }
        recipes[0].dateAdded = 1_000
        recipes[1].dateAdded = 3_000
        recipes[3].dateAdded = 2_000
        var h = Harness(store: TestCookbook.store(recipes))
        sort("d", &h)
        #expect(names(h) == ["New", "Middle", "Old", "Undated"])
    }

    @Test("type-to-select finds the first shown name that starts with the letters, in the order shown")
    func typeAheadInShownOrder() {
        var h = Harness { $0.ratings = ["test#Potato Soup": .delicious, "test#Pancakes": .yummy] }
        sort("r", &h)
        h.type("p")
        #expect(h.state.selectedRecipe?.name == "Potato Soup")
        h.advance(by: 0.2)
        h.press("p")
        #expect(h.state.selectedRecipe?.name == "Pancakes", "the same letter again: the next shown")
        h.advance(by: 2)
        h.type("pi")
        #expect(h.state.selectedRecipe?.name == "Pie Crust")
    }

    @Test("a search keeps the order, and the order is saved and restored")
    func searchAndRestart() {
        var h = Harness { $0.madeLog = ["test#Tomato Soup": [CalendarDate.reference]] }
        sort("m", &h)
        h.press("f", [.control])
        h.type("soup", interval: 0.01)
        #expect(names(h) == ["Tomato Soup", "Potato Soup"])
        h.press("Escape")
        let saved = h.state.savedState
        #expect(saved.gridSort == .mostMade)
        let again = Harness { $0.restore(saved) }
        #expect(again.state.gridSort == .mostMade && names(again).first == "Tomato Soup")
        #expect(again.state.selectedRecipe?.name == "Tomato Soup")
    }
}
