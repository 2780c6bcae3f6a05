/// Every element that can hold keyboard focus, with the id the trace reports.
enum FocusID: Hashable, Sendable {
    case sidebar
    case grid
    case search
    case detailBack
    case detailRating
    /// The servings control: "− Serves 4 +".
    case detailServings
    case detailAdd
    /// Link N of the open recipe (from 0): an ingredient that is another recipe.
    case detailLink(Int)
    /// The user's own notes on the open recipe: a multi-line text field after the steps.
    case detailNotes
    /// The "obtained" toggle and the name field of grocery row N.
    case groceryCheck(Int)
    case groceryName(Int)
    /// The grocery list's "New Item" button.
    case groceryNew
    /// An open menu of the menu bar, by its id ("file", "recipe", "view", "help").
    case menu(String)
    /// The help sheet.
    case help
    /// The path field of File ▸ Open Cookbook…, and the list under it.
    case cookbookPath
    case openList
    /// The destination list of File ▸ Print…'s dialog.
    case printDialog
    /// Cooking mode's step view.
    case cooking
    /// The welcome screen's offers (one highlighted).
    case welcome
    /// A field of the recipe editor, and a button of its question.
    case editorField(EditorFieldID)
    case editorButton(EditorDialog.Button)

    var traceName: String {
        switch self {
        case .sidebar: "sidebar"
        case .grid: "grid"
        case .search: "search"
        case .detailBack: "detail.back"
        case .detailRating: "detail.rating"
        case .detailServings: "detail.servings"
        case .detailAdd: "detail.add"
        case .detailLink(let index): "detail.link.\(index)"
        case .detailNotes: "detail.notes"
        case .groceryCheck(let row): "grocery.item.\(row).check"
        case .groceryName(let row): "grocery.item.\(row).name"
        case .groceryNew: "grocery.new"
        case .menu(let id): "menu.\(id)"
        case .help: "help"
        case .cookbookPath: "open.path"
        case .openList: "open.list"
        case .printDialog: "print.destination"
        case .cooking: "cooking"
        case .welcome: "welcome"
        case .editorField(let field): "editor.\(field.traceName)"
        case .editorButton(let button): "editor.dialog.\(button.rawValue)"
        }
    }

    /// Whether typed characters go into a text field here (so `?` types, not opens help).
    var isTextField: Bool {
        switch self {
        case .search, .groceryName, .cookbookPath, .editorField, .detailNotes: true
        default: false
        }
    }

    var isInGroceryList: Bool {
        switch self {
        case .groceryCheck, .groceryName, .groceryNew: true
        default: false
        }
    }

    var isInDetail: Bool {
        switch self {
        case .detailBack, .detailRating, .detailServings, .detailAdd, .detailLink, .detailNotes: true
        default: false
        }
    }
}

/// Focus sections: a move with no target inside its element goes to the nearest
/// element of a neighbouring section in that direction (SwiftUI's `focusSection`).
enum FocusSection: Hashable, Sendable {
    case sidebar, search, grid, detailToolbar, detailContent, grocery, cooking, editor
}
