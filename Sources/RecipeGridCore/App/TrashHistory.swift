/// What Recipe ▸ Delete Recipe or Undo Delete came to on disk: the shell's answer to
/// `Effect.trashRecipes` and `Effect.undoTrash`.
package struct TrashOutcome: Sendable, Equatable {
    /// The recipes it was about, by name: what the toast names.
    package var names: [String]
    /// Their ids: the recipes deleted, or, for an undo, the ones put back.
    package var ids: [String]
    /// The token that names this delete to `Effect.undoTrash` (for an undo, the one it
    /// undid); nil when nothing was moved.
    package var token: Int?
    /// Why it was not done, one line for a toast; nil when it was. A delete that fails
    /// has changed nothing; an undo that fails may have put back part (`ids`).
    package var failure: String?
    /// The cookbook read again after the change, with the ids it renamed (cutting a recipe
    /// out of a file numbers the ones after it anew); nil when the change shows in nothing.
    package var cookbook: CookbookStore?
    package var renamedIDs: [String: String]

    package init(
        names: [String], ids: [String], token: Int? = nil, failure: String? = nil, cookbook: CookbookStore? = nil,
        renamedIDs: [String: String] = [:]
    ) {
        self.names = names
        self.ids = ids
        self.token = token
        self.failure = failure
        self.cookbook = cookbook
        self.renamedIDs = renamedIDs
    }
}

/// The deletes Ctrl+Z can undo, newest last. As in a file manager, each delete stays
/// undoable, newest first, for as long as the app runs and the cookbook stays open: other
/// actions in between do not end it (the files wait in the Trash either way). Opening
/// another cookbook ends it, since its files are no longer the ones shown.
struct TrashHistory: Sendable, Equatable {
    /// One delete: its token, and what the state kept of its recipes.
    struct Entry: Sendable, Equatable {
        var token: Int
        /// The deleted recipes' ratings, last ratings and servings, set aside by id so that
        /// a recipe numbered anew into a deleted one's id does not inherit them, and put
        /// back with the recipes.
        var ratings: [String: Rating]
        var lastRatings: [String: Rating]
        var servings: [String: Int]
    }

    private(set) var entries: [Entry] = []

    var latest: Entry? { entries.last }

    mutating func push(_ entry: Entry) { entries.append(entry) }

    /// The entry of `token`, taken out of the history.
    mutating func take(_ token: Int) -> Entry? {
        guard let index = entries.lastIndex(where: { $0.token == token }) else { return nil }
        return entries.remove(at: index)
    }

    mutating func clear() { entries.removeAll() }
}
