/// The open cookbook changed on disk (README, Watched): the new one replaces it with
/// nothing of the user's lost.
extension AppState {
    /// The selection stays on the same recipe, or its neighbour when that one is gone; the
    /// category, marks, search, ratings and grocery list stay; an open detail reloads in
    /// place with its scroll, and one whose recipe was removed closes saying so.
    mutating func refreshCookbook(_ newStore: CookbookStore, renamedIDs: [String: String], context: inout UpdateContext) {
        let old = store
        let selectedID = grid.selectedRecipeIndex.map { old.recipes[$0].id }
        let selectedTile = grid.selection
        let category = old.sidebarNames.indices.contains(grid.categoryIndex) ? old.sidebarNames[grid.categoryIndex] : nil
        let markedIDs = Set(grid.marked.map { renamedIDs[old.recipes[$0].id] ?? old.recipes[$0].id })
        let open = detail.recipe.map { (id: renamedIDs[old.recipes[$0].id] ?? old.recipes[$0].id, name: old.recipes[$0].name) }
        adoptIDs(renamedIDs)
        store = newStore
        // Found by a look through the recipes for the few ids kept, not a table of them all.
        func index(of id: String) -> Int? { newStore.recipes.firstIndex { $0.id == id } }
        let marked = markedIDs.isEmpty ? [] : Set(newStore.recipes.indices.filter { markedIDs.contains(newStore.recipes[$0].id) })
        let rows = showsTags ? newStore.sidebarNames.count : newStore.firstTagRow
        grid.carryOver(category: category.flatMap(newStore.sidebarNames.prefix(rows).firstIndex(of:)) ?? 0, marked: marked)
        search.setIndex(.missing)
        refilter()
        if let id = selectedID.map({ renamedIDs[$0] ?? $0 }), let recipe = index(of: id), let tile = grid.shown.firstIndex(of: recipe) {
            select(tile)
        } else if let selectedTile, !grid.shown.isEmpty {
            select(min(selectedTile, grid.shown.count - 1))
        }
        guard let open else { return }
        if let recipe = index(of: open.id) {
            detail.carryOver(recipe: recipe)
            withContents(of: [recipe], for: .detail(thenCook: false), context: &context)
        } else {
            if screen == .cooking { leaveCooking(context: &context) }
            cooking = nil
            closeDetail(context: &context)
            showToast("“\(open.name)” was removed from the cookbook", now: context.now)
        }
    }
}
