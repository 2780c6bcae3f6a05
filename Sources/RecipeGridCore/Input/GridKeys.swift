/// Keys of the recipe grid (README's key table).
enum GridKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if StandardKeys.isTypeAheadKey(event, state: state) {
            typeAhead(event.text, state: &state, context: &context)
            return .handled
        }
        let control = event.modifiers.contains(.control)
        let plain = StandardKeys.isPlain(event)
        let layout = state.gridLayout
        let move: GridNavigation.Move
        switch event.key {
        case "Home" where control, "KP_Home" where control: move = .first
        case "End" where control, "KP_End" where control: move = .last
        case _ where !plain: return .ignored
        case "Home", "KP_Home": move = .rowStart
        case "End", "KP_End": move = .rowEnd
        case "Prior", "Page_Up", "KP_Prior": move = .pageUp(rows: layout.rowsPerPage)
        case "Next", "Page_Down", "KP_Next": move = .pageDown(rows: layout.rowsPerPage)
        case "Escape":
            guard state.grid.selection != nil else { return .ignored }
            state.grid.selection = nil
            return .handled
        default:
            switch StandardKeys.moveDirection(event, state.layoutDirection) {
            case .left: move = .previous
            case .right: move = .next
            case .up: move = .rowAbove
            case .down: move = .rowBelow
            case nil: return .ignored
            }
        }
        guard let target = GridNavigation.target(of: move, from: state.grid.selection, count: state.grid.shown.count, columns: layout.columns) else {
            // At an edge the key goes on up the chain (Left to the sidebar), but a
            // selection scrolled away with the wheel comes back into view first.
            if let selection = state.grid.selection { state.grid.scroll = layout.scrollToShow(tile: selection, from: state.grid.scroll) }
            return .ignored
        }
        state.select(target)
        return .handled
    }

    private static func typeAhead(_ text: String, state: inout AppState, context: inout UpdateContext) {
        let recipes = state.store.recipes
        let names = state.grid.shown.lazy.map { recipes[$0].sortKey }
        if let index = state.typeAhead.type(text, at: context.now, foldedNames: names, sorted: true, current: state.grid.selection) {
            state.select(index)
        } else {
            state.showToast("No recipe starts with '\(state.typeAhead.buffer)'", now: context.now)
        }
    }
}
