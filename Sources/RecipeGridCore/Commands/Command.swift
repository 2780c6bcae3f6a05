/// A command of the menu bar and the shortcut table: what the user can ask for by name.
package enum Command: String, Sendable, CaseIterable {
    case openCookbook, export, print, quit
    case openRecipe, copy, cook, addToGroceryList, rateMeh, rateYummy, rateDelicious, clearRating, moreServings, fewerServings
    case mark, markAll, clearMarks
    case groceryList, newGroceryItem, search, rightToLeft, darkTheme, unitsWritten, unitsMetric, unitsUS, cycleUnits
    case keyboardShortcuts

    var title: String {
        switch self {
        case .openCookbook: "Open Cookbook…"
        case .export: "Export…"
        case .print: "Print…"
        case .quit: "Quit"
        case .openRecipe: "Open"
        case .copy: "Copy"
        case .cook: "Cook"
        case .addToGroceryList: "Add to Grocery List"
        case .rateMeh: "😕 Meh"
        case .rateYummy: "🙂 Yummy"
        case .rateDelicious: "🥰 Delicious"
        case .clearRating: "Clear Rating"
        case .moreServings: "More Servings"
        case .fewerServings: "Fewer Servings"
        case .mark: "Mark"
        case .markAll: "Mark All"
        case .clearMarks: "Clear Marks"
        case .groceryList: "Grocery List"
        case .newGroceryItem: "New Grocery Item"
        case .search: "Search"
        case .rightToLeft: "Right-to-Left Layout"
        case .darkTheme: "Dark Theme"
        case .unitsWritten: UnitSystem.written.title
        case .unitsMetric: UnitSystem.metric.title
        case .unitsUS: UnitSystem.us.title
        case .cycleUnits: "Cycle Units"
        case .keyboardShortcuts: "Keyboard Shortcuts"
        }
    }
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

    func matches(_ event: KeyEvent) -> Bool {
        guard event.isPress, event.key == key || (key.count == 1 && event.key.lowercased() == key.lowercased()) else { return false }
        let held = event.modifiers.subtracting(shiftMatters ? [] : .shift)
        return held == modifiers
    }
}

/// Where a binding applies, judged from the focused element.
enum BindingScope: Sendable, Equatable {
    case anywhere
    /// Anywhere but a text field, where the key types.
    case outsideTextFields
    case grid
    case gridOrSidebar
    case rating
    /// The servings control of the open recipe.
    case servings
    case groceryList
    /// The open recipe's controls.
    case detail
    case cooking
    /// Where Ctrl+C has something of ours to copy: the grid, the detail, the grocery list.
    case copyable

    func contains(_ focus: FocusID) -> Bool {
        switch self {
        case .anywhere: true
        case .outsideTextFields: !focus.isTextField
        case .grid: focus == .grid
        case .gridOrSidebar: focus == .grid || focus == .sidebar
        case .rating: focus == .detailRating
        case .servings: focus == .detailServings
        case .groceryList: focus.isInGroceryList
        case .detail: focus.isInDetail
        case .cooking: focus == .cooking
        case .copyable: focus == .grid || focus.isInDetail || focus.isInGroceryList
        }
    }
}

/// One row of the key table: chords that run a command where the scope holds.
struct KeyBinding: Sendable {
    var chords: [KeyChord]
    var scope: BindingScope
    var command: Command
}
