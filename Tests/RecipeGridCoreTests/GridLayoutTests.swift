import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Columns, tile frames, scrolling and the visible range of the grid.
struct GridLayoutTests {
    private func layout(width: Double, height: Double = 800, scale: Double = 1, tiles: Int = 23) -> GridLayout {
        GridLayout(metrics: Metrics(scale: scale), windowSize: Size(width: width, height: height), tileCount: tiles)
    }

    @Test("columns are as many as fit at 240 logical px beside the 220 px sidebar")
    func columnsAtThreshold() {
        // 220 sidebar + 2 × 24 padding + 4 × 240 tiles + 3 × 20 gaps = 1288.
        #expect(layout(width: 1288).columns == 4)
        #expect(layout(width: 1288).tileWidth == 240)
        #expect(layout(width: 1287).columns == 3)
        #expect(layout(width: 1548).columns == 5)
        #expect(layout(width: 1547).columns == 4)
    }

    @Test("at every width tiles are at least the minimum and one more column would not fit")
    func columnsAreMaximal() {
        for scale in [1.0, 1.5, 2.0] {
            let m = Metrics(scale: scale)
            var width = m.sidebarWidth + 2 * m.gridPadding + m.minimumTileWidth
            while width < 4000 {
                let grid = layout(width: width, scale: scale)
                let available = width - m.sidebarWidth - 2 * m.gridPadding
                #expect(grid.tileWidth >= m.minimumTileWidth, "width \(width) scale \(scale)")
                let wider = Double(grid.columns + 1) * m.minimumTileWidth + Double(grid.columns) * m.gridGap
                #expect(wider > available, "width \(width) scale \(scale): \(grid.columns + 1) columns would fit")
                let used = Double(grid.columns) * grid.tileWidth + Double(grid.columns - 1) * m.gridGap
                #expect(used <= available, "width \(width) scale \(scale): tiles overflow")
                width += 7
            }
        }
    }

    @Test("a window narrower than one tile still has one column")
    func narrowWindowOneColumn() {
        #expect(layout(width: 300).columns == 1)
        #expect(layout(width: 0, height: 0).columns == 1)
    }

    @Test("scale 2 halves the columns of the same window")
    func scaleTwoHalvesColumns() {
        #expect(layout(width: 2580, scale: 1).columns == 8)
        #expect(layout(width: 2580, scale: 2).columns == 4)
        for width in stride(from: 600.0, through: 4000, by: 10) {
            #expect(layout(width: width, scale: 2).columns == layout(width: width / 2, scale: 1).columns, "width \(width)")
        }
    }

    @Test("scale 2 doubles the minimum tile, sidebar and header")
    func scaleTwoDoublesMetrics() {
        let m = Metrics(scale: 2)
        #expect(m.minimumTileWidth == 480)
        #expect(m.sidebarWidth == 440)
        #expect(m.headerHeight == 112)
        #expect(m.selectionStrokeWidth == 8)
    }

    @Test("tiles of a row sit side by side with the gap, rows one pitch apart")
    func tileFrames() {
        let grid = layout(width: 1288)
        let first = grid.frame(ofTile: 0, scroll: 0)
        #expect(first.x == 220 + 24)
        #expect(first.y == 30 + 56 + 24, "below the menu bar and the header")
        #expect(grid.frame(ofTile: 1, scroll: 0).x == first.maxX + 20)
        #expect(grid.frame(ofTile: 4, scroll: 0).x == first.x)
        #expect(grid.frame(ofTile: 4, scroll: 0).y == first.y + grid.rowPitch)
        #expect(grid.frame(ofTile: 4, scroll: 100).y == first.y + grid.rowPitch - 100)
        #expect(grid.frame(ofTile: 3, scroll: 0).maxX <= grid.viewport.maxX - 24)
    }

    @Test("clicking the middle of a tile finds that tile")
    func hitTestingRoundTrips() {
        let grid = layout(width: 1288)
        let scroll = 150.0
        for tile in grid.visibleRange(scroll: scroll)! {
            let frame = grid.frame(ofTile: tile, scroll: scroll)
            let middle = Point(x: frame.midX, y: frame.midY)
            guard grid.viewport.contains(middle) else { continue }
            #expect(grid.tile(at: middle, scroll: scroll) == tile)
        }
        #expect(grid.tile(at: Point(x: 10, y: 300), scroll: 0) == nil)
        let gap = grid.frame(ofTile: 0, scroll: 0).maxX + 10
        #expect(grid.tile(at: Point(x: gap, y: 200), scroll: 0) == nil)
    }

    @Test("zero tiles: no rows, no scroll, nothing visible")
    func zeroTiles() {
        let grid = layout(width: 1288, tiles: 0)
        #expect(grid.rows == 0)
        #expect(grid.contentHeight == 0)
        #expect(grid.maxScroll == 0)
        #expect(grid.visibleRange(scroll: 0) == nil)
        #expect(grid.visibleRows(scroll: 0).isEmpty)
    }

    @Test("visible range covers the rows at least partly on screen")
    func visibleRange() {
        let grid = layout(width: 1288)  // rows 203 high, 223 apart, viewport 714 high
        #expect(grid.visibleRange(scroll: 0) == 0...15)  // rows 0...3, row 3 starts at 693 < 714
        #expect(grid.visibleRange(scroll: grid.maxScroll) == 8...22)
        // Scrolled so row 0 ends exactly at the top: it is no longer visible.
        #expect(grid.visibleRange(scroll: 24 + 203)?.lowerBound == 4)
        #expect(grid.visibleRange(scroll: 24 + 202)?.lowerBound == 0)
    }

