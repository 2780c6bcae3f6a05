/// Where File ▸ Print…'s dialog puts its parts: a card centred in the window with the
/// title, what is printed, one row per destination, the note, the options and the hint.
struct PrintDialogLayout {
    var metrics: Metrics
    var windowSize: Size
    var rowCount: Int
    var hasNote: Bool
    /// The chosen destination's row, which stays in sight when not every row fits.
    var chosenRow = 0

    var rowHeight: Double { metrics.px(40) }

    /// The card with every row and the hint, 30 px clear of the window's top and bottom; in
    /// a window too short for that, as tall as the window allows, with as many rows as fit
    /// (at least one) and the hint left out if a row would not fit beside it.
    private var fitting: (height: Double, rows: Int, hint: Bool) {
        let m = metrics
        func height(_ rows: Int, hint: Bool) -> Double {
            m.px(96) + Double(rows) * rowHeight + (hasNote ? m.px(30) : 0) + (hint ? m.px(100) : m.px(56))
        }
        let everything = height(rowCount, hint: true)
        if everything <= windowSize.height - m.px(60) { return (everything, rowCount, true) }
        let limit = max(0, windowSize.height - m.px(16))
        let hint = height(1, hint: true) <= limit
        let rows = max(1, min(rowCount, Int((limit - height(0, hint: hint)) / rowHeight)))
        return (min(height(rows, hint: hint), limit), rows, hint)
    }

    /// Rows shown at once, and whether the keys' hint is.
    var visibleRows: Int { fitting.rows }
    var showsHint: Bool { fitting.hint }
    /// The first row shown: the list scrolls to keep the chosen row in sight.
    var firstRow: Int { max(0, min(chosenRow - visibleRows + 1, rowCount - visibleRows)) }
    func isVisible(_ index: Int) -> Bool { index >= firstRow && index < firstRow + visibleRows }

    var card: Rect {
        let width = min(metrics.px(520), max(0, windowSize.width - metrics.px(40)))
        let height = fitting.height
        return Rect(x: ((windowSize.width - width) / 2).rounded(), y: ((windowSize.height - height) / 2).rounded(), width: width, height: height)
    }

    var inner: Rect { card.insetBy(metrics.px(28), 0) }
    var title: Rect { Rect(x: inner.x, y: card.y + metrics.px(16), width: inner.width, height: metrics.px(36)) }
    var subtitle: Rect { Rect(x: inner.x, y: card.y + metrics.px(52), width: inner.width, height: metrics.px(26)) }

    /// Destination `index`'s row (where it would be when scrolled out of sight).
    func row(_ index: Int) -> Rect {
        Rect(
            x: inner.x - metrics.px(8), y: card.y + metrics.px(90) + Double(index - firstRow) * rowHeight, width: inner.width + metrics.px(16),
            height: rowHeight)
    }

    /// The line under the rows: looking for printers, or why there are none.
    var note: Rect { Rect(x: inner.x, y: row(firstRow + visibleRows).y + metrics.px(2), width: inner.width, height: metrics.px(26)) }

    /// The copies of a printer, or where a PDF goes.
    var options: Rect {
        Rect(
            x: inner.x, y: row(firstRow + visibleRows).y + (hasNote ? metrics.px(30) : 0) + metrics.px(10), width: inner.width,
            height: metrics.px(32))
    }

    var hint: Rect { Rect(x: inner.x, y: card.maxY - metrics.px(44), width: inner.width, height: metrics.px(30)) }
}

extension AppState {
    /// The dialog's layout, while it is open.
    var printDialogLayout: PrintDialogLayout? {
        guard let dialog = modal.printDialog else { return nil }
        return PrintDialogLayout(
            metrics: metrics, windowSize: windowSize, rowCount: dialog.destinations.count, hasNote: dialog.note != nil,
            chosenRow: dialog.destinations.firstIndex(of: dialog.chosen) ?? 0)
    }

    /// What the open dialog prints, as its subtitle says it.
    var printTargetName: String {
        switch modal.printDialog?.target {
        case .groceryList: return tr("Grocery List")
        case .recipes(let recipes) where recipes.count == 1: return store.recipes[recipes[0]].name
        case .recipes(let recipes): return trn("{count} Recipe", "{count} Recipes", count: recipes.count)
        case nil: return ""
        }
    }
}
