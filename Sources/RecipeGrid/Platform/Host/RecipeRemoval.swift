import FoundationEssentials
import RecipeGridCore

/// Recipe ▸ Delete Recipe and Undo Delete on disk (README, Using it). A recipe's file, or
/// its Nextcloud folder, goes to the freedesktop Trash (`Trash`); a recipe that shares a
/// JSON file with others is cut out of it (`JSONSplice.removingElements`), the file
/// replaced atomically, and the recipe's own bytes go to the Trash as a file of their own,
/// so that it can be got back from the file manager even after the app has quit. Each
/// delete is kept under a token until it is undone or another cookbook opens.
///
/// A delete is all or nothing: a recipe it cannot delete (the bundled sample, one of many
/// in a MealMaster file) refuses the whole of it before anything is touched, and a
/// failure half-way puts back what was done.
struct RecipeRemoval {
    let trash: Trash
    /// The sample cookbook that comes with the app, which is never written.
    let bundled: String?
    /// Reads the cookbook again after the app changed its files: the store and the ids
    /// renamed, or nil when nothing changed (`WatchedCookbook.absorbOwnChange`).
    typealias Reread = () -> (store: CookbookStore, renamedIDs: [String: String])?

    /// What a delete did, step by step, for its undo.
    private struct Done {
        var step: Step
        /// What went to the Trash: the step's paths, or the cut recipes' copies.
        var items: [TrashedItem]
        /// The other recipes of a file cut from, numbered anew: old id → new id.
        var renumbered: [String: String] = [:]
    }

    private var deletes: [Int: [Done]] = [:]
    private var nextToken = 1

    init(trash: Trash = Trash(), bundled: String?) {
        self.trash = trash
        self.bundled = bundled
    }

    /// Another cookbook opened: its deletes can no longer be undone from here (their files
    /// stay in the Trash).
    mutating func forgetAll() { deletes = [:] }

    /// Deletes `recipes` of `store`, then reads the cookbook again.
    mutating func delete(_ recipes: [Int], of store: CookbookStore, roots: [String], reread: Reread) -> TrashOutcome {
        let names = recipes.map { store.recipes[$0].name }
        let ids = recipes.map { store.recipes[$0].id }
        let steps: [Step]
        do {
            steps = try plan(recipes, of: store, roots: roots)
        } catch {
            return TrashOutcome(names: names, ids: ids, failure: error.message)
        }
        var done: [Done] = []
        for step in steps {
            do {
                done.append(Done(step: step, items: try carryOut(step)))
            } catch {
                let undone = done.reversed().compactMap { putBack($0) }
                // TRANSLATORS: added to a toast saying why a delete failed, after "; "; {reason} is why a file could not be put back.
                let failure = ([error.message] + undone.map { tr("and putting back what was done failed: {reason}", ["reason": $0]) })
                    .joined(separator: "; ")
                let after = reread()
                return TrashOutcome(names: names, ids: ids, failure: failure, cookbook: after?.store, renamedIDs: after?.renamedIDs ?? [:])
            }
        }
        let after = reread()
        if let after {
            for index in done.indices where done[index].step.isCut {
                done[index].renumbered = Self.renumbered(done[index].step, before: store, after: after.store)
            }
        }
        let token = nextToken
        nextToken += 1
        deletes[token] = done
        let renamed = done.reduce(into: after?.renamedIDs ?? [:]) { $0.merge($1.renumbered) { _, new in new } }
        return TrashOutcome(names: names, ids: ids, token: token, cookbook: after?.store, renamedIDs: renamed)
    }

    /// Puts back what the delete of `token` moved, newest step first, then reads the
    /// cookbook again. What cannot be put back stays in the Trash, and the failure says so.
    mutating func undo(_ token: Int, reread: Reread) -> TrashOutcome {
        guard let done = deletes.removeValue(forKey: token) else {
            return TrashOutcome(names: [], ids: [], token: token, failure: tr("Nothing to undo: that delete is no longer known"))
        }
        var failures: [String] = []
        var ids: [String] = []
        var renamed: [String: String] = [:]
        for step in done.reversed() {
            if let failure = putBack(step) {
                failures.append(failure)
            } else {
                ids += step.step.ids
                for (old, new) in step.renumbered { renamed[new] = old }
            }
        }
        let after = reread()
        let failure = failures.first.map {
            // TRANSLATORS: a toast; {problem} says why one recipe could not be put back, {count} how many more could not.
            failures.count == 1 ? $0 : trn("{problem} (and {count} more)", "{problem} (and {count} more)", count: failures.count - 1, ["problem": $0])
        }
        return TrashOutcome(
            names: done.flatMap(\.step.names), ids: ids, token: token, failure: failure, cookbook: after?.store,
            renamedIDs: (after?.renamedIDs ?? [:]).merging(renamed) { _, new in new })
    }

