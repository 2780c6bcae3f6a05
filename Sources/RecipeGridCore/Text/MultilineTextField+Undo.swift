/// A multi-line field's undo and redo: each step is the span an edit replaced, what was
/// there and what is there now, and the selection before and after, so undoing puts back
/// both the text and what was selected. Steps hold only what changed, not copies of the
/// text, and there are at most `maximumSteps` of them, so a long session on a long recipe
/// stays small.
///
/// Typing coalesces as in GTK's text views (GNOME Text Editor): characters typed one after
/// another join one step until a space or a newline, which joins it and ends it, so undo
/// takes back a word at a time; BackSpace and Delete runs join likewise, each in its own
/// direction. A move of the caret, a paste, a cut, a word deletion and an undo each end
/// the step being built. A new edit after an undo forgets what could be redone.
struct EditHistory: Sendable, Equatable {
    struct Selection: Sendable, Equatable {
        var cursor: Int
        var anchor: Int?
    }

    /// One edit: at `at`, `old` was replaced by `new`.
    struct Step: Sendable, Equatable {
        var at: Int
        var old: [Character]
        var new: [Character]
        var before: Selection
        var after: Selection
    }

    /// How an edit joins the step before it.
    enum Kind: Sendable, Equatable {
        /// Typed text; `closes` when it ends in a space or a newline.
        case typing(closes: Bool)
        /// One character removed by BackSpace (`forward` false) or Delete.
        case deleting(forward: Bool, closes: Bool)
        /// A paste, a cut, a word deletion: a step of its own.
        case other
    }

    /// Enough for a long session of edits; the oldest are forgotten first.
    static let maximumSteps = 200
    /// Past this many characters held in the steps (a few large pastes), the oldest steps
    /// are forgotten too, so the history stays a small multiple of the field's limit.
    static let maximumCharacters = 4_000_000

    private(set) var undoSteps: [Step] = []
    private(set) var redoSteps: [Step] = []
    /// What the last step was while it may still grow, nil once it is closed.
    private var openKind: Kind?

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    /// The caret moved or something else happened between edits: the next edit starts a step.
    mutating func endGroup() { openKind = nil }

    mutating func record(_ step: Step, kind: Kind) {
        redoSteps.removeAll()
        if let open = openKind, Self.joins(kind, open), let last = undoSteps.last, let merged = Self.merge(last, step) {
            undoSteps[undoSteps.count - 1] = merged
        } else {
            undoSteps.append(step)
        }
        openKind = Self.closes(kind) ? nil : kind
        trim()
    }

    /// The step to undo, moved to the redo list.
    mutating func popUndo() -> Step? {
        openKind = nil
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step
    }

    /// The step to redo, moved back to the undo list.
    mutating func popRedo() -> Step? {
        openKind = nil
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step
    }

    private static func joins(_ kind: Kind, _ open: Kind) -> Bool {
        switch (kind, open) {
        case (.typing, .typing): true
        case (.deleting(let forward, _), .deleting(let openForward, _)): forward == openForward
        default: false
        }
    }

    private static func closes(_ kind: Kind) -> Bool {
        switch kind {
        case .typing(let closes), .deleting(_, let closes): closes
        case .other: true
        }
    }

    /// `first` then `second` as one step, when the span `second` replaced touches or
    /// overlaps what `first` left; nil when they are apart (the caret had jumped).
    ///
    /// Both are read in the text as `first` left it: the span the two cover there is made
    /// of `first.new` and `second.old`; the merged step's old text is that span with
    /// `first.new` put back to `first.old`, its new text the span with `second.old`
    /// replaced by `second.new`.
    static func merge(_ first: Step, _ second: Step) -> Step? {
        let firstEnd = first.at + first.new.count
        let secondEnd = second.at + second.old.count
        guard second.at <= firstEnd, secondEnd >= first.at else { return nil }
        let low = min(first.at, second.at)
        let high = max(firstEnd, secondEnd)
        let span: [Character] = (low..<high).map { index in
            (second.at..<secondEnd).contains(index) ? second.old[index - second.at] : first.new[index - first.at]
        }
        // Typing on at the end of a step that replaced a long selection: keep its old
        // text as it is, not copied again for each key.
        var old = low == first.at && high == firstEnd ? first.old : span
        if low != first.at || high != firstEnd { old.replaceSubrange((first.at - low)..<(firstEnd - low), with: first.old) }
        var new = span
        new.replaceSubrange((second.at - low)..<(secondEnd - low), with: second.new)
        return Step(at: low, old: old, new: new, before: first.before, after: second.after)
    }

    private mutating func trim() {
        if undoSteps.count > Self.maximumSteps { undoSteps.removeFirst(undoSteps.count - Self.maximumSteps) }
        var held = undoSteps.reduce(0) { $0 + $1.old.count + $1.new.count }
        while held > Self.maximumCharacters, undoSteps.count > 1 {
            let oldest = undoSteps.removeFirst()
            held -= oldest.old.count + oldest.new.count
        }
    }
}

extension MultilineTextField {
    /// Takes back the last step: its text and the selection before it. False when there
    /// is nothing to undo.
    @discardableResult
    mutating func undo() -> Bool {
        guard let step = history.popUndo() else { return false }
        splice(step.at..<(step.at + step.new.count), with: step.old)
        restore(step.before)
        return true
    }

    /// Does again the step last undone. False when there is nothing to redo.
    @discardableResult
    mutating func redo() -> Bool {
        guard let step = history.popRedo() else { return false }
        splice(step.at..<(step.at + step.old.count), with: step.new)
        restore(step.after)
        return true
    }

    private mutating func restore(_ selection: EditHistory.Selection) {
        moveCaret(to: selection.cursor, anchor: selection.anchor)
        keepCaretVisible()
    }
}
