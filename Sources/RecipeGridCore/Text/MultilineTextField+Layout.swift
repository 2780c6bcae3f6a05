/// The field's visual lines and where the caret and the selection are on them.
extension MultilineTextField {
    /// Lays the text out for `geometry` (again only when the width or the style changed)
    /// and scrolls so the caret shows: the editor calls it when the field's frame changes,
    /// and each key does it first.
    mutating func setGeometry(_ geometry: MultilineTextGeometry) {
        if let cache = layoutCache, cache.geometry.wrapsLike(geometry) {
            layoutCache?.geometry = geometry
        } else {
            layoutCache = MultilineTextLayout(characters, geometry: geometry)
        }
        keepCaretVisible()
    }

    /// The visual lines for `geometry`: the cached ones when they fit it, else made now
    /// (a view drawing a field whose frame just changed).
    func layout(for geometry: MultilineTextGeometry) -> MultilineTextLayout {
        if let cache = layoutCache, cache.geometry.wrapsLike(geometry) {
            var layout = cache
            layout.geometry = geometry
            return layout
        }
        return MultilineTextLayout(characters, geometry: geometry)
    }

    /// The visual line the caret shows on.
    func caretLine(in layout: MultilineTextLayout) -> Int {
        let index = layout.lineIndex(containing: cursor)
        if caretAtLineEnd, index > 0, layout.lines[index].start == cursor, !layout.lines[index - 1].hard { return index - 1 }
        return index
    }

    /// The caret's x from the left edge of its line.
    func caretX(in layout: MultilineTextLayout) -> Double {
        layout.x(of: cursor, on: layout.lines[caretLine(in: layout)], in: characters)
    }

    /// The caret as drawn with the field's top-left corner at `origin`, scrolled: for the
    /// view, and for a screen reader's caret and the input method's spot.
    func caretRect(origin: Point, geometry: MultilineTextGeometry, width: Double = 1) -> Rect {
        let layout = layout(for: geometry)
        let line = Double(caretLine(in: layout))
        let x = min(caretX(in: layout), max(0, geometry.width - width))
        return Rect(x: origin.x + x, y: origin.y + line * layout.lineHeight - scroll, width: width, height: layout.lineHeight)
    }

    /// The selection's rectangles on the lines that show, the field's top-left corner at
    /// `origin`, scrolled: one a visual line, a selected newline shown as a space's width so
    /// a selected empty line can be seen.
    func selectionRects(origin: Point, geometry: MultilineTextGeometry) -> [Rect] {
        guard let range = selectedRange else { return [] }
        let layout = layout(for: geometry)
        let shown = visibleLines(in: layout)
        let first = max(shown.lowerBound, layout.lineIndex(containing: range.lowerBound))
        let last = min(shown.upperBound - 1, layout.lineIndex(containing: range.upperBound))
        guard first <= last else { return [] }
        let space = geometry.measurer.width(of: " ", style: geometry.style)
        return (first...last).compactMap { index in
            let line = layout.lines[index]
            let from = layout.x(of: max(range.lowerBound, line.start), on: line, in: characters)
            var to = layout.x(of: min(range.upperBound, line.end), on: line, in: characters)
            if line.hard, range.contains(line.end), line.end < characters.count { to += space }
            guard to > from else { return nil }
            let y = origin.y + Double(index) * layout.lineHeight - scroll
            return Rect(x: origin.x + from, y: y, width: to - from, height: layout.lineHeight)
        }
    }

    /// The lines that show in the viewport, in part or whole, at the field's scroll.
    func visibleLines(in layout: MultilineTextLayout) -> Range<Int> {
        let first = max(0, Int((scroll / layout.lineHeight).rounded(.down)))
        let last = Int(((scroll + layout.geometry.viewportHeight) / layout.lineHeight).rounded(.up))
        return min(first, layout.lines.count)..<min(max(first, last), layout.lines.count)
    }

    /// The scroll that shows the caret's whole line, moved as little as it can be from
    /// `scroll`, within the text's height.
    func scrollShowingCaret(from scroll: Double, in layout: MultilineTextLayout) -> Double {
        let viewport = layout.geometry.viewportHeight
        let top = Double(caretLine(in: layout)) * layout.lineHeight
        var result = scroll
        if top + layout.lineHeight > result + viewport { result = top + layout.lineHeight - viewport }
        if top < result { result = top }
        return min(max(0, result), max(0, layout.height - viewport))
    }

    /// After a change, the scroll that shows the caret, when the field has been laid out.
    mutating func keepCaretVisible() {
        guard let layout = layoutCache else { return }
        scroll = scrollShowingCaret(from: scroll, in: layout)
    }
}
