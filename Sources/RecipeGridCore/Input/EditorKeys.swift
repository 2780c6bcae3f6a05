/// Keys of the recipe editor (README, Editing a recipe): a field's own editing keys first;
/// then the editor's — Tab and Shift+Tab between fields (Tab completes the photo's path
/// while there is something to complete, as in the Open dialog), Return in a one-line
/// field to the next, Escape to leave (asking when edits are unsaved); Ctrl+S is the key
/// table's Save Recipe. The question's buttons have keys of their own.
enum EditorKeys {
    static func handleField(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, case .editorField(let id) = state.focus, var editor = state.editor, let field = editor.field(id) else {
            return .ignored
        }
        let outcome: TextFieldOutcome
        switch field.text {
        case .line(var line):
            outcome = line.handle(event)
            editor.setText(.line(line), of: id)
        case .lines(var lines):
            guard let geometry = state.editorGeometry(of: id, measurer: context.measurer) else { return .ignored }
            outcome = lines.handle(event, geometry: geometry)
            editor.setText(.lines(lines), of: id)
        }
        state.editor = editor
        return TextFieldEffects.apply(outcome, context: &context)
    }

    /// The editor's keys, for a key no field took.
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, state.editor?.dialog == nil, StandardKeys.isPlain(event) else { return .ignored }
        let shift = event.modifiers.contains(.shift)
        switch event.key {
        case "Tab" where !shift:
            if !state.completeEditorPhoto() { state.moveEditorFocus(forward: true) }
        case "Tab", "ISO_Left_Tab":
            state.moveEditorFocus(forward: false)
        case "Return", "KP_Enter":
            state.moveEditorFocus(forward: true)
        case "Escape":
            state.escapeEditor(context: &context)
        default:
            return .ignored
        }
        return .handled
    }

    /// The question's buttons: the arrows and Tab move between them, Return or Space
    /// presses the focused one, a button's letter presses it, Escape keeps editing.
    static func handleButton(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, case .editorButton(let button) = state.focus, let dialog = state.editor?.dialog,
            event.modifiers.isDisjoint(with: [.control, .super])
        else { return .ignored }
        let buttons = dialog.buttons
        let at = buttons.firstIndex(of: button) ?? 0
        let direction = StandardKeys.moveDirection(event, state.layoutDirection)
        switch event.key {
        case "Return", "KP_Enter", "space":
            state.answerEditor(button, context: &context)
        case "Escape":
            state.answerEditor(.keepEditing, context: &context)
        case "Tab" where !event.modifiers.contains(.shift):
            state.focus = .editorButton(buttons[(at + 1) % buttons.count])
        case "Tab", "ISO_Left_Tab":
            state.focus = .editorButton(buttons[(at + buttons.count - 1) % buttons.count])
        case _ where direction == .left || direction == .right:
            state.focus = .editorButton(buttons[min(max(0, at + (direction == .right ? 1 : -1)), buttons.count - 1)])
        default:
            guard let letter = event.text.lowercased().first, let chosen = buttons.first(where: { $0.label.mnemonic == letter }) else {
                return .handled
            }
            state.answerEditor(chosen, context: &context)
        }
        return .handled
    }
}

extension AppState {
    /// How a multi-line field of the editor lays out its lines: its box as drawn.
    func editorGeometry(of id: EditorFieldID, measurer: any TextMeasuring) -> MultilineTextGeometry? {
        guard let box = editor?.layout?.field(id)?.box else { return nil }
        return MultilineTextFieldView.geometry(in: box, style: metrics.bodyText, metrics: metrics, measurer: measurer)
    }

    /// Tab in the photo field: its path completed from the folder's listing; false when
    /// there is nothing to complete (Tab moves on).
    mutating func completeEditorPhoto() -> Bool {
        guard focus == .editorField(.photo), var editor, let field = editor.field(.photo),
            let completed = PathCompletion.completed(field.text.text, in: editor.photoListing)
        else { return false }
        editor.setText(.line(TextField(text: completed)), of: .photo)
        self.editor = editor
        return true
    }
}
