/// The layer above the content: the type-ahead indicator and toasts. It never takes focus.
struct OverlayView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        let m = state.metrics
        if !state.typeAhead.buffer.isEmpty {
            let style = m.bodyBoldText
            let width = measurer.width(of: state.typeAhead.buffer, style: style) + m.px(28)
            let anchor =
                state.screen == .grid
                ? state.gridLayout.headerFrame : Rect(x: 0, y: m.menuBarHeight, width: state.windowSize.width, height: m.headerHeight)
            let box = Rect(x: anchor.maxX - width - m.px(16), y: anchor.y + m.px(10), width: width, height: m.px(34))
            list.append(.fillRounded(box, radius: m.px(8), theme.accent))
            list.append(.text(state.typeAhead.buffer, frame: box, style: style, color: theme.onAccent, alignment: .center))
        }
        if let toast = state.toast {
            let style = m.bodyText
            // Centred on the content beside the sidebar, where the eye already is.
            var content =
                state.screen == .grid ? state.gridLayout.viewport : Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height)
            if state.groceryPanel.isOpen, state.groceryLayout.panel.minX - content.x >= m.px(240) {
                let panel = state.groceryLayout.panel
                content = Rect(x: content.x, y: content.y, width: max(0, min(content.maxX, panel.minX) - content.x), height: content.height)
            }
            let textWidth = max(0, min(measurer.width(of: toast.text, style: style), content.width - m.px(80)))
            let box = Rect(
                x: (content.midX - textWidth / 2 - m.px(20)).rounded(), y: state.windowSize.height - m.px(72),
                width: (textWidth + m.px(40)).rounded(), height: m.px(42))
            list.append(.fillRounded(box, radius: box.height / 2, theme.toastBackground))
            let text = measurer.fitted(toast.text, width: textWidth, style: style)
            list.append(.text(text, frame: box, style: style, color: theme.toastText, alignment: .center))
        }
    }
}
