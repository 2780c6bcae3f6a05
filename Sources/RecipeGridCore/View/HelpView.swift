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
                "Keyboard Shortcuts", frame: Rect(x: card.x + m.px(28), y: card.y + m.px(14), width: card.width - m.px(56), height: m.px(40)),
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
                        row.keys, frame: Rect(x: body.x, y: y, width: body.width, height: rowHeight), style: m.bodyBoldText, color: theme.accent,
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
        let hint = maxScroll > 0 ? "↑ ↓ to scroll  ·  Escape to close" : "Escape to close"
        list.append(
            .text(
                hint, frame: Rect(x: card.x, y: card.maxY - m.px(40), width: card.width, height: m.px(30)), style: m.bodyText,
                color: theme.secondaryText, alignment: .center))
    }

    func drawCookbookPrompt(_ state: AppState, into list: inout [DrawCommand]) {
        guard let field = state.modal.cookbookPrompt else { return }
        let m = state.metrics
        let width = min(m.px(560), max(0, state.windowSize.width - m.px(40)))
        let height = min(m.px(190), max(0, state.windowSize.height - m.px(60)))
        let frame = Rect(
            x: ((state.windowSize.width - width) / 2).rounded(), y: ((state.windowSize.height - height) / 2).rounded(), width: width, height: height)
        let card = sheet(frame, state, into: &list)
        let inner = card.insetBy(m.px(28), 0)
        list.append(
            .text(
                "Open Cookbook", frame: Rect(x: inner.x, y: card.y + m.px(16), width: inner.width, height: m.px(36)), style: m.headingText,
                color: theme.primaryText, alignment: .leading))
        list.append(
            .text(
                "A cookbook file or folder of .json and .jsonld recipes:",
                frame: Rect(x: inner.x, y: card.y + m.px(52), width: inner.width, height: m.px(26)), style: m.bodyText, color: theme.secondaryText,
                alignment: .leading))
        let box = Rect(x: inner.x, y: card.y + m.px(86), width: inner.width, height: m.px(40))
        list.append(.fillRounded(box, radius: m.px(8), theme.controlBackground))
        list.append(.strokeRounded(box, radius: m.px(8), width: m.px(2), theme.accent))
        TextFieldView(theme: theme, measurer: measurer).draw(
            field, in: box, style: m.bodyText, color: theme.primaryText, placeholder: "~/Recipes", focused: true, metrics: m, into: &list)
        list.append(
            .text(
                "Return to open  ·  Escape to cancel", frame: Rect(x: inner.x, y: card.y + m.px(140), width: inner.width, height: m.px(30)),
                style: m.bodyText, color: theme.secondaryText, alignment: .leading))
    }

    /// Dims the window and draws the card; returns it.
    private func sheet(_ card: Rect, _ state: AppState, into list: inout [DrawCommand]) -> Rect {
        let m = state.metrics
        list.append(.fill(Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height), theme.scrim))
        list.append(.fillRounded(card.offsetBy(0, m.px(4)).insetBy(-m.px(3), -m.px(3)), radius: m.px(16), theme.shadow))
        list.append(.fillRounded(card, radius: m.px(14), theme.menuBackground))
        return card
    }
}
