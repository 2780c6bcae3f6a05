import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore
@testable import RecipeGridRuntime

/// A key that moves the selection takes the ring away from the tile it left first, before
/// its frame is made; the frame is then compared with what the window shows after that.
@Suite("The ring of the tile the selection leaves")
struct SelectionLeavingTests {
    /// The shown frame's tile group whose cell contains `point`.
    private func group(at point: Point, in list: [DrawCommand]) -> DrawCommand? {
        list.first { if case .group(let cell, _) = $0 { cell.contains(point) } else { false } }
    }

    private func centre(of tile: Int, _ state: AppState) -> Point {
        let frame = state.gridLayout.frame(ofTile: tile, scroll: state.grid.scroll)
        return Point(x: frame.midX, y: frame.midY)
    }

    /// What `drawSelectionLeaving` asked to draw, drawing it (or not, as `drawn` says).
    private func leaving(_ frames: inout Frames, _ state: AppState, drawn: Bool = true) -> (tile: DrawCommand, pieces: [Rect])? {
        var asked: (tile: DrawCommand, pieces: [Rect])?
        frames.drawSelectionLeaving(for: state) { tile, pieces in
            asked = (tile, pieces)
            return drawn
        }
        return asked
    }

    /// Right, its frame shown and the idle work done, then Right again: the state before the
    /// second key and the list its frame showed.
    private func secondRight(_ harness: inout Harness, _ frames: inout Frames) -> (before: AppState, shown: [DrawCommand]) {
        harness.press("Right")
        let before = harness.state
        let shown = frames.frame(for: before)?.list ?? []
        _ = frames.tilesAhead(for: before)
        harness.press("Right")
        return (before, shown)
    }

    @Test("Right: the ring's bands of the tile left come first, and the frame after redraws only the tile selected")
    func aMoveAcrossTakesTheRingAwayFirst() throws {
        var harness = Harness(store: TestCookbook.store(count: 40))
        var frames = Frames(measurer: harness.measurer)
        let (before, shown) = secondRight(&harness, &frames)
        let leftIndex = try #require(before.grid.selection)
        let left = centre(of: leftIndex, harness.state)
        let first = try #require(leaving(&frames, harness.state))
        // The tile copied from is the one left, unselected, as the next frame shows it; only
        // its ring's bands are copied: a thin frame around the tile, not the tile.
        let shownTile = try #require(group(at: left, in: shown))
        #expect(first.tile != shownTile)
        guard case .group(let cell, _) = first.tile else {
            Issue.record("not a group: \(first.tile)")
            return
        }
        #expect(first.pieces.count == 4)
        #expect(first.pieces.allSatisfy { cell.contains($0) && !$0.contains(left) })
        let area = first.pieces.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < cell.width * cell.height / 4)
        let next = frames.frame(for: harness.state)
        let frame = try #require(next)
        #expect(first.tile == group(at: left, in: frame.list))
        let damage = try #require(frame.damage)
        #expect(!damage.contains { $0.contains(left) })
        let selected = centre(of: try #require(harness.state.grid.selection), harness.state)
        #expect(damage.contains { $0.contains(selected) })
    }

    @Test("when the shell could not copy it, the frame after draws the tile left as before")
    func notDrawnMeansRedrawnByTheFrame() throws {
        var harness = Harness(store: TestCookbook.store(count: 40))
        var frames = Frames(measurer: harness.measurer)
        let (before, _) = secondRight(&harness, &frames)
        #expect(leaving(&frames, harness.state, drawn: false) != nil)
        let left = centre(of: try #require(before.grid.selection), harness.state)
        let next = frames.frame(for: harness.state)
        let damage = try #require(next?.damage)
        #expect(damage.contains { $0.contains(left) })
    }

    @Test("a Down that scrolls: the ring leaves the tile where it stood, and the window's copy carries it")
    func aScrollCarriesTheTileLeft() throws {
        var harness = Harness(store: TestCookbook.store(count: 200))
        harness.send(.resized(Size(width: 800, height: 600)))
        var frames = Frames(measurer: harness.measurer)
        // Down until a key scrolls the grid.
        var before = harness.state
        var first: (tile: DrawCommand, pieces: [Rect])?
        for _ in 0..<12 {
            before = harness.state
            _ = frames.frame(for: before)
            _ = frames.tilesAhead(for: before)
            harness.press("Down")
            first = leaving(&frames, harness.state)
            if harness.state.scrollMove(since: before) != nil { break }
        }
        let move = try #require(harness.state.scrollMove(since: before))
        let tile = try #require(first?.tile)
        let leftIndex = try #require(before.grid.selection)
        let cell = before.gridLayout.frame(ofTile: leftIndex, scroll: before.grid.scroll).insetBy(-10, -10)
        #expect(tile.paintedBounds == cell)
        #expect(first?.pieces.allSatisfy { cell.contains($0) } == true)
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
        #expect(leaving(&frames, harness.state) == nil)
    }

    @Test("a key that keeps the selection draws nothing first")
    func nothingFirstWhenTheSelectionStays() throws {
        var harness = Harness(store: TestCookbook.store(count: 40))
        var frames = Frames(measurer: harness.measurer)
        harness.press("Right")
        _ = frames.frame(for: harness.state)
        _ = frames.tilesAhead(for: harness.state)
        harness.press("space")
        #expect(leaving(&frames, harness.state) == nil)
    }

    @Test("the bands hold every pixel the ring's stroke touches, at scale 1 and 2", arguments: [1.0, 2.0])
    func theBandsHoldTheWholeRing(scale: Double) throws {
        let m = Metrics(scale: scale)
        let tile = Rect(x: 100.5, y: 80, width: 300 * scale, height: 250 * scale)
        let outset = m.selectionStrokeGap + m.selectionStrokeWidth / 2
        let rect = tile.insetBy(-outset, -outset)
        let radius = m.tileCornerRadius + outset
        let width = m.selectionStrokeWidth
        let bands = try #require(DrawCommand.strokeRounded(rect, radius: radius, width: width, Color(hex: 0)).strokeBands)
        // Points across the stroke's width, along its straight sides and around its corners.
        var points: [Point] = []
        for across in stride(from: -width / 2, through: width / 2, by: width / 4) {
            let r = radius + across
            for step in 0...90 {
                let angle = Double(step) * Double.pi / 180
                let (dx, dy) = (r * cos(angle), r * sin(angle))
                for (cx, cy, sx, sy) in [
                    (rect.minX + radius, rect.minY + radius, -1.0, -1.0), (rect.maxX - radius, rect.minY + radius, 1, -1),
                    (rect.minX + radius, rect.maxY - radius, -1, 1), (rect.maxX - radius, rect.maxY - radius, 1, 1),
                ] {
                    points.append(Point(x: cx + sx * dx, y: cy + sy * dy))
                }
            }
            for t in stride(from: 0.0, through: 1, by: 0.01) {
                points.append(Point(x: rect.minX + radius + t * (rect.width - 2 * radius), y: rect.minY - across))
                points.append(Point(x: rect.minX - across, y: rect.minY + radius + t * (rect.height - 2 * radius)))
            }
        }
        // Edges count as inside: a point on a band's edge is a pixel's corner.
        let missed = points.filter { point in
            !bands.contains { $0.minX <= point.x && point.x <= $0.maxX && $0.minY <= point.y && point.y <= $0.maxY }
        }
        #expect(missed.count == 0, "points of the stroke outside every band: \(missed.prefix(3))")
        // And they leave the tile's inside alone: a fifth of its pixels at most.
        let area = bands.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < tile.width * tile.height / 5)
    }
}
