/// Keys of cooking mode: steps, timers, leaving (mirrored in rtl like every move).
enum CookingKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        let shift = event.modifiers.contains(.shift)
        let plain = StandardKeys.isPlain(event)
        guard plain else { return .ignored }
        let forward = state.layoutDirection == .rtl ? "Left" : "Right"
        let backward = state.layoutDirection == .rtl ? "Right" : "Left"
        switch event.key {
        case forward, "Down", "Next", "KP_Next": state.nextCookingStep()
        case backward, "Up", "Prior", "KP_Prior", "BackSpace": state.previousCookingStep()
        case "space": shift ? state.previousCookingStep() : state.nextCookingStep()
        case "Home", "KP_Home": state.goToCookingStep(0)
        case "End", "KP_End": state.goToCookingStep(Int.max)
        case "t", "T": if !event.isRepeat { state.startCookingTimer(now: context.now) }
        case "Escape": if !event.isRepeat { state.leaveCooking(context: &context) }
        default: return .ignored
        }
        return .handled
    }
}
