/// Keys of the category sidebar.
enum SidebarKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if StandardKeys.isTypeAheadKey(event, state: state) {
            let current = state.grid.categoryIndex
            if let index = state.typeAhead.type(event.text, at: context.now, foldedNames: state.store.sidebarFoldedNames, current: current) {
                state.showCategory(index)
            } else {
                state.showToast("No category starts with '\(state.typeAhead.buffer)'", now: context.now)
            }
            return .handled
        }
        guard StandardKeys.isPlain(event) else { return .ignored }
        let last = state.store.sidebarNames.count - 1
        switch event.key {
        case "Home", "KP_Home":
            state.showCategory(0)
            return .handled
        case "End", "KP_End":
            state.showCategory(last)
            return .handled
        case "Return", "KP_Enter":
            state.setFocus(.grid)
            return .handled
        default:
            break
        }
        switch StandardKeys.moveDirection(event, state.layoutDirection) {
        case .up where state.grid.categoryIndex > 0:
            state.showCategory(state.grid.categoryIndex - 1)
        case .down where state.grid.categoryIndex < last:
            state.showCategory(state.grid.categoryIndex + 1)
        default:
            return .ignored
        }
        return .handled
    }
}
