/// What the one-line and the multi-line text fields share: where words start and end, what
/// breaks a line, what typed text may hold, and how an edit joins the characters beside it.
/// One definition, so Ctrl+Left stops at the same places in the search field and in a
/// recipe's steps.
enum TextEditing {
    static func clamp(_ offset: Int, _ count: Int) -> Int {
        min(max(offset, 0), count)
    }

    /// Control characters (newline, tab, "\r\n") and the Unicode line/paragraph separators.
    static func breaksLine(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }

    /// Text an input method composed, as opposed to a key's control character (Return
    /// gives "\r", BackSpace "\u{8}"): only that is typed into a field.
    static func isTypedText(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Letters, digits and "_" make words; an apostrophe between two letters ("chef's")
    /// stays inside its word. Spaces, punctuation, symbols and emoji separate words.
    static func isWordCharacter(_ characters: [Character], at index: Int) -> Bool {
        let character = characters[index]
        if character.isLetter || character.isNumber || character == "_" { return true }
        guard character == "'" || character == "\u{2019}", index > 0, index + 1 < characters.count else { return false }
        return characters[index - 1].isLetter && characters[index + 1].isLetter
    }

    /// The start of the word before `offset`, skipping separators first (Ctrl+Left).
    static func wordStart(in characters: [Character], from offset: Int) -> Int {
        var index = offset
        while index > 0 && !isWordCharacter(characters, at: index - 1) { index -= 1 }
        while index > 0 && isWordCharacter(characters, at: index - 1) { index -= 1 }
        return index
    }

    /// The end of the word after `offset`, skipping separators first (Ctrl+Right).
    static func wordEnd(in characters: [Character], from offset: Int) -> Int {
        var index = offset
        while index < characters.count && !isWordCharacter(characters, at: index) { index += 1 }
        while index < characters.count && isWordCharacter(characters, at: index) { index += 1 }
        return index
    }

    /// Where Left or Right (`forward`) takes the cursor: one character or, with Ctrl, one
    /// word; without Shift (`extending`) a selection collapses to its edge in the
    /// direction of travel, as in every desktop text field.
    static func horizontalTarget(
        in characters: [Character], cursor: Int, selection: Range<Int>?, forward: Bool, byWord: Bool, extending: Bool
    ) -> Int {
        if byWord { return forward ? wordEnd(in: characters, from: cursor) : wordStart(in: characters, from: cursor) }
        if !extending, let selection { return forward ? selection.upperBound : selection.lowerBound }
        return clamp(cursor + (forward ? 1 : -1), characters.count)
    }

    /// What BackSpace (`forward` false) or Delete removes beside the cursor when nothing
    /// is selected: one character or, with Ctrl, to the word's edge. Empty at the text's edge.
    static func deletionRange(in characters: [Character], cursor: Int, forward: Bool, byWord: Bool) -> Range<Int> {
        if forward {
            return cursor..<(byWord ? wordEnd(in: characters, from: cursor) : min(cursor + 1, characters.count))
        }
        return (byWord ? wordStart(in: characters, from: cursor) : max(cursor - 1, 0))..<cursor
    }

    /// What to put in place of `range` of `characters` for `replacement`, and where the
    /// cursor goes after it. An inserted combining mark merges with the character before
    /// it, and a deletion can bring a base and a mark together, so the seam is joined as a
    /// string and split again with one neighbour on each side (the answer's `range` is that
    /// wider span) rather than the counts added; the cursor is clamped for a mark merging
    /// across the far seam.
    static func edit(_ range: Range<Int>, of characters: [Character], with replacement: String) -> (
        range: Range<Int>, characters: [Character], cursor: Int
    ) {
        let wide = max(0, range.lowerBound - 1)..<min(characters.count, range.upperBound + 1)
        let head = String(characters[wide.lowerBound..<range.lowerBound]) + replacement
        let joined = Array(head + String(characters[range.upperBound..<wide.upperBound]))
        return (wide, joined, wide.lowerBound + min(head.count, joined.count))
    }
}
