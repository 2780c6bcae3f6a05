/// What of the state is on disk, and the saving policy: the persistent part (`savedState`)
/// is saved after every change to it, at once with fsyncs when a rating, the grocery
/// list or the cooking log changed; with fsyncs once typing pauses when the notes did
/// (each key changes them); and without fsyncs once input pauses when only the
/// selection, servings or units did (replacing a file costs the kernel about a frame,
/// too much for every arrow key). While the disk refuses, a toast says so once per change and the save is tried
/// again every two seconds, quietly, until a toast can say it worked. The shell only
/// writes (`Effect.save`) and answers (`Action.saveFinished`); the timing is decided here,
/// as deadlines, like every other timer.
package struct Persistence: Sendable, Equatable {
    static let retryInterval: Seconds = 2
    /// How long input must pause before a save without fsyncs is written.
    package static let pauseBeforeSave: Seconds = 0.5

    /// What the last save that worked wrote, or what was loaded at start.
    package var saved: SavedState
    /// The data folder's name, for the toast that says saving works again.
    var folderName: String
    /// While saves fail: when to try again.
    var retryAt: Seconds?
    /// The last state a save was asked for, so an unchanged state is not written again.
    var lastAttempt: SavedState?
    /// When the save waiting for input to pause is due; each change puts it off again.
    var pausedSaveAt: Seconds?

    package init(saved: SavedState = SavedState(), folderName: String = "") {
        self.saved = saved
        self.folderName = folderName
    }

    /// The data folder refused the last save and the changes since are in memory only.
    package var isFailing: Bool { retryAt != nil }
}

extension AppModel {
    /// After an update: asks the shell to save when the persistent part changed since
    /// the last save (or the last attempt), at once or once input pauses, or when a retry
    /// is due at `now`.
    mutating func saveIfNeeded(context: inout UpdateContext) {
        let current = state.savedState
        guard current != persistence.saved else {
            persistence.retryAt = nil
            persistence.lastAttempt = nil
            persistence.pausedSaveAt = nil
            return
        }
        let now = context.now
        // A moved selection is not worth two fsyncs; a rating or a grocery item is.
        let saved = persistence.saved
        let waitsForPause = current.ratings == saved.ratings && current.grocery == saved.grocery && current.made == saved.made
        // Notes are written when typing pauses, and then for good: the heading says "Saved".
        let notesChanged = current.notes != saved.notes
        let onlySelectionMoved = waitsForPause && !notesChanged
        if waitsForPause, !persistence.isFailing {
            if current != persistence.lastAttempt {
                persistence.lastAttempt = current
                persistence.pausedSaveAt = now + Persistence.pauseBeforeSave
            }
            guard let due = persistence.pausedSaveAt, now >= due else { return }
            persistence.pausedSaveAt = nil
            context.effects.append(.save(current, durable: notesChanged, retry: false))
            return
        }
        let retryDue = persistence.retryAt.map { now >= $0 } ?? false
        guard retryDue || current != persistence.lastAttempt else { return }
        persistence.lastAttempt = current
        persistence.pausedSaveAt = nil
        context.effects.append(.save(current, durable: !onlySelectionMoved, retry: retryDue))
    }

    /// The persistent part when it is not on disk yet (a save waiting for a pause, or one
    /// the disk refused): what the program writes as it ends.
    package var unsavedState: SavedState? {
        state.loading == nil && state.savedState != persistence.saved ? state.savedState : nil
    }

    /// The shell's answer to `Effect.save`.
    mutating func saveFinished(_ written: SavedState, retry: Bool, failure: String?, now: Seconds) {
        guard let failure else {
            persistence.saved = written
            state.noteSaved(written)
            if persistence.retryAt != nil {
                persistence.retryAt = nil
                state.showToast(tr("Saved to {folder} again — every change is on disk", ["folder": persistence.folderName]), now: now)
            }
            return
        }
        persistence.retryAt = now + Persistence.retryInterval
        if !retry { state.showToast(failure, now: now) }
    }
}

/// What the desktop said last about scale and theme, and what the command line pinned:
/// the core follows changes, not readings.
package struct DesktopFollowing: Sendable, Equatable {
    var scalePinned = false
    var themePinned = false
    var scale: Double?
    var prefersDark = false

    package init(scalePinned: Bool = false, themePinned: Bool = false, scale: Double? = nil, prefersDark: Bool = false) {
        self.scalePinned = scalePinned
        self.themePinned = themePinned
        self.scale = scale
        self.prefersDark = prefersDark
    }
}

extension AppModel {
    /// The desktop's settings were read again (XSETTINGS or `Xft.dpi` changed): what
    /// changed and is not pinned is followed.
    mutating func desktopSettingsRead(scale: Double?, prefersDark: Bool, measurer: any TextMeasuring) {
        let newScale = desktop.scalePinned || scale == desktop.scale ? nil : (scale ?? 1)
        let newDark = desktop.themePinned || prefersDark == desktop.prefersDark ? nil : prefersDark
        desktop.scale = scale
        desktop.prefersDark = prefersDark
        state.followDesktop(scale: newScale, darkTheme: newDark, measurer: measurer)
    }
}
