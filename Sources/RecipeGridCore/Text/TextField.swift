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
        let from = Self.clamp(anchor, count)
        let to = Self.clamp(cursor, count)
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
        let singleLine = String(string.prefix(room).map { Self.breaksLine($0) ? " " : $0 })
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
        guard !event.text.isEmpty, !event.text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .ignored
        }
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

    /// One step or one word left or right; without Shift a selection collapses to the edge
    /// in the direction of travel, as in every desktop text field.
    private mutating func moveHorizontally(forward: Bool, byWord: Bool, extending: Bool) {
        let characters = Array(text)
        let target: Int
        if byWord {
            target = forward ? Self.wordEnd(in: characters, from: cursor) : Self.wordStart(in: characters, from: cursor)
        } else if !extending, let range = selectedRange {
            target = forward ? range.upperBound : range.lowerBound
        } else {
            target = Self.clamp(cursor + (forward ? 1 : -1), characters.count)
        }
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
        let characters = Array(text)
        let range: Range<Int>
        if forward {
            range = cursor..<(byWord ? Self.wordEnd(in: characters, from: cursor) : min(cursor + 1, characters.count))
        } else {
            range = (byWord ? Self.wordStart(in: characters, from: cursor) : max(cursor - 1, 0))..<cursor
        }
        if !range.isEmpty { replace(range, with: "") }
    }

    /// Puts `replacement` in place of `range` and the cursor after it, clearing the selection.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let characters = Array(text)
        let head = String(characters[..<range.lowerBound]) + replacement
        text = head + String(characters[range.upperBound...])
        // An inserted combining mark merges with the character before it, so count the
        // joined head rather than adding lengths; clamp for a mark merging across the seam.
        cursor = min(head.count, text.count)
        anchor = nil
    }

    private mutating func normalize() {
        let count = text.count
        cursor = Self.clamp(cursor, count)
        anchor = anchor.map { Self.clamp($0, count) }
    }

    private static func clamp(_ offset: Int, _ count: Int) -> Int {
        min(max(offset, 0), count)
    }

    /// Control characters (newline, tab, "\r\n") and the Unicode line/paragraph separators.
    private static func breaksLine(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }

    /// Letters, digits and "_" make words; an apostrophe between two letters ("chef's")
    /// stays inside its word. Spaces, punctuation, symbols and emoji separate words.
    private static func isWordCharacter(_ characters: [Character], at index: Int) -> Bool {
        let character = characters[index]
        if character.isLetter || character.isNumber || character == "_" { return true }
        guard character == "'" || character == "\u{2019}", index > 0, index + 1 < characters.count else { return false }
        return characters[index - 1].isLetter && characters[index + 1].isLetter
    }

    /// The start of the word before `offset`, skipping separators first (Ctrl+Left).
    private static func wordStart(in characters: [Character], from offset: Int) -> Int {
        var index = offset
        while index > 0 && !isWordCharacter(characters, at: index - 1) { index -= 1 }
        while index > 0 && isWordCharacter(characters, at: index - 1) { index -= 1 }
        return index
    }

    /// The end of the word after `offset`, skipping separators first (Ctrl+Right).
    private static func wordEnd(in characters: [Character], from offset: Int) -> Int {
        var index = offset
        while index < characters.count && !isWordCharacter(characters, at: index) { index += 1 }
        while index < characters.count && isWordCharacter(characters, at: index) { index += 1 }
        return index
    }
}

/// What a key did to a `TextField`, and what the caller still has to do.
enum TextFieldOutcome: Sendable, Equatable {
    /// Not an editing key (Return, Escape, Tab, Up, Down, Page keys, F-keys, Ctrl+other
    /// letters, Alt/Super combinations, key releases): the caller's business.
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
