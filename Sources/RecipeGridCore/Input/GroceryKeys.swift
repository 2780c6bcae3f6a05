/// Keys of the grocery panel: check toggles, editable names, the New Item button.
enum GroceryKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if case .groceryName(let row) = state.focus, editName(row, event, &state, &context) == .handled { return .handled }
        guard StandardKeys.isPlain(event) else { return .ignored }
        let last = state.grocery.items.count - 1
        switch (state.focus, event.key) {
        case (_, "Escape"):
            state.closeGroceryList()
        case (.groceryCheck(let row), "space"), (.groceryCheck(let row), "Return"), (.groceryCheck(let row), "KP_Enter"):
            if !event.isRepeat { state.toggleObtained(row) }
        case (.groceryNew, "space"), (.groceryNew, "Return"), (.groceryNew, "KP_Enter"):
            if !event.isRepeat { state.addGroceryItem(after: last) }
        case (.groceryCheck(let row), "Up"), (.groceryCheck(let row), "KP_Up"):
            guard row > 0 else { return .ignored }
            state.setFocus(.groceryCheck(row - 1))
        case (.groceryName(let row), "Up"), (.groceryName(let row), "KP_Up"):
            guard row > 0 else { return .ignored }
            state.setFocus(.groceryName(row - 1))
        case (.groceryCheck(let row), "Down"), (.groceryCheck(let row), "KP_Down"):
            state.setFocus(row < last ? .groceryCheck(row + 1) : .groceryNew)
        case (.groceryName(let row), "Down"), (.groceryName(let row), "KP_Down"):
            state.setFocus(row < last ? .groceryName(row + 1) : .groceryNew)
        case (.groceryNew, "Up"), (.groceryNew, "KP_Up"):
            state.setFocus(.groceryName(last))
        case (.groceryCheck(let row), _) where StandardKeys.moveDirection(event, state.layoutDirection) == .right:
            state.setFocus(.groceryName(row))
        default:
            return .ignored
        }
        return .handled
    }

    /// Return adds an item after this one, BackSpace in an empty name removes it; other
    /// editing keys go to the text field, whose text is the item's name.
    private static func editName(_ row: Int, _ event: KeyEvent, _ state: inout AppState, _ context: inout UpdateContext) -> KeyOutcome {
        guard state.grocery.items.indices.contains(row) else { return .ignored }
        let plain = StandardKeys.isPlain(event)
        if plain && (event.key == "Return" || event.key == "KP_Enter") {
            state.addGroceryItem(after: row)
            return .handled
        }
        if plain && event.key == "BackSpace" && state.grocery.items[row].name.isEmpty {
            if row > 0 { state.removeGroceryItem(row) }
            return .handled
        }
        if state.groceryPanel.editor.text != state.grocery.items[row].name { state.beginEditingGroceryName(row) }
        let outcome = state.groceryPanel.editor.handle(event)
        state.grocery.items[row].name = state.groceryPanel.editor.text
        if row == state.grocery.items.count - 1 { state.keepEmptyGroceryItemAtEnd() }
        return TextFieldEffects.apply(outcome, context: &context)
    }
}
