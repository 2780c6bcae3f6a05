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

    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        state.performKey(event, in: .detail, context: &context)
    }
}
