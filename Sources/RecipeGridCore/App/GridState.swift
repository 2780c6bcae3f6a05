/// The sidebar and the tile grid: which category, which tiles, which one is selected, how
/// far each list is scrolled, which recipes are marked.
///
/// Invariant: `selection` is nil or an index into `shown`.
struct GridState: Sendable, Equatable {
    /// Selected sidebar row: 0 is "All Recipes".
    var categoryIndex = 0
    /// Recipe indices of the tiles in the grid, in order.
    var shown: [Int]
    /// Index into `shown` of the selected tile.
    var selection: Int?
    var scroll: Double = 0
    var sidebarScroll: Double = 0
    /// Marked recipes, by recipe index.
    var marked: Set<Int> = []
    /// The last click on a tile, to tell a double-click.
    var lastClick: Click?

    package init(shown: [Int], selection: Int?) {
        self.shown = shown
        self.selection = selection
    }

    /// The recipe index of the selected tile.
    var selectedRecipeIndex: Int? { selection.map { shown[$0] } }
}

/// Selecting a tile and showing a category.
extension AppState {
    /// Selects tile `index` (or none) and scrolls it into view with the smallest scroll.
    mutating func select(_ index: Int?) {
        grid.selection = index
        if let index { grid.scroll = gridLayout.scrollToShow(tile: index, from: grid.scroll) }
    }

    /// Shows sidebar row `index`: filters the grid, keeping the selected recipe when it
    /// is still shown, else selecting the first tile.
    mutating func showCategory(_ index: Int) {
        guard store.sidebarNames.indices.contains(index) else { return }
        let previous = grid.selectedRecipeIndex
        grid.categoryIndex = index
        grid.selection = nil
        grid.scroll = 0
        refilter()
        if let previous, let kept = grid.shown.firstIndex(of: previous) { select(kept) }
        grid.sidebarScroll = gridLayout.sidebarScrollToShow(category: index, from: grid.sidebarScroll, count: store.sidebarNames.count)
    }
}

/// The last click on a tile, to tell a double-click.
struct Click: Sendable, Equatable {
    var tile: Int
    var at: Seconds

    package init(tile: Int, at: Seconds) {
        self.tile = tile
        self.at = at
    }
}
