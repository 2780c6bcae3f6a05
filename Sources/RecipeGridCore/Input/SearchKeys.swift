/// Keys of the search field: Escape clears and closes, Down or Return go to the results.
enum SearchKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, var field = state.search.field else { return .ignored }
        if StandardKeys.isPlain(event) {
            switch event.key {
            case "Escape":
                state.closeSearch()
                return .handled
            case "Down", "KP_Down", "Return", "KP_Enter":
                state.setFocus(.grid)
                if state.grid.selection == nil && !state.grid.shown.isEmpty { state.select(0) }
                return .handled
            default:
                break
            }
        }
        let before = field.text
        let outcome = field.handle(event)
        state.search.edit(field)
        if field.text != before { state.refilter() }
        return TextFieldEffects.apply(outcome, context: &context)
    }
}
