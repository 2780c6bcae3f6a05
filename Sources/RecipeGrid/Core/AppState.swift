/// The main content on screen.
enum Screen: String, Sendable {
    case grid, detail
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
    var detailScroll: Double = 0

    var typeAhead = TypeAhead()
    var toast: Toast?
    var lastClick: Click?

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

    /// The focusable elements of the current screen, in reading order.
    var focusEngine: FocusEngine {
        switch screen {
        case .grid:
            let layout = gridLayout
            return FocusEngine(elements: [
                FocusableElement(id: .sidebar, section: .sidebar, frame: layout.sidebarFrame),
                FocusableElement(id: .grid, section: .grid, frame: layout.viewport),
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
        [typeAhead.deadline, toast?.expiresAt].compactMap { $0 }.min()
    }

    /// Window title: names the open recipe.
    var title: String {
        if let recipe = openedRecipe { return "RecipeGrid — \(recipe.name)" }
        return "RecipeGrid"
    }
}
