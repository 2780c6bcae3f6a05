/// Where the grocery panel and its rows sit: a sheet along the trailing edge, below the menu bar.
///
/// Rows scroll between the panel's title and its "New Item" button; row rectangles are
/// in window coordinates for a given scroll. The rows are the list's items in the order
/// shown, with aisle headings between them when the list is grouped by aisle; an item is
/// still named by its index in the list.
struct GroceryLayout: Sendable, Equatable {
    let metrics: Metrics
    let windowSize: Size
    let rows: [GroceryRow]
    /// Where each row starts, from the top of the list; one more for where the list ends.
    private let tops: [Double]
    /// The row of each item, by the item's index in the list.
    private let rowOfItem: [Int]

    init(metrics: Metrics, windowSize: Size, rows: [GroceryRow]) {
        self.metrics = metrics
        self.windowSize = windowSize
        self.rows = rows
        var tops: [Double] = []
        var rowOfItem: [Int] = []
        var y = 0.0
        for (index, row) in rows.enumerated() {
            tops.append(y)
            switch row {
            case .heading: y += metrics.groceryHeadingHeight
            case .item(let item):
                if item >= rowOfItem.count { rowOfItem += Array(repeating: -1, count: item + 1 - rowOfItem.count) }
                rowOfItem[item] = index
                y += metrics.groceryRowHeight
            }
        }
        tops.append(y)
        self.tops = tops
        self.rowOfItem = rowOfItem
    }

    static var title: String { tr("Grocery List") }
    static var newItemLabel: String { tr("+  New Item") }

    var panel: Rect {
        let width = min(metrics.groceryPanelWidth, windowSize.width)
        let top = metrics.menuBarHeight
        return Rect(x: windowSize.width - width, y: top, width: width, height: max(0, windowSize.height - top))
    }

    var titleFrame: Rect { Rect(x: panel.x + metrics.px(20), y: panel.y, width: max(0, panel.width - metrics.px(40)), height: metrics.headerHeight) }

    var newButton: Rect {
        let height = metrics.controlHeight
        return Rect(x: panel.x + metrics.px(16), y: panel.maxY - height - metrics.px(16), width: max(0, panel.width - metrics.px(32)), height: height)
    }

    /// The scrolling list of rows, between the title and the button.
    var listViewport: Rect {
        let top = panel.y + metrics.headerHeight
        return Rect(x: panel.x, y: top, width: panel.width, height: max(0, newButton.minY - metrics.px(12) - top))
    }

    var contentHeight: Double { tops.last ?? 0 }
    var maxScroll: Double { max(0, contentHeight - listViewport.height) }

    /// Where item `index` of the list is shown.
    func row(_ index: Int, scroll: Double) -> Rect {
        let top = rowOfItem.indices.contains(index) && rowOfItem[index] >= 0 ? tops[rowOfItem[index]] : contentHeight
        return Rect(x: panel.x, y: listViewport.y + top - scroll, width: panel.width, height: metrics.groceryRowHeight)
    }

    /// Where row `row` (a heading) is shown.
    func headingFrame(_ row: Int, scroll: Double) -> Rect {
        Rect(
            x: panel.x + metrics.px(22), y: listViewport.y + tops[row] - scroll, width: max(0, panel.width - metrics.px(44)),
            height: metrics.groceryHeadingHeight)
    }

    func check(_ index: Int, scroll: Double) -> Rect {
        let row = row(index, scroll: scroll)
        let size = metrics.checkBoxSize
        return Rect(x: row.x + metrics.px(22), y: row.y + ((row.height - size) / 2).rounded(), width: size, height: size)
    }

    func nameField(_ index: Int, scroll: Double) -> Rect {
        let row = row(index, scroll: scroll)
        let x = check(index, scroll: scroll).maxX + metrics.px(12)
        let height = metrics.px(34)
        return Rect(x: x, y: row.y + ((row.height - height) / 2).rounded(), width: max(0, row.maxX - metrics.px(16) - x), height: height)
    }

    /// The smallest scroll that shows item `index` whole, and the heading over it when it
    /// is the first of its aisle.
    func scrollToShow(row index: Int, from scroll: Double) -> Double {
        guard rowOfItem.indices.contains(index), rowOfItem[index] >= 0 else { return clampScroll(scroll) }
        let slot = rowOfItem[index]
        let bottom = tops[slot] + metrics.groceryRowHeight
        let top = slot > 0 && rows[slot - 1].isHeading ? tops[slot - 1] : tops[slot]
        var result = scroll
        if bottom > result + listViewport.height { result = bottom - listViewport.height }
        if top < result { result = top }
        return clampScroll(result)
    }

    func clampScroll(_ scroll: Double) -> Double { min(max(0, scroll), maxScroll) }

    /// The item under a window point, if any (none on a heading).
    func row(at point: Point, scroll: Double) -> Int? {
        guard listViewport.contains(point) else { return nil }
        let y = point.y - listViewport.y + scroll
        guard let slot = rows.indices.last(where: { tops[$0] <= y }), y < tops[slot + 1], case .item(let index) = rows[slot] else { return nil }
        return index
    }

    /// Check, name, check, name, …, New Item: the panel's reading order, as shown.
    func focusEngine(scroll: Double) -> FocusEngine {
        var elements: [FocusableElement] = []
        for case .item(let index) in rows {
            elements.append(FocusableElement(id: .groceryCheck(index), section: .grocery, frame: check(index, scroll: scroll)))
            elements.append(FocusableElement(id: .groceryName(index), section: .grocery, frame: nameField(index, scroll: scroll)))
        }
        elements.append(FocusableElement(id: .groceryNew, section: .grocery, frame: newButton))
        return FocusEngine(elements: elements)
    }
}

/// A row of the grocery panel: an aisle's heading, or item N of the list.
enum GroceryRow: Sendable, Equatable {
    case heading(String)
    case item(Int)

    var isHeading: Bool {
        if case .heading = self { true } else { false }
    }
}

/// Which character boundary of a one-line text lies nearest to an x offset.
enum TextFieldHitTest {
    static func index(in text: String, at x: Double, style: TextStyle, measurer: any TextMeasuring) -> Int {
        guard x > 0 else { return 0 }
        var previous = 0.0
        for (offset, index) in text.indices.enumerated() {
            let width = measurer.width(of: String(text[...index]), style: style)
            if x < (previous + width) / 2 { return offset }
            previous = width
        }
        return text.count
    }
}
