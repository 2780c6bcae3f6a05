import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// Recipe ▸ Delete Recipe (Delete on the grid) and Undo Delete (Ctrl+Z outside a text
/// field), through the effect interpreter with the fake disk (README, Using it).
///
/// The sample: 0 Apple Pie, 1 Banana Bread, 2 Caesar Salad, 3 Chili con Carne, … 12 Tomato Soup.
struct DeleteRecipeTests {
    private func grid(selection: Int = 2) -> Harness { Harness { $0.select(selection) } }

    /// A recipe of `r.json` known by its place in the file, as the loader names one without an id.
    private func recipe(_ name: String, _ number: Int) -> Recipe {
        var recipe = TestCookbook.recipe(name)
        recipe.id = "file:r.json#\(number)"
        return recipe
    }

    private func names(_ h: Harness) -> [String] { h.state.grid.shown.map { h.state.store.recipes[$0].name } }
    private func marked(_ h: Harness) -> [String] { h.state.grid.marked.map { h.state.store.recipes[$0].name }.sorted() }

    @Test("Delete on the grid sends the selected recipe to the Trash: the neighbour after it is selected, the grid keeps focus, a toast offers Undo")
    func deleteSelected() {
        var h = grid()
        let store = h.state.store
        let effects = h.press("Delete")
        #expect(effects == [.trashRecipes([2], store: store)])
        #expect(!names(h).contains("Caesar Salad") && names(h).count == 12)
        #expect(h.selectedName == "Chili con Carne" && h.state.grid.selection == 2)
        #expect(h.state.focus == .grid && h.state.screen == .grid)
        #expect(h.state.toast?.text == "Moved “Caesar Salad” to the Trash — Ctrl+Z undoes")
    }

    @Test("keypad Delete does the same; on the last tile the one before it is selected")
    func deleteLast() {
        var h = grid(selection: 12)
        h.press("KP_Delete")
        #expect(h.selectedName == "Potato Soup" && h.state.grid.selection == 11)
        #expect(h.state.toast?.text == "Moved “Tomato Soup” to the Trash — Ctrl+Z undoes")
    }

    @Test("Ctrl+Z puts it back with its rating, selects it again and says so")
    func undoPutsBack() throws {
        var h = grid()
        h.model.state.ratings["test#Caesar Salad"] = .delicious
        h.press("Delete")
        #expect(h.state.ratings["test#Caesar Salad"] == nil, "a deleted recipe's rating is set aside, not saved")
        let token = try #require(h.state.trash.latest?.token)
        #expect(h.press("z", [.control]) == [.undoTrash(token)])
        #expect(names(h).count == 13 && h.selectedName == "Caesar Salad" && h.state.grid.selection == 2)
        #expect(h.state.ratings["test#Caesar Salad"] == .delicious)
        #expect(h.state.toast?.text == "Put back “Caesar Salad”")
        #expect(h.state.trash.latest == nil)
        #expect(h.press("z", [.control]).isEmpty, "nothing left to undo: Ctrl+Z does nothing")
    }

    @Test("with recipes marked, Delete takes them all; one Ctrl+Z puts them all back, marked as they were")
    func marked() {
        var h = grid(selection: 0)
        h.press("space")
        h.press("Right")
        h.press("Right")
        h.press("space")
        #expect(marked(h) == ["Apple Pie", "Caesar Salad"])
        h.press("Delete")
        #expect(names(h).count == 11 && !names(h).contains("Apple Pie") && !names(h).contains("Caesar Salad"))
        #expect(h.state.toast?.text == "Moved 2 recipes to the Trash — Ctrl+Z undoes")
        #expect(marked(h).isEmpty && h.selectedName == "Chili con Carne")
        h.press("z", [.control])
        #expect(names(h).count == 13 && marked(h) == ["Apple Pie", "Caesar Salad"])
        #expect(h.selectedName == "Apple Pie")
        #expect(h.state.toast?.text == "Put back 2 recipes")
    }