    @Test("the rows drawn include every row of the visible range")
    func visibleRowsCoverVisibleRange() {
        let grid = layout(width: 1288, tiles: 200)
        for scroll in stride(from: 0.0, through: grid.maxScroll, by: 13) {
            guard let range = grid.visibleRange(scroll: scroll) else { continue }
            let rows = grid.visibleRows(scroll: scroll)
            #expect(rows.contains(range.lowerBound / grid.columns), "scroll \(scroll)")
            #expect(rows.contains(range.upperBound / grid.columns), "scroll \(scroll)")
        }
    }

    @Test("scrolling to a tile below moves only far enough to show it whole with its stroke")
    func smallestScrollDown() {
        let grid = layout(width: 1288)
        let outset = grid.metrics.selectionOutset
        // Row 3 (tile 12) is cut off by the bottom edge at scroll 0.
        let scroll = grid.scrollToShow(tile: 12, from: 0)
        let frame = grid.frame(ofTile: 12, scroll: scroll)
        #expect(frame.maxY + outset == grid.viewport.maxY)
        // Already visible: no scroll.
        #expect(grid.scrollToShow(tile: 5, from: 0) == 0)
        #expect(grid.scrollToShow(tile: 13, from: scroll) == scroll)
    }

    @Test("scrolling to a tile above moves only far enough to show its top with its stroke")
    func smallestScrollUp() {
        let grid = layout(width: 1288)
        let scroll = grid.maxScroll
        let target = grid.scrollToShow(tile: 5, from: scroll)
        #expect(grid.frame(ofTile: 5, scroll: target).minY - grid.metrics.selectionOutset == grid.viewport.minY)
    }

    @Test("scrolling stays within 0 and the content height")
    func scrollClamped() {
        let grid = layout(width: 1288)
        #expect(grid.clampScroll(-50) == 0)
        #expect(grid.clampScroll(1e9) == grid.maxScroll)
        #expect(grid.scrollToShow(tile: 22, from: 0) <= grid.maxScroll)
        #expect(grid.scrollToShow(tile: 0, from: grid.maxScroll) >= 0)
    }

    @Test("rows per page are the full rows that fit, at least one")
    func rowsPerPage() {
        #expect(layout(width: 1288, height: 800).rowsPerPage == 3)
        #expect(layout(width: 1288, height: 200).rowsPerPage == 1)
        #expect(layout(width: 1288, height: 1300).rowsPerPage == 5)
    }

    @Test("moving down one row through the app scrolls only as far as needed")
    func moveDownScrollsMinimally() throws {
        var h = Harness(store: TestCookbook.store(count: 23)) { $0.select(9) }
        #expect(h.state.grid.scroll == 0)
        h.press("Down")
        try #require(h.state.grid.selection == 13)
        let layout = h.layout
        let frame = layout.frame(ofTile: 13, scroll: h.state.grid.scroll)
        #expect(frame.maxY + h.state.metrics.selectionOutset == layout.viewport.maxY)
        let scrolled = h.state.grid.scroll
        h.press("Right")
        #expect(h.state.grid.scroll == scrolled, "a move within a visible row does not scroll")
        h.press("Up")
        h.press("Up")
        #expect(h.state.grid.scroll == scrolled, "rows still on screen do not scroll")
        h.press("Up")
        #expect(h.state.grid.selection == 2)
        #expect(layout.frame(ofTile: 2, scroll: h.state.grid.scroll).minY - h.state.metrics.selectionOutset == layout.viewport.minY)
    }

    @Test("a resize reflows the columns and keeps the selection in view")
    func resizeReflowsAndKeepsSelection() throws {
        var h = Harness(store: TestCookbook.store(count: 200)) { $0.select(0) }
        h.press("End", [.control])
        try #require(h.state.grid.selection == 199)
        #expect(h.layout.columns == 4)
        for size in [Size(width: 1900, height: 800), Size(width: 700, height: 500), Size(width: 1288, height: 1400), Size(width: 3000, height: 400)] {
            h.send(.resized(size))
            #expect(h.state.windowSize == size)
            let expected = layout(width: size.width, height: size.height, tiles: 200).columns
            #expect(h.layout.columns == expected)
            let visible = try #require(h.layout.visibleRange(scroll: h.state.grid.scroll))
            #expect(visible.contains(199), "\(size)")
            #expect(h.state.grid.scroll >= 0 && h.state.grid.scroll <= h.layout.maxScroll)
        }
        #expect(h.state.grid.selection == 199)
    }

    @Test("growing the window past the content clamps the scroll back to the top")
    func resizeClampsScroll() {
        var h = Harness(store: TestCookbook.store(count: 23)) { $0.select(22) }
        #expect(h.state.grid.scroll > 0)
        h.send(.resized(Size(width: 1288, height: 2000)))
        #expect(h.state.grid.scroll == 0)
    }

    @Test("scale 2 through the app: the same window shows half the columns")
    func scaleTwoInApp() {
        let one = Harness(store: TestCookbook.store(count: 40), size: Size(width: 2580, height: 1600), scale: 1)
        let two = Harness(store: TestCookbook.store(count: 40), size: Size(width: 2580, height: 1600), scale: 2)
        #expect(one.layout.columns == 2 * two.layout.columns)
    }
}
