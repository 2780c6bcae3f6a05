/// Keys of the recipe grid: type-to-select, then the key table's grid keys.
enum GridKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if StandardKeys.isTypeAheadKey(event, state: state) {
            typeAhead(event.text, state: &state, context: &context)
            return .handled
        }
        return state.performKey(event, in: .grid, context: &context)
    }

    private static func typeAhead(_ text: String, state: inout AppState, context: inout UpdateContext) {
        let (recipes, initials, shown) = (state.store.recipes, state.store.nameInitials, state.grid.shown)
        let names = shown.lazy.map { recipes.sortKey(at: $0) }
        // In another order than by name the names are searched in the order shown.
        let sorted = state.gridSort == .name
        if let index = state.typeAhead.type(
            text, at: context.now, foldedNames: names, initials: { initials[shown[$0]] }, sorted: sorted, current: state.grid.selection)
        {
            state.select(index)
        } else {
            state.showToast(tr("No recipe starts with '{letters}'", ["letters": state.typeAhead.buffer]), now: context.now)
        }
    }
}
