/// The user's notes on a recipe (README, Notes and the cooking log): a multi-line field in
/// the detail after the steps, kept by recipe id in the state file, so a cookbook the user
/// cannot write to has notes too. The state changes at every key; the save waits until
/// typing pauses (`Persistence`), and the heading says "Saved" once it is on disk.
extension AppState {
    /// How the notes field lays its text out in `layout`'s box.
    func notesGeometry(_ layout: DetailLayout, measurer: any TextMeasuring) -> MultilineTextGeometry {
        MultilineTextFieldView.geometry(in: layout.notesField, style: metrics.bodyText, metrics: metrics, measurer: measurer)
    }

    /// A key in the notes field: its editing keys, typed text, the clipboard.
    mutating func editNotes(_ event: KeyEvent, context: inout UpdateContext) -> KeyOutcome {
        guard let layout = detail.layout else { return .ignored }
        var field = detail.notes
        let outcome = field.handle(event, geometry: notesGeometry(layout, measurer: context.measurer))
        useNotes(field)
        return TextFieldEffects.apply(outcome, context: &context)
    }

    /// Text pasted into the notes field, in place of its selection.
    mutating func pasteIntoNotes(_ text: String) {
        var field = detail.notes
        field.insert(text)
        useNotes(field)
    }

    /// What a tool wrote into the notes (a braille display, dictation): the whole text and
    /// the caret, as if typed.
    mutating func setNotesText(_ text: String, caret: Int) {
        guard screen == .detail, detail.layout != nil else { return }
        var field = MultilineTextField(text: text)
        // Laid out as the field was, so the caret is scrolled into view.
        if let geometry = detail.notes.layoutCache?.geometry { field.setGeometry(geometry) }
        field.select(cursor: caret)
        useNotes(field)
    }

    /// A click in the notes box: focus, and the caret where the pointer is.
    mutating func clickInNotes(at point: Point, measurer: any TextMeasuring) {
        guard let layout = detail.layout else { return }
        let geometry = notesGeometry(layout, measurer: measurer)
        let area = MultilineTextFieldView.textFrame(in: layout.toWindow(layout.notesField, scroll: detail.scroll), metrics: metrics)
        var field = detail.notes
        field.setGeometry(geometry)
        let lines = field.layout(for: geometry)
        let row = Int(((point.y - area.y + field.scroll) / lines.lineHeight).rounded(.down))
        let line = lines.lines[min(max(0, row), lines.lines.count - 1)]
        field.select(cursor: lines.offset(nearest: point.x - area.x, on: line, in: field.characters))
        setFocus(.detailNotes)
        detail.editNotes(field)
    }

    /// The field as edited: its text is the recipe's notes (none when only white space is
    /// left), and the box stays in view.
    private mutating func useNotes(_ field: MultilineTextField) {
        guard let recipe = detail.recipe else { return }
        detail.editNotes(field)
        let text = field.text
        notes[store.recipes[recipe].id] = text.allSatisfy(\.isWhitespace) ? nil : text
        if let layout = detail.layout { detail.scrollToShow(layout.notesField) }
    }

    /// A save that worked wrote `written`: when it holds the open recipe's notes as the
    /// field has them, the heading says so.
    mutating func noteSaved(_ written: SavedState) {
        guard let recipe = detail.recipe else { return }
        let id = store.recipes[recipe].id
        if written.notes[id] == notes[id] { detail.notesSaved() }
    }
}
