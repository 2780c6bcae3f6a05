/// Draws the recipe editor: its toolbar (what is edited, what the keys do, or why the last
/// Save wrote nothing), the form of labelled fields scrolled under it, the photo beside its
/// path, a Cooklang text's ingredients beside it, and the question over it all.
struct EditorView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        guard let editor = state.editor, let layout = editor.layout else { return }
        let m = state.metrics
        drawToolbar(editor, layout, m, into: &list)
        var form: [DrawCommand] = [.fill(layout.viewport, theme.windowBackground)]
        let focusedField: EditorFieldID? = if case .editorField(let id) = state.focus { id } else { nil }
        func place(_ rect: Rect) -> Rect { layout.toWindow(rect, scroll: editor.scroll) }
        if let heading = layout.nutritionHeading {
            text(EditorLayout.nutritionTitle, place(heading), m.headingText, theme.primaryText, into: &form)
        }
        for placed in layout.fields {
            guard let field = editor.field(placed.id) else { continue }
            let box = place(placed.box)
            guard box.maxY >= layout.viewport.minY - m.px(40), box.minY <= layout.viewport.maxY + m.px(40) else { continue }
            let wrong = editor.problem?.field == placed.id
            text(placed.id.label, place(placed.label), m.bodyBoldText, wrong ? theme.problem : theme.secondaryText, into: &form)
            drawField(
                field, in: box, focused: focusedField == placed.id, preedit: state.preedit(in: .editorField(placed.id)), wrong: wrong, m, into: &form)
        }
        if let preview = layout.photoPreview { drawPhoto(state.editorPhotoPath, place(preview), state, m, into: &form) }
        if let area = layout.cooklangIngredients, let body = editor.field(.cooklang) {
            drawIngredients(of: body.text.text, in: place(area), m, into: &form)
        }
        list.append(.group(layout.viewport, form))
        if let dialog = editor.dialog { drawDialog(dialog, state, m, into: &list) }
    }

    private func drawToolbar(_ editor: RecipeEditor, _ layout: EditorLayout, _ m: Metrics, into list: inout [DrawCommand]) {
        let bar = layout.titleFrame
        let titleWidth = min(bar.width * 0.45, measurer.width(of: editor.title, style: m.headerText) + m.px(24))
        text(editor.title, Rect(x: bar.x, y: bar.y, width: titleWidth, height: bar.height), m.headerText, theme.primaryText, into: &list)
        let note = Rect(x: bar.x + titleWidth, y: bar.y, width: max(0, bar.width - titleWidth), height: bar.height)
        let (words, color) = editor.problem.map { ($0.message, theme.problem) } ?? (tr("Ctrl+S saves  ·  Escape closes"), theme.secondaryText)
        list.append(
            .text(measurer.fitted(words, width: note.width, style: m.bodyText), frame: note, style: m.bodyText, color: color, alignment: .trailing))
        list.append(.fill(Rect(x: 0, y: bar.maxY - m.px(1), width: layout.windowSize.width, height: m.px(1)), theme.separator))
    }

    private func drawField(
        _ field: EditorField, in box: Rect, focused: Bool, preedit: Preedit?, wrong: Bool, _ m: Metrics, into list: inout [DrawCommand]
    ) {
        switch field.text {
        case .line(let line):
            list.append(.fillRounded(box, radius: m.px(8), theme.controlBackground))
            TextFieldView(theme: theme, measurer: measurer).draw(
                line, in: box, style: m.bodyText, color: theme.primaryText, placeholder: field.id.placeholder, focused: focused, preedit: preedit,
                metrics: m,
                into: &list)
            if focused { list.append(.strokeRounded(box, radius: m.px(8), width: m.px(2), theme.accent)) }
        case .lines(let lines):
            MultilineTextFieldView(theme: theme, measurer: measurer).draw(
                lines, in: box, style: m.bodyText, color: theme.primaryText, placeholder: field.id.placeholder, focused: focused, preedit: preedit,
                metrics: m,
                into: &list)
        }
        if wrong && !focused { list.append(.strokeRounded(box, radius: m.px(8), width: m.px(2), theme.problem)) }
    }

    /// The photo the path names, once decoded; a frame with a word until then.
    private func drawPhoto(_ path: String?, _ frame: Rect, _ state: AppState, _ m: Metrics, into list: inout [DrawCommand]) {
        list.append(.fillRounded(frame, radius: m.px(10), theme.controlBackground))
        if let path, let version = state.photoVersion(path) {
            list.append(.photo(path: path, version: version, frame: frame, radius: m.px(10)))
        } else {
            let word = path == nil ? tr("No photo") : state.photos[path ?? ""] == .failed ? tr("Not a picture") : "…"
            list.append(
                .text(
                    measurer.fitted(word, width: frame.width, style: m.bodyText), frame: frame, style: m.bodyText, color: theme.secondaryText,
                    alignment: .center))
        }
    }

    /// The ingredients the Cooklang text gives, as they change.
    private func drawIngredients(of body: String, in area: Rect, _ m: Metrics, into list: inout [DrawCommand]) {
        let ingredients = CooklangReader.contentOf(CooklangParser.parse(body)).ingredients
        list.append(.fillRounded(area, radius: m.px(8), theme.sidebarBackground))
        let inner = area.insetBy(m.px(12), m.px(8))
        let line = measurer.lineHeight(of: m.bodyText)
        text(
            tr("Ingredients found"), Rect(x: inner.x, y: inner.y, width: inner.width, height: line), m.bodyBoldText, theme.secondaryText, into: &list)
        let shown = max(0, Int((inner.height - line) / line))
        let words = ingredients.isEmpty ? [tr("None yet: mark one as @flour{250%g}")] : ingredients
        for (index, ingredient) in words.prefix(shown).enumerated() {
            let frame = Rect(x: inner.x, y: inner.y + line * Double(index + 1), width: inner.width, height: line)
            text(
                (ingredients.isEmpty ? "" : "• ") + ingredient, frame, m.bodyText, ingredients.isEmpty ? theme.secondaryText : theme.primaryText,
                into: &list)
        }
    }

    private func drawDialog(_ dialog: EditorDialog, _ state: AppState, _ m: Metrics, into list: inout [DrawCommand]) {
        let layout = EditorDialogLayout(metrics: m, windowSize: state.windowSize, buttons: dialog.buttons.count)
        list.append(.fill(Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height), theme.scrim))
        list.append(.fillRounded(layout.card.offsetBy(0, m.px(4)).insetBy(-m.px(3), -m.px(3)), radius: m.px(16), theme.shadow))
        list.append(.fillRounded(layout.card, radius: m.px(14), theme.menuBackground))
        text(dialog.title, layout.title, m.headingText, theme.primaryText, into: &list)
        text(dialog.message, layout.message, m.bodyText, theme.secondaryText, into: &list)
        for (index, button) in dialog.buttons.enumerated() {
            let frame = layout.button(index)
            let focused = state.focus == .editorButton(button)
            list.append(.fillRounded(frame, radius: m.px(10), focused ? theme.accent : theme.controlBackground))
            // Its letter underlined, as it presses the button.
            MenuBarView(theme: theme, measurer: measurer).drawLabel(
                button.label, in: frame.insetBy(m.px(6), 0), alignment: .center,
                color: focused ? theme.onAccent : theme.primaryText, rtl: state.layoutDirection == .rtl, m, style: m.bodyBoldText, into: &list)
        }
    }

    private func text(_ string: String, _ frame: Rect, _ style: TextStyle, _ color: Color, into list: inout [DrawCommand]) {
        list.append(.text(measurer.fitted(string, width: frame.width, style: style), frame: frame, style: style, color: color, alignment: .leading))
    }
}

extension AppState {
    /// The picture the editor's photo field names, as an absolute path: as typed when it
    /// is one, else in the folder the shell listed for it (which knows `~`).
    var editorPhotoPath: String? {
        guard let editor, let typed = editor.field(.photo)?.text.text, !typed.isEmpty else { return nil }
        if typed.hasPrefix("/") { return typed }
        let folder = PathCompletion.folderPart(of: typed)
        guard let listing = editor.photoListing, listing.folder == folder, let absolute = listing.absoluteFolder else { return nil }
        return absolute + typed.dropFirst(folder.count)
    }
}
