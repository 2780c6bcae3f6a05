/// The state changes that keys and clicks share: selecting, filtering, opening, focusing.
extension AppState {
    /// Moves keyboard focus and scrolls the newly focused element into view.
    mutating func setFocus(_ id: FocusID) {
        focus = id
        switch id {
        case .grid:
            if let selection = grid.selection { grid.select(selection, in: gridLayout) }
        case .sidebar:
            grid.scrollCategoryIntoView(gridLayout, count: sidebarCount)
        case .detailRating, .detailServings, .detailAdd:
            guard let layout = detail.layout else { return }
            detail.scrollToShow(id == .detailRating ? layout.rating : id == .detailServings ? layout.servings : layout.addButton)
        case .detailLink(let link):
            guard let links = detail.layout?.links, links.indices.contains(link) else { return }
            detail.scrollToShow(links[link])
        case .detailNotes:
            guard let layout = detail.layout else { return }
            detail.scrollToShow(layout.notesHeading.union(layout.notesField))
        case .groceryCheck(let row), .groceryName(let row):
            groceryPanel.scroll(to: groceryLayout.scrollToShow(row: row, from: groceryPanel.scroll))
            if case .groceryName = id { beginEditingGroceryName(row) }
        case .editorField(let field):
            showEditorField(field)
        case .detailBack, .search, .groceryNew, .menu, .help, .cookbookPath, .openList, .printDialog, .cooking, .welcome, .editorButton:
            break
        }
    }

    mutating func showToast(_ text: String, now: Seconds, for duration: Seconds = Toast.duration) {
        toast = Toast(text: text, expiresAt: now + duration)
    }

    /// Keeps everything consistent with a new window size: columns reflow, the selection stays in view.
    /// A new scale reflows everything at the same window size (tiles grow, columns drop);
    /// a new theme recolours, unless the user chose one from the View menu.
    mutating func followDesktop(scale: Double?, darkTheme: Bool?, measurer: any TextMeasuring) {
        if let darkTheme, !themeChosenByUser { self.darkTheme = darkTheme }
        if let scale, scale != metrics.scale {
            metrics = Metrics(scale: scale)
            resize(to: windowSize, measurer: measurer)
        }
    }

    mutating func resize(to size: Size, measurer: any TextMeasuring) {
        windowSize = size
        let layout = gridLayout
        grid.scrollSelectionIntoView(layout)
        grid.scrollCategoryIntoView(layout, count: sidebarCount)
        if screen == .detail { layoutDetail(measurer: measurer) }
        if screen == .editor {
            layoutEditor(measurer: measurer)
            if case .editorField(let field) = focus { showEditorField(field) }
        }
        let grocery = groceryLayout
        groceryPanel.scroll(to: grocery.clampScroll(groceryPanel.scroll))
        switch focus {
        case .groceryCheck(let row), .groceryName(let row): groceryPanel.scroll(to: grocery.scrollToShow(row: row, from: groceryPanel.scroll))
        default: break
        }
        modal.scrollHelp(to: modal.helpScroll, maxScroll: HelpSheetLayout(metrics: metrics, windowSize: size, focus: commandFocus).maxScroll)
    }
}

extension AppState {
    /// Shows a newly opened cookbook from the start: all recipes, first one selected.
    /// Ratings and the grocery list stay; marks, search and the open recipe belong to the old one.
    mutating func replaceCookbook(with newStore: CookbookStore, context: inout UpdateContext) {
        if screen == .cooking { leaveCooking(context: &context) }
        cooking = nil
        if screen == .detail { closeDetail(context: &context) }
        store = newStore
        welcome = nil
        // The deletes of the cookbook before are not this one's to undo.
        trash.clear()
        adoptLegacyIDs()
        search = SearchState()
        grid.reset(to: store.shownByCategory[0])
        select(grid.shown.isEmpty ? nil : 0)
        if gridSort != .name { refilter() }
        if !focusEngine.elements.contains(where: { $0.id == focus }) { setFocus(.grid) }
        let count = store.recipes.count
        showToast(trn("Opened {count} recipe", "Opened {count} recipes", count: count), now: context.now)
    }

    /// The launch cookbook is in: the grid shows it, with the saved ratings, grocery
    /// list, category and selection, as if it had been there from the start.
    mutating func finishLoading(_ loadedStore: CookbookStore, restoring saved: SavedState) {
        store = loadedStore
        search.setIndex(.missing)
        loading = nil
        grid.reset(to: store.shownByCategory[0])
        select(grid.shown.isEmpty ? nil : 0)
        restore(saved)
    }
}
