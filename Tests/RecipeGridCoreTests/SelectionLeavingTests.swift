import CoreTestSupport
import Testing

@testable import RecipeGridCore
@testable import RecipeGridRuntime

/// A key that moves the selection draws the tile it left first, before its frame; the frame
/// is then compared with what the window shows after that tile, not before it.
@Suite("The tile the selection leaves")
struct SelectionLeavingTests {
    /// The shown frame's tile group whose cell contains `point`.
    private func group(at point: Point, in list: [DrawCommand]) -> DrawCommand? {
        list.first { if case .group(let cell, _) = $0 { cell.contains(point) } else { false } }
    }

    private func centre(of tile: Int, _ state: AppState) -> Point {
        let frame = state.gridLayout.frame(ofTile: tile, scroll: state.grid.scroll)
        return Point(x: frame.midX, y: frame.midY)
    }

    @Test("Right: the left tile comes unselected at once, and the frame after redraws only the tile selected")
    func aMoveAcrossDrawsTheLeftTileFirst() throws {
        var harness = Harness(store: TestCookbook.store(count: 40))
        var frames = Frames(measurer: harness.measurer)
        harness.press("Right")
        let before = harness.state
        let shownFrame = frames.frame(for: before)
        let shown = try #require(shownFrame?.list)
        _ = frames.tilesAhead(for: before)
        harness.press("Right")
        let leftIndex = try #require(before.grid.selection)
        let left = centre(of: leftIndex, harness.state)
        let leaving = frames.selectionLeaving(for: harness.state)
        let first = try #require(leaving)
        // The tile drawn first is the one left, as the next frame shows it, at its cell.
        #expect(first.tile.contains(left))
        #expect(group(at: left, in: first.list) != group(at: left, in: shown))
        let next = frames.frame(for: harness.state)
        let frame = try #require(next)
        #expect(group(at: left, in: first.list) == group(at: left, in: frame.list))
        let damage = try #require(frame.damage)
        #expect(!damage.contains { $0.contains(left) })
        let selected = centre(of: try #require(harness.state.grid.selection), harness.state)
        #expect(damage.contains { $0.contains(selected) })
    }

    @Test("a Down that scrolls: the tile left is drawn where it stood, and its pixels move with the grid's")
    func aScrollCarriesTheLeftTile() throws {
        var harness = Harness(store: TestCookbook.store(count: 200))
        harness.send(.resized(Size(width: 800, height: 600)))
        var frames = Frames(measurer: harness.measurer)
        // Down until a key scrolls the grid.
        var before = harness.state
        var first: (list: [DrawCommand], tile: Rect)?
        for _ in 0..<12 {
            before = harness.state
            _ = frames.frame(for: before)
            _ = frames.tilesAhead(for: before)
            harness.press("Down")
            first = frames.selectionLeaving(for: harness.state)
            if harness.state.scrollMove(since: before) != nil { break }
        }
        let move = try #require(harness.state.scrollMove(since: before))
        let tile = try #require(first?.tile)
        let leftIndex = try #require(before.grid.selection)
        #expect(tile == before.gridLayout.frame(ofTile: leftIndex, scroll: before.grid.scroll).insetBy(-10, -10))
        // Where the tile's pixels land after the copy, the frame draws nothing.
        let next = frames.frame(for: harness.state)
        let frame = try #require(next)
        #expect(frame.scroll == move)
        let landed = centre(of: leftIndex, harness.state)
        let damage = try #require(frame.damage)
        #expect(damage.allSatisfy { !$0.contains(landed) })
    }

    @Test("a key that comes before the idle work (a held key) draws its frame as before")
    func nothingFirstWithoutTheIdleWork() throws {
        var harness = Harness(store: TestCookbook.store(count: 40))
        var frames = Frames(measurer: harness.measurer)
        _ = frames.frame(for: harness.state)
        harness.press("Right")
        #expect(frames.selectionLeaving(for: harness.state) == nil)
    }

    @Test("a key that keeps the selection draws nothing first")
    func nothingFirstWhenTheSelectionStays() throws {
        var harness = Harness(store: TestCookbook.store(count: 40))
        var frames = Frames(measurer: harness.measurer)
        harness.press("Right")
        _ = frames.frame(for: harness.state)
        _ = frames.tilesAhead(for: harness.state)
        harness.press("space")
        #expect(frames.selectionLeaving(for: harness.state) == nil)
    }
}
