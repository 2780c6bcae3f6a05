/// Where the sidebar, the header and every tile sit for a window size, scale and tile count.
///
/// All rectangles are in device pixels in the ltr coordinate space; rtl is a mirror
/// applied when drawing and when reading clicks. Tile frames are in window
/// coordinates for a given scroll offset.
package struct GridLayout: Sendable, Equatable {
    let metrics: Metrics
    let windowSize: Size
    let tileCount: Int

    /// The sidebar row before which the "Tags" heading stands, taking a row's height; nil
    /// when the cookbook has no tags.
    var tagHeadingRow: Int?

    let columns: Int
    let tileWidth: Double
    let artHeight: Double
    let tileHeight: Double

    package init(metrics: Metrics, windowSize: Size, tileCount: Int, tagHeadingRow: Int? = nil) {
        self.metrics = metrics
        self.tagHeadingRow = tagHeadingRow
        self.windowSize = windowSize
        self.tileCount = tileCount
        let available = max(0, windowSize.width - metrics.sidebarWidth - 2 * metrics.gridPadding)
        let fitting = Int((available + metrics.gridGap) / (metrics.minimumTileWidth + metrics.gridGap))
        columns = max(1, fitting)
        let width = (available - metrics.gridGap * Double(columns - 1)) / Double(columns)
        tileWidth = max(metrics.px(40), width.rounded(.down))
        artHeight = (tileWidth * 0.68).rounded()
        tileHeight = artHeight + metrics.tileNameHeight
    }

    var rows: Int { tileCount == 0 ? 0 : (tileCount + columns - 1) / columns }
    var rowPitch: Double { tileHeight + metrics.gridGap }

    /// Everything sits below the menu bar.
    var top: Double { metrics.menuBarHeight }

    var sidebarFrame: Rect {
        Rect(x: 0, y: top, width: metrics.sidebarWidth, height: max(0, windowSize.height - top))
    }

    var headerFrame: Rect {
        Rect(x: metrics.sidebarWidth, y: top, width: max(0, windowSize.width - metrics.sidebarWidth), height: metrics.headerHeight)
    }

    /// The search field, at the trailing end of the header while search is open.
    var searchFieldFrame: Rect {
        let header = headerFrame
        let width = min(metrics.searchFieldWidth, max(0, header.width - 2 * metrics.gridPadding))
        let height = metrics.px(36)
        return Rect(
            x: header.maxX - metrics.gridPadding - width, y: header.y + ((header.height - height) / 2).rounded(), width: width, height: height)
    }

    /// The scrolling part of the grid, below the header.
    var viewport: Rect {
        Rect(
            x: metrics.sidebarWidth, y: top + metrics.headerHeight,
            width: max(0, windowSize.width - metrics.sidebarWidth),
            height: max(0, windowSize.height - top - metrics.headerHeight))
    }

    var contentHeight: Double {
        rows == 0 ? 0 : 2 * metrics.gridPadding + Double(rows) * tileHeight + Double(rows - 1) * metrics.gridGap
    }

    var maxScroll: Double { max(0, contentHeight - viewport.height) }

    func clampScroll(_ scroll: Double) -> Double { min(max(0, scroll), maxScroll) }

    /// Full rows that fit in the viewport, at least one: the step of Page Up/Down.
    var rowsPerPage: Int { max(1, Int((viewport.height - metrics.gridPadding) / rowPitch)) }

    /// Top of tile `index` in content coordinates (0 = top of the scrolled content).
    func contentTop(ofTile index: Int) -> Double {
        metrics.gridPadding + Double(index / columns) * rowPitch
    }

    /// Frame of tile `index` in window coordinates when the content is scrolled by `scroll`.
    func frame(ofTile index: Int, scroll: Double) -> Rect {
        let column = index % columns
        let x = viewport.minX + metrics.gridPadding + Double(column) * (tileWidth + metrics.gridGap)
        let y = viewport.minY + contentTop(ofTile: index) - scroll
        return Rect(x: x, y: y, width: tileWidth, height: tileHeight)
    }

    /// The smallest scroll change that shows tile `index` whole, with its selection stroke.
    func scrollToShow(tile index: Int, from scroll: Double) -> Double {
        let outset = metrics.selectionOutset
        let top = contentTop(ofTile: index) - outset
        let bottom = contentTop(ofTile: index) + tileHeight + outset
        var result = scroll
        if bottom > result + viewport.height { result = bottom - viewport.height }
        if top < result { result = top }
        return clampScroll(result)
    }

    /// First and last tile index at least partly inside the viewport, nil when no tiles show.
    func visibleRange(scroll: Double) -> ClosedRange<Int>? {
        let rows = visibleRows(scroll: scroll)
        guard viewport.height > 0, let firstRow = rows.first, let lastRow = rows.last else { return nil }
        return (firstRow * columns)...min(tileCount - 1, (lastRow + 1) * columns - 1)
    }

    /// Rows whose tiles intersect the viewport, found arithmetically (no per-row loop).
    func visibleRows(scroll: Double) -> Range<Int> {
        guard rows > 0 else { return 0..<0 }
        let first = max(0, Int(((scroll - metrics.gridPadding - tileHeight) / rowPitch).rounded(.down)) + 1)
        let last = min(rows - 1, Int(((scroll + viewport.height - metrics.gridPadding) / rowPitch).rounded(.up)) - 1)
        return first..<max(first, last + 1)
    }

    /// The tile under a window point, if any.
    func tile(at point: Point, scroll: Double) -> Int? {
        guard viewport.contains(point) else { return nil }
        for row in visibleRows(scroll: scroll) {
            for column in 0..<columns {
                let index = row * columns + column
                guard index < tileCount else { return nil }
                if frame(ofTile: index, scroll: scroll).contains(point) { return index }
            }
        }
        return nil
    }

    /// Where sidebar row `index` sits among the rows drawn: after the Tags heading, one further.
    private func slot(_ index: Int) -> Int { tagHeadingRow.map { index >= $0 ? index + 1 : index } ?? index }

    /// Frame of sidebar row `index` in window coordinates for a sidebar scroll.
    func frame(ofCategory index: Int, scroll: Double) -> Rect { frame(ofSlot: slot(index), scroll: scroll) }

    /// Frame of the "Tags" heading, when there is one.
    func tagHeadingFrame(scroll: Double) -> Rect? { tagHeadingRow.map { frame(ofSlot: $0, scroll: scroll) } }

    private func frame(ofSlot slot: Int, scroll: Double) -> Rect {
        let y = top + metrics.headerHeight + Double(slot) * metrics.sidebarRowHeight - scroll
        return Rect(x: metrics.sidebarInset, y: y, width: metrics.sidebarWidth - 2 * metrics.sidebarInset, height: metrics.sidebarRowHeight)
    }

    /// The sidebar rows that may show at `scroll`, a row either side to spare.
    func visibleCategories(scroll: Double, count: Int) -> ClosedRange<Int>? {
        let first = max(0, Int(scroll / metrics.sidebarRowHeight) - 1)
        let last = min(count - 1, Int((scroll + sidebarViewportHeight) / metrics.sidebarRowHeight))
        return first <= last ? first...last : nil
    }

    var sidebarViewportHeight: Double { max(0, windowSize.height - top - metrics.headerHeight) }

    func category(at point: Point, scroll: Double, count: Int) -> Int? {
        guard sidebarFrame.contains(point), point.y >= top + metrics.headerHeight else { return nil }
        var index = Int((point.y - top - metrics.headerHeight + scroll) / metrics.sidebarRowHeight)
        if let heading = tagHeadingRow {
            if index == heading { return nil }
            if index > heading { index -= 1 }
        }
        return index >= 0 && index < count ? index : nil
    }

    func sidebarScrollToShow(category index: Int, from scroll: Double, count: Int) -> Double {
        // The first tag shows with its heading.
        let top = Double(index == tagHeadingRow ? index : slot(index)) * metrics.sidebarRowHeight
        let bottom = Double(slot(index) + 1) * metrics.sidebarRowHeight
        var result = scroll
        if bottom > result + sidebarViewportHeight { result = bottom - sidebarViewportHeight }
        if top < result { result = top }
        return clampSidebarScroll(result, count: count)
    }

    func clampSidebarScroll(_ scroll: Double, count: Int) -> Double {
        let rows = count + (tagHeadingRow == nil ? 0 : 1)
        let maxScroll = max(0, Double(rows) * metrics.sidebarRowHeight + metrics.sidebarInset - sidebarViewportHeight)
        return min(max(0, scroll), maxScroll)
    }
}
