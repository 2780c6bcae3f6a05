/// Keys of cooking mode, from the key table: steps, timers, leaving (mirrored in rtl like every move).
enum CookingKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        state.performKey(event, in: .cooking, context: &context)
    }
}
