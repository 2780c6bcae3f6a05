/// Where the grocery panel and its rows sit: a sheet along the trailing edge, below the menu bar.
///
/// Rows scroll between the panel's title and its "New Item" button; row rectangles are
/// in window coordinates for a given scroll.
struct GroceryLayout: Sendable, Equatable {
    let metrics: Metrics
    let windowSize: Size
    let rowCount: Int

    static let title = "Grocery List"
    static let newItemLabel = "+  New Item"

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

    var contentHeight: Double { Double(rowCount) * metrics.groceryRowHeight }
    var maxScroll: Double { max(0, contentHeight - listViewport.height) }

    func row(_ index: Int, scroll: Double) -> Rect {
        Rect(x: panel.x, y: listViewport.y + Double(index) * metrics.groceryRowHeight - scroll, width: panel.width, height: metrics.groceryRowHeight)
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

    /// The smallest scroll that shows row `index` whole.
    func scrollToShow(row index: Int, from scroll: Double) -> Double {
        let top = Double(index) * metrics.groceryRowHeight
        let bottom = top + metrics.groceryRowHeight
        var result = scroll
        if bottom > result + listViewport.height { result = bottom - listViewport.height }
        if top < result { result = top }
        return clampScroll(result)
    }

    func clampScroll(_ scroll: Double) -> Double { min(max(0, scroll), maxScroll) }

    /// The row under a window point, if any.
    func row(at point: Point, scroll: Double) -> Int? {
        guard listViewport.contains(point) else { return nil }
        let index = Int((point.y - listViewport.y + scroll) / metrics.groceryRowHeight)
        return index >= 0 && index < rowCount ? index : nil
    }

    /// Check, name, check, name, …, New Item: the panel's reading order.
    func focusEngine(scroll: Double) -> FocusEngine {
        var elements: [FocusableElement] = []
        for index in 0..<rowCount {
            elements.append(FocusableElement(id: .groceryCheck(index), section: .grocery, frame: check(index, scroll: scroll)))
            elements.append(FocusableElement(id: .groceryName(index), section: .grocery, frame: nameField(index, scroll: scroll)))
        }
        elements.append(FocusableElement(id: .groceryNew, section: .grocery, frame: newButton))
        return FocusEngine(elements: elements)
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
