/// What of the state survives a restart (README, Where state lives), and putting it back.
extension AppState {
    /// Ratings, the grocery list without its blank rows, the selection, servings, units,
    /// notes, the cooking log and the grid's order.
    package var savedState: SavedState {
        var saved = SavedState(
            ratings: ratings, grocery: grocery.items.filter { !$0.name.isBlank }, lastCategory: categoryName,
            lastRecipe: grid.selection.map { store.recipes.id(at: grid.shown[$0]) })
        saved.servings = servings
        saved.units = units
        saved.groceryGrouping = groceryGrouping
        saved.showsTags = showsTags
        saved.notes = notes
        saved.made = madeLog
        saved.gridSort = gridSort
        return saved
    }

    /// Puts saved state back: ratings, the grocery list, servings, units, notes, the log,
    /// the grid's order, and the last category and selection when the cookbook still has them.
    package mutating func restore(_ saved: SavedState) {
        ratings = saved.ratings
        lastRatings = saved.ratings
        grocery.items = saved.grocery
        servings = saved.servings
        units = saved.units
        groceryGrouping = saved.groceryGrouping
        showsTags = saved.showsTags
        notes = saved.notes
        madeLog = saved.made
        gridSort = saved.gridSort
        keepEmptyGroceryItemAtEnd()
        let legacy = adoptLegacyIDs(lastRecipe: saved.lastRecipe)
        if gridSort != .name { refilter() }
        if let name = saved.lastCategory, let index = store.sidebarNames.prefix(sidebarCount).firstIndex(of: name) { showCategory(index) }
        if let id = saved.lastRecipe.map({ legacy[$0] ?? $0 }), let tile = grid.shown.firstIndex(where: { store.recipes[$0].id == id }) {
            select(tile)
        }
    }

    /// Grocery items this process makes have ids starting with `prefix`, which the shell
    /// draws at random so that two processes on one state file never make the same.
    package mutating func setGroceryIDPrefix(_ prefix: String) { grocery.idPrefix = prefix }

    /// Entries of this cookbook's recipes kept under ids of before (see `LegacyRecipeIDs`)
    /// move to their recipes' ids; returns the mapping used.
    @discardableResult mutating func adoptLegacyIDs(lastRecipe: String? = nil) -> [String: String] {
        // Most launches have none: the mapping of 100,000 recipes is not made for nothing.
        let legacy = LegacyRecipeIDs.isLegacy
        guard
            lastRecipe.map(legacy) == true || ratings.keys.contains(where: legacy) || servings.keys.contains(where: legacy)
                || notes.keys.contains(where: legacy) || madeLog.keys.contains(where: legacy)
        else {
            return [:]
        }
        let mapping = LegacyRecipeIDs.mapping(for: store.recipes)
        adoptIDs(mapping)
        return mapping
    }

    /// What is kept by recipe id moves to the recipes' new ids (`mapping`: old → new).
    mutating func adoptIDs(_ mapping: [String: String]) {
        ratings = LegacyRecipeIDs.adopt(ratings, mapping)
        lastRatings = LegacyRecipeIDs.adopt(lastRatings, mapping)
        servings = LegacyRecipeIDs.adopt(servings, mapping)
        notes = LegacyRecipeIDs.adopt(notes, mapping)
        madeLog = LegacyRecipeIDs.adopt(madeLog, mapping)
    }
}
