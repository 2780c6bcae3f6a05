/// The program's core: one state value, the responder chain, and `update`.
///
/// `update` is the only way the state changes. It reads no clock and touches no
/// display; time and text measuring come in through `UpdateContext`.
package struct AppModel: Sendable {
    package private(set) var state: AppState
    package var responders: ResponderChain
    /// Alt went down with nothing else: its release opens the menu bar. Kept out of the
    /// state, so a bare Alt press changes nothing on screen and writes no trace line.
    private var altPressedAlone = false

    package init(state: AppState) {
        self.state = state
        self.responders = .standard
    }

    /// Applies `action`; what the platform should do next is appended to `context.effects`.
    package mutating func update(_ action: Action, context: inout UpdateContext) {
        switch action {
        case .keyPressed(let event):
            if event.isAltKey {
                handleAltAlone(event)
                return
            }
            if event.isPress {
                altPressedAlone = false
                if !StandardKeys.isTypeAheadKey(event, state: state) { state.typeAhead.end() }
            }
            _ = responders.dispatch(event, state: &state, context: &context)
        case .buttonPressed(let button, let point, _):
            altPressedAlone = false
            state.typeAhead.end()
            state.handleButton(button, at: point, context: &context)
        case .resized(let size):
            state.resize(to: size, measurer: context.measurer)
        case .windowFocusChanged(let focused):
            // An Alt released while another window had focus never reaches us.
            altPressedAlone = false
            state.windowHasFocus = focused
        case .tick:
            if !state.typeAhead.isLive(at: context.now) { state.typeAhead.end() }
            if let toast = state.toast, toast.expiresAt <= context.now { state.toast = nil }
            state.endCookingTimers(context: &context)
        case .pasted(let text):
            state.paste(text)
        case .saveFailed(let message), .saveRecovered(let message):
            state.showToast(message, now: context.now)
        case .loadingProgressed(let progress):
            state.loading = progress
        case .cookbookLoaded(let store, let saved):
            state.finishLoading(store, restoring: saved)
        case .cookbookOpened(let store):
            state.replaceCookbook(with: store, context: &context)
        case .cookbookFailed(let message), .exported(let message):
            state.showToast(message, now: context.now)
        case .desktopChanged(let scale, let darkTheme):
            state.followDesktop(scale: scale, darkTheme: darkTheme, measurer: context.measurer)
        case .photoDecoded(let path, let succeeded):
            state.photoDecoded(path, succeeded: succeeded)
        case .recipesRead(let read):
            state.use(read, context: &context)
        case .searchIndexBuilt(let index):
            state.searchIndexBuilt(index)
        }
        state.requestSearchIndexIfNeeded(context: &context)
    }

    /// Alt pressed and released with nothing between opens the menu bar (or closes it).
    /// Over the help sheet or the prompt it does nothing, as F10 does there.
    private mutating func handleAltAlone(_ event: KeyEvent) {
        switch event.phase {
        case .down:
            altPressedAlone = event.modifiers.isEmpty
        case .repeat:
            break
        case .up:
            guard altPressedAlone else { return }
            altPressedAlone = false
            // Like F10: the help sheet and the Open Cookbook prompt keep the keyboard.
            if state.menu != nil {
                state.closeModal()
            } else if !state.isModalOpen {
                state.openMenu(0)
            }
        }
    }
}
