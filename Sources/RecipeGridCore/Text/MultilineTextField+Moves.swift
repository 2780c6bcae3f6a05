/// The caret's moves: by character and word through the text, by visual line and page
/// keeping the goal column, to a visual line's edges. Shift keeps the anchor where it was,
/// extending the selection.
extension MultilineTextField {
    /// Moves the caret to `target`; with `extending` the anchor stays (or is dropped where
    /// the caret was), else the selection goes.
    mutating func move(to target: Int, extending: Bool, keepingGoal: Bool = false, atLineEnd: Bool = false) {
        moveCaret(to: target, anchor: extending ? (anchor ?? cursor) : nil, keepingGoal: keepingGoal, atLineEnd: atLineEnd)
    }

    mutating func moveHorizontally(forward: Bool, byWord: Bool, extending: Bool) {
        let target = TextEditing.horizontalTarget(
            in: characters, cursor: cursor, selection: selectedRange, forward: forward, byWord: byWord, extending: extending)
        move(to: target, extending: extending)
    }

    /// `lines` visual lines down (or up, when negative), to the offset nearest the goal
    /// column. Past the first line the caret goes to the text's start, past the last to
    /// its end, as in GTK; the goal is kept, so coming back finds the column again.
    mutating func moveVertically(by lines: Int, extending: Bool) {
        guard let layout = layoutCache else { return }
        let goal = goalX ?? caretX(in: layout)
        let current = caretLine(in: layout)
        let target = current + lines
        guard target >= 0 else {
            move(to: 0, extending: extending, keepingGoal: true)
            goalX = goal
            return
        }
        guard target < layout.lines.count else {
            move(to: characters.count, extending: extending, keepingGoal: true)
            goalX = goal
            return
        }
        let line = layout.lines[target]
        let offset = layout.offset(nearest: goal, on: line, in: characters)
        move(to: offset, extending: extending, keepingGoal: true, atLineEnd: !line.hard && offset == line.end)
        goalX = goal
    }

    /// As many visual lines as the viewport holds, the view scrolled with the caret so the
    /// caret keeps its place on screen where the text allows.
    mutating func movePage(forward: Bool, extending: Bool) {
        guard let layout = layoutCache else { return }
        let page = max(1, Int((layout.geometry.viewportHeight / layout.lineHeight).rounded(.down)))
        let last = layout.lines.count - 1
        let current = caretLine(in: layout)
        // On the first or last line already, a page key goes to the text's edge.
        let lines = forward ? min(page, max(last - current, 1)) : -min(page, max(current, 1))
        let viewport = layout.geometry.viewportHeight
        scroll = min(max(0, scroll + Double(lines) * layout.lineHeight), max(0, layout.height - viewport))
        moveVertically(by: lines, extending: extending)
    }

    /// Home and End: the start of the caret's visual line, or the last place on it.
    mutating func moveToLineEdge(end: Bool, extending: Bool) {
        guard let layout = layoutCache else { return }
        let line = layout.lines[caretLine(in: layout)]
        guard end else {
            move(to: line.start, extending: extending)
            return
        }
        let offset = layout.lastCaretOffset(of: line, in: characters)
        move(to: offset, extending: extending, atLineEnd: !line.hard && offset == line.end)
    }
}
