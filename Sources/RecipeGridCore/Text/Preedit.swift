/// Text an input method is composing for the focused field — the Hangul syllable being
/// built, Japanese kana before conversion — shown at the caret, underlined, with the
/// input method's own caret in it (README, "Input methods").
///
/// It is not the field's text: the input method commits what it composed as typed text,
/// which goes into the field (and its undo, and the saved state) like any other key's.
package struct Preedit: Sendable, Equatable {
    package var text: String
    /// Where the input method's caret is in `text`, in characters.
    package var caret: Int

    package init(text: String, caret: Int) {
        self.text = text
        self.caret = caret
    }
}

/// The preedit and the field it was composed in: it shows only while that field keeps the
/// focus.
struct Composition: Sendable, Equatable {
    var field: FocusID
    var preedit: Preedit
}

extension TextField {
    /// The field as it shows with `preedit`: the composed text in place of the selection
    /// (where the commit will put it) or at the cursor, the cursor at the preedit's caret;
    /// and where the composed characters are, for their underline.
    func showing(_ preedit: Preedit) -> (field: TextField, composed: Range<Int>) {
        var characters = Array(text)
        let at = selectedRange ?? TextEditing.clamp(cursor, characters.count)..<TextEditing.clamp(cursor, characters.count)
        let composed = Array(preedit.text)
        characters.replaceSubrange(at, with: composed)
        var shown = TextField(text: String(characters))
        shown.cursor = at.lowerBound + TextEditing.clamp(preedit.caret, composed.count)
        return (shown, at.lowerBound..<(at.lowerBound + composed.count))
    }
}

extension MultilineTextField {
    /// The field as it shows with `preedit`, as for a one-line field; scrolled so the
    /// preedit's caret shows. Nothing of it is recorded for undo.
    func showing(_ preedit: Preedit) -> (field: MultilineTextField, composed: Range<Int>) {
        var shown = self
        let at = selectedRange ?? cursor..<cursor
        let composed = Array(MultilineTextField.cleaned(preedit.text))
        shown.splice(at, with: composed)
        shown.moveCaret(to: at.lowerBound + TextEditing.clamp(preedit.caret, composed.count), anchor: nil)
        shown.keepCaretVisible()
        return (shown, at.lowerBound..<(at.lowerBound + composed.count))
    }
}

extension AppState {
    /// The preedit to show in `field`, if it is focused and an input method composes there.
    func preedit(in field: FocusID) -> Preedit? {
        guard let composition, composition.field == field, focus == field else { return nil }
        return composition.preedit
    }

    /// The input method's preedit changed: it belongs to the focused field, if that is a
    /// text field; an empty one is none.
    mutating func preeditChanged(_ preedit: Preedit?) {
        guard let preedit, !preedit.text.isEmpty, focus.isTextField else {
            composition = nil
            return
        }
        composition = Composition(field: focus, preedit: preedit)
    }
}
