/// The one table of key bindings: the window dispatches commands from it and each element
/// its own keys, the menus show its shortcuts and the help sheet lists every row (dmenu's
/// and nsxiv's key tables, as data).
enum KeyBindings {
    static let table: [KeyBinding] = commands + elementKeys

    private static let commands: [KeyBinding] = [
        KeyBinding(chords: [ctrl("o")], scope: .anywhere, command: .openCookbook),
        KeyBinding(chords: [ctrl("e")], scope: .anywhere, command: .export),
        KeyBinding(chords: [ctrl("p")], scope: .anywhere, command: .print),
        KeyBinding(chords: [ctrl("q")], scope: .anywhere, command: .quit),
        // Before the grocery list's Ctrl+N, which a chord that ignores Shift would match.
        KeyBinding(
            chords: [KeyChord(key: "n", modifiers: [.control, .shift], shiftMatters: true, label: "Ctrl+Shift+N")], scope: .gridOrDetail,
            command: .newRecipe),
        KeyBinding(chords: [KeyChord(key: "F2", label: "F2")], scope: .gridOrDetail, command: .editRecipe),
        KeyBinding(chords: [ctrl("s")], scope: .editor, command: .saveRecipe),
        KeyBinding(
            chords: [KeyChord(key: "Return", label: "Return"), KeyChord(key: "KP_Enter", label: "Enter")], scope: .grid, command: .openRecipe),
        KeyBinding(chords: [ctrl("c"), KeyChord(key: "Insert", modifiers: .control, label: "Ctrl+Insert")], scope: .copyable, command: .copy),
        KeyBinding(chords: [ctrl("k")], scope: .anywhere, command: .cook),
        KeyBinding(chords: [ctrl("g")], scope: .anywhere, command: .addToGroceryList),
        KeyBinding(chords: [ctrl("m")], scope: .anywhere, command: .madeThis),
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
        // The rating's Delete (above) clears the rating; on the grid Delete trashes the recipe.
        KeyBinding(
            chords: [KeyChord(key: "Delete", label: "Delete"), KeyChord(key: "KP_Delete", label: "Delete")], scope: .grid, command: .deleteRecipe),
        // Outside text fields only: in a field Ctrl+Z is the field's own.
        KeyBinding(chords: [ctrl("z")], scope: .outsideTextFields, command: .undoDelete),
        KeyBinding(chords: [ctrl("l")], scope: .anywhere, command: .groceryList),
        KeyBinding(chords: [ctrl("n")], scope: .groceryList, command: .newGroceryItem),
        KeyBinding(chords: [ctrl("u")], scope: .anywhere, command: .cycleUnits),
        KeyBinding(chords: [ctrl("f"), KeyChord(key: "slash", label: "/")], scope: .gridOrSidebar, command: .search),
        KeyBinding(
            chords: [KeyChord(key: "question", label: "?"), KeyChord(key: "F1", label: "F1")], scope: .outsideTextFields, command: .keyboardShortcuts),
    ]

    /// The label of the first chord bound to `command`, for menus ("Ctrl+G"), or nil.
    static func shortcut(for command: Command) -> String? {
        table.first { $0.command == command }?.chords.first?.label(in: .ltr)
    }

    /// The command binding that `event` triggers with focus on `focus`, if any.
    static func binding(for event: KeyEvent, focus: FocusID) -> KeyBinding? {
        table.first { binding in
            binding.command != nil && binding.scope.contains(focus) && binding.chords.contains { $0.matches(event, in: .ltr) }
        }
    }

    /// The element key that `event` is where `scope` holds, read in `direction` (Right is
    /// Left's move in a right-to-left layout).
    static func elementKey(for event: KeyEvent, in scope: BindingScope, direction: LayoutDirection) -> ElementKey? {
        for binding in table where binding.scope == scope {
            if case .element(let key) = binding.action, binding.chords.contains(where: { $0.matches(event, in: direction) }) { return key }
        }
        return nil
    }

