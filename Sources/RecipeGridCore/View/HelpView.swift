/// Modal sheets over a dimmed window: the keyboard shortcuts and the Open Cookbook prompt.
struct HelpView {
    var theme: Theme
    var measurer: any TextMeasuring

    func drawHelp(_ state: AppState, into list: inout [DrawCommand]) {
        let m = state.metrics
        let layout = HelpSheetLayout(metrics: m, windowSize: state.windowSize, focus: state.commandFocus, direction: state.layoutDirection)
        let rows = layout.rows
        let rowHeight = layout.rowHeight
        let card = sheet(layout.card, state, into: &list)
        list.append(
            .text(
                measurer.fitted(tr("Keyboard Shortcuts"), width: card.width - m.px(56), style: m.headingText),
                frame: Rect(x: card.x + m.px(28), y: card.y + m.px(14), width: card.width - m.px(56), height: m.px(40)),
                style: m.headingText, color: theme.primaryText, alignment: .leading))
        let body = layout.body
        let maxScroll = layout.maxScroll
        let scroll = min(state.modal.helpScroll, maxScroll)
        let keysWidth = (body.width * 0.55).rounded()
        for (index, row) in rows.enumerated() {
            let y = body.y + Double(index) * rowHeight - scroll
            guard y >= body.y - 0.5, y + rowHeight <= body.maxY + 0.5 else { continue }
            if row.isTitle {
                list.append(
                    .text(
                        measurer.fitted(row.keys, width: body.width, style: m.bodyBoldText),
                        frame: Rect(x: body.x, y: y, width: body.width, height: rowHeight), style: m.bodyBoldText, color: theme.accent,
                        alignment: .leading))
                continue
            }
            let keys = measurer.fitted(row.keys, width: keysWidth - m.px(12), style: m.bodyBoldText)
            list.append(
                .text(
                    keys, frame: Rect(x: body.x, y: y, width: keysWidth, height: rowHeight), style: m.bodyBoldText, color: theme.primaryText,
                    alignment: .leading))
            let effect = measurer.fitted(row.effect, width: body.width - keysWidth, style: m.bodyText)
            list.append(
                .text(
                    effect, frame: Rect(x: body.x + keysWidth, y: y, width: body.width - keysWidth, height: rowHeight), style: m.bodyText,
                    color: theme.secondaryText, alignment: .leading))
        }
        let hint = maxScroll > 0 ? tr("↑ ↓ to scroll  ·  Escape to close") : tr("Escape to close")
        list.append(
            .text(
                measurer.fitted(hint, width: card.width - m.px(16), style: m.bodyText),
                frame: Rect(x: card.x, y: card.maxY - m.px(40), width: card.width, height: m.px(30)), style: m.bodyText,
                color: theme.secondaryText, alignment: .center))
    }

    /// Dims the window and draws the card; returns it.
    func sheet(_ card: Rect, _ state: AppState, into list: inout [DrawCommand]) -> Rect {
        let m = state.metrics
        list.append(.fill(Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height), theme.scrim))
        list.append(.fillRounded(card.offsetBy(0, m.px(4)).insetBy(-m.px(3), -m.px(3)), radius: m.px(16), theme.shadow))
        list.append(.fillRounded(card, radius: m.px(14), theme.menuBackground))
        return card
    }
}
