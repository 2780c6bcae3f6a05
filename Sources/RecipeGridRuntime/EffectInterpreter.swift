import RecipeGridCore

/// Applies actions to the core and carries out the effects they ask for: the one
/// interpreter of effects, which the program's runner and the tests' `Harness` share.
///
/// Order is the whole contract:
/// - an action's effects are carried out in the order the core asked for them;
/// - what comes back at once (a recipe's details, a paste of our own copy, a toast's text)
///   joins a queue, drained in order after them, never applied inside another update;
/// - a save is carried out once the queue is empty, so it writes what every action
///   before it left (the core asks again after each change; the last request stands),
///   and its outcome joins the queue like any other;
/// - what finishes later (a thread, a loading cookbook, another client's paste) comes
///   back as an action of its own through `apply`.
package struct EffectInterpreter: Sendable {
    package var model: AppModel

    package init(model: AppModel) {
        self.model = model
    }

    /// What `apply` did: the input's wait, if it started one, and every effect carried out.
    package struct Outcome {
        /// The paste or cookbook the action started and waits for.
        package var awaited: Awaited?
        /// The effects of the action and of what came back, in the order they were carried out.
        package var carriedOut: [Effect] = []
    }

    /// Applies `action`, then the queue of what its effects answered, until both the queue
    /// and the save it leaves are done.
    @discardableResult
    package mutating func apply(_ action: Action, host: some EffectHost) -> Outcome {
        var queue = [action]
        var outcome = Outcome()
        var save: (state: SavedState, durable: Bool, retry: Bool)?
        while true {
            if queue.isEmpty, let due = save {
                save = nil
                let failure = host.save(due.state, durable: due.durable, showing: model.state)
                queue.append(.saveFinished(due.state, retry: due.retry, failure: failure))
            }
            guard !queue.isEmpty else { return outcome }
            var context = UpdateContext(now: host.now, today: host.today, measurer: host.measurer)
            model.update(queue.removeFirst(), context: &context)
            for effect in context.effects {
                outcome.carriedOut.append(effect)
                if case .save(let state, let durable, let retry) = effect {
                    save = (state, durable, retry)
                    continue
                }
                switch carryOut(effect, host: host) {
                case .done: break
                case .answered(let answer): queue.append(answer)
                case .waits(let awaited): outcome.awaited = awaited
                }
            }
        }
    }

    private enum Result {
        case done
        case answered(Action)
        case waits(Awaited)
    }

    /// Routes one effect to the host; `.save` is kept for the end of the queue by `apply`.
    private func carryOut(_ effect: Effect, host: some EffectHost) -> Result {
        switch effect {
        case .readRecipes(let recipes, let purpose, let store):
            return .answered(.recipesRead(host.readRecipes(recipes, for: purpose, of: store)))
        case .buildSearchIndex(let store):
            return host.buildSearchIndex(of: store).map { .answered(.searchIndexBuilt($0)) } ?? .done
        case .export(let contents, let fileName):
            return .answered(.exported(host.export(contents, named: fileName)))
        case .print(let document, let destination, let copies):
            return host.print(document, to: destination, copies: copies).map { .answered(.printFinished($0)) } ?? .done
        case .findPrinters:
            host.findPrinters()
        case .openCookbook(let paths):
            return host.openCookbook(paths).map { .answered(.cookbookFailed($0)) } ?? .waits(.cookbook)
        case .readForEditing(let recipe, let store):
            return .answered(.editorSourceRead(host.readForEditing(store.recipes[recipe]), recipe: recipe, store: store))
        case .writeRecipe(let write):
            return .answered(.recipeWritten(host.writeRecipe(write)))
        case .trashRecipes(let recipes, let store):
            return .answered(.recipesTrashed(host.trashRecipes(recipes, of: store)))
        case .undoTrash(let token):
            return .answered(.trashUndone(host.undoTrash(token)))
        case .listFolder(let folder):
            return .answered(.folderListed(host.listFolder(folder)))
        case .requestPaste(let source):
            switch host.requestPaste(from: source) {
            case .now(let text?): return .answered(.pasted(text))
            case .now(nil): return .done
            case .coming: return .waits(.paste)
            }
        case .copy(let text): host.copy(text)
        case .ownPrimary(let text): host.ownPrimary(text)
        case .setTitle(let title): host.setTitle(title)
        case .bell: host.bell()
        case .cookingModeChanged(let on): host.cookingModeChanged(on)
        case .quit: host.quit()
        case .save: break
        }
        return .done
    }
}
