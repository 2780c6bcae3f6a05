/// Where the menu bar's titles, an open menu and its submenu sit (ltr space, device pixels).
struct MenuBarLayout: Sendable {
    let metrics: Metrics
    let windowSize: Size
    /// Frames of the menu titles, in `MenuBar.menus` order.
    let titles: [Rect]

    package init(metrics: Metrics, windowSize: Size, measurer: any TextMeasuring) {
        self.metrics = metrics
        self.windowSize = windowSize
        let words = MenuBar.menus.map { measurer.width(of: $0.title, style: metrics.bodyText) }
        // 24 px around each title, less when a long translation in a narrow window needs the room.
        let room = windowSize.width - metrics.px(12) - words.reduce(0, +)
        let padding = max(metrics.px(8), min(metrics.px(24), (room / Double(words.count)).rounded(.down)))
        var x = metrics.px(6)
        var titles: [Rect] = []
        for word in words {
            let width = (word + padding).rounded()
            titles.append(Rect(x: x, y: 0, width: width, height: metrics.menuBarHeight))
            x += width
        }
        self.titles = titles
    }

    var bar: Rect { Rect(x: 0, y: 0, width: windowSize.width, height: metrics.menuBarHeight) }

    /// The drop-down of menu `index` with `count` items, kept inside the window.
    func dropDown(menu index: Int, count: Int) -> Rect {
        let height = Double(count) * metrics.menuItemHeight + 2 * metrics.px(6)
        let x = min(titles[index].x, max(0, windowSize.width - metrics.menuWidth))
        return Rect(x: x, y: bar.maxY, width: metrics.menuWidth, height: height)
    }

    /// Row `item` of a drop-down frame.
    func row(_ item: Int, in dropDown: Rect) -> Rect {
        Rect(
            x: dropDown.x + metrics.px(6), y: dropDown.y + metrics.px(6) + Double(item) * metrics.menuItemHeight,
            width: dropDown.width - metrics.px(12), height: metrics.menuItemHeight)
    }

    /// The submenu opened from row `item` of `parent`: beside it, or on the other side when there is no room.
    func submenu(from item: Int, of parent: Rect, count: Int) -> Rect {
        let row = row(item, in: parent)
        let height = Double(count) * metrics.menuItemHeight + 2 * metrics.px(6)
        var x = parent.maxX - metrics.px(4)
        if x + metrics.menuWidth > windowSize.width { x = max(0, parent.minX - metrics.menuWidth + metrics.px(4)) }
        return Rect(x: x, y: row.y - metrics.px(6), width: metrics.menuWidth, height: height)
    }

    func title(at point: Point) -> Int? { titles.firstIndex { $0.contains(point) } }

    func item(at point: Point, in dropDown: Rect, count: Int) -> Int? {
        guard dropDown.contains(point) else { return nil }
        return (0..<count).first { row($0, in: dropDown).contains(point) }
    }
}
