/// The state changes that keys and clicks share: selecting, filtering, opening, focusing.
extension AppState {
    /// Selects tile `index` (or none) and scrolls it into view with the smallest scroll.
    package mutating func select(_ index: Int?) {
        grid.selection = index
        if let index { grid.scroll = gridLayout.scrollToShow(tile: index, from: grid.scroll) }
    }

    /// Shows sidebar row `index`: filters the grid, keeping the selected recipe when it
    /// is still shown, else selecting the first tile.
    package mutating func showCategory(_ index: Int) {
        guard store.sidebarNames.indices.contains(index) else { return }
        let previous = grid.selection.map { grid.shown[$0] }
        grid.categoryIndex = index
        grid.selection = nil
        grid.scroll = 0
        refilter()
        if let previous, let kept = grid.shown.firstIndex(of: previous) { select(kept) }
        grid.sidebarScroll = gridLayout.sidebarScrollToShow(category: index, from: grid.sidebarScroll, count: store.sidebarNames.count)
    }

    /// Opens the detail of recipe `recipeIndex` with focus on its back button.
    /// Its content is laid out when it is in (at once when held), and cooking mode opens
    /// over it then when `thenCook`.
    package mutating func openDetail(recipe recipeIndex: Int, thenCook: Bool = false, context: inout UpdateContext) {
        typeAhead.end()
        screen = .detail
        detail.recipe = recipeIndex
        detail.content = nil
        detail.layout = nil
        detail.scroll = 0
        focus = .detailBack
        context.effects.append(.setTitle(title))
        withContents(of: [recipeIndex], for: .detail(thenCook: thenCook), context: &context)
    }

    /// Back to the grid, with the selection and scroll it had, the grid focused.
    package mutating func closeDetail(context: inout UpdateContext) {
        screen = .grid
        detail.recipe = nil
        detail.content = nil
        detail.layout = nil
        detail.scroll = 0
        focus = .grid
        context.effects.append(.setTitle(title))
    }

    package mutating func layoutDetail(measurer: any TextMeasuring) {
        guard let recipe = openedRecipe, let openContent = detail.content else { return }
        let layout = DetailLayout(recipe: recipe, content: openContent, metrics: metrics, windowSize: windowSize, measurer: measurer)
        detail.layout = layout
        detail.scroll = min(max(0, detail.scroll), layout.maxScroll)
    }

    /// Moves keyboard focus and scrolls the newly focused element into view.
    package mutating func setFocus(_ id: FocusID) {
        focus = id
        switch id {
        case .grid:
            if let selection = grid.selection { grid.scroll = gridLayout.scrollToShow(tile: selection, from: grid.scroll) }
        case .sidebar:
            grid.sidebarScroll = gridLayout.sidebarScrollToShow(category: grid.categoryIndex, from: grid.sidebarScroll, count: store.sidebarNames.count)
        case .detailRating, .detailAdd:
            guard let layout = detail.layout else { return }
            detail.scroll = layout.scrollToShow(id == .detailRating ? layout.rating : layout.addButton, from: detail.scroll)
        case .groceryCheck(let row), .groceryName(let row):
            groceryPanel.scroll = groceryLayout.scrollToShow(row: row, from: groceryPanel.scroll)
            if case .groceryName = id { beginEditingGroceryName(row) }
        case .detailBack, .search, .groceryNew, .menu, .help, .cookbookPath, .cooking:
            break
        }
    }

    package mutating func scrollDetail(by delta: Double) {
        guard let layout = detail.layout else { return }
        detail.scroll = min(max(0, detail.scroll + delta), layout.maxScroll)
    }

    package mutating func showToast(_ text: String, now: Seconds) {
        toast = Toast(text: text, expiresAt: now + Toast.duration)
    }

    /// Keeps everything consistent with a new window size: columns reflow, the selection stays in view.
    /// A new scale reflows everything at the same window size (tiles grow, columns drop);
    /// a new theme recolours, unless the user chose one from the View menu.
    package mutating func followDesktop(scale: Double?, darkTheme: Bool?, measurer: any TextMeasuring) {
        if let darkTheme, !themeChosenByUser { self.darkTheme = darkTheme }
        if let scale, scale != metrics.scale {
            metrics = Metrics(scale: scale)
            resize(to: windowSize, measurer: measurer)
        }
    }

    package mutating func resize(to size: Size, measurer: any TextMeasuring) {
        windowSize = size
        let layout = gridLayout
        grid.scroll = layout.clampScroll(grid.scroll)
        if let selection = grid.selection { grid.scroll = layout.scrollToShow(tile: selection, from: grid.scroll) }
        grid.sidebarScroll = layout.sidebarScrollToShow(category: grid.categoryIndex, from: grid.sidebarScroll, count: store.sidebarNames.count)
        if screen == .detail { layoutDetail(measurer: measurer) }
        let grocery = groceryLayout
        groceryPanel.scroll = grocery.clampScroll(groceryPanel.scroll)
        switch focus {
        case .groceryCheck(let row), .groceryName(let row): groceryPanel.scroll = grocery.scrollToShow(row: row, from: groceryPanel.scroll)
        default: break
        }
        modal.helpScroll = min(max(0, modal.helpScroll), HelpSheetLayout(metrics: metrics, windowSize: size, focus: commandFocus).maxScroll)
    }
}

extension AppState {
    /// Shows a newly opened cookbook from the start: all recipes, first one selected.
    /// Ratings and the grocery list stay; marks, search and the open recipe belong to the old one.
    package mutating func replaceCookbook(with newStore: CookbookStore, context: inout UpdateContext) {
        if screen == .cooking { leaveCooking(context: &context) }
        cooking = nil
        if screen == .detail { closeDetail(context: &context) }
        store = newStore
        search.index = .missing
        grid.marked = []
        search.field = nil
        grid.categoryIndex = 0
        grid.sidebarScroll = 0
        grid.scroll = 0
        grid.shown = store.shownByCategory[0]
        select(grid.shown.isEmpty ? nil : 0)
        if !focusEngine.elements.contains(where: { $0.id == focus }) { setFocus(.grid) }
        let count = store.recipes.count
        showToast("Opened \(count) \(count == 1 ? "recipe" : "recipes")", now: context.now)
    }

    /// The launch cookbook is in: the grid shows it, with the saved ratings, grocery
    /// list, category and selection, as if it had been there from the start.
    package mutating func finishLoading(_ loadedStore: CookbookStore, restoring saved: SavedState) {
        store = loadedStore
        search.index = .missing
        loading = nil
        grid.categoryIndex = 0
        grid.shown = store.shownByCategory[0]
        select(grid.shown.isEmpty ? nil : 0)
        restore(saved)
    }
}
