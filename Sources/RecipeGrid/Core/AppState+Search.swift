/// Search (Ctrl+F or /): a field in the grid's header that filters the tiles as you type.
extension AppState {
    /// Opens the search field (or returns to it) with focus in it.
    mutating func openSearch() {
        typeAhead.end()
        // View ▸ Search asked for over the grocery panel: the panel gives way, as a click outside it would.
        if groceryOpen { closeGroceryList() }
        if searchField == nil { searchField = TextField() }
        setFocus(.search)
    }

    /// Clears and closes the search; the grid shows the whole category again, focused.
    mutating func closeSearch() {
        searchField = nil
        refilter()
        setFocus(.grid)
    }

    /// Recomputes the tiles for the category and the query, keeping the selected recipe
    /// when it still shows, else selecting the first tile.
    mutating func refilter() {
        let previous = selection.map { shown[$0] }
        let terms = TextFolding.fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
        let base = store.shownByCategory[categoryIndex]
        if terms.isEmpty {
            shown = base
        } else {
            let keys = store.searchKeys
            shown = base.filter { recipe in terms.allSatisfy { TextFolding.key(keys[recipe], contains: $0) } }
        }
        gridScroll = gridLayout.clampScroll(gridScroll)
        let kept = previous.flatMap { recipe in shown.firstIndex(of: recipe) }
        select(kept ?? (shown.isEmpty ? nil : 0))
    }
}

extension AppState {
    /// CLIPBOARD text arrived: it goes into the focused text field, if one still has focus.
    mutating func paste(_ text: String) {
        switch focus {
        case .search:
            searchField?.insert(text)
            refilter()
        case .cookbookPath:
            cookbookPrompt?.insert(text)
        case .groceryName(let row) where grocery.items.indices.contains(row):
            groceryEditor.insert(text)
            grocery.items[row].name = groceryEditor.text
            if row == grocery.items.count - 1 { keepEmptyGroceryItemAtEnd() }
        default:
            break
        }
    }
}
