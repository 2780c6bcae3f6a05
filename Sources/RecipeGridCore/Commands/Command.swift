/// A command of the menu bar and the shortcut table: what the user can ask for by name.
package enum Command: String, Sendable, CaseIterable {
    case openCookbook, export, print, quit
    case newRecipe, editRecipe, saveRecipe
    case openRecipe, copy, cook, addToGroceryList, rateMeh, rateYummy, rateDelicious, clearRating, moreServings, fewerServings
    case mark, markAll, clearMarks, deleteRecipe, undoDelete
    case groceryList, newGroceryItem, search, rightToLeft, darkTheme, unitsWritten, unitsMetric, unitsUS, cycleUnits
    case groceryByAisle, groceryByRecipe, showTags
    case keyboardShortcuts
    /// Recipe ▸ I Made This: today joins the cooking log of the recipes in focus.
    case madeThis
    /// View ▸ Sort By ▸ …: how the grid orders its tiles.
    case sortByName, sortByRating, sortByLastMade, sortByMostMade, sortByDateAdded

    /// The menu's label in the user's language, its letter marked with "_" (MnemonicLabel).
    var label: String {
        switch self {
        case .openCookbook: tr("_Open Cookbook…")
        case .export: tr("_Export…")
        case .print: tr("_Print…")
        case .quit: tr("_Quit")
        case .newRecipe: tr("_New Recipe")
        case .editRecipe: tr("_Edit Recipe")
        case .saveRecipe: tr("_Save Recipe")
        case .openRecipe: tr("_Open")
        case .copy: tr("Co_py")
        case .cook: tr("Coo_k")
        case .addToGroceryList: tr("Add to _Grocery List")
        case .rateMeh: tr("😕 _Meh")
        case .rateYummy: tr("🙂 _Yummy")
        case .rateDelicious: tr("🥰 _Delicious")
        case .clearRating: tr("_Clear Rating")
        case .moreServings: tr("More _Servings")
        case .fewerServings: tr("_Fewer Servings")
        case .mark: tr("_Mark")
        case .markAll: tr("Mark _All")
        case .clearMarks: tr("_Clear Marks")
        case .deleteRecipe: tr("_Delete Recipe")
        case .undoDelete: tr("_Undo Delete")
        case .groceryList: tr("_Grocery List")
        case .newGroceryItem: tr("_New Grocery Item")
        case .search: tr("_Search")
        case .rightToLeft: tr("_Right-to-Left Layout")
        case .darkTheme: tr("_Dark Theme")
        case .unitsWritten: tr("As _Written")
        case .unitsMetric: tr("_Metric")
        case .unitsUS: tr("_US")
        case .cycleUnits: tr("_Cycle Units")
        case .groceryByAisle: tr("By _Aisle")
        case .groceryByRecipe: tr("By _Recipe")
        case .showTags: tr("Show _Tags")
        case .keyboardShortcuts: tr("_Keyboard Shortcuts")
        case .madeThis: tr("_I Made This")
        case .sortByName: tr("_Name")
        case .sortByRating: tr("_Rating")
        case .sortByLastMade: tr("_Last Made")
        case .sortByMostMade: tr("_Most Made")
        case .sortByDateAdded: tr("_Date Added")
        }
    }

    /// The name as the help sheet and screen readers say it: the label without its mark.
    var title: String { MnemonicLabel(marked: label).plain }
}

/// A key and the modifiers that must be held, as the table and the help sheet show it.
struct KeyChord: Sendable, Equatable {
    /// X keysym name; letters are matched without regard to case (Caps Lock, Shift).
    var key: String
    var modifiers: KeyModifiers = []
    /// Shift is part of the chord (Ctrl+Shift+A); else it is ignored (`?` is Shift+slash on most layouts).
    var shiftMatters = false
    /// How the menus and the help sheet write it: "Ctrl+G", "?".
    var label: String
    /// A move in reading order instead of a key: Right moves forward in a left-to-right
    /// layout, Left in a right-to-left one (the arrows of the keypad too).
    var move: MoveDirection?

