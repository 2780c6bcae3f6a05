/// Keys of the welcome screen's offers, from the key table.
enum WelcomeKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        state.performKey(event, in: .welcome, context: &context)
    }
}

/// Keys of the detail screen: its push buttons, back, and scrolling when it is taller than
/// the window, all from the key table.
enum DetailKeys {
    static func handleButton(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        state.performKey(event, in: .button, context: &context)
    }

    /// The detail's own keys; a link (there are as many as the recipe has) presses as a
    /// button first, having no responder of its own.
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        if case .detailLink = state.focus, state.performKey(event, in: .button, context: &context) == .handled { return .handled }
        return state.performKey(event, in: .detail, context: &context)
    }
}

/// Keys of the notes field: the key table's (Escape leaves the field), then its editing
/// keys and typed text. What it does not take (Tab, Alt+Left, Ctrl+M) goes on up the chain.
enum NotesKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if state.performKey(event, in: .notes, context: &context) == .handled { return .handled }
        return state.editNotes(event, context: &context)
    }
}
