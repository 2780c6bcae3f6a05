/// The program's core: one state value, the responder chain, and `update`.
///
/// `update` is the only way the state changes. It reads no clock and touches no
/// display; time and text measuring come in through `UpdateContext`.
struct AppModel: Sendable {
    private(set) var state: AppState
    var responders: ResponderChain

    init(state: AppState) {
        self.state = state
        self.responders = .standard
    }

    /// Applies `action`; what the platform should do next is appended to `context.effects`.
    mutating func update(_ action: Action, context: inout UpdateContext) {
        switch action {
        case .keyPressed(let event):
            if event.isPress && !StandardKeys.isTypeAheadKey(event, state: state) { state.typeAhead.end() }
            _ = responders.dispatch(event, state: &state, context: &context)
        case .buttonPressed(let button, let point, _):
            state.typeAhead.end()
            state.handleButton(button, at: point, context: &context)
        case .resized(let size):
            state.resize(to: size, measurer: context.measurer)
        case .windowFocusChanged(let focused):
            state.windowHasFocus = focused
        case .tick:
            if !state.typeAhead.isLive(at: context.now) { state.typeAhead.end() }
            if let toast = state.toast, toast.expiresAt <= context.now { state.toast = nil }
        }
    }
}
