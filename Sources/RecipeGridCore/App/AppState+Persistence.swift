/// What of the state survives a restart (README, Where state lives), and putting it back.
extension AppState {
    /// Ratings, the grocery list without its blank rows, the selection, servings and units.
    package var savedState: SavedState {
        var saved = SavedState(
            ratings: ratings, grocery: grocery.items.filter { !$0.name.isBlank }, lastCategory: categoryName,
            lastRecipe: grid.selection.map { store.recipes[grid.shown[$0]].id })
        saved.servings = servings
        saved.units = units
        return saved
    }

    /// Puts saved state back: ratings, the grocery list, servings, units, and the last
    /// category and selection when the cookbook still has them.
    package mutating func restore(_ saved: SavedState) {
        ratings = saved.ratings
        lastRatings = saved.ratings
        grocery.items = saved.grocery
        servings = saved.servings
        units = saved.units
        keepEmptyGroceryItemAtEnd()
        if let name = saved.lastCategory, let index = store.sidebarNames.firstIndex(of: name) { showCategory(index) }
        if let id = saved.lastRecipe, let tile = grid.shown.firstIndex(where: { store.recipes[$0].id == id }) { select(tile) }
    }
}
