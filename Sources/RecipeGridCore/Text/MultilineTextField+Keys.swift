/// A multi-line field's keys: moves by character, word, visual line and page, editing,
/// undo, and the clipboard, answered as a one-line `TextField` answers them.
extension MultilineTextField {
    /// Handles an editing key laid out for `geometry`. Returns what happened.
    ///
    /// Tab and Shift+Tab are not the field's: they move between the editor's fields, so a
    /// tab is never typed (a pasted one becomes a space). Escape, Alt and Super
    /// combinations, F-keys and Ctrl with other letters go up to the caller too. Moves at
    /// the edge of the text, and undo with nothing to undo, are still `.handled`: the key
    /// belongs to the field even when there is nowhere to go.
    mutating func handle(_ event: KeyEvent, geometry: MultilineTextGeometry) -> TextFieldOutcome {
        guard event.isPress, event.modifiers.isDisjoint(with: [.alt, .super]) else { return .ignored }
        setGeometry(geometry)
        let shift = event.modifiers.contains(.shift)
        let control = event.modifiers.contains(.control)
        // The keypad's navigation keys (NumLock off) edit like the main ones.
        let key = event.key.hasPrefix("KP_") ? String(event.key.dropFirst(3)) : event.key
        if let outcome = handleMove(key, control: control, shift: shift) ?? handleEdit(key, control: control, shift: shift) {
            keepCaretVisible()
            return outcome
        }
        if control { return handleShortcut(key.lowercased(), shift: shift) }
        guard TextEditing.isTypedText(event.text) else { return .ignored }
        typeText(event.text)
        return .handled
    }

    /// Typed text in place of the selection, joining the undo step being typed; cut where
    /// the field is full.
    private mutating func typeText(_ text: String) {
        let range = selectedRange ?? cursor..<cursor
        let typed = String(Self.cleaned(text).prefix(max(0, Self.maximumLength - characters.count + range.count)))
        guard !typed.isEmpty else { return }
        replace(range, with: typed, kind: .typing(closes: typed.last == " " || typed.last == "\n"))
    }

    private mutating func handleMove(_ key: String, control: Bool, shift: Bool) -> TextFieldOutcome? {
        switch key {
        case "Left", "Right": moveHorizontally(forward: key == "Right", byWord: control, extending: shift)
        case "Up", "Down": moveVertically(by: key == "Down" ? 1 : -1, extending: shift)
        case "Page_Up", "Prior", "Page_Down", "Next":
            let forward = key == "Page_Down" || key == "Next"
            movePage(forward: forward, extending: shift)
        case "Home", "End":
            if control {
                move(to: key == "Home" ? 0 : characters.count, extending: shift)
            } else {
                moveToLineEdge(end: key == "End", extending: shift)
            }
        default: return nil
        }
        return .handled
    }

    private mutating func handleEdit(_ key: String, control: Bool, shift: Bool) -> TextFieldOutcome? {
        switch key {
        case "Return", "Enter", "ISO_Enter":  // not translated: keysyms
            // Ctrl+Return is left for the editor (to save), as in dialogs with a text view.
            guard !control else { return nil }
            typeText("\n")
        case "BackSpace": delete(forward: false, byWord: control)
        case "Delete":
            if shift && !control { return cut() }
            delete(forward: true, byWord: control)
        case "Insert":
            if control && !shift { return copy() }
            if shift && !control { return .paste }
            return nil
        default: return nil
        }
        return .handled
    }

    /// Ctrl with a letter: Caps Lock or Shift turn the keysym into "Z"; the shortcut is
    /// the same, and Shift is what tells redo from undo.
    private mutating func handleShortcut(_ letter: String, shift: Bool) -> TextFieldOutcome {
        switch letter {
        case "a":
            moveCaret(to: characters.count, anchor: 0)
            return .handled
        case "c": return copy()
        case "x": return cut()
        case "v": return .paste
        case "z":
            _ = shift ? redo() : undo()
            return .handled
        case "y":
            redo()
            return .handled
        default: return .ignored
        }
    }

    /// Without a selection the key goes on up the chain, as in the one-line field.
    private func copy() -> TextFieldOutcome {
        selectedText.map { .copy($0) } ?? .ignored
    }

    private mutating func cut() -> TextFieldOutcome {
        guard let range = selectedRange, let removed = selectedText else { return .handled }
        replace(range, with: "", kind: .other)
        return .cut(removed)
    }

    /// Removes the selection if there is one, else one character or one word beside the
    /// cursor. Single characters join an undo step with those removed before them.
    private mutating func delete(forward: Bool, byWord: Bool) {
        if let range = selectedRange {
            replace(range, with: "", kind: .other)
            return
        }
        let range = TextEditing.deletionRange(in: characters, cursor: cursor, forward: forward, byWord: byWord)
        guard !range.isEmpty else {
            moveCaret(to: cursor, anchor: nil)
            return
        }
        let closes = characters[range].contains { $0 == " " || $0 == "\n" }
        replace(range, with: "", kind: byWord ? .other : .deleting(forward: forward, closes: closes))
    }
}