    private static func ctrl(_ letter: String) -> KeyChord {
        KeyChord(key: letter, modifiers: .control, label: "Ctrl+\(letter.uppercased())")
    }
}

extension KeyBindings {
    /// The focused elements' own keys. Moves are in reading order, so Right is the next
    /// tile in a left-to-right layout and Left in a right-to-left one.
    fileprivate static let elementKeys: [KeyBinding] = [
        key(.nextControl, [exactly("Tab", "Tab")], .anywhere),
        key(
            .previousControl, [KeyChord(key: "Tab", modifiers: .shift, shiftMatters: true, label: "Shift+Tab"), plain("ISO_Left_Tab", "Shift+Tab")],
            .anywhere),
        // Alt pressed and released alone is read on its release (AppModel), like GTK's and Qt's.
        key(.openMenuBar, [plain("F10", "F10"), plain("Alt_L", "Alt")], .anywhere),
        key(.nextTile, [move(.right)], .grid),
        key(.previousTile, [move(.left)], .grid),
        key(.tileBelow, [move(.down)], .grid),
        key(.tileAbove, [move(.up)], .grid),
        key(
            .firstRecipe,
            [KeyChord(key: "Home", modifiers: .control, label: "Ctrl+Home"), KeyChord(key: "KP_Home", modifiers: .control, label: "Ctrl+Home")], .grid
        ),
        key(
            .lastRecipe,
            [KeyChord(key: "End", modifiers: .control, label: "Ctrl+End"), KeyChord(key: "KP_End", modifiers: .control, label: "Ctrl+End")], .grid),
        key(.rowStart, [plain("Home", "Home"), plain("KP_Home", "Home")], .grid),
        key(.rowEnd, [plain("End", "End"), plain("KP_End", "End")], .grid),
        key(.pageDown, pageDownChords, .grid),
        key(.pageUp, pageUpChords, .grid),
        key(.clearSelection, [plain("Escape", "Escape")], .grid),
        key(.nextCategory, [move(.down)], .sidebar),
        key(.previousCategory, [move(.up)], .sidebar),
        key(.firstCategory, [plain("Home", "Home"), plain("KP_Home", "Home")], .sidebar),
        key(.lastCategory, [plain("End", "End"), plain("KP_End", "End")], .sidebar),
        key(.enterGrid, [plain("Return", "Return"), plain("KP_Enter", "Enter")], .sidebar),
        key(.pressButton, [plain("space", "Space"), plain("Return", "Return"), plain("KP_Enter", "Enter")], .button),
        key(.nextRating, [move(.right)], .rating),
        key(.previousRating, [move(.left)], .rating),
        key(.firstRating, [plain("Home", "Home"), plain("KP_Home", "Home")], .rating),
        key(.lastRating, [plain("End", "End"), plain("KP_End", "End")], .rating),
        key(.toggleRating, [plain("space", "Space")], .rating),
        key(.moreServings, [move(.up), move(.right)], .servings),
        key(.fewerServings, [move(.down), move(.left)], .servings),
        key(.recipeServings, [plain("Home", "Home"), plain("KP_Home", "Home")], .servings),
        key(
            .closeDetail, [plain("Escape", "Escape"), plain("BackSpace", "BackSpace"), KeyChord(key: "Left", modifiers: .alt, label: "Alt+Left")],
            .detail),
        // Escape in the notes leaves them, rather than closing the recipe from under the text.
        key(.leaveNotes, [plain("Escape", "Escape")], .notes),
        key(.scrollDown, [move(.down)], .detail),
        key(.scrollUp, [move(.up)], .detail),
        key(.scrollPageDown, pageDownChords + [exactly("space", "Space")], .detail),
        key(.scrollPageUp, pageUpChords + [shiftSpace], .detail),
        key(.scrollToTop, [plain("Home", "Home"), plain("KP_Home", "Home")], .detail),
        key(.scrollToBottom, [plain("End", "End"), plain("KP_End", "End")], .detail),
        key(.nextStep, [move(.right), move(.down)] + pageDownChords + [exactly("space", "Space")], .cooking),
        key(.previousStep, [move(.left), move(.up)] + pageUpChords + [plain("BackSpace", "BackSpace"), shiftSpace], .cooking),
        key(.firstStep, [plain("Home", "Home"), plain("KP_Home", "Home")], .cooking),
        key(.lastStep, [plain("End", "End"), plain("KP_End", "End")], .cooking),
        key(.startTimer, [plain("t", "T")], .cooking),
        key(.leaveCooking, [plain("Escape", "Escape")], .cooking),
        key(.addItemAfter, [plain("Return", "Return"), plain("KP_Enter", "Enter")], .groceryName),
        key(.removeEmptyItem, [plain("BackSpace", "BackSpace")], .groceryName),
        key(.pressItem, [plain("space", "Space"), plain("Return", "Return"), plain("KP_Enter", "Enter")], .groceryList),
        key(.itemBelow, [move(.down)], .groceryList),
        key(.itemAbove, [move(.up)], .groceryList),
        key(.itemName, [move(.right)], .groceryList),
        key(.closeGroceryList, [plain("Escape", "Escape")], .groceryList),
        key(.nextOffer, [move(.down)], .welcome),
        key(.previousOffer, [move(.up)], .welcome),
        key(.nextOfferWrapping, [exactly("Tab", "Tab")], .welcome),
        key(
            .previousOfferWrapping,
            [KeyChord(key: "Tab", modifiers: .shift, shiftMatters: true, label: "Shift+Tab"), plain("ISO_Left_Tab", "Shift+Tab")], .welcome),
        key(.firstOffer, [plain("Home", "Home"), plain("KP_Home", "Home")], .welcome),
        key(.lastOffer, [plain("End", "End"), plain("KP_End", "End")], .welcome),
        key(.chooseOffer, [plain("Return", "Return"), plain("KP_Enter", "Enter"), plain("space", "Space")], .welcome),
        key(.completePath, [exactly("Tab", "Tab")], .openDialog),
        key(
            .previousOpenPart,
            [KeyChord(key: "Tab", modifiers: .shift, shiftMatters: true, label: "Shift+Tab"), plain("ISO_Left_Tab", "Shift+Tab")], .openDialog),
        key(.nextOpenRow, [plain("Down", "Down"), plain("KP_Down", "Down")], .openDialog),
        key(.previousOpenRow, [plain("Up", "Up"), plain("KP_Up", "Up")], .openDialog),
        key(.openChoice, [plain("Return", "Return"), plain("KP_Enter", "Enter")], .openDialog),
        key(.closeOpenDialog, [plain("Escape", "Escape")], .openDialog),
    ]

    private static let pageDownChords = [plain("Next", "Page Down"), plain("Page_Down", "Page Down"), plain("KP_Next", "Page Down")]
    private static let pageUpChords = [plain("Prior", "Page Up"), plain("Page_Up", "Page Up"), plain("KP_Prior", "Page Up")]
    private static let shiftSpace = KeyChord(key: "space", modifiers: .shift, shiftMatters: true, label: "Shift+Space")
    /// A key that Shift turns into another row's (Shift+Tab, Shift+Space).
    private static func exactly(_ key: String, _ label: String) -> KeyChord { KeyChord(key: key, shiftMatters: true, label: label) }

    private static func key(_ key: ElementKey, _ chords: [KeyChord], _ scope: BindingScope) -> KeyBinding {
        KeyBinding(chords: chords, scope: scope, action: .element(key))
    }

    private static func plain(_ key: String, _ label: String) -> KeyChord { KeyChord(key: key, label: label) }
    private static func move(_ direction: MoveDirection) -> KeyChord { KeyChord(move: direction) }
}
