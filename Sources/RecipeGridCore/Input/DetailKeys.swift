/// Keys of the detail screen: back, and scrolling when it is taller than the window.
enum DetailKeys {
    static func handleBackButton(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, StandardKeys.isPlain(event), StandardKeys.isKey(event, "space", "Return", "KP_Enter") else { return .ignored }
        if !event.isRepeat { state.closeDetail(context: &context) }
        return .handled
    }

    static func handleAddButton(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, StandardKeys.isPlain(event), StandardKeys.isKey(event, "space", "Return", "KP_Enter") else { return .ignored }
        // A held key adds the ingredients once, not once per auto-repeat.
        if !event.isRepeat { state.perform(.addToGroceryList, context: &context) }
        return .handled
    }

    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, let layout = state.detail.layout else { return .ignored }
        if event.key == "Escape" || event.key == "BackSpace" || (event.key == "Left" && event.modifiers == [.alt]) {
            state.closeDetail(context: &context)
            return .handled
        }
        guard StandardKeys.isPlain(event) else { return .ignored }
        let line = state.metrics.px(48)
        let page = max(line, layout.viewport.height - line)
        let before = state.detail.scroll
        switch event.key {
        case "Up", "KP_Up": state.scrollDetail(by: -line)
        case "Down", "KP_Down": state.scrollDetail(by: line)
        case "Prior", "Page_Up", "KP_Prior": state.scrollDetail(by: -page)
        case "Next", "Page_Down", "KP_Next": state.scrollDetail(by: page)
        case "space": state.scrollDetail(by: event.modifiers.contains(.shift) ? -page : page)
        case "Home", "KP_Home": state.scrollDetail(by: -before)
        case "End", "KP_End": state.scrollDetail(by: layout.maxScroll)
        default: return .ignored
        }
        return .handled
    }
}