    init(key: String, modifiers: KeyModifiers = [], shiftMatters: Bool = false, label: String) {
        self.key = key
        self.modifiers = modifiers
        self.shiftMatters = shiftMatters
        self.label = label
    }

    /// The arrow key that moves in `direction`, whichever layout is in use.
    init(move direction: MoveDirection) {
        self.init(key: "", label: Self.arrowName(direction, .ltr))
        move = direction
    }

    /// The label as a layout in `direction` reads the keys, in the user's language.
    func label(in direction: LayoutDirection) -> String {
        KeyNames.shown(move.map { Self.arrowName($0, direction) } ?? label)
    }

    func matches(_ event: KeyEvent, in direction: LayoutDirection) -> Bool {
        guard event.isPress, event.modifiers.subtracting(shiftMatters ? [] : .shift) == modifiers else { return false }
        if let move { return StandardKeys.moveDirection(event, direction) == move }
        return event.key == key || (key.count == 1 && event.key.lowercased() == key.lowercased())
    }

    private static func arrowName(_ move: MoveDirection, _ direction: LayoutDirection) -> String {
        switch move {
        case .up: "Up"
        case .down: "Down"
        case .right: direction == .rtl ? "Left" : "Right"
        case .left: direction == .rtl ? "Right" : "Left"
        }
    }
}

/// Where a binding applies, judged from the focused element.
enum BindingScope: Sendable, Equatable {
    case anywhere
    /// Anywhere but a text field, where the key types.
    case outsideTextFields
    case grid
    case sidebar
    case gridOrSidebar
    case rating
    /// The servings control of the open recipe.
    case servings
    /// The open recipe's push buttons (Back, Add to Grocery List).
    case button
    case groceryList
    /// A grocery item's name field.
    case groceryName
    /// The open recipe's controls.
    case detail
    /// The open recipe's notes field.
    case notes
    case cooking
    /// Where Ctrl+C has something of ours to copy: the grid, the detail, the grocery list.
    case copyable
    /// The welcome screen's offers.
    case welcome
    /// File ▸ Open Cookbook…'s dialog: its path field and its list.
    case openDialog
    /// The grid or the open recipe: where a recipe can be made or edited.
    case gridOrDetail
    /// The recipe editor's fields.
    case editor

    func contains(_ focus: FocusID) -> Bool {
        switch self {
        case .anywhere: true
        case .outsideTextFields: !focus.isTextField
        case .grid: focus == .grid
        case .sidebar: focus == .sidebar
        case .gridOrSidebar: focus == .grid || focus == .sidebar
        case .rating: focus == .detailRating
        case .servings: focus == .detailServings
        case .button:
            switch focus {
            case .detailBack, .detailAdd, .detailLink: true
            default: false
            }
        case .groceryList: focus.isInGroceryList
        case .groceryName: if case .groceryName = focus { true } else { false }
        case .detail: focus.isInDetail
        case .notes: focus == .detailNotes
        case .cooking: focus == .cooking
        case .copyable: focus == .grid || focus.isInDetail || focus.isInGroceryList
        case .welcome: focus == .welcome
        case .openDialog: focus == .cookbookPath || focus == .openList
        case .gridOrDetail: focus == .grid || focus.isInDetail
        case .editor: if case .editorField = focus { true } else { false }
        }
    }
}

/// What a row of the key table does: a command of the menus, or a key of the focused element.
enum KeyAction: Sendable, Equatable {
    case command(Command)
    case element(ElementKey)
}

/// One row of the key table: chords that do its action where the scope holds.
struct KeyBinding: Sendable {
    var chords: [KeyChord]
    var scope: BindingScope
    var action: KeyAction

    init(chords: [KeyChord], scope: BindingScope, action: KeyAction) {
        self.chords = chords
        self.scope = scope
        self.action = action
    }

    init(chords: [KeyChord], scope: BindingScope, command: Command) {
        self.init(chords: chords, scope: scope, action: .command(command))
    }

    /// The menu command, nil for an element's own key.
    var command: Command? {
        if case .command(let command) = action { command } else { nil }
    }

    /// What the help sheet says the row does.
    var help: String {
        switch action {
        case .command(let command): command.title
        case .element(let key): key.help
        }
    }
}
