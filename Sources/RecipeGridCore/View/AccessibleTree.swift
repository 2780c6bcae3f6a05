/// What assistive tools (a screen reader, a magnifier) see of the window: a second view
/// of the state beside the display list, made by `AccessibleView` and diffed like it.
/// The core knows no ATK or D-Bus; the shell's bridge turns nodes and events into them.
///
/// Invariant: every id in a node's `children` has a node, except tiles of the grid, which
/// are made when asked for (`AccessibleView.tile`), so 100,000 recipes are not 100,000
/// objects.
package struct AccessibleTree: Sendable, Equatable {
    package var nodes: [AccessibleID: AccessibleNode] = [:]
    /// The element with keyboard focus, as a screen reader follows it.
    package var focus: AccessibleID?

    package init() {}

    package subscript(_ id: AccessibleID) -> AccessibleNode? { nodes[id] }
}

/// Names an accessible element the same way from frame to frame, so the bridge keeps one
/// object for it and a change of it is an event, not a new object.
package enum AccessibleID: Hashable, Sendable {
    case window, menuBar, sidebar, grid, detail, rating, servings, back, add, grocery, search, help, prompt, toast, cooking
    case menu(Int)
    case menuItem(menu: Int, item: Int)
    case category(Int)
    /// A tile, by the index of its recipe in the cookbook (stable while the grid filters).
    case tile(recipe: Int)
    case ratingChoice(Int)
    case groceryCheck(Int)
    case groceryName(Int)
    /// An aisle's heading in the grocery list grouped by aisle, by its row.
    case groceryHeading(Int)
    /// The open recipe's ingredient and step lists and their items.
    case ingredients, steps
    case ingredient(Int)
    case step(Int)
    /// The open recipe's link `n`: an ingredient that is another recipe, and its notes.
    case link(Int)
    case notes
    case note(Int)
    /// The open recipe's nutrition facts, as a list.
    case nutrition
    case nutritionFact(Int)
    /// The user's notes on the open recipe (a multi-line entry), and what the cooking log
    /// says of it ("Made 3 times · last on 12 Nov").
    case userNotes, madeSummary
    /// File ▸ Print…'s dialog and its destination `n` (the printers, then Save as PDF).
    case printDialog
    case printDestination(Int)
    /// The welcome screen and its offer `n`.
    case welcome
    case welcomeOffer(Int)
    /// File ▸ Open Cookbook…'s dialog, its list and row `n` of it.
    case openDialog, openList
    case openRow(Int)
    /// The recipe editor, its field `n` (in Tab order), its question and button `n` of it.
    case editor
    case editorField(Int)
    case editorDialog
    case editorButton(Int)
}

/// One element: its role, name, states and where it is on screen.
package struct AccessibleNode: Sendable, Equatable {
    package enum Role: Sendable, Equatable {
        case frame, menuBar, menu, menuItem, checkMenuItem, list, listItem, table, tableCell, pushButton, radioGroup, radioButton
        case checkBox, entry, dialog, notification, panel, label
        /// An ingredient that opens another recipe.
        case link
        /// A number stepped up and down or typed: the servings control.
        case spinButton
    }

    package struct States: OptionSet, Sendable, Hashable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        package static let focusable = States(rawValue: 1 << 0)
        package static let focused = States(rawValue: 1 << 1)
        package static let selectable = States(rawValue: 1 << 2)
        package static let selected = States(rawValue: 1 << 3)
        package static let checkable = States(rawValue: 1 << 4)
        package static let checked = States(rawValue: 1 << 5)
        package static let enabled = States(rawValue: 1 << 6)
        package static let editable = States(rawValue: 1 << 7)
        package static let showing = States(rawValue: 1 << 8)
        package static let modal = States(rawValue: 1 << 9)
        package static let active = States(rawValue: 1 << 10)
        /// An entry of many lines (Return starts a line), as Orca tells it apart.
        package static let multiLine = States(rawValue: 1 << 11)
        /// The ones every element on screen has.
        package static let onScreen: States = [.enabled, .showing]
    }

    package var role: Role
    package var name: String
    package var description = ""
    package var states: States = .onScreen
    /// In window coordinates; the bridge adds the window's position for screen extents.
    package var frame: Rect
    package var children: [AccessibleID] = []
    /// The text of an entry or a label, and the caret's offset in characters.
    package var text: String?
    package var caret: Int?
    /// The key that does what the element's action does ("Return", "Ctrl+G").
    package var shortcut: String?
    /// Row and column of a table cell; the number of rows and columns of a table.
    package var cell: (row: Int, column: Int)?
    package var tableSize: (rows: Int, columns: Int)?
    /// A table's cells in all (the last row may be short) and the selected one's place.
    package var cellCount: Int?
    package var selectedCell: Int?
    /// Position in its set, as "2 of 3" is spoken: 1-based index and set size.
    package var position: (index: Int, of: Int)?
    /// A spin button's number and the range it moves in.
    package var value: (current: Double, minimum: Double, maximum: Double)?

    package init(role: Role, name: String, frame: Rect) {
        self.role = role
        self.name = name
        self.frame = frame
    }

    package static func == (lhs: AccessibleNode, rhs: AccessibleNode) -> Bool {
        lhs.role == rhs.role && lhs.name == rhs.name && lhs.description == rhs.description && lhs.states == rhs.states
            && lhs.frame == rhs.frame && lhs.children == rhs.children && lhs.text == rhs.text && lhs.caret == rhs.caret
            && lhs.shortcut == rhs.shortcut && lhs.cell?.row == rhs.cell?.row && lhs.cell?.column == rhs.cell?.column
            && lhs.tableSize?.rows == rhs.tableSize?.rows && lhs.tableSize?.columns == rhs.tableSize?.columns
            && lhs.cellCount == rhs.cellCount && lhs.selectedCell == rhs.selectedCell
            && lhs.position?.index == rhs.position?.index && lhs.position?.of == rhs.position?.of
            && lhs.value?.current == rhs.value?.current && lhs.value?.minimum == rhs.value?.minimum
            && lhs.value?.maximum == rhs.value?.maximum
    }
}
