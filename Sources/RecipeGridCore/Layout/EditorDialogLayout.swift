/// The editor's question: a card over the dimmed editor with a title, a line of
/// explanation and its buttons in a row, the safe one (Keep Editing) last, as GNOME's
/// dialogs put them.
struct EditorDialogLayout: Sendable, Equatable {
    let card: Rect
    let title: Rect
    let message: Rect
    private let buttonRow: Rect
    private let buttonCount: Int
    private let gap: Double

    init(metrics m: Metrics, windowSize: Size, buttons: Int) {
        let width = min(m.px(520), windowSize.width - m.px(32))
        let height = m.px(196)
        card = Rect(x: ((windowSize.width - width) / 2).rounded(), y: ((windowSize.height - height) / 2).rounded(), width: width, height: height)
        let inner = card.insetBy(m.px(24), m.px(22))
        title = Rect(x: inner.x, y: inner.y, width: inner.width, height: m.px(28))
        message = Rect(x: inner.x, y: title.maxY + m.px(8), width: inner.width, height: m.px(44))
        buttonRow = Rect(x: inner.x, y: inner.maxY - m.controlHeight, width: inner.width, height: m.controlHeight)
        buttonCount = max(1, buttons)
        gap = m.px(10)
    }

    /// Button `index` of the row, all of one width.
    func button(_ index: Int) -> Rect {
        let width = ((buttonRow.width - gap * Double(buttonCount - 1)) / Double(buttonCount)).rounded(.down)
        return Rect(x: buttonRow.x + Double(index) * (width + gap), y: buttonRow.y, width: width, height: buttonRow.height)
    }
}