    @Test("deletes are undone newest first, for as long as the cookbook is open, whatever comes between")
    func undoNewestFirst() {
        var h = grid()
        h.press("Delete")
        h.press("Delete")
        #expect(!names(h).contains("Chili con Carne"))
        h.press("Right")
        h.press("l", [.control])
        h.press("l", [.control])
        h.tick(after: 60)
        h.press("z", [.control])
        #expect(h.selectedName == "Chili con Carne" && !names(h).contains("Caesar Salad"))
        h.press("z", [.control])
        #expect(h.selectedName == "Caesar Salad" && names(h).count == 13)
    }

    @Test("a refused delete changes nothing and says why; there is nothing to undo")
    func refused() {
        var h = grid()
        h.host.trashRefusal = "Cannot delete “Caesar Salad”: it is in the sample cookbook, which cannot be changed"
        h.press("Delete")
        #expect(names(h).count == 13 && h.selectedName == "Caesar Salad")
        #expect(h.state.toast?.text == "Cannot delete “Caesar Salad”: it is in the sample cookbook, which cannot be changed")
        #expect(h.state.trash.latest == nil && h.press("z", [.control]).isEmpty)
    }

    @Test("an undo the disk refuses says why and is not offered again")
    func undoRefused() {
        var h = grid()
        h.press("Delete")
        h.host.undoRefusal = "Cannot put “Caesar Salad” back into recipes.json: the file changed on disk since"
        h.press("z", [.control])
        #expect(!names(h).contains("Caesar Salad"))
        #expect(h.state.toast?.text == "Cannot put “Caesar Salad” back into recipes.json: the file changed on disk since")
        #expect(h.state.trash.latest == nil)
    }

    @Test("Delete on the rating control only clears the rating")
    func deleteOnRating() {
        var h = grid()
        h.press("Return")
        h.press("Tab")
        h.press("3")
        #expect(h.state.focus == .detailRating && h.state.ratings["test#Caesar Salad"] == .delicious)
        let effects = h.press("Delete")
        #expect(h.state.ratings["test#Caesar Salad"] == nil)
        #expect(!effects.contains { if case .trashRecipes = $0 { true } else { false } })
        #expect(h.state.store.recipes.count == 13 && h.state.screen == .detail)
    }

    @Test("Delete elsewhere than the grid deletes nothing: the sidebar, the detail, the search field")
    func deleteOnlyOnGrid() {
        var h = grid(selection: 0)
        h.press("Left")
        #expect(h.state.focus == .sidebar && h.press("Delete").isEmpty)
        h.press("Right")
        h.press("Return")
        #expect(h.press("Delete").isEmpty && h.state.screen == .detail)
        h.press("Escape")
        h.press("f", [.control])
        h.type("sal")
        #expect(h.press("Delete").isEmpty && h.state.store.recipes.count == 13)
    }

    @Test("Ctrl+Z in a text field is the field's: the search, a grocery name and the Open path undo no delete")
    func textFieldsKeepCtrlZ() {
        var h = grid()
        h.press("Delete")
        h.press("f", [.control])
        #expect(h.state.focus == .search && h.press("z", [.control]).isEmpty)
        h.press("Escape")
        h.press("l", [.control])
        #expect(h.state.focus.isTextField && h.press("z", [.control]).isEmpty)
        h.press("l", [.control])
        h.press("o", [.control])
        #expect(h.state.focus == .cookbookPath && !h.press("z", [.control]).contains { if case .undoTrash = $0 { true } else { false } })
        h.press("Escape")
        #expect(h.state.trash.latest != nil)
        h.press("z", [.control])
        #expect(names(h).contains("Caesar Salad"))
    }

    @Test("ratings follow recipes numbered anew by a cut, and come back with the one put back")
    func renumberedRatings() {
        let before = TestCookbook.store([recipe("Apple", 1), recipe("Bun", 2), recipe("Cake", 3), recipe("Date", 4)])
        let cut = TestCookbook.store([recipe("Apple", 1), recipe("Cake", 2), recipe("Date", 3)])
        let renumbered = ["file:r.json#3": "file:r.json#2", "file:r.json#4": "file:r.json#3"]
        let rated: [String: Rating] = ["file:r.json#2": .delicious, "file:r.json#3": .meh, "file:r.json#4": .yummy]
        var h = Harness(store: before) { $0.select(1) }
        h.model.state.ratings = rated
        h.send(.recipesTrashed(TrashOutcome(names: ["Bun"], ids: ["file:r.json#2"], token: 7, cookbook: cut, renamedIDs: renumbered)))
        #expect(h.state.ratings == ["file:r.json#2": .meh, "file:r.json#3": .yummy], "Cake and Date keep theirs, Bun's passes to none")
        #expect(h.selectedName == "Cake", "the neighbour, though it took the deleted recipe's id")
        let back = Dictionary(uniqueKeysWithValues: renumbered.map { ($0.value, $0.key) })
        h.send(.trashUndone(TrashOutcome(names: ["Bun"], ids: ["file:r.json#2"], token: 7, cookbook: before, renamedIDs: back)))
        #expect(h.state.ratings == rated)
        #expect(h.selectedName == "Bun")
    }

