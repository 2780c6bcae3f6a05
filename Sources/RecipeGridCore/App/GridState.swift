/// The sidebar and the tile grid: which category, which tiles, which one is selected, how
/// far each list is scrolled, which recipes are marked.
///
/// Invariant: `selection` is nil or an index into `shown`.
package struct GridState: Sendable, Equatable {
    /// Selected sidebar row: 0 is "All Recipes".
    package var categoryIndex = 0
    /// Recipe indices of the tiles in the grid, in order.
    package var shown: [Int]
    /// Index into `shown` of the selected tile.
    package var selection: Int?
    package var scroll: Double = 0
    package var sidebarScroll: Double = 0
    /// Marked recipes, by recipe index.
    package var marked: Set<Int> = []
    /// The last click on a tile, to tell a double-click.
    package var lastClick: Click?

    package init(shown: [Int], selection: Int?) {
        self.shown = shown
        self.selection = selection
    }

    /// The recipe index of the selected tile.
    package var selectedRecipeIndex: Int? { selection.map { shown[$0] } }
}

/// The last click on a tile, to tell a double-click.
package struct Click: Sendable, Equatable {
    package var tile: Int
    package var at: Seconds

    package init(tile: Int, at: Seconds) {
        self.tile = tile
        self.at = at
    }
}
