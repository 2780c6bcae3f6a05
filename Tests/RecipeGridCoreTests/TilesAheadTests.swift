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

    @Test func nothingIsDrawnAheadOffTheGrid() {
        var detail = state(selection: 3)
        detail.screen = .detail
        #expect(MainView(measurer: FakeMeasurer()).tilesAhead(detail).isEmpty)
    }
}
