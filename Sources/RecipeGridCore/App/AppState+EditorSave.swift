/// The editor's Save (README, Editing a recipe): the fields checked and handed to the shell
/// to write, and what its answer does — the recipe shown, the question about a file changed
/// on disk, or the reason nothing was written, with every edit still in the editor.
extension AppState {
    mutating func saveEditor(asCopy: Bool = false, overwrite: Bool = false, into folder: String? = nil, context: inout UpdateContext) {
        guard var editor else { return }
        switch editor.write(asCopy: asCopy, overwrite: overwrite).map({ write in
            var write = write
            write.folder = folder
            return write
        }) {
        case .failure(let problem):
            editor.report(problem)
            self.editor = editor
            if let field = problem.field { setFocus(.editorField(field)) }
        case .success(let write):
            editor.savingCopy = asCopy
            self.editor = editor
            context.effects.append(.writeRecipe(write))
        }
    }

    mutating func recipeWritten(_ outcome: RecipeWriteOutcome, context: inout UpdateContext) {
        guard var editor else { return }
        switch outcome {
        case .changedOnDisk:
            ask(.changedOnDisk)
        case .needsFolder:
            // The Open dialog asks where: Return saves there, Escape goes back to the editor.
            var dialog = OpenDialog()
            dialog.choosesRecipeFolder = true
            modal.showOpenDialog(dialog, over: focus)
            focus = .cookbookPath
        case .failed(let reason):
            editor.report(EditorProblem(field: nil, message: reason))
            self.editor = editor
            showToast(reason, now: context.now)
        case .saved(let path, let change, let renamedIDs, let note):
            let name = editor.field(.name).map { TextCleaning.line($0.text.text) } ?? ""
            leaveEditor()
            if let change { refreshCookbook(change, renamedIDs: renamedIDs, context: &context) }
            if !store.recipes.contains(where: { $0.sourcePath == path }) {
                // Saved in a folder of the user's choosing, outside the cookbook: that folder
                // is their cookbook now, and it opens.
                context.effects.append(.openCookbook([Self.folder(of: Self.folder(of: path))]))
            }
            show(savedRecipeAt: path, named: name, opening: editor.returnsTo == .detail, context: &context)
            var saved = editor.savingCopy ? tr("Saved a copy as “{name}”", ["name": name]) : tr("Saved “{name}”", ["name": name])
            if let original = editor.copiedFrom, !editor.savingCopy {
                // A web page or an archive is not written back: the recipe is a new file now.
                let file = original.split(separator: "/").last.map(String.init) ?? original
                saved = tr("Saved “{name}” as a new recipe; {file} is left as it was", ["name": name, "file": file])
            }
            // TRANSLATORS: {saved} is "Saved “Pancakes”"; {note} says what else happened.
            showToast(note.map { tr("{saved}: {note}", ["saved": saved, "note": $0]) } ?? saved, now: context.now)
            if editor.quitsWhenSaved { context.effects.append(.quit) }
        }
    }

    /// The recipe just saved, selected in the grid (all recipes shown when the category or
    /// search hid it), and opened when the editor came from its detail.
    private mutating func show(savedRecipeAt path: String, named name: String, opening: Bool, context: inout UpdateContext) {
        let candidates = store.recipes.indices.filter { store.recipes[$0].sourcePath == path }
        guard let recipe = candidates.first(where: { store.recipes[$0].name == name }) ?? candidates.first else {
            context.effects.append(.setTitle(title))
            return
        }
        if !grid.shown.contains(recipe) {
            if search.field != nil { closeSearch() }
            grid.carryOver(category: 0, marked: grid.marked)
            refilter()
        }
        if let tile = grid.shown.firstIndex(of: recipe) { select(tile) }
        if opening {
            openDetail(recipe: recipe, context: &context)
        } else {
            context.effects.append(.setTitle(title))
        }
    }

    /// "/a/b/recipe.json" → "/a/b".
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? path
    }
}
