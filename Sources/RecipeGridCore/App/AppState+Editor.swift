/// The recipe editor's screen (README, Editing a recipe): opening it, moving between its
/// fields, and leaving it, with or without a save.
extension AppState {
    /// File ▸ New Recipe: the editor on an empty recipe.
    mutating func openNewRecipe(measurer: any TextMeasuring, context: inout UpdateContext) {
        show(RecipeEditor(returnsTo: screen), measurer: measurer, context: &context)
    }

    /// Recipe ▸ Edit Recipe: the open recipe, else the selected one, read from its file
    /// first (`Effect.readForEditing`).
    mutating func editRecipe(context: inout UpdateContext) {
        guard let recipe = detail.recipe ?? grid.selection.map({ grid.shown[$0] }) else { return }
        context.effects.append(.readForEditing(recipe, store: store))
    }

    /// The recipe's file, read: the editor opens on it, or a toast says why it cannot.
    mutating func editorSourceRead(_ source: EditorSource, recipe: Int, of readStore: CookbookStore, context: inout UpdateContext) {
        guard readStore == store, store.recipes.indices.contains(recipe), editor == nil, screen == .grid || screen == .detail else { return }
        guard let editor = RecipeEditor(source, recipe: store.recipes[recipe], returnsTo: screen) else {
            if case .unreadable(let reason) = source { showToast(reason, now: context.now) }
            return
        }
        show(editor, measurer: context.measurer, context: &context)
    }

    private mutating func show(_ editor: RecipeEditor, measurer: any TextMeasuring, context: inout UpdateContext) {
        typeAhead.end()
        closeModal()
        if groceryPanel.isOpen { closeGroceryList() }
        var editor = editor
        // The detail closes while the editor is open; its recipe opens again after.
        editor.returnRecipeID = openedRecipe?.id
        detail = DetailState()
        self.editor = editor
        screen = .editor
        layoutEditor(measurer: measurer)
        setFocus(.editorField(.name))
        context.effects.append(.setTitle(title))
    }

    mutating func layoutEditor(measurer: any TextMeasuring) {
        guard var editor else { return }
        let layout = EditorLayout(
            fields: editor.fields.map(\.id), metrics: metrics, windowSize: windowSize, lineHeight: measurer.lineHeight(of: metrics.bodyText))
        editor.layout = layout
        editor.scroll = min(editor.scroll, layout.maxScroll)
        self.editor = editor
    }

    /// The fields in Tab order, or the question's buttons while it is asked.
    var editorFocusEngine: FocusEngine {
        guard let editor, let layout = editor.layout else { return FocusEngine(elements: []) }
        if let dialog = editor.dialog {
            let card = EditorDialogLayout(metrics: metrics, windowSize: windowSize, buttons: dialog.buttons.count)
            return FocusEngine(
                elements: dialog.buttons.enumerated().map { index, button in
                    FocusableElement(id: .editorButton(button), section: .editor, frame: card.button(index))
                })
        }
        return FocusEngine(
            elements: layout.fields.map { field in
                FocusableElement(id: .editorField(field.id), section: .editor, frame: layout.toWindow(field.box, scroll: editor.scroll))
            })
    }

    /// The field with the caret scrolled into view.
    mutating func showEditorField(_ id: EditorFieldID) {
        guard var editor, let layout = editor.layout else { return }
        editor.scroll = layout.scroll(showing: id, from: editor.scroll)
        self.editor = editor
    }

    /// The next (or previous) field, wrapping, as Tab and Shift+Tab move.
    mutating func moveEditorFocus(forward: Bool) {
        let elements = editorFocusEngine.elements
        guard let at = elements.firstIndex(where: { $0.id == focus }) ?? (forward ? elements.indices.last : elements.indices.first) else { return }
        setFocus(elements[(at + (forward ? 1 : elements.count - 1)) % elements.count].id)
    }

