/// A single-line editable text with a cursor and an optional selection; indices count
/// Characters (grapheme clusters) so an emoji or "é" with a combining mark is one step.
///
/// Invariants: `0 <= cursor <= text.count`; the selection is the text between `anchor`
/// and `cursor` when `anchor != nil && anchor != cursor`. The properties are settable, so
/// every edit first clamps `cursor` and `anchor` into range rather than trusting them.
struct TextField: Sendable, Equatable {
    var text: String
    var cursor: Int
    var anchor: Int?

    /// A field holding `text` with the cursor at its end and nothing selected.
    package init(text: String = "") {
        self.text = text
        cursor = text.count
        anchor = nil
    }

    /// The selected characters as offsets, or nil when nothing (or an empty span) is selected.
    var selectedRange: Range<Int>? {
        guard let anchor else { return nil }
        let count = text.count
        let from = TextEditing.clamp(anchor, count)
        let to = TextEditing.clamp(cursor, count)
        return from == to ? nil : min(from, to)..<max(from, to)
    }

    var selectedText: String? {
        guard let range = selectedRange else { return nil }
        return String(Array(text)[range])
    }

    /// The most characters a field holds, as many as a GTK entry: a paste beyond it is cut.
    static let maximumLength = 65_535

    /// Replaces the selection (or inserts at the cursor) with `string` — used for typed text
    /// and paste. Newlines/tabs/control chars in pasted text become spaces (single-line field).
    /// What would take the field past `maximumLength` is left out.
    mutating func insert(_ string: String) {
        normalize()
        let range = selectedRange ?? cursor..<cursor
        let room = max(0, Self.maximumLength - (text.count - range.count))
        let singleLine = String(string.prefix(room).map { TextEditing.breaksLine($0) ? " " : $0 })
        replace(range, with: singleLine)
    }

    /// Handles an editing key. Returns what happened.
    ///
    /// Alt and Super combinations are left to the caller (they are shortcuts, not editing).
    /// Left/Right/Home/End and BackSpace/Delete at the edge of the text still return
    /// `.handled`: the key belongs to the field even when there is nowhere to go.
    mutating func handle(_ event: KeyEvent) -> TextFieldOutcome {
        guard event.isPress, event.modifiers.isDisjoint(with: [.alt, .super]) else { return .ignored }
        normalize()
        let shift = event.modifiers.contains(.shift)
        let control = event.modifiers.contains(.control)
        // The keypad's navigation keys (NumLock off) edit like the main ones.
        let key = event.key.hasPrefix("KP_") ? String(event.key.dropFirst(3)) : event.key
        switch key {
        case "Left", "Right":
            moveHorizontally(forward: key == "Right", byWord: control, extending: shift)
            return .handled
        case "Home", "End":
            move(to: key == "Home" ? 0 : text.count, extending: shift)
            return .handled
        case "BackSpace":
            delete(forward: false, byWord: control)
            return .handled
        case "Delete":
            if shift && !control { return cut() }
            delete(forward: true, byWord: control)
            return .handled
        case "Insert":
            if control && !shift { return copy() }
            if shift && !control { return .paste }
            return .ignored
        default:
            break
        }
        if control {
            // Caps Lock or Shift turn the keysym into "C"; the shortcut is the same.
            switch key.lowercased() {
            case "a":
                anchor = 0
                cursor = text.count
                return .handled
            case "c": return copy()
            case "x": return cut()
            case "v": return .paste
            default: return .ignored
            }
        }
        guard TextEditing.isTypedText(event.text) else { return .ignored }
        insert(event.text)
        return .handled
    }

    /// Without a selection the key goes on up the chain: the grocery list copies itself.
    private func copy() -> TextFieldOutcome {
        selectedText.map { .copy($0) } ?? .ignored
    }

    private mutating func cut() -> TextFieldOutcome {
        guard let range = selectedRange, let removed = selectedText else { return .handled }
        replace(range, with: "")
        return .cut(removed)
    }

    private mutating func moveHorizontally(forward: Bool, byWord: Bool, extending: Bool) {
        let target = TextEditing.horizontalTarget(
            in: Array(text), cursor: cursor, selection: selectedRange, forward: forward, byWord: byWord, extending: extending)
        move(to: target, extending: extending)
    }

    private mutating func move(to target: Int, extending: Bool) {
        if extending {
            anchor = anchor ?? cursor
        } else {
            anchor = nil
        }
        cursor = target
    }

    /// Removes the selection if there is one, else one character or one word beside the cursor.
    private mutating func delete(forward: Bool, byWord: Bool) {
        if let range = selectedRange {
            replace(range, with: "")
            return
        }
        let range = TextEditing.deletionRange(in: Array(text), cursor: cursor, forward: forward, byWord: byWord)
        if !range.isEmpty { replace(range, with: "") }
    }

    /// Puts `replacement` in place of `range` and the cursor after it, clearing the selection.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        var characters = Array(text)
        let edit = TextEditing.edit(range, of: characters, with: replacement)
        characters.replaceSubrange(edit.range, with: edit.characters)
        text = String(characters)
        cursor = edit.cursor
        anchor = nil
    }

    private mutating func normalize() {
        let count = text.count
        cursor = TextEditing.clamp(cursor, count)
        anchor = anchor.map { TextEditing.clamp($0, count) }
    }
}

/// What a key did to a `TextField` or a `MultilineTextField`, and what the caller still
/// has to do.
enum TextFieldOutcome: Sendable, Equatable {
    /// Not an editing key (Escape, Tab, F-keys, Ctrl+other letters, Alt/Super combinations,
    /// key releases; in a one-line field also Return, Up, Down and the Page keys): the
    /// caller's business.
    case ignored
    /// The cursor, selection or text changed, or the key was consumed without effect.
    case handled
    /// Ctrl+C or Ctrl+Insert with a selection: put this on the CLIPBOARD. Without a
    /// selection the key is `.handled` and does nothing.
    case copy(String)
    /// Ctrl+X or Shift+Delete with a selection, already removed: put it on the CLIPBOARD.
    case cut(String)
    /// Ctrl+V or Shift+Insert: fetch the CLIPBOARD, then call `insert(_:)`.
    case paste
}
