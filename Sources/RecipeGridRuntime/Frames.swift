import RecipeGridCore

/// What the window shows for one state, as the shell receives it: never the state itself.
package struct Frame {
    /// The whole window's display list.
    package var list: [DrawCommand]
    package var size: Size
    /// The parts that differ from the frame before, nil when it must be drawn whole (the
    /// first frame, or a new size).
    package var damage: [Rect]?
    /// The grid's pixels to move before the damage is drawn: a scroll the server does with
    /// one copy, so that only the row coming in is drawn (nil for any other frame).
    package var scroll: ScrollMove?

    /// Where the focused text field's caret is drawn, nil when no text field has the focus:
    /// where an input method composes, and whether it should.
    package var caret: Rect? { list.caretRect }
}

/// The accessible tree of one state, and the grid's tiles, made only when a tool asks for
/// one (a cookbook of 100,000 recipes is not 100,000 objects): what the accessibility
/// bridge receives, never the state itself.
package struct AccessibleFrame {
    package var tree: AccessibleTree
    private let state: AppState

    init(state: AppState, measurer: any TextMeasuring) {
        tree = AccessibleView.tree(state, measurer: measurer)
        self.state = state
    }

    /// The id and node of the grid's tile at `index`.
    package func tile(_ index: Int) -> (id: AccessibleID, node: AccessibleNode)? {
        guard let id = AccessibleView.tileID(index, of: state) else { return nil }
        guard let node = tree.nodes[id] ?? AccessibleView.tile(index, of: state) else { return nil }
        return (id, node)
    }
}

/// Runs the core's views for the shell: a frame when the state changed since the last
/// one, the tiles to draw ahead, the photos to decode and the accessible tree.
package struct Frames {
    private let view: MainView
    private let measurer: any TextMeasuring
    private var shown: (state: AppState, list: [DrawCommand])?
    private var drawnAheadFor: AppState?
    private var madeAccessibleFor: AppState?
    /// The parts of the shown frame that the next may take as they are.
    private var viewCache = ViewCache()
    /// The shown frame's selected tile as it looks unselected, its place in the list and its
    /// ring's bands: found while idle, for the next key that moves the selection.
    private var leaving: (index: Int, tile: DrawCommand, bands: [Rect])?
    /// That tile, once its ring is taken away on the window: the shown list takes it before
    /// the next frame is compared with it.
    private var left: (index: Int, tile: DrawCommand)?

    package init(measurer: any TextMeasuring) {
        self.measurer = measurer
        view = MainView(measurer: measurer)
    }

    /// The frame of `state`, nil when the window shows it already.
    package mutating func frame(for state: AppState) -> Frame? {
        if let left {
            shown?.list[left.index] = left.tile
            self.left = nil
        }
        guard state != shown?.state else { return nil }
        leaving = nil
        let list = view.render(state, cache: &viewCache)
        var damage: [Rect]?
        var scroll: ScrollMove?
        if let shown, shown.state.windowSize == state.windowSize {
            // As the shell's buffer has it: whole pixels, at least one.
            let bounds = Rect(
                x: 0, y: 0, width: max(1, state.windowSize.width.rounded(.towardZero)),
                height: max(1, state.windowSize.height.rounded(.towardZero)))
            scroll = state.scrollMove(since: shown.state)
            damage =
                if let scroll { Damage.rects(from: shown.list, to: list, in: bounds, after: scroll) } else {
                    Damage.rects(from: shown.list, to: list, in: bounds)
                }
        }
        shown = (state, list)
        return Frame(list: list, size: state.windowSize, damage: damage, scroll: scroll)
    }

    /// Before the frame of a key that moved the grid's selection: the ring of the tile it
    /// left is taken away on the window at once, by `draw` copying `pieces` (the ring's
    /// bands) of that tile as it looks unselected; `draw` says whether it could. The key's
    /// first pixels then come before the work of its frame, as in the plainest Xlib grid,
    /// and the next frame is compared with what the window shows after them: in a scroll
    /// the window's copy carries the tile as it now looks. Only when the tile was found
    /// while idle (`tilesAhead`): held keys come faster than that.
    package mutating func drawSelectionLeaving(for state: AppState, with draw: (_ tile: DrawCommand, _ pieces: [Rect]) -> Bool) {
        // Read in place: a copy of the shown state is a thousand instructions before the pixels.
        guard let leaving, state.gridSelection != shown?.state.gridSelection, state.windowSize == shown?.state.windowSize else { return }
        self.leaving = nil
        if draw(leaving.tile, leaving.bands) { left = (leaving.index, leaving.tile) }
    }

    /// The selected tile of the shown `list` as it looks unselected, with its place and the
    /// bands of its ring: when the ring is all that differs, and nothing drawn after the tile
    /// covers the ring (the header over a row scrolled beneath it, a menu, a toast).
    private func leavingTile(of list: [DrawCommand]) -> (index: Int, tile: DrawCommand, bands: [Rect])? {
        guard let shown, let tile = view.leavingTile(shown.state), case .group(let cell, let plain) = tile,
            let index = list.firstIndex(where: { if case .group(let frame, _) = $0 { frame == cell } else { false } }),
            case .group(_, let selected) = list[index], selected.count == plain.count + 1, zip(selected, plain).allSatisfy({ $0 == $1 }),
            let bands = selected.last?.strokeBands?.compactMap({ $0.intersection(cell.pixelAligned) })
        else { return nil }
        let later = list[(index + 1)...].lazy.map(\.paintedBounds)
        guard !later.contains(where: { drawn in bands.contains { $0.intersects(drawn) } }) else { return nil }
        return (index, tile, bands)
    }

    /// The whole frame of `state`, for a picture of it.
    package func picture(of state: AppState) -> [DrawCommand] { view.render(state) }

    /// The tiles the next arrow key may show, when `state` is new since the last call.
    package mutating func tilesAhead(for state: AppState) -> [DrawCommand]? {
        guard state != drawnAheadFor else { return nil }
        drawnAheadFor = state
        leaving = shown.flatMap { $0.state == state ? leavingTile(of: $0.list) : nil }
        return view.tilesAhead(state)
    }

    /// The accessible tree of `state`, when it is new since the last call.
    package mutating func accessible(for state: AppState) -> AccessibleFrame? {
        guard state != madeAccessibleFor else { return nil }
        madeAccessibleFor = state
        return AccessibleFrame(state: state, measurer: measurer)
    }
}