    /// Escape: the question goes (Keep Editing); else the editor closes, asking first
    /// when something is not saved.
    mutating func escapeEditor(context: inout UpdateContext) {
        guard let editor else { return }
        if editor.dialog != nil { return answerEditor(.keepEditing, context: &context) }
        guard editor.isChanged else { return closeEditor(context: &context) }
        ask(.unsavedChanges(thenQuit: false))
    }

    /// Quit with edits not saved asks first, as Escape does.
    mutating func quitFromEditor(context: inout UpdateContext) {
        guard let editor, editor.isChanged else { return context.effects.append(.quit) }
        ask(.unsavedChanges(thenQuit: true))
    }

    mutating func ask(_ kind: EditorDialog.Kind) {
        closeModal()
        guard var editor else { return }
        if case .editorField(let id) = focus { editor.lastField = id }
        editor.ask(EditorDialog(kind: kind))
        self.editor = editor
        focus = .editorButton(.keepEditing)
    }

    /// A button of the question pressed.
    mutating func answerEditor(_ button: EditorDialog.Button, context: inout UpdateContext) {
        guard var editor, let dialog = editor.dialog else { return }
        editor.ask(nil)
        if case .unsavedChanges(let thenQuit) = dialog.kind { editor.quitsWhenSaved = thenQuit }
        self.editor = editor
        focus = .editorField(editor.lastField)
        switch button {
        case .keepEditing:
            self.editor?.quitsWhenSaved = false
            setFocus(.editorField(editor.lastField))
        case .discard:
            closeEditor(context: &context)
            if case .unsavedChanges(thenQuit: true) = dialog.kind { context.effects.append(.quit) }
        case .save: saveEditor(context: &context)
        case .overwrite: saveEditor(overwrite: true, context: &context)
        case .saveCopy: saveEditor(asCopy: true, context: &context)
        }
    }

    /// Back to where the editor was opened from: the detail (read again, as its recipe may
    /// have changed) or the grid.
    mutating func closeEditor(context: inout UpdateContext) {
        guard let editor else { return }
        leaveEditor()
        if editor.returnsTo == .detail, let id = editor.returnRecipeID, let recipe = store.recipes.firstIndex(where: { $0.id == id }) {
            openDetail(recipe: recipe, context: &context)
        } else {
            if let selection = grid.selection { grid.select(selection, in: gridLayout) }
            context.effects.append(.setTitle(title))
        }
    }

    /// The editor goes without a word, to the grid; what shows next is the caller's.
    mutating func leaveEditor() {
        editor = nil
        screen = .grid
        detail = DetailState()
        focus = .grid
    }

    /// A click on a field puts the caret in it; on a button of the question, presses it.
    mutating func clickInEditor(at point: Point, context: inout UpdateContext) {
        guard let editor, let layout = editor.layout else { return }
        if let dialog = editor.dialog {
            let card = EditorDialogLayout(metrics: metrics, windowSize: windowSize, buttons: dialog.buttons.count)
            if let index = dialog.buttons.indices.first(where: { card.button($0).contains(point) }) {
                answerEditor(dialog.buttons[index], context: &context)
            }
            return
        }
        let hit = layout.fields.first { field in
            layout.toWindow(field.box, scroll: editor.scroll).contains(point) || layout.toWindow(field.label, scroll: editor.scroll).contains(point)
        }
        if let hit { setFocus(.editorField(hit.id)) }
    }

    mutating func scrollEditor(by step: Double) {
        guard var editor, let layout = editor.layout else { return }
        editor.scroll = min(max(0, editor.scroll + step), layout.maxScroll)
        self.editor = editor
    }

    /// A paste (Ctrl+V, or a middle click's PRIMARY) into a field, at its caret.
    mutating func pasteIntoEditor(_ text: String, field id: EditorFieldID) {
        guard var editor, var field = editor.field(id)?.text else { return }
        field.insert(text)
        editor.setText(field, of: id)
        self.editor = editor
    }
}
