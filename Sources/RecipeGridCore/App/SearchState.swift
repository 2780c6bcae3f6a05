/// The search field while it is open (its text is the query), and the index search
/// matches ingredients with, kept for the cookbook once built. Its fields change only
/// through its methods.
struct SearchState: Sendable, Equatable {
    private(set) var field: TextField?
    private(set) var index: SearchIndexStatus = .missing
    /// A cache, not state: the last filter's folded query, cookbook, category and index,
    /// and the tiles it gave. A query that only adds to it can only narrow them, so the
    /// next filter starts there. Nothing on screen depends on it, so two states that
    /// differ only here are equal (`==` leaves it out) and draw the same frame.
    private(set) var filterCache: (query: String, store: CookbookStore, category: Int, index: SearchIndexStatus, shown: [Int])?

    package init() {}

    static func == (lhs: SearchState, rhs: SearchState) -> Bool {
        lhs.field == rhs.field && lhs.index == rhs.index
    }

    /// Opens the field, empty, unless it is open already.
    mutating func showField() { if field == nil { field = TextField() } }
    /// Closes the field; the query is gone.
    mutating func close() { field = nil }
    /// The field as an edit left it.
    mutating func edit(_ edited: TextField) { if field != nil { field = edited } }
    /// The index is asked for, built, or belongs to a cookbook that is gone.
    mutating func setIndex(_ status: SearchIndexStatus) { index = status }

    /// Remembers what a filter gave (only while the field is open).
    mutating func remember(query: String, store: CookbookStore, category: Int, shown: [Int]) {
        filterCache = field == nil ? nil : (query, store, category, index, shown)
    }
}

/// Search (Ctrl+F or /): a field in the grid's header that filters the tiles as you type.
extension AppState {
    /// Opens the search field (or returns to it) with focus in it.
    mutating func openSearch() {
        typeAhead.end()
        // View ▸ Search asked for over the grocery panel: the panel gives way, as a click outside it would.
        if groceryPanel.isOpen { closeGroceryList() }
        search.showField()
        setFocus(.search)
    }

    /// Clears and closes the search; the grid shows the whole category again, focused.
    mutating func closeSearch() {
        search.close()
        refilter()
        setFocus(.grid)
    }

    /// Recomputes the tiles for the category and the query, in the order View ▸ Sort By
    /// chose, keeping the selected recipe when it still shows, else selecting the first tile.
    mutating func refilter() {
        let previous = grid.selection.map { grid.shown[$0] }
        let folded = TextFolding.fold(query)
        let terms = folded.split(whereSeparator: \.isWhitespace).map(String.init)
        var base = store.shownByCategory[grid.categoryIndex]
        if let last = search.filterCache, last.store === store, last.category == grid.categoryIndex, last.index == search.index,
            folded.hasPrefix(last.query)
        {
            base = last.shown
        }
        // Terms with Hangul initial consonants (ㄱㅊ, 김ㅊ) match names by their initials.
        let hangul = terms.compactMap(HangulQuery.init)
        let plain = terms.filter { HangulQuery($0) == nil }
        let matcher = TextFolding.Terms(plain)
        let (recipes, initials) = (store.recipes, store.nameInitials)
        var tiles = base
        if !hangul.isEmpty {
            tiles = tiles.filter { recipe in hangul.allSatisfy { $0.occurs(in: recipes.sortKey(at: recipe), initials: initials[recipe]) } }
        }
        if !plain.isEmpty, case .ready(let index) = search.index {
            tiles = tiles.filter { matcher.allOccur(in: index.keys[$0]) }
        } else if !plain.isEmpty {
            // Until the index is in, names match; ingredient matches join when it comes. The
            // names' bytes are read in place: no string is made or retained per recipe.
            tiles = recipes.indices(tiles) { matcher.allOccur(inBytes: $0) }
        }
        // Remembered in name order, which a narrower query keeps: the order is applied after.
        search.remember(query: folded, store: store, category: grid.categoryIndex, shown: tiles)
        grid.showTiles(sortedByGridSort(tiles), in: GridLayout(metrics: metrics, windowSize: windowSize, tileCount: tiles.count))
        let kept = previous.flatMap { recipe in grid.shown.firstIndex(of: recipe) }
        select(kept ?? (grid.shown.isEmpty ? nil : 0))
    }
}

extension AppState {
    /// CLIPBOARD text arrived: it goes into the focused text field, if one still has focus.
    mutating func paste(_ text: String) {
        switch focus {
        case .search:
            if var field = search.field {
                field.insert(text)
                search.edit(field)
            }
            refilter()
        case .cookbookPath:
            if var field = modal.openDialog?.field {
                field.insert(text)
                editOpenDialog(field)
            }
        case .groceryName(let row) where grocery.items.indices.contains(row):
            groceryPanel.insertIntoEditor(text)
            grocery.items[row].name = groceryPanel.editor.text
            if row == grocery.items.count - 1 { keepEmptyGroceryItemAtEnd() }
        case .editorField(let id):
            pasteIntoEditor(text, field: id)
        case .detailNotes:
            pasteIntoNotes(text)
        default:
            break
        }
    }
}

extension AppState {
    /// Search is open and its index was never asked for: built here when every detail is
    /// held in memory, else asked of the shell (`Effect.buildSearchIndex`).
    mutating func requestSearchIndexIfNeeded(context: inout UpdateContext) {
        guard search.field != nil, search.index == .missing else { return }
        let recipes = store.recipes
        var keys: [String] = []
        keys.reserveCapacity(recipes.count)
        for recipe in recipes {
            guard case .held(let content) = recipe.content else {
                search.setIndex(.building)
                context.effects.append(.buildSearchIndex(store))
                return
            }
            keys.append(SearchIndex.key(of: recipe, content: content))
        }
        search.setIndex(.ready(SearchIndex(store: store, keys: keys)))
        refilter()
    }

    /// The index the shell built is in: ingredient matches join the grid.
    mutating func searchIndexBuilt(_ index: SearchIndex) {
        guard index.store === store else { return }
        search.setIndex(.ready(index))
        if !query.isEmpty { refilter() }
    }
}