    /// Carries out one step: what it put in the Trash. A cut writes the copies first, so
    /// that the recipe is never nowhere, and takes them back if the file cannot be written.
    private func carryOut(_ step: Step) throws(FileOperationError) -> [TrashedItem] {
        switch step.kind {
        case .trash(let paths):
            var items: [TrashedItem] = []
            for path in paths {
                do {
                    items.append(try trash.moveToTrash(path))
                } catch {
                    for item in items.reversed() { try? item.restore() }
                    throw error
                }
            }
            return items
        case .cut(let file, _, let new, let stamp, let objects):
            var copies: [TrashedItem] = []
            let folder = file.deletingLastPathComponent
            for (name, object) in zip(step.names, objects) {
                do {
                    copies.append(try trash.keep(object, asIfFrom: folder + "/" + Self.fileName(for: name)))
                } catch {
                    copies.forEach { $0.discard() }
                    throw error
                }
            }
            if let failure = AtomicFile.replace(file, with: new, durable: true, ifStill: stamp) {
                copies.forEach { $0.discard() }
                throw Self.problem(failure, cutting: step.names[0], from: file)
            }
            return copies
        }
    }

    /// Undoes one step; nil when it is all back, else what stays in the Trash and why.
    private func putBack(_ done: Done) -> String? {
        switch done.step.kind {
        case .trash:
            var failure: String?
            for item in done.items {
                do { try item.restore() } catch { failure = failure ?? error.message }
            }
            return failure
        case .cut(let file, let old, let new, _, _):
            let name = done.step.names[0]
            let fileName = file.lastPathComponent
            let inTrash = done.items.map(\.name).joined(separator: ", ")
            guard let (bytes, stamp) = try? FileBytes.read(file), bytes == new else {
                return tr(
                    // TRANSLATORS: a toast; {name} is the recipe's name, {file} its file's, {copies} the names of its copies in the Trash.
                    "Cannot put “{name}” back into {file}: the file changed on disk since — nothing was overwritten; it is in the Trash as {copies}",
                    ["name": name, "file": fileName, "copies": inTrash])
            }
            if let failure = AtomicFile.replace(file, with: old, durable: true, ifStill: stamp) {
                let problem = Self.problem(failure, cutting: name, from: file).message
                // TRANSLATORS: a toast; {problem} says why the file could not be changed, {copies} the names of the recipe's copies in the Trash.
                return tr("{problem}; it is in the Trash as {copies}", ["problem": problem, "copies": inTrash])
            }
            done.items.forEach { $0.discard() }
            return nil
        }
    }

    private static func problem(_ failure: AtomicFile.Failure, cutting name: String, from file: String) -> FileOperationError {
        let fileName = file.lastPathComponent
        switch failure {
        case .changedMeanwhile:
            let message = tr(
                // TRANSLATORS: a toast; {file} is a file's name, {name} a recipe's.
                "Cannot change {file} for “{name}”: it changed on disk meanwhile — try again in a moment", ["file": fileName, "name": name])
            return FileOperationError(code: 0, message: message)
        case .system(let code):
            let reason = AtomicFile.reason(code, folder: file.deletingLastPathComponent)
            return FileOperationError(
                // TRANSLATORS: a toast; {file} is a file's name, {name} a recipe's, {reason} why the file could not be written.
                code: code, message: tr("Cannot change {file} for “{name}”: {reason}", ["file": fileName, "name": name, "reason": reason]))
        }
    }

    /// A file name for a recipe's own copy: its name, without what a file name cannot
    /// hold, as `NAME.json`.
    static func fileName(for name: String) -> String {
        var cleaned = String(name.map { $0 == "/" || $0.isNewline || $0 == "\0" ? "-" : $0 }.prefix(100))
        cleaned = cleaned.trimmingWhitespace()
        if cleaned.isEmpty || cleaned.hasPrefix(".") { cleaned = "recipe" + cleaned }
        return cleaned + ".json"
    }

    /// The other recipes of the file `step` cut from, in file order before and after:
    /// ids that number a recipe by its place in its file have moved up.
    private static func renumbered(_ step: Step, before: CookbookStore, after: CookbookStore) -> [String: String] {
        guard case .cut(let file, _, _, _, _) = step.kind else { return [:] }
        let gone = Set(step.ids)
        let old = idsInFileOrder(file, of: before).filter { !gone.contains($0) }
        let new = idsInFileOrder(file, of: after)
        guard old.count == new.count else { return [:] }
        return Dictionary(zip(old, new).filter { $0.0 != $0.1 }, uniquingKeysWith: { _, last in last })
    }

    private static func idsInFileOrder(_ file: String, of store: CookbookStore) -> [String] {
        func offset(_ recipe: Recipe) -> Int {
            if case .inFile(let bytes, _) = recipe.content { return bytes.lowerBound }
            return 0
        }
        return store.recipes.filter { $0.sourcePath == file }.sorted { offset($0) < offset($1) }.map(\.id)
    }
}

extension RecipeRemoval.Step {
    var isCut: Bool {
        if case .cut = kind { return true }
        return false
    }
}
