import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The tiles drawn ahead while idle are the ones the next arrow key shows: a key's frame
/// then only copies pixels the shell already has.
struct TilesAheadTests {
    /// A tile group as the shell caches it: its commands relative to its own corner.
    private func cached(_ command: DrawCommand) -> [DrawCommand]? {
        guard case .group(let frame, let commands) = command else { return nil }
        let corner = frame.pixelAligned
        return commands.map { $0.offsetBy(-corner.x, -corner.y) }
    }

    private func state(selection: Int, direction: LayoutDirection = .ltr) -> AppState {
        var state = AppState(store: TestCookbook.sample(), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: direction)
        state.select(selection)
        return state
    }

    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func everyTileAnArrowKeyShowsWasShownOrDrawnAhead(direction: LayoutDirection) {
        let view = MainView(measurer: FakeMeasurer())
        let columns = state(selection: 0).gridLayout.columns
        let count = state(selection: 0).grid.shown.count
        for selection in 0..<count {
            let before = state(selection: selection, direction: direction)
            let known = (view.render(before) + view.tilesAhead(before)).compactMap(cached)
            for next in [selection - columns, selection + columns, selection - 1, selection + 1] where (0..<count).contains(next) {
                var after = before
                after.select(next)
                for tile in view.render(after).compactMap(cached) {
                    #expect(known.contains(tile), "moving from tile \(selection) to \(next) shows a tile drawn nowhere before")
                }
            }
        }
    }

    @Test func theTilesAMoveToTheNextTileShowsComeFirst() {
        // A key that comes before the drawing ahead is done (the first, as the first frame
        // shows) finds the likeliest move's two tiles ready.
        let view = MainView(measurer: FakeMeasurer())
        let before = state(selection: 0)
        var after = before
        after.select(1)
        let shown = view.render(before).compactMap(cached)
        let needed = view.render(after).compactMap(cached).filter { !shown.contains($0) }
        #expect(needed.count == 2, "the tile left and the tile selected")
        #expect(Set(view.tilesAhead(before).prefix(2).compactMap(cached).map { "\($0)" }) == Set(needed.map { "\($0)" }))
    }

    @Test func nothingIsDrawnAheadOffTheGrid() {
        var detail = state(selection: 3)
        detail.screen = .detail
        #expect(MainView(measurer: FakeMeasurer()).tilesAhead(detail).isEmpty)
    }
}
