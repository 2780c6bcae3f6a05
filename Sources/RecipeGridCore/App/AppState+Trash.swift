/// Recipe ▸ Delete Recipe and Undo Delete (README, Using it): recipes go to the
/// freedesktop Trash through the shell, and come back from it.
extension AppState {
    /// How long a toast that offers Undo stays: long enough to read it and reach for Ctrl+Z.
    static let undoToastDuration: Seconds = 6

    /// Delete Recipe: the focused recipes (the marked ones, else the selected one) to the
    /// Trash; the shell answers at once with `Action.recipesTrashed`.
    mutating func deleteFocusedRecipes(context: inout UpdateContext) {
        let recipes = focusedRecipes
        guard !recipes.isEmpty else { return }
        context.effects.append(.trashRecipes(recipes, store: store))
    }

    /// Undo Delete: the newest delete put back; the shell answers with `Action.trashUndone`.
    mutating func undoLatestDelete(context: inout UpdateContext) {
        guard let latest = trash.latest else { return }
        context.effects.append(.undoTrash(latest.token))
    }

    /// The delete is done (or refused): the grid shows the cookbook without the recipes,
    /// the selection on the neighbour of the one that went, and a toast offers Undo.
    mutating func recipesTrashed(_ outcome: TrashOutcome, context: inout UpdateContext) {
        if let token = outcome.token { trash.push(TrashHistory.Entry(token: token, kept: setAside(Set(outcome.ids)))) }
        if let cookbook = outcome.cookbook { refreshCookbook(cookbook, renamedIDs: outcome.renamedIDs, context: &context) }
        if let failure = outcome.failure {
            showToast(failure, now: context.now)
        } else if outcome.token != nil {
            let undo = KeyBindings.shortcut(for: .undoDelete) ?? Command.undoDelete.title
            // TRANSLATORS: {undo} is the shortcut that undoes it, "Ctrl+Z".
            let toast =
                outcome.names.count == 1
                ? tr("Moved “{name}” to the Trash — {undo} undoes", ["name": outcome.names[0], "undo": undo])
                : trn(
                    "Moved {count} recipe to the Trash — {undo} undoes", "Moved {count} recipes to the Trash — {undo} undoes",
                    count: outcome.names.count, ["undo": undo])
            showToast(toast, now: context.now, for: Self.undoToastDuration)
        }
    }

    /// The undo is done: the recipes are back with their ratings, notes and log, the one put back is
    /// selected (several are marked too, as they were when deleted).
    mutating func trashUndone(_ outcome: TrashOutcome, context: inout UpdateContext) {
        let entry = outcome.token.flatMap { trash.take($0) }
        if let cookbook = outcome.cookbook { refreshCookbook(cookbook, renamedIDs: outcome.renamedIDs, context: &context) }
        let back = Set(outcome.ids)
        if let entry { putBack(entry.kept, for: back) }
        let restored = store.recipes.indices.filter { back.contains(store.recipes[$0].id) }
        if restored.count > 1 { grid.mark(restored) }
        if let tile = grid.shown.firstIndex(where: { restored.contains($0) }) { select(tile) }
        if let failure = outcome.failure {
            showToast(failure, now: context.now)
        } else if !back.isEmpty {
            let toast =
                outcome.names.count == 1
                ? tr("Put back “{name}”", ["name": outcome.names[0]])
                : trn("Put back {count} recipe", "Put back {count} recipes", count: outcome.names.count)
            showToast(toast, now: context.now)
        }
    }
}
