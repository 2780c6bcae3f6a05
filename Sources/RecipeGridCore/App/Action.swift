/// Something that happened, named as a fact; `AppModel.update` turns it into state.
package enum Action: Sendable, Equatable {
    /// A key went down, auto-repeated or came up (`KeyEvent.phase`).
    case key(KeyEvent)
    /// A mouse button press at a point of the window, as the window system gives it (the
    /// core mirrors it in a right-to-left layout).
    case buttonPressed(button: Int, at: Point, modifiers: KeyModifiers)
    case resized(Size)
    case windowFocusChanged(Bool)
    /// The input method's preedit changed (nil or empty when it composes nothing): the
    /// text it is composing for the focused field, shown at its caret.
    case preeditChanged(Preedit?)
    /// The clock reached a deadline the state asked for.
    case tick
    /// Text arrived from the CLIPBOARD after a paste was asked for.
    case pasted(String)
    /// The shell carried out `Effect.save`: nil `failure` when the state is on disk, else
    /// the message that says why not.
    case saveFinished(SavedState, retry: Bool, failure: String?)
    /// At start, the data folder turned out unable to take a save; the message says why.
    case dataFolderUnwritable(String)
    /// A cookbook is still loading, this far.
    case loadingProgressed(LoadingProgress)
    /// The cookbook given at launch has loaded; the saved state is applied to it.
    case cookbookLoaded(CookbookStore, restoring: SavedState)
    /// A cookbook chosen with File ▸ Open Cookbook… was loaded, or failed to.
    case cookbookOpened(CookbookStore)
    case cookbookFailed(String)
    /// The open cookbook's files changed on disk: the cookbook read again, and the ids of
    /// recipes whose file was renamed (old → new), so their ratings follow them.
    case cookbookChanged(CookbookStore, renamedIDs: [String: String])
    /// The folder the Open dialog asked for with `Effect.listFolder`, listed.
    case folderListed(FolderListing)
    /// Files, folders or addresses were dropped on the window (XDND).
    case dropped(DroppedURIs.Reading)
    /// A later launch of the app handed over the cookbook it was asked to open.
    case openRequested([String])
    /// The cookbooks opened before, newest first, as the settings file remembers them.
    case recentCookbooksRead([RecentCookbook])
    /// The desktop's settings were read again while running (XSETTINGS, `Xft.dpi`): its
    /// scale (nil when it says none) and whether it prefers a dark theme.
    case desktopSettingsRead(scale: Double?, prefersDark: Bool)
    /// File ▸ Export… wrote its file (the message names where), or could not.
    case exported(String)
    /// The printers asked for with `Effect.findPrinters`, or why there are none.
    case printersFound(PrinterList)
    /// File ▸ Print… saved its PDF or handed it to the printer; the message says which, or why not.
    case printFinished(String)
    /// A photo finished decoding off the main thread, or failed to.
    case photoDecoded(path: String, succeeded: Bool)
    /// Recipe details asked for with `Effect.readRecipes` were read.
    case recipesRead(RecipesRead)
    /// Recipes asked to go with `Effect.trashRecipes` are in the Trash, or why not.
    case recipesTrashed(TrashOutcome)
    /// A delete asked to be undone with `Effect.undoTrash` is put back, or why not.
    case trashUndone(TrashOutcome)
    /// The search index asked for with `Effect.buildSearchIndex` is built.
    case searchIndexBuilt(SearchIndex)
    /// An assistive tool asked for an element's action (press, toggle, activate).
    case accessibleAction(AccessibleID)
    /// An assistive tool wrote into an entry: its whole new text and the caret after the edit.
    case accessibleTextEdited(AccessibleID, text: String, caret: Int)
    /// An assistive tool set a spin button's number.
    case accessibleValueSet(AccessibleID, Double)
    /// Recipe `recipe` of `store`, read from its file for the editor (`Effect.readForEditing`).
    case editorSourceRead(EditorSource, recipe: Int, store: CookbookStore)
    /// The editor's Save was carried out (`Effect.writeRecipe`), or could not be.
    case recipeWritten(RecipeWriteOutcome)
}