    @Test("marked recipes deleted pass their marks to none of those numbered anew into their ids")
    func marksDoNotPass() {
        let before = TestCookbook.store([recipe("Apple", 1), recipe("Bun", 2), recipe("Cake", 3)])
        var h = Harness(store: before) { $0.select(0) }
        h.press("space")
        #expect(marked(h) == ["Apple"])
        let cut = TestCookbook.store([recipe("Bun", 1), recipe("Cake", 2)])
        h.send(
            .recipesTrashed(
                TrashOutcome(
                    names: ["Apple"], ids: ["file:r.json#1"], token: 9, cookbook: cut,
                    renamedIDs: ["file:r.json#2": "file:r.json#1", "file:r.json#3": "file:r.json#2"])))
        #expect(marked(h).isEmpty && h.selectedName == "Bun")
    }

    @Test("opening another cookbook ends what can be undone")
    func openingAnotherCookbookForgets() {
        var h = grid()
        h.press("Delete")
        h.send(.cookbookOpened(TestCookbook.store(names: ["Soup"])))
        #expect(h.state.trash.latest == nil && h.press("z", [.control]).isEmpty)
    }

    @Test("the Recipe menu lists Delete Recipe and Undo Delete with their keys; Undo Delete is greyed until a delete")
    func menu() throws {
        #expect(KeyBindings.shortcut(for: .deleteRecipe) == "Delete")
        #expect(KeyBindings.shortcut(for: .undoDelete) == "Ctrl+Z")
        let items = try #require(MenuBar.menus.first { $0.id == "recipe" }).items.compactMap(\.command)
        #expect(items.suffix(2) == [.deleteRecipe, .undoDelete])
        var h = grid()
        #expect(h.state.isEnabled(.deleteRecipe) && !h.state.isEnabled(.undoDelete))
        h.press("r", [.alt])
        h.press("d")
        #expect(!names(h).contains("Caesar Salad") && h.state.modal.menu == nil && h.state.focus == .grid)
        #expect(h.state.isEnabled(.undoDelete))
        h.press("r", [.alt])
        h.press("u")
        #expect(names(h).contains("Caesar Salad"))
        h.press("Home", [.control])
        h.press("Left")
        #expect(!h.state.isEnabled(.deleteRecipe), "with the sidebar focused there is no recipe to delete")
    }

    @Test("the toast is announced to a screen reader and shows in the trace")
    func announcedAndTraced() throws {
        var h = grid()
        let before = AccessibleView.tree(h.state, measurer: FakeMeasurer())
        h.press("Delete")
        let after = AccessibleView.tree(h.state, measurer: FakeMeasurer())
        #expect(after[.toast]?.role == .notification && after[.toast]?.name == "Moved “Caesar Salad” to the Trash — Ctrl+Z undoes")
        #expect(after.events(since: before).contains { if case .announced = $0 { true } else { false } })
        let line = TraceRecord(seq: 1, event: .key, key: "Delete", micros: 0).json(for: h.state)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["toast"] as? String == "Moved “Caesar Salad” to the Trash — Ctrl+Z undoes")
        #expect(object["selection"] as? String == "Chili con Carne")
    }

    @Test("the toast that offers Undo stays longer than a plain one")
    func toastStays() {
        var h = grid()
        h.press("Delete")
        h.tick(after: 4)
        #expect(h.state.toast != nil)
        h.tick(after: 3)
        #expect(h.state.toast == nil)
    }
}
