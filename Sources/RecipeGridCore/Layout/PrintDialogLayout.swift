/// Where File ▸ Print…'s dialog puts its parts: a card centred in the window with the
/// title, what is printed, one row per destination, the note, the options and the hint.
struct PrintDialogLayout {
    var metrics: Metrics
    var windowSize: Size
    var rowCount: Int
    var hasNote: Bool

    var rowHeight: Double { metrics.px(40) }

    var card: Rect {
        let m = metrics
        let width = min(m.px(520), max(0, windowSize.width - m.px(40)))
        let content = m.px(96) + Double(rowCount) * rowHeight + (hasNote ? m.px(30) : 0) + m.px(100)
        let height = min(content, max(0, windowSize.height - m.px(60)))
        return Rect(x: ((windowSize.width - width) / 2).rounded(), y: ((windowSize.height - height) / 2).rounded(), width: width, height: height)
    }

    var inner: Rect { card.insetBy(metrics.px(28), 0) }
    var title: Rect { Rect(x: inner.x, y: card.y + metrics.px(16), width: inner.width, height: metrics.px(36)) }
    var subtitle: Rect { Rect(x: inner.x, y: card.y + metrics.px(52), width: inner.width, height: metrics.px(26)) }

    /// Destination `index`'s row.
    func row(_ index: Int) -> Rect {
        Rect(
            x: inner.x - metrics.px(8), y: card.y + metrics.px(90) + Double(index) * rowHeight, width: inner.width + metrics.px(16), height: rowHeight
        )
    }

    /// The line under the rows: looking for printers, or why there are none.
    var note: Rect { Rect(x: inner.x, y: row(rowCount).y + metrics.px(2), width: inner.width, height: metrics.px(26)) }

    /// The copies of a printer, or where a PDF goes.
    var options: Rect {
        Rect(x: inner.x, y: row(rowCount).y + (hasNote ? metrics.px(30) : 0) + metrics.px(10), width: inner.width, height: metrics.px(32))
    }

    var hint: Rect { Rect(x: inner.x, y: card.maxY - metrics.px(44), width: inner.width, height: metrics.px(30)) }
}

extension AppState {
    /// The dialog's layout, while it is open.
    var printDialogLayout: PrintDialogLayout? {
        guard let dialog = modal.printDialog else { return nil }
        return PrintDialogLayout(metrics: metrics, windowSize: windowSize, rowCount: dialog.destinations.count, hasNote: dialog.note != nil)
    }

    /// What the open dialog prints, as its subtitle says it.
    var printTargetName: String {
        switch modal.printDialog?.target {
        case .groceryList: return GroceryLayout.title
        case .recipes(let recipes) where recipes.count == 1: return store.recipes[recipes[0]].name
        case .recipes(let recipes): return trn("{count} Recipe", "{count} Recipes", count: recipes.count)
        case nil: return ""
        }
    }
}
