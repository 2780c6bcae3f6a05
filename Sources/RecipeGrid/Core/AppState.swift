/// An open layer above the content, as the trace names it.
enum Overlay: String, Sendable {
    case menu, help, search, grocery
    /// File ▸ Open Cookbook…'s path prompt.
    case open
}

/// The main content on screen.
enum Screen: String, Sendable {
    case grid, detail
    /// Cooking mode, over the open recipe's detail.
    case cooking
}

/// The last click on a tile, to tell a double-click.
struct Click: Sendable, Equatable {
    var tile: Int
    var at: Seconds
}

/// A short message floating above the content until `expiresAt`.
struct Toast: Sendable, Equatable {
    static let duration: Seconds = 2.5
    var text: String
    var expiresAt: Seconds
}

/// Everything the window shows. `update` (in AppModel) is the only place that changes it.
///
/// Invariants: `selection` is nil or an index into `shown`; `openRecipe` is set exactly
/// when `screen == .detail`; `focus` is one of `focusEngine.elements`.
struct AppState: Sendable, Equatable {
    var store: CookbookStore
    var windowSize: Size
    var metrics: Metrics
    var layoutDirection: LayoutDirection

    var screen: Screen = .grid
    var focus: FocusID = .grid
    var windowHasFocus = true

    /// Selected sidebar row: 0 is "All Recipes".
    var categoryIndex = 0
    /// Recipe indices of the tiles in the grid, in order.
    var shown: [Int]
    var selection: Int?
    var gridScroll: Double = 0
    var sidebarScroll: Double = 0

    var openRecipe: Int?
    var detail: DetailLayout?
    /// Set exactly when `screen == .cooking`.
    var cooking: CookingSession?
    var detailScroll: Double = 0

    var typeAhead = TypeAhead()
    var toast: Toast?
    var lastClick: Click?
    var darkTheme = false
    /// The user picked the theme with View ▸ Dark Theme: the desktop's changes no longer apply.
    var themeChosenByUser = false

    /// Ratings by recipe id, and the last rating chosen for each (what Space brings back).
    var ratings: [String: Rating] = [:]
    var lastRatings: [String: Rating] = [:]
    /// Marked recipes, by recipe index.
    var marked: Set<Int> = []

    /// Invariant: while the panel is open the list ends with an empty item, where the user
    /// types the next one; closed, it holds no blank items.
    var grocery = GroceryList(items: [])
    var groceryOpen = false
    var groceryScroll: Double = 0
    /// Where focus goes back to when the grocery list closes.
    var groceryReturnFocus: FocusID?
    /// Cursor and selection of the focused grocery name; its text is the item's name.
    var groceryEditor = TextField()

    /// The search field, while it is open; its text is the query.
    var searchField: TextField?

    /// The open menu, if any; menus and the help sheet are modal.
    var menu: MenuState?
    var helpOpen = false
    /// File ▸ Open Cookbook…'s path field, while the prompt is open.
    var cookbookPrompt: TextField?
    var helpScroll: Double = 0
    /// Set while the cookbook given at launch is loading: the window shows a progress bar.
    var loading: LoadingProgress?
    /// The element that had focus before a menu or the help sheet took it.
    var modalReturnFocus: FocusID?
    /// Recipe photos by file path, once a decode of them has finished.
    var photos: [String: PhotoStatus] = [:]

    init(store: CookbookStore, windowSize: Size, scale: Double, layoutDirection: LayoutDirection) {
        self.store = store
        self.windowSize = windowSize
        self.metrics = Metrics(scale: scale)
        self.layoutDirection = layoutDirection
        self.shown = store.shownByCategory[0]
        self.selection = shown.isEmpty ? nil : 0
    }

    var gridLayout: GridLayout { GridLayout(metrics: metrics, windowSize: windowSize, tileCount: shown.count) }

    var categoryName: String { store.sidebarNames[categoryIndex] }

    var selectedRecipe: Recipe? { selection.map { store.recipes[shown[$0]] } }

    var openedRecipe: Recipe? { openRecipe.map { store.recipes[$0] } }

    var query: String { searchField?.text ?? "" }

    var overlay: Overlay? {
        if menu != nil { return .menu }
        if helpOpen { return .help }
        if cookbookPrompt != nil { return .open }
        if groceryOpen { return .grocery }
        if searchField != nil { return .search }
        return nil
    }

    var isModalOpen: Bool { menu != nil || helpOpen || cookbookPrompt != nil }

    /// The recipe the rating control and the `rating` trace field speak of: the open one, else the selected one.
    var ratingTarget: Int? {
        if let openRecipe { return openRecipe }
        return screen == .grid ? selection.map { shown[$0] } : nil
    }

    func rating(ofRecipe index: Int) -> Rating? { ratings[store.recipes[index].id] }

    var groceryLayout: GroceryLayout { GroceryLayout(metrics: metrics, windowSize: windowSize, rowCount: grocery.items.count) }

    /// The focusable elements of the current screen, in reading order.
    var focusEngine: FocusEngine {
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
    var nextDeadline: Seconds? {
        [typeAhead.deadline, toast?.expiresAt, cooking?.nextDeadline].compactMap { $0 }.min()
    }

    /// Window title: names the open recipe.
    var title: String {
        if let recipe = openedRecipe { return "RecipeGrid — \(recipe.name)" }
        return "RecipeGrid"
    }
}
