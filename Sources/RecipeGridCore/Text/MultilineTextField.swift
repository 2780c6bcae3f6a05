/// An editable text of many lines — a recipe's description, ingredients, steps, a Cooklang
/// recipe's own text — with a cursor, an optional selection, undo and redo, and visual
/// lines wrapped at the field's width. Indices count Characters (grapheme clusters), as in
/// `TextField`, so an emoji or "é" with a combining mark is one step.
///
/// The text is held as an array of Characters rather than a String: every key asks for
/// the character at an offset, which a String answers by walking from its start, and a
/// recipe's text may run to thousands of lines.
///
/// Invariants: `0 <= cursor, anchor <= characters.count`; the selection is the text
/// between `anchor` and `cursor` when `anchor != nil && anchor != cursor`. Only the
/// field's own methods change them, so its undo history and its cached layout always
/// describe the text it holds.
struct MultilineTextField: Sendable {
    private(set) var characters: [Character]
    private(set) var cursor: Int
    private(set) var anchor: Int?
    /// The x the caret keeps through Up, Down and the Page keys (the goal column of GTK and
    /// Qt): moving through a short line and on to a long one comes back to the same place.
    /// Set by the first vertical move, forgotten by any other move or edit.
    var goalX: Double?
    /// The caret is at the end of a visual line whose break falls inside a long word, not
    /// at the start of the next line, which is the same offset (End there, or Down to it).
    var caretAtLineEnd = false
    /// How far the visual lines are scrolled up, in pixels: kept so the caret shows.
    var scroll: Double = 0
    var history = EditHistory()
    /// The visual lines for the last geometry given, kept up to date with each edit by
    /// re-wrapping only the lines it touched. A cache, a function of the rest: left out
    /// of `==`.
    var layoutCache: MultilineTextLayout?

    /// The most characters a field holds; a paste beyond it is cut. A million characters
    /// is some hundred times the longest recipe, and still lays out in a moment.
    static let maximumLength = 1_000_000

    /// A field holding `text` (cleaned as a paste is) with the cursor at its start and
    /// nothing selected, as an editor opens on a recipe.
    init(text: String = "") {
        characters = Array(Self.cleaned(text).prefix(Self.maximumLength))
        cursor = 0
        anchor = nil
    }

    var text: String { String(characters) }

    /// The selected characters as offsets, or nil when nothing (or an empty span) is selected.
    var selectedRange: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    var selectedText: String? {
        selectedRange.map { String(characters[$0]) }
    }

    /// Puts the cursor at `cursor` and the anchor at `anchor` (clamped into the text), as a
    /// click or the editor restoring a field does; it ends the undo group being typed.
    mutating func select(cursor: Int, anchor: Int? = nil) {
        moveCaret(to: cursor, anchor: anchor)
        keepCaretVisible()
    }

    /// Replaces the selection (or inserts at the cursor) with `string`, as one undo step:
    /// the paste's entry. Newlines are kept ("\r\n" and the Unicode separators become
    /// "\n"), a tab becomes a space and other control characters are dropped; what would
    /// take the field past `maximumLength` is left out.
    mutating func insert(_ string: String) {
        let range = selectedRange ?? cursor..<cursor
        let room = max(0, Self.maximumLength - (characters.count - range.count))
        replace(range, with: String(Self.cleaned(string).prefix(room)), kind: .other)
    }

    /// Newlines as "\n", a tab as a space (it separates words, as in a pasted table of
    /// ingredients), no other control characters.
    static func cleaned(_ string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in string {
            if character.isNewline {
                result.append("\n")
            } else if character == "\t" {
                result.append(" ")
            } else if !TextEditing.breaksLine(character) {
                result.append(character)
            }
        }
        return result
    }

    /// Moves the caret, ending the undo group and forgetting the goal column; `anchor` nil
    /// clears the selection.
    mutating func moveCaret(to offset: Int, anchor: Int?, keepingGoal: Bool = false, atLineEnd: Bool = false) {
        let count = characters.count
        cursor = TextEditing.clamp(offset, count)
        self.anchor = anchor.map { TextEditing.clamp($0, count) }
        if !keepingGoal { goalX = nil }
        caretAtLineEnd = atLineEnd
        history.endGroup()
    }

    /// Puts `replacement` in place of `range`, leaves the cursor after it, and records the
    /// change as an undo step of `kind` (which says whether it joins the step before).
    mutating func replace(_ range: Range<Int>, with replacement: String, kind: EditHistory.Kind) {
        let edit = TextEditing.edit(range, of: characters, with: replacement)
        let old = Array(characters[edit.range])
        guard old != edit.characters else {
            moveCaret(to: edit.cursor, anchor: nil)
            return
        }
        let before = EditHistory.Selection(cursor: cursor, anchor: anchor)
        splice(edit.range, with: edit.characters)
        cursor = edit.cursor
        anchor = nil
        goalX = nil
        caretAtLineEnd = false
        let step = EditHistory.Step(
            at: edit.range.lowerBound, old: old, new: edit.characters, before: before, after: EditHistory.Selection(cursor: cursor, anchor: nil))
        history.record(step, kind: kind)
        keepCaretVisible()
    }

    /// Changes the characters and the cached visual lines together; the undo history uses
    /// it to put back exactly what was there.
    mutating func splice(_ range: Range<Int>, with replacement: [Character]) {
        characters.replaceSubrange(range, with: replacement)
        layoutCache?.update(replacing: range, count: replacement.count, in: characters)
    }
}

extension MultilineTextField: Equatable {
    static func == (lhs: MultilineTextField, rhs: MultilineTextField) -> Bool {
        lhs.characters == rhs.characters && lhs.cursor == rhs.cursor && lhs.anchor == rhs.anchor && lhs.goalX == rhs.goalX
            && lhs.caretAtLineEnd == rhs.caretAtLineEnd && lhs.scroll == rhs.scroll && lhs.history == rhs.history
    }
}
