/// View ▸ Show Tags: the recipes' keywords as the sidebar's second section.
extension AppState {
    /// Shows or hides the tags; hiding them while one is chosen goes back to All Recipes.
    mutating func setShowsTags(_ shows: Bool) {
        showsTags = shows
        if !shows && grid.categoryIndex >= store.firstTagRow { showCategory(0) }
        grid.scrollCategoryIntoView(gridLayout, count: sidebarCount)
    }
}
