/// An open layer above the content, as the trace names it.
package enum Overlay: String, Sendable {
    case menu, help, search, grocery
    /// File ▸ Open Cookbook…'s path prompt.
    case open
}

/// The main content on screen.
package enum Screen: String, Sendable {
    case grid, detail
    /// Cooking mode, over the open recipe's detail.
    case cooking
}

/// The last click on a tile, to tell a double-click.
package struct Click: Sendable, Equatable {
    package var tile: Int
    package var at: Seconds
}

/// A short message floating above the content until `expiresAt`.
package struct Toast: Sendable, Equatable {
    package static let duration: Seconds = 2.5
    package var text: String
    package var expiresAt: Seconds
}

/// Everything the window shows. `update` (in AppModel) is the only place that changes it.
///
/// Invariants: `selection` is nil or an index into `shown`; `openRecipe` is set exactly
/// when `screen == .detail`; `focus` is one of `focusEngine.elements`.
package struct AppState: Sendable, Equatable {
    package var store: CookbookStore
    package var windowSize: Size
    package var metrics: Metrics
    package var layoutDirection: LayoutDirection

    package var screen: Screen = .grid
    package var focus: FocusID = .grid
    package var windowHasFocus = true

    /// Selected sidebar row: 0 is "All Recipes".
    package var categoryIndex = 0
    /// Recipe indices of the tiles in the grid, in order.
    package var shown: [Int]
    package var selection: Int?
    package var gridScroll: Double = 0
    package var sidebarScroll: Double = 0

    package var openRecipe: Int?
    /// The open recipe's ingredients, steps and facts, once read (at once when held in memory).
    package var openContent: RecipeContent?
    /// Laid out once `openContent` is in.
    package var detail: DetailLayout?
    /// Set exactly when `screen == .cooking`.
    package var cooking: CookingSession?
    package var detailScroll: Double = 0

    package var typeAhead = TypeAhead()
    package var toast: Toast?
    package var lastClick: Click?
    package var darkTheme = false
    /// The user picked the theme with View ▸ Dark Theme: the desktop's changes no longer apply.
    package var themeChosenByUser = false

    /// Ratings by recipe id, and the last rating chosen for each (what Space brings back).
    package var ratings: [String: Rating] = [:]
    package var lastRatings: [String: Rating] = [:]
    /// Marked recipes, by recipe index.
    package var marked: Set<Int> = []

    /// Invariant: while the panel is open the list ends with an empty item, where the user
    /// types the next one; closed, it holds no blank items.
    package var grocery = GroceryList(items: [])
    package var groceryOpen = false
    package var groceryScroll: Double = 0
    /// Where focus goes back to when the grocery list closes.
    package var groceryReturnFocus: FocusID?
    /// Cursor and selection of the focused grocery name; its text is the item's name.
    package var groceryEditor = TextField()

    /// The search field, while it is open; its text is the query.
    package var searchField: TextField?
    /// What search matches ingredients with, once built for the current cookbook.
    package var searchIndex: SearchIndexStatus = .missing

    /// The open menu, if any; menus and the help sheet are modal.
    package var menu: MenuState?
    package var helpOpen = false
    /// File ▸ Open Cookbook…'s path field, while the prompt is open.
    package var cookbookPrompt: TextField?
    package var helpScroll: Double = 0
    /// Set while a cookbook is loading (at launch or from File ▸ Open Cookbook…): the window
    /// shows a progress bar.
    package var loading: LoadingProgress?
    /// The element that had focus before a menu or the help sheet took it.
    package var modalReturnFocus: FocusID?
    /// Recipe photos by file path, once a decode of them has finished.
    package var photos: [String: PhotoStatus] = [:]

    package init(store: CookbookStore, windowSize: Size, scale: Double, layoutDirection: LayoutDirection) {
        self.store = store
        self.windowSize = windowSize
        self.metrics = Metrics(scale: scale)
        self.layoutDirection = layoutDirection
        self.shown = store.shownByCategory[0]
        self.selection = shown.isEmpty ? nil : 0
    }

    package var gridLayout: GridLayout { GridLayout(metrics: metrics, windowSize: windowSize, tileCount: shown.count) }

    package var categoryName: String { store.sidebarNames[categoryIndex] }

    package var selectedRecipe: Recipe? { selection.map { store.recipes[shown[$0]] } }

    package var openedRecipe: Recipe? { openRecipe.map { store.recipes[$0] } }

    package var query: String { searchField?.text ?? "" }

    package var overlay: Overlay? {
        if menu != nil { return .menu }
        if helpOpen { return .help }
        if cookbookPrompt != nil { return .open }
        if groceryOpen { return .grocery }
        if searchField != nil { return .search }
        return nil
    }

    package var isModalOpen: Bool { menu != nil || helpOpen || cookbookPrompt != nil }

    /// The recipe the rating control and the `rating` trace field speak of: the open one, else the selected one.
    package var ratingTarget: Int? {
        if let openRecipe { return openRecipe }
        return screen == .grid ? selection.map { shown[$0] } : nil
    }

    package func rating(ofRecipe index: Int) -> Rating? { ratings[store.recipes[index].id] }

    package var groceryLayout: GroceryLayout { GroceryLayout(metrics: metrics, windowSize: windowSize, rowCount: grocery.items.count) }

    /// The focusable elements of the current screen, in reading order.
    package var focusEngine: FocusEngine {
        if isModalOpen { return FocusEngine(elements: []) }
        if groceryOpen { return groceryLayout.focusEngine(scroll: groceryScroll) }
        switch screen {
        case .grid:
            let layout = gridLayout
            var elements = [FocusableElement(id: .sidebar, section: .sidebar, frame: layout.sidebarFrame)]
            if searchField != nil { elements.append(FocusableElement(id: .search, section: .search, frame: layout.searchFieldFrame)) }
            elements.append(FocusableElement(id: .grid, section: .grid, frame: layout.viewport))
            return FocusEngine(elements: elements)
        case .cooking:
            return FocusEngine(elements: [
                FocusableElement(id: .cooking, section: .cooking, frame: Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height))
            ])
        case .detail:
            guard let detail else { return FocusEngine(elements: []) }
            return FocusEngine(elements: [
                FocusableElement(id: .detailBack, section: .detailToolbar, frame: detail.backButton),
                FocusableElement(id: .detailRating, section: .detailContent, frame: detail.toWindow(detail.rating, scroll: detailScroll)),
                FocusableElement(id: .detailAdd, section: .detailContent, frame: detail.toWindow(detail.addButton, scroll: detailScroll)),
            ])
        }
    }

    /// The earliest time at which a timer changes what is shown, if any.
    package var nextDeadline: Seconds? {
        [typeAhead.deadline, toast?.expiresAt, cooking?.nextDeadline].compactMap { $0 }.min()
    }

    /// Window title: names the open recipe.
    package var title: String {
        if let recipe = openedRecipe { return "RecipeGrid — \(recipe.name)" }
        return "RecipeGrid"
    }
}
