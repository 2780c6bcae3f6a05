/// An open layer above the content, as the trace names it.
enum Overlay: String, Sendable {
    case menu, help, search, grocery
    /// File ▸ Open Cookbook…'s path prompt.
    case open
    /// File ▸ Print…'s dialog.
    case print
    /// The recipe editor's question: unsaved changes, or its file changed on disk.
    case dialog
}

/// The main content on screen.
enum Screen: String, Sendable {
    case grid, detail
    /// Cooking mode, over the open recipe's detail.
    case cooking
    /// The recipe editor (File ▸ New Recipe, Recipe ▸ Edit Recipe).
    case editor
}

/// A short message floating above the content until `expiresAt`.
struct Toast: Sendable, Equatable {
    static let duration: Seconds = 2.5
    var text: String
    var expiresAt: Seconds
}

/// Everything the window shows. `update` (in AppModel) is the only place that changes it.
///
/// Invariants: `grid.selection` is nil or an index into `grid.shown`; `detail.recipe` is
/// set exactly when `screen` is `.detail` or `.cooking`, or `.editor` opened from the
/// detail; `editor` is set exactly when `screen` is `.editor`; `focus` is one of
/// `focusEngine.elements`.
package struct AppState: Sendable, Equatable {
    var store: CookbookStore
    package var windowSize: Size
    var metrics: Metrics
    var layoutDirection: LayoutDirection

    var screen: Screen = .grid
    /// The sidebar and the tiles.
    var grid: GridState
    var focus: FocusID = .grid
    var windowHasFocus = true
    /// What an input method is composing in the focused text field, not yet its text.
    var composition: Composition?

    /// The open recipe, its content and how it is laid out and scrolled.
    var detail = DetailState()
    /// Set exactly when `screen == .cooking`.
    var cooking: CookingSession?
    /// Set exactly when `screen == .editor`.
    var editor: RecipeEditor?

    var typeAhead = TypeAhead()
    var toast: Toast?
    package var darkTheme = false
    /// The user picked the theme with View ▸ Dark Theme: the desktop's changes no longer apply.
    var themeChosenByUser = false

    /// Ratings by recipe id, and the last rating chosen for each (what Space brings back).
    var ratings: [String: Rating] = [:]
    /// The cookbooks opened before, newest first (File ▸ Open Recent).
    package var recentCookbooks: [RecentCookbook] = []
    var lastRatings: [String: Rating] = [:]
    /// Servings chosen by recipe id, kept only where they differ from the recipe's own yield.
    var servings: [String: Int] = [:]
    /// The units every ingredient amount and step temperature is shown in.
    var units: UnitSystem = .written
    /// How the grocery list is arranged (View ▸ Group Grocery List).
    var groceryGrouping: GroceryGrouping = .byRecipe
    /// Whether the sidebar lists the tags after the categories (View ▸ Show Tags).
    var showsTags = false
    /// The user's notes by recipe id, as typed in the detail's notes field; never empty.
    var notes: [String: String] = [:]
    /// The days each recipe was made (Recipe ▸ I Made This) by recipe id, oldest first.
    var madeLog: [String: [CalendarDate]] = [:]
    /// How the grid orders the tiles (View ▸ Sort By).
    var gridSort: GridSort = .name
    /// How the user's locale writes a day, as the shell read it at start.
    package var dateStyle = DateStyle.english
    /// The day it is where the user is, as the last update was told (`UpdateContext.today`).
    package var today = CalendarDate.reference

    /// Invariant: while the panel is open the list ends with an empty item, where the user
    /// types the next one; closed, it holds no blank items.
    var grocery = GroceryList(items: [])
    /// The grocery panel over the content: open or not, its scroll and the name being edited.
    var groceryPanel = GroceryPanel()
    /// The search field and what it matches with.
    var search = SearchState()
    /// Menus, the help sheet and the Open Cookbook prompt: modal layers that take focus.
    package var modal = ModalState()
    /// Set while a cookbook is loading (at launch or from File ▸ Open Cookbook…): the window
    /// shows a progress bar.
    package var loading: LoadingProgress?
    /// The welcome screen, shown in place of a cookbook until one opens.
    package var welcome: WelcomeScreen?
    /// The deletes Undo Delete can put back.
    var trash = TrashHistory()
    /// Recipe photos by file path, once a decode of them has finished.
    var photos: [String: PhotoStatus] = [:]

    package init(store: CookbookStore, windowSize: Size, scale: Double, layoutDirection: LayoutDirection) {
        self.store = store
        self.windowSize = windowSize
        self.metrics = Metrics(scale: scale)
        self.layoutDirection = layoutDirection
        let shown = store.shownByCategory[0]
        self.grid = GridState(shown: shown, selection: shown.isEmpty ? nil : 0)
    }

    package var gridLayout: GridLayout {
        GridLayout(
            metrics: metrics, windowSize: windowSize, tileCount: grid.shown.count,
            tagHeadingRow: showsTags && store.firstTagRow < store.sidebarNames.count ? store.firstTagRow : nil)
    }

    var categoryName: String { store.sidebarNames[grid.categoryIndex] }
    /// The selected category as shown (`categoryName` is the trace's and the state file's).
    var shownCategoryName: String { store.shownSidebarName(grid.categoryIndex) }

    /// The sidebar's rows: "All Recipes" and the categories, then the tags when shown.
    var sidebarCount: Int { showsTags ? store.sidebarNames.count : store.firstTagRow }

    /// The selected tile's place in the grid.
    package var gridSelection: Int? { grid.selection }
    package var selectedRecipe: Recipe? { grid.selection.map { store.recipes[grid.shown[$0]] } }

    var openedRecipe: Recipe? { detail.recipe.map { store.recipes[$0] } }

    var query: String { search.field?.text ?? "" }

    var overlay: Overlay? {
        if modal.menu != nil { return .menu }
        if modal.helpOpen { return .help }
        if modal.openDialog != nil { return .open }
        if modal.printDialog != nil { return .print }
        if editor?.dialog != nil { return .dialog }
        if groceryPanel.isOpen { return .grocery }
        if search.field != nil { return .search }
        return nil
    }

    var isModalOpen: Bool { modal.isOpen }

    /// The text selected in the focused text field, if any: what PRIMARY holds.
    var selectedFieldText: String? {
        switch focus {
        case .search: search.field?.selectedText
        case .groceryName: groceryPanel.editor.selectedText
        case .cookbookPath: modal.openDialog?.field.selectedText
        case .editorField(let id): editor?.field(id)?.text.selectedText
        case .detailNotes: detail.notes.selectedText
        default: nil
        }
    }

    /// The recipe the rating control and the `rating` trace field speak of: the open one, else the selected one.
    var ratingTarget: Int? {
        if let openRecipe = detail.recipe { return openRecipe }
        return screen == .grid ? grid.selection.map { grid.shown[$0] } : nil
    }

    func rating(ofRecipe index: Int) -> Rating? { ratings[store.recipes.id(at: index)] }

    var groceryLayout: GroceryLayout { GroceryLayout(metrics: metrics, windowSize: windowSize, rows: groceryRows) }

    /// The focusable elements of the current screen, in reading order.
    var focusEngine: FocusEngine {
        if isModalOpen { return FocusEngine(elements: []) }
        if groceryPanel.isOpen { return groceryLayout.focusEngine(scroll: groceryPanel.scroll) }
        if welcome != nil {
            return FocusEngine(elements: [FocusableElement(id: .welcome, section: .grid, frame: gridLayout.viewport)])
        }
        switch screen {
        case .grid:
            let layout = gridLayout
            var elements = [FocusableElement(id: .sidebar, section: .sidebar, frame: layout.sidebarFrame)]
            if search.field != nil { elements.append(FocusableElement(id: .search, section: .search, frame: layout.searchFieldFrame)) }
            elements.append(FocusableElement(id: .grid, section: .grid, frame: layout.viewport))
            return FocusEngine(elements: elements)
        case .editor:
            return editorFocusEngine
        case .cooking:
            return FocusEngine(elements: [
                FocusableElement(id: .cooking, section: .cooking, frame: Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height))
            ])
        case .detail:
            guard let layout = detail.layout else { return FocusEngine(elements: []) }
            return FocusEngine(
                elements: [
                    FocusableElement(id: .detailBack, section: .detailToolbar, frame: layout.backButton),
                    FocusableElement(id: .detailRating, section: .detailContent, frame: layout.toWindow(layout.rating, scroll: detail.scroll)),
                    FocusableElement(id: .detailServings, section: .detailContent, frame: layout.toWindow(layout.servings, scroll: detail.scroll)),
                    FocusableElement(id: .detailAdd, section: .detailContent, frame: layout.toWindow(layout.addButton, scroll: detail.scroll)),
                ]
                    + layout.links.enumerated().map { index, frame in
                        FocusableElement(id: .detailLink(index), section: .detailContent, frame: layout.toWindow(frame, scroll: detail.scroll))
                    }
                    + [FocusableElement(id: .detailNotes, section: .detailContent, frame: layout.toWindow(layout.notesField, scroll: detail.scroll))])
        }
    }

    /// The earliest time at which a timer changes what is shown, if any.
    var nextDeadline: Seconds? {
        [typeAhead.deadline, toast?.expiresAt, cooking?.nextDeadline].compactMap { $0 }.min()
    }

    /// Window title: names the open recipe.
    var title: String {
        if let editor {
            let name = openedRecipe?.name ?? editor.field(.name)?.text.text ?? ""
            // not translated: the program's name
            return "RecipeGrid — " + (editor.isNew ? editor.title : tr("Editing {name}", ["name": name]))
        }
        // not translated: the program's name and the recipe's
        if let recipe = openedRecipe { return "RecipeGrid — \(recipe.name)" }
        return "RecipeGrid"
    }
}
