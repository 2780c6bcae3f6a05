/// The recipe editor as assistive tools see it: a panel of entries, each named by its
/// label and holding its text and caret (a multi-line one says so), the reason the last
/// Save wrote nothing as the description of the field it is about, and the question as a
/// modal dialog of push buttons.
extension AccessibleView {
    static func addEditor(_ state: AppState, to tree: inout AccessibleTree) -> [AccessibleID] {
        guard let editor = state.editor, let layout = editor.layout else { return [] }
        var panel = AccessibleNode(role: .panel, name: editor.title, frame: layout.viewport)
        panel.description = editor.problem.map { $0.field == nil ? $0.message : "" } ?? ""
        for (index, field) in editor.fields.enumerated() {
            guard let placed = layout.field(field.id) else { continue }
            var node = AccessibleNode(role: .entry, name: field.id.label, frame: layout.toWindow(placed.box, scroll: editor.scroll))
            node.states.formUnion([.focusable, .editable])
            if field.id.isMultiline { node.states.insert(.multiLine) }
            if !node.frame.intersects(layout.viewport) { node.states.remove(.showing) }
            node.text = field.text.text
            node.caret = field.text.caret
            node.description = editor.problem?.field == field.id ? editor.problem?.message ?? "" : ""
            tree.nodes[.editorField(index)] = node
            panel.children.append(.editorField(index))
        }
        tree.nodes[.editor] = panel
        guard let dialog = editor.dialog else { return [.editor] }
        let card = EditorDialogLayout(metrics: state.metrics, windowSize: state.windowSize, buttons: dialog.buttons.count)
        var node = AccessibleNode(role: .dialog, name: dialog.title, frame: card.card)
        node.states.insert(.modal)
        node.description = dialog.message
        for (index, button) in dialog.buttons.enumerated() {
            var item = AccessibleNode(role: .pushButton, name: button.title, frame: card.button(index))
            item.states.insert(.focusable)
            item.shortcut = button.label.mnemonic.map { String($0).uppercased() }
            tree.nodes[.editorButton(index)] = item
            node.children.append(.editorButton(index))
        }
        tree.nodes[.editorDialog] = node
        return [.editor, .editorDialog]
    }

    /// The focused field or button of the editor.
    static func editorFocus(_ state: AppState) -> AccessibleID? {
        guard let editor = state.editor else { return nil }
        switch state.focus {
        case .editorField(let id): return editor.index(of: id).map(AccessibleID.editorField)
        case .editorButton(let button): return editor.dialog?.buttons.firstIndex(of: button).map(AccessibleID.editorButton)
        default: return nil
        }
    }
}

extension AppState {
    /// An assistive tool wrote into an editor field: its whole text and caret.
    mutating func setEditorText(field index: Int, to text: String, caret: Int) {
        guard var editor, editor.fields.indices.contains(index) else { return }
        let id = editor.fields[index].id
        switch editor.fields[index].text {
        case .line:
            var line = TextField(text: text)
            line.cursor = min(max(0, caret), line.text.count)
            editor.setText(.line(line), of: id)
        case .lines(var lines):
            lines.replace(0..<lines.characters.count, with: text, kind: .other)
            lines.select(cursor: caret)
            editor.setText(.lines(lines), of: id)
        }
        self.editor = editor
    }

    /// The answer an assistive tool's press of a question's button gives.
    mutating func pressEditorButton(_ index: Int, context: inout UpdateContext) {
        guard let buttons = editor?.dialog?.buttons, buttons.indices.contains(index) else { return }
        answerEditor(buttons[index], context: &context)
    }
}
