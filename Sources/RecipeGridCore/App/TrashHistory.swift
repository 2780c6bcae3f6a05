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
    /// One delete: its token, and what the state kept of its recipes, set aside by id so
    /// that a recipe numbered anew into a deleted one's id does not inherit it, and put back
    /// with the recipes.
    struct Entry: Sendable, Equatable {
        var token: Int
        var kept: KeptByRecipe
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

/// What the state keeps by recipe id (ratings, the last rating chosen, servings, notes, the
/// cooking log) for some recipes: what a delete sets aside and its undo puts back.
struct KeptByRecipe: Sendable, Equatable {
    var ratings: [String: Rating] = [:]
    var lastRatings: [String: Rating] = [:]
    var servings: [String: Int] = [:]
    var notes: [String: String] = [:]
    var madeLog: [String: [CalendarDate]] = [:]
}

extension AppState {
    /// The entries of the recipes `ids`, taken out of the state.
    mutating func setAside(_ ids: Set<String>) -> KeptByRecipe {
        func take<Value>(_ entries: inout [String: Value]) -> [String: Value] {
            let taken = entries.filter { ids.contains($0.key) }
            entries = entries.filter { !ids.contains($0.key) }
            return taken
        }
        return KeptByRecipe(
            ratings: take(&ratings), lastRatings: take(&lastRatings), servings: take(&servings), notes: take(&notes), madeLog: take(&madeLog))
    }

    /// `kept`'s entries of the recipes `ids` back in the state, where it holds none meanwhile.
    mutating func putBack(_ kept: KeptByRecipe, for ids: Set<String>) {
        func give<Value>(_ taken: [String: Value], to entries: inout [String: Value]) {
            entries.merge(taken.filter { ids.contains($0.key) }) { current, _ in current }
        }
        give(kept.ratings, to: &ratings)
        give(kept.lastRatings, to: &lastRatings)
        give(kept.servings, to: &servings)
        give(kept.notes, to: &notes)
        give(kept.madeLog, to: &madeLog)
    }
}
