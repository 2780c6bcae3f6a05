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

    package init(measurer: any TextMeasuring) {
        self.measurer = measurer
        view = MainView(measurer: measurer)
    }

    /// The frame of `state`, nil when the window shows it already.
    package mutating func frame(for state: AppState) -> Frame? {
        guard state != shown?.state else { return nil }
        let list = view.render(state)
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

    /// The whole frame of `state`, for a picture of it.
    package func picture(of state: AppState) -> [DrawCommand] { view.render(state) }

    /// The tiles the next arrow key may show, when `state` is new since the last call.
    package mutating func tilesAhead(for state: AppState) -> [DrawCommand]? {
        guard state != drawnAheadFor else { return nil }
        drawnAheadFor = state
        return view.tilesAhead(state)
    }

    /// The accessible tree of `state`, when it is new since the last call.
    package mutating func accessible(for state: AppState) -> AccessibleFrame? {
        guard state != madeAccessibleFor else { return nil }
        madeAccessibleFor = state
        return AccessibleFrame(state: state, measurer: measurer)
    }
}
