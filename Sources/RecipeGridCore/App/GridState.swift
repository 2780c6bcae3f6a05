/// The sidebar and the tile grid: which category, which tiles, which one is selected, how
/// far each list is scrolled, which recipes are marked.
///
/// Invariant: `selection` is nil or an index into `shown`. Its fields change only through
/// its methods; what they need from elsewhere (the layout, the cookbook) comes in as
/// arguments.
struct GridState: Sendable, Equatable {
    /// Selected sidebar row: 0 is "All Recipes".
    private(set) var categoryIndex = 0
    /// Recipe indices of the tiles in the grid, in order.
    private(set) var shown: [Int]
    /// Index into `shown` of the selected tile.
    private(set) var selection: Int?
    private(set) var scroll: Double = 0
    private(set) var sidebarScroll: Double = 0
    /// Marked recipes, by recipe index.
    private(set) var marked: Set<Int> = []
    /// The last click on a tile, to tell a double-click.
    private(set) var lastClick: Click?

    package init(shown: [Int], selection: Int?) {
        self.shown = shown
        self.selection = selection
    }

    /// The recipe index of the selected tile.
    var selectedRecipeIndex: Int? { selection.map { shown[$0] } }

    /// Selects tile `index` (or none) and scrolls it into view with the smallest scroll.
    mutating func select(_ index: Int?, in layout: GridLayout) {
        selection = index
        if let index { scroll = layout.scrollToShow(tile: index, from: scroll) }
    }

    /// The selected tile, back into view (after a resize, or a scroll with the wheel).
    mutating func scrollSelectionIntoView(_ layout: GridLayout) {
        scroll = layout.clampScroll(scroll)
        if let selection { scroll = layout.scrollToShow(tile: selection, from: scroll) }
    }

    /// The selected category, into the sidebar's view.
    mutating func scrollCategoryIntoView(_ layout: GridLayout, count: Int) {
        sidebarScroll = layout.sidebarScrollToShow(category: categoryIndex, from: sidebarScroll, count: count)
    }

    /// The wheel: the grid or the sidebar scrolled by `step`, within their ends.
    mutating func scroll(by step: Double, in layout: GridLayout) { scroll = layout.clampScroll(scroll + step) }
    mutating func scrollSidebar(by step: Double, in layout: GridLayout, count: Int) {
        sidebarScroll = layout.clampSidebarScroll(sidebarScroll + step, count: count)
    }

    /// Sidebar row `index`, its tiles not filtered yet, nothing selected, at the top.
    mutating func showCategory(_ index: Int) {
        categoryIndex = index
        selection = nil
        scroll = 0
    }

    /// The tiles a filter gave; the selection is chosen again after (`select`).
    mutating func showTiles(_ tiles: [Int], in layout: GridLayout) {
        shown = tiles
        selection = nil
        scroll = layout.clampScroll(scroll)
    }

    /// A cookbook from the start: "All Recipes", its `tiles`, nothing marked, at the top.
    mutating func reset(to tiles: [Int]) {
        self = GridState(shown: tiles, selection: nil)
    }

    /// The same grid over a cookbook that changed on disk: sidebar row `category`, the
    /// marks given (by their new indices), the scroll kept; the tiles are filtered again
    /// and the selection chosen after.
    mutating func carryOver(category: Int, marked: Set<Int>) {
        categoryIndex = category
        self.marked = marked
        selection = nil
        lastClick = nil
    }

    /// Space: the selected recipe marked or unmarked.
    mutating func toggleMark() {
        if let selection { marked.formSymmetricDifference([shown[selection]]) }
    }

    mutating func markAll() { marked.formUnion(shown) }
    mutating func mark(_ recipes: some Sequence<Int>) { marked.formUnion(recipes) }
    mutating func clearMarks() { marked.removeAll() }

    /// A click on tile `tile` at `time`; nil forgets it (a double-click was made).
    mutating func noteClick(_ click: Click?) { lastClick = click }
}

/// Selecting a tile and showing a category.
extension AppState {
    /// Selects tile `index` (or none) and scrolls it into view with the smallest scroll.
    mutating func select(_ index: Int?) {
        grid.select(index, in: gridLayout)
    }

    /// Shows sidebar row `index`: filters the grid, keeping the selected recipe when it
    /// is still shown, else selecting the first tile.
    mutating func showCategory(_ index: Int) {
        guard index >= 0 && index < sidebarCount else { return }
        let previous = grid.selectedRecipeIndex
        grid.showCategory(index)
        refilter()
        if let previous, let kept = grid.shown.firstIndex(of: previous) { select(kept) }
        grid.scrollCategoryIntoView(gridLayout, count: sidebarCount)
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
