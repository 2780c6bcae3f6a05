/// Keys of the grocery panel: check toggles, editable names, the New Item button. A name
/// field's own keys come first (Return adds an item after it, BackSpace in an empty one
/// removes it), then its text field's editing keys, then the key table's panel keys.
enum GroceryKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if case .groceryName(let row) = state.focus, state.grocery.items.indices.contains(row) {
            if state.performKey(event, in: .groceryName, context: &context) == .handled { return .handled }
            if editName(row, event, &state, &context) == .handled { return .handled }
        }
        return state.performKey(event, in: .groceryList, context: &context)
    }

    /// Other editing keys go to the text field, whose text is the item's name.
    private static func editName(_ row: Int, _ event: KeyEvent, _ state: inout AppState, _ context: inout UpdateContext) -> KeyOutcome {
        if state.groceryPanel.editor.text != state.grocery.items[row].name { state.beginEditingGroceryName(row) }
        let outcome = state.groceryPanel.handleEditorKey(event)
        state.grocery.items[row].name = state.groceryPanel.editor.text
        if row == state.grocery.items.count - 1 { state.keepEmptyGroceryItemAtEnd() }
        return TextFieldEffects.apply(outcome, context: &context)
    }
}

extension AppState {
    /// The grocery panel's keys from the key table; a move past the list's ends is ignored.
    /// Up and Down go to the item shown above or below, which by aisle is not the next in the list.
    mutating func performGroceryKey(_ key: ElementKey, repeated: Bool) -> KeyOutcome {
        let last = grocery.items.count - 1
        let shownLast = groceryShownOrder.last ?? last
        switch (key, focus) {
        case (.addItemAfter, .groceryName(let row)): addGroceryItem(after: row)
        case (.removeEmptyItem, .groceryName(let row)):
            guard grocery.items[row].name.isEmpty else { return .ignored }
            if row > 0 { removeGroceryItem(row) }
        case (.closeGroceryList, _): closeGroceryList()
        case (.pressItem, .groceryCheck(let row)): if !repeated { toggleObtained(row) }
        case (.pressItem, .groceryNew): if !repeated { addGroceryItem(after: last) }
        case (.itemAbove, .groceryCheck(let row)):
            guard let above = groceryItem(shownFrom: row, by: -1) else { return .ignored }
            setFocus(.groceryCheck(above))
        case (.itemAbove, .groceryName(let row)):
            guard let above = groceryItem(shownFrom: row, by: -1) else { return .ignored }
            setFocus(.groceryName(above))
        case (.itemAbove, .groceryNew): setFocus(.groceryName(shownLast))
        case (.itemBelow, .groceryCheck(let row)): setFocus(groceryItem(shownFrom: row, by: 1).map(FocusID.groceryCheck) ?? .groceryNew)
        case (.itemBelow, .groceryName(let row)): setFocus(groceryItem(shownFrom: row, by: 1).map(FocusID.groceryName) ?? .groceryNew)
        case (.itemName, .groceryCheck(let row)): setFocus(.groceryName(row))
        default: return .ignored
        }
        return .handled
    }
}
