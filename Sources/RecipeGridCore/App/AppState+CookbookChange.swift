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
        let oldShown = grid.shown
        let category = old.sidebarNames.indices.contains(grid.categoryIndex) ? old.sidebarNames[grid.categoryIndex] : nil
        let ids = FollowedIDs(renamedIDs)
        let markedIDs = Set(grid.marked.compactMap { ids.following(old.recipes[$0].id) })
        let open = detail.recipe.map { (id: ids.following(old.recipes[$0].id), name: old.recipes[$0].name) }
        adoptIDs(renamedIDs)
        store = newStore
        // Found by a look through the recipes for the few ids kept, not a table of them all.
        func index(of id: String) -> Int? { newStore.recipes.firstIndex { $0.id == id } }
        let marked = markedIDs.isEmpty ? [] : Set(newStore.recipes.indices.filter { markedIDs.contains(newStore.recipes[$0].id) })
        let rows = showsTags ? newStore.sidebarNames.count : newStore.firstTagRow
        grid.carryOver(category: category.flatMap(newStore.sidebarNames.prefix(rows).firstIndex(of:)) ?? 0, marked: marked)
        search.setIndex(.missing)
        refilter()
        if let id = selectedID.flatMap(ids.following), let recipe = index(of: id), let tile = grid.shown.firstIndex(of: recipe) {
            select(tile)
        } else if let selectedTile, !grid.shown.isEmpty {
            select(neighbourTile(of: selectedTile, among: oldShown, of: old, ids: ids) ?? min(selectedTile, grid.shown.count - 1))
        }
        guard let open else { return }
        if let recipe = open.id.flatMap(index(of:)) {
            detail.carryOver(recipe: recipe)
            withContents(of: [recipe], for: .detail(thenCook: false), context: &context)
        } else {
            if screen == .cooking { leaveCooking(context: &context) }
            cooking = nil
            closeDetail(context: &context)
            showToast(tr("“{name}” was removed from the cookbook", ["name": open.name]), now: context.now)
        }
    }

    /// The tile of the recipe that stood next after the gone one at `tile` of `oldShown`
    /// and is still shown, else the nearest before it: when several recipes went at once
    /// (marked ones deleted), the selection goes to the recipe beside it, not to whichever
    /// fell into its place.
    private func neighbourTile(of tile: Int, among oldShown: [Int], of old: CookbookStore, ids: FollowedIDs) -> Int? {
        // Looked up in a table made only now, when the selected recipe is gone.
        let shownByID = Dictionary(grid.shown.map { (store.recipes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let order = oldShown.indices.contains(tile) ? Array(oldShown[(tile + 1)...]) + oldShown[..<tile].reversed() : []
        for recipe in order {
            if let id = ids.following(old.recipes[recipe].id), let kept = shownByID[id] { return grid.shown.firstIndex(of: kept) }
        }
        return nil
    }
}

/// Ids across a change of the cookbook: a recipe renamed (its file, or its place in a file
/// another recipe was cut out of) goes by its new id; one whose id another recipe took in
/// such a renaming is gone, though its id is still there.
private struct FollowedIDs {
    let renamed: [String: String]
    let taken: Set<String>

    init(_ renamed: [String: String]) {
        self.renamed = renamed
        taken = Set(renamed.values)
    }

    /// The id the recipe that had `id` has now; nil when another recipe has taken it.
    func following(_ id: String) -> String? {
        if let new = renamed[id] { return new }
        return taken.contains(id) ? nil : id
    }
}
