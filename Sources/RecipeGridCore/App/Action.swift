/// Something that happened, named as a fact; `AppModel.update` turns it into state.
package enum Action: Sendable, Equatable {
    case keyPressed(KeyEvent)
    /// A mouse button press at a point in the ltr layout space (the platform un-mirrors rtl).
    case buttonPressed(button: Int, at: Point, modifiers: KeyModifiers)
    case resized(Size)
    case windowFocusChanged(Bool)
    /// The clock reached a deadline the state asked for.
    case tick
    /// Text arrived from the CLIPBOARD after a paste was asked for.
    case pasted(String)
    /// Saving the state failed; the message says why.
    case saveFailed(String)
    /// A save worked again after failing; the message says the changes are on disk.
    case saveRecovered(String)
    /// The cookbook given at launch is still loading, this far.
    case loadingProgressed(LoadingProgress)
    /// The cookbook given at launch has loaded; the saved state is applied to it.
    case cookbookLoaded(CookbookStore, restoring: SavedState)
    /// A cookbook chosen with File ▸ Open Cookbook… was loaded, or failed to.
    case cookbookOpened(CookbookStore)
    case cookbookFailed(String)
    /// The desktop's scale or theme changed while running (XSETTINGS, `Xft.dpi`); nil for
    /// what did not change or what the command line pinned.
    case desktopChanged(scale: Double?, darkTheme: Bool?)
    /// File ▸ Export… wrote its file (the message names where), or could not.
    case exported(String)
    /// A photo finished decoding off the main thread, or failed to.
    case photoDecoded(path: String, succeeded: Bool)
    /// Recipe details asked for with `Effect.readRecipes` were read.
    case recipesRead(RecipesRead)
    /// The search index asked for with `Effect.buildSearchIndex` is built.
    case searchIndexBuilt(SearchIndex)
}

/// Work for the platform to carry out after an update.
package enum Effect: Sendable, Equatable {
    case setTitle(String)
    case quit
    /// Put this text on the CLIPBOARD.
    case copy(String)
    /// Fetch the CLIPBOARD; the text comes back as `Action.pasted`.
    case requestPaste
    /// Load the cookbook at this path (File ▸ Open Cookbook…); the result comes back as an action.
    case openCookbook(String)
    /// Write `contents` to a new file called `fileName` in the user's documents; the
    /// outcome comes back as `Action.exported`.
    case export(contents: String, fileName: String)
    /// Sound the bell: a cooking timer ended.
    case bell
    /// Read the details of these recipes of `store` from their files; they come back as
    /// `Action.recipesRead`, for `purpose`.
    case readRecipes([Int], for: ContentPurpose, store: CookbookStore)
    /// Build the search index of `store` (its details are in files); it comes back as
    /// `Action.searchIndexBuilt`.
    case buildSearchIndex(CookbookStore)
    /// Cooking mode opened (true) or closed: keep the screen saver and DPMS off meanwhile,
    /// and ask the window manager for full screen.
    case cookingModeChanged(Bool)
}

/// Whether a responder dealt with a key; an ignored key travels to the next responder.
package enum KeyOutcome: Sendable, Equatable {
    case handled, ignored
}

/// What an update needs from outside the state: the time and a way to measure text.
/// Handlers append the effects they want carried out.
package struct UpdateContext {
    package var now: Seconds
    package var measurer: any TextMeasuring
    package var effects: [Effect] = []

    package init(now: Seconds, measurer: any TextMeasuring, effects: [Effect] = []) {
        self.now = now
        self.measurer = measurer
        self.effects = effects
    }
}
