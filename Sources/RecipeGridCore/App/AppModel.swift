/// The program's core: one state value, the responder chain, and `update`.
///
/// `update` is the only way the state changes. It reads no clock and touches no
/// display; time and text measuring come in through `UpdateContext`.
package struct AppModel: Sendable {
    package internal(set) var state: AppState
    var responders: ResponderChain
    /// Alt went down with nothing else: its release opens the menu bar. Kept out of the
    /// state, so a bare Alt press changes nothing on screen and writes no trace line.
    private var altPressedAlone = false
    /// What is on disk, and whether saving is failing. Out of the state for the same
    /// reason: it shows nothing until a toast does.
    package var persistence = Persistence()
    /// The desktop's scale and theme as last read, and what the command line pinned.
    package var desktop = DesktopFollowing()
    /// The text PRIMARY was last owned with, so a selection is offered once, not at every key.
    private var primaryText: String?

    package init(state: AppState) {
        self.state = state
        self.responders = .standard
    }

    /// Applies `action`; what the platform should do next is appended to `context.effects`.
    package mutating func update(_ action: Action, context: inout UpdateContext) {
        if state.today != context.today { state.today = context.today }
        let sortInputs = state.gridSortInputs
        switch action {
        case .key(let event):
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
            // The layout is computed left to right; a right-to-left window is its mirror image.
            let x = state.layoutDirection == .rtl ? state.windowSize.width - point.x : point.x
            state.handleButton(button, at: Point(x: x, y: point.y), context: &context)
        case .resized(let size):
            state.resize(to: size, measurer: context.measurer)
        case .windowFocusChanged(let focused):
            // An Alt released while another window had focus never reaches us.
            altPressedAlone = false
            state.windowHasFocus = focused
        case .preeditChanged(let preedit):
            state.preeditChanged(preedit)
        case .tick:
            if !state.typeAhead.isLive(at: context.now) { state.typeAhead.end() }
            if let toast = state.toast, toast.expiresAt <= context.now { state.toast = nil }
            state.endCookingTimers(context: &context)
        // A failed save's retry is due (saveIfNeeded below asks for it).
        default:
            receive(action, context: &context)
        }
        // A preedit belongs to the field it was composed in: focus elsewhere ends it.
        if let composition = state.composition, composition.field != state.focus { state.composition = nil }
        state.sortAgainIfNeeded(since: sortInputs)
        state.requestSearchIndexIfNeeded(context: &context)
        state.requestFolderListingIfNeeded(context: &context)
        // Text selected in a field is PRIMARY, for a middle click elsewhere to paste.
        let selected = state.selectedFieldText
        if let selected, selected != primaryText { context.effects.append(.ownPrimary(selected)) }
        primaryText = selected
        // Nothing is saved while a cookbook loads: the selection would name a recipe of none.
        if state.loading == nil { saveIfNeeded(context: &context) }
    }

    /// What the shell or a tool sends back: results of effects, loading, the desktop.
    private mutating func receive(_ action: Action, context: inout UpdateContext) {
        switch action {
        case .pasted(let text):
            state.paste(text)
        case .saveFinished(let saved, let retry, let failure):
            saveFinished(saved, retry: retry, failure: failure, now: context.now)
        case .dataFolderUnwritable(let message):
            state.showToast(message, now: context.now)
        case .loadingProgressed(let progress):
            state.loading = progress
        case .cookbookLoaded(let store, let saved):
            state.finishLoading(store, restoring: saved)
        case .cookbookOpened(let store):
            state.closeOpenDialog()
            state.replaceCookbook(with: store, context: &context)
        case .cookbookFailed(let message):
            state.loading = nil
            state.openFailed(message, now: context.now)
        case .cookbookChanged(let store, let renamedIDs):
            state.refreshCookbook(store, renamedIDs: renamedIDs, context: &context)
        case .dropped(let reading):
            state.dropped(reading, context: &context)
        case .openRequested(let paths):
            state.closeModal()
            context.effects.append(.openCookbook(paths))
        case .folderListed(let listing):
            state.folderListed(listing)
        case .recentCookbooksRead(let recent):
            state.recentCookbooks = recent
        case .exported(let message), .printFinished(let message):
            state.showToast(message, now: context.now)
        case .printersFound(let printers):
            state.printersFound(printers)
        case .desktopSettingsRead(let scale, let prefersDark):
            desktopSettingsRead(scale: scale, prefersDark: prefersDark, measurer: context.measurer)
        case .photoDecoded(let path, let succeeded):
            state.photoDecoded(path, succeeded: succeeded)
        case .recipesRead(let read):
            state.use(read, context: &context)
        case .accessibleAction(let id):
            state.performAccessibleAction(on: id, context: &context)
        case .accessibleTextEdited(let id, let text, let caret):
            state.setAccessibleText(of: id, to: text, caret: caret)
        case .accessibleValueSet(let id, let value):
            state.setAccessibleValue(of: id, to: value, measurer: context.measurer)
        case .searchIndexBuilt(let index):
            state.searchIndexBuilt(index)
        case .editorSourceRead(let source, let recipe, let store):
            state.editorSourceRead(source, recipe: recipe, of: store, context: &context)
        case .recipeWritten(let outcome):
            state.recipeWritten(outcome, context: &context)
        case .recipesTrashed(let outcome):
            state.recipesTrashed(outcome, context: &context)
        case .trashUndone(let outcome):
            state.trashUndone(outcome, context: &context)
        case .key, .buttonPressed, .resized, .windowFocusChanged, .preeditChanged, .tick:
            break
        }
    }

    /// The earliest time at which the clock changes something: a timer the screen shows,
    /// a save waiting for input to pause, or a failed save's retry. (Nothing is saved
    /// while a cookbook loads.)
    package var nextDeadline: Seconds? {
        let saving = state.loading == nil ? [persistence.pausedSaveAt, persistence.retryAt] : []
        return ([state.nextDeadline] + saving).compactMap { $0 }.min()
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
            if state.modal.menu != nil {
                state.closeModal()
            } else if !state.isModalOpen {
                state.openMenu(0)
            }
        }
    }
}