/// Where a paste comes from: the CLIPBOARD (Ctrl+V), or PRIMARY, the text selected last
/// anywhere on the desktop (a middle click).
package enum PasteSource: Sendable, Equatable {
    case clipboard, primary
}

/// Work for the platform to carry out after an update.
package enum Effect: Sendable, Equatable {
    case setTitle(String)
    case quit
    /// Put this text on the CLIPBOARD.
    case copy(String)
    /// Fetch the CLIPBOARD; the text comes back as `Action.pasted`.
    case requestPaste(PasteSource)
    /// Selected text in a field: own PRIMARY with it, as X applications do.
    case ownPrimary(String)
    /// Load the cookbook of these files and folders (File ▸ Open Cookbook…, Open Recent, the
    /// welcome screen), with a progress bar; it comes back as `Action.cookbookOpened` or
    /// `.cookbookFailed`.
    case openCookbook([String])
    /// List the folder the Open dialog's path is in (as typed: "~/", "" for the current
    /// folder); it comes back at once as `Action.folderListed`, empty when it cannot be read.
    case listFolder(String)
    /// Write the persistent part of the state; `durable` asks for fsyncs, `retry` marks a
    /// quiet retry. The outcome comes back as `Action.saveFinished`.
    case save(SavedState, durable: Bool, retry: Bool)
    /// Write `contents` to a new file called `fileName` in the user's documents; the
    /// outcome comes back as `Action.exported`.
    case export(contents: String, fileName: String)
    /// Look up the printers of the print service, off the main thread (it may wait on the
    /// network); they come back as `Action.printersFound`.
    case findPrinters
    /// Lay `document` out on pages of the locale's paper and save it as a PDF in the user's
    /// documents, or print `copies` of it; the outcome comes back as `Action.printFinished`.
    case print(PrintDocument, to: PrintDestination, copies: Int)
    /// Sound the bell: a cooking timer ended.
    case bell
    /// Read the details of these recipes of `store` from their files; they come back as
    /// `Action.recipesRead`, for `purpose`.
    case readRecipes([Int], for: ContentPurpose, store: CookbookStore)
    /// Build the search index of `store` (its details are in files); it comes back as
    /// `Action.searchIndexBuilt`.
    case buildSearchIndex(CookbookStore)
    /// Move these recipes of `store` to the freedesktop Trash: a recipe's file or its
    /// Nextcloud folder, or the recipe cut out of a JSON file it shares with others. The
    /// outcome comes back at once as `Action.recipesTrashed`, with a token to undo it.
    case trashRecipes([Int], store: CookbookStore)
    /// Put back what the delete of this token moved (only where nothing took its place
    /// since); the outcome comes back at once as `Action.trashUndone`.
    case undoTrash(Int)
    /// Cooking mode opened (true) or closed: keep the screen saver and DPMS off meanwhile,
    /// and ask the window manager for full screen.
    case cookingModeChanged(Bool)
    /// Read recipe `recipe` of `store` from its file as the editor edits it; it comes back
    /// at once as `Action.editorSourceRead`.
    case readForEditing(Int, store: CookbookStore)
    /// Write a recipe the editor saved; the outcome comes back at once as
    /// `Action.recipeWritten`, with the cookbook read again.
    case writeRecipe(RecipeWrite)
}

/// Whether a responder dealt with a key; an ignored key travels to the next responder.
enum KeyOutcome: Sendable, Equatable {
    case handled, ignored
}

/// What an update needs from outside the state: the time, the day and a way to measure
/// text. Handlers append the effects they want carried out.
package struct UpdateContext {
    /// The monotonic clock: what timers and pauses count with.
    package var now: Seconds
    /// The wall-clock day where the user is: what the cooking log writes down.
    package var today: CalendarDate
    var measurer: any TextMeasuring
    package var effects: [Effect] = []

    package init(now: Seconds, today: CalendarDate = .reference, measurer: any TextMeasuring, effects: [Effect] = []) {
        self.now = now
        self.today = today
        self.measurer = measurer
        self.effects = effects
    }
}
