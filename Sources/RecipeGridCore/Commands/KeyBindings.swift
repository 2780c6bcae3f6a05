/// The one table of key bindings: the window dispatches commands from it, the menus show
/// its shortcuts and the help sheet lists it (dmenu's and nsxiv's key tables, as data).
enum KeyBindings {
    static let table: [KeyBinding] = [
        KeyBinding(chords: [ctrl("o")], scope: .anywhere, command: .openCookbook),
        KeyBinding(chords: [ctrl("e")], scope: .anywhere, command: .export),
        KeyBinding(chords: [ctrl("p")], scope: .anywhere, command: .print),
        KeyBinding(chords: [ctrl("q")], scope: .anywhere, command: .quit),
        KeyBinding(
            chords: [KeyChord(key: "Return", label: "Return"), KeyChord(key: "KP_Enter", label: "Enter")], scope: .grid, command: .openRecipe),
        KeyBinding(chords: [ctrl("c"), KeyChord(key: "Insert", modifiers: .control, label: "Ctrl+Insert")], scope: .copyable, command: .copy),
        KeyBinding(chords: [ctrl("k")], scope: .anywhere, command: .cook),
        KeyBinding(chords: [ctrl("g")], scope: .anywhere, command: .addToGroceryList),
        KeyBinding(chords: [KeyChord(key: "1", label: "1"), KeyChord(key: "KP_1", label: "1")], scope: .rating, command: .rateMeh),
        KeyBinding(chords: [KeyChord(key: "2", label: "2"), KeyChord(key: "KP_2", label: "2")], scope: .rating, command: .rateYummy),
        KeyBinding(chords: [KeyChord(key: "3", label: "3"), KeyChord(key: "KP_3", label: "3")], scope: .rating, command: .rateDelicious),
        KeyBinding(
            chords: [
                KeyChord(key: "0", label: "0"), KeyChord(key: "KP_0", label: "0"), KeyChord(key: "Delete", label: "Delete"),
                KeyChord(key: "KP_Delete", label: "Delete"),
            ], scope: .rating,
            command: .clearRating),
        KeyBinding(chords: [KeyChord(key: "plus", label: "+"), KeyChord(key: "KP_Add", label: "+")], scope: .detail, command: .moreServings),
        KeyBinding(chords: [KeyChord(key: "minus", label: "-"), KeyChord(key: "KP_Subtract", label: "-")], scope: .detail, command: .fewerServings),
        KeyBinding(chords: [KeyChord(key: "space", label: "Space")], scope: .grid, command: .mark),
        // Ctrl+Shift+A before Ctrl+A: a chord that ignores Shift would take it otherwise.
        KeyBinding(
            chords: [KeyChord(key: "a", modifiers: [.control, .shift], shiftMatters: true, label: "Ctrl+Shift+A")], scope: .grid, command: .clearMarks
        ),
        KeyBinding(chords: [ctrl("a")], scope: .grid, command: .markAll),
        KeyBinding(chords: [ctrl("l")], scope: .anywhere, command: .groceryList),
        KeyBinding(chords: [ctrl("n")], scope: .groceryList, command: .newGroceryItem),
        KeyBinding(chords: [ctrl("u")], scope: .anywhere, command: .cycleUnits),
        KeyBinding(chords: [ctrl("f"), KeyChord(key: "slash", label: "/")], scope: .gridOrSidebar, command: .search),
        KeyBinding(
            chords: [KeyChord(key: "question", label: "?"), KeyChord(key: "F1", label: "F1")], scope: .outsideTextFields, command: .keyboardShortcuts),
    ]

    /// Keys handled by the focused element itself, listed on the help sheet beside the commands.
    static let movement: [(keys: String, effect: String, scope: BindingScope)] = [
        ("Tab / Shift+Tab", "Next / previous control", .anywhere),
        ("Arrow keys", "Move the selection; at an edge, into the next region", .gridOrSidebar),
        ("Home / End", "First / last tile of the row", .grid),
        ("Ctrl+Home / Ctrl+End", "First / last recipe", .grid),
        ("Page Up / Page Down", "One screenful up / down", .grid),
        ("Letters and digits", "Select the recipe whose name starts with them", .grid),
        ("Escape", "Clear the selection; close the detail, a menu or a panel", .anywhere),
        ("BackSpace, Alt+Left", "Back from the detail to the grid", .detail),
        ("Left / Right, Home / End", "Rating: previous / next, Meh / Delicious", .rating),
        ("Up / Down, Right / Left", "Servings: one more / one fewer", .servings),
        ("Home", "Servings: the recipe's own", .servings),
        ("Digits", "Servings: type a number", .servings),
        ("Space", "Rating: toggle; press a button; flip a check", .outsideTextFields),
        ("Return", "Grocery item: add one after it", .groceryList),
        ("Right, Space / Left", "Cooking: next / previous step", .cooking),
        ("T", "Cooking: start the step's timer", .cooking),
        ("Escape", "Cooking: back to the recipe", .cooking),
        ("F10 or Alt", "Open the menu bar", .anywhere),
    ]

    /// The label of the first chord bound to `command`, for menus ("Ctrl+G"), or nil.
    static func shortcut(for command: Command) -> String? {
        table.first { $0.command == command }?.chords.first?.label
    }

    /// The binding that `event` triggers with focus on `focus`, if any.
    static func binding(for event: KeyEvent, focus: FocusID) -> KeyBinding? {
        table.first { binding in binding.scope.contains(focus) && binding.chords.contains { $0.matches(event) } }
    }

    private static func ctrl(_ letter: String) -> KeyChord {
        KeyChord(key: letter, modifiers: .control, label: "Ctrl+\(letter.uppercased())")
    }
}
