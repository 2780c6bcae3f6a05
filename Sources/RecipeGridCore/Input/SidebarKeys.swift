/// Keys of the category sidebar: type-to-select, then the key table's sidebar keys.
enum SidebarKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if StandardKeys.isTypeAheadKey(event, state: state) {
            let (current, store) = (state.grid.categoryIndex, state.store)
            let names = store.sidebarFoldedNames.prefix(state.sidebarCount)
            if let index = state.typeAhead.type(
                event.text, at: context.now, foldedNames: names, initials: { store.sidebarInitials[$0] }, current: current)
            {
                state.showCategory(index)
            } else {
                state.showToast(tr("No category starts with '{letters}'", ["letters": state.typeAhead.buffer]), now: context.now)
            }
            return .handled
        }
        return state.performKey(event, in: .sidebar, context: &context)
    }
}
