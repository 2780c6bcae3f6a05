/// The grocery list panel: a sheet on the trailing side with check toggles and names.
struct GroceryView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        guard state.groceryPanel.isOpen else { return }
        let m = state.metrics
        let layout = state.groceryLayout
        let panel = layout.panel
        let focused = state.windowHasFocus ? state.focus : nil
        list.append(
            .fill(Rect(x: panel.x - m.px(8), y: panel.y, width: m.px(8), height: panel.height), theme.shadow.withAlpha(theme.shadow.alpha / 2)))
        list.append(.fill(panel, theme.windowBackground))
        list.append(.fill(Rect(x: panel.x, y: panel.y, width: max(1, m.px(1)), height: panel.height), theme.separator))

        let items = state.grocery.items
        let viewport = layout.listViewport
        for (slot, row) in layout.rows.enumerated() {
            switch row {
            case .item(let index):
                let frame = layout.row(index, scroll: state.groceryPanel.scroll)
                guard items.indices.contains(index), frame.maxY > viewport.minY, frame.minY < viewport.maxY else { continue }
                drawRow(index, items[index], state, layout, focused: focused, into: &list)
            case .heading(let title):
                let frame = layout.headingFrame(slot, scroll: state.groceryPanel.scroll)
                guard frame.maxY > viewport.minY, frame.minY < viewport.maxY else { continue }
                let text = Rect(x: frame.x, y: frame.y + m.px(8), width: frame.width, height: frame.height - m.px(8))
                list.append(.text(title, frame: text, style: m.bodyBoldText, color: theme.secondaryText, alignment: .leading))
            }
        }

        // Title and button are drawn over the scrolled rows, like pinned headers.
        let header = Rect(x: panel.x + max(1, m.px(1)), y: panel.y, width: panel.width, height: m.headerHeight)
        list.append(.fill(header, theme.windowBackground))
        list.append(.text(GroceryLayout.title, frame: layout.titleFrame, style: m.headerText, color: theme.primaryText, alignment: .leading))
        let named = items.filter { !$0.name.isBlank }
        // TRANSLATORS: how many of the grocery list's items are ticked, "3 of 8".
        let count = tr("{ticked} of {count}", ["ticked": String(named.filter(\.obtained).count), "count": String(named.count)])
        list.append(.text(count, frame: layout.titleFrame, style: m.bodyText, color: theme.secondaryText, alignment: .trailing))
        list.append(.fill(Rect(x: header.x, y: header.maxY - 1, width: header.width, height: max(1, m.px(1))), theme.separator))
        let footer = Rect(x: header.x, y: viewport.maxY, width: panel.width, height: panel.maxY - viewport.maxY)
        list.append(.fill(footer, theme.windowBackground))
        let button = layout.newButton
        list.append(.fillRounded(button, radius: m.px(10), theme.controlBackground))
        list.append(.text(GroceryLayout.newItemLabel, frame: button, style: m.bodyBoldText, color: theme.primaryText, alignment: .center))
        if focused == .groceryNew { FocusRing.draw(around: button, radius: m.px(10), m, theme, into: &list) }
    }

    private func drawRow(
        _ index: Int, _ item: GroceryItem, _ state: AppState, _ layout: GroceryLayout, focused: FocusID?, into list: inout [DrawCommand]
    ) {
        let m = state.metrics
        let check = layout.check(index, scroll: state.groceryPanel.scroll)
        let radius = m.px(6)
        if item.obtained {
            list.append(.fillRounded(check, radius: radius, theme.accent))
            list.append(.text("✓", frame: check, style: m.bodyBoldText, color: theme.onAccent, alignment: .center))
        } else {
            list.append(.strokeRounded(check.insetBy(m.px(1), m.px(1)), radius: radius, width: max(1, m.px(2)), theme.secondaryText))
        }
        if focused == .groceryCheck(index) { FocusRing.draw(around: check, radius: radius, m, theme, into: &list) }

        let field = layout.nameField(index, scroll: state.groceryPanel.scroll)
        let editing = focused == .groceryName(index)
        if editing {
            list.append(.fillRounded(field, radius: m.px(8), theme.controlBackground))
            list.append(.strokeRounded(field, radius: m.px(8), width: m.px(2), theme.accent))
        }
        var text = editing ? state.groceryPanel.editor : TextField(text: item.name)
        if editing && text.text != item.name { text = TextField(text: item.name) }
        let color = item.obtained ? theme.secondaryText : theme.primaryText
        let placeholder = index == state.grocery.items.count - 1 ? tr("Add an item") : ""
        TextFieldView(theme: theme, measurer: measurer).draw(
            text, in: field, style: m.bodyText, color: color, placeholder: placeholder, focused: editing,
            preedit: state.preedit(in: .groceryName(index)), metrics: m, into: &list)
        if item.obtained && !editing && !item.name.isEmpty {
            let width = min(measurer.width(of: item.name, style: m.bodyText), field.width - m.px(20))
            list.append(.fill(Rect(x: field.x + m.px(10), y: field.midY.rounded(), width: width, height: max(1, m.px(1))), theme.secondaryText))
        }
    }
}

/// The keyboard focus ring: an accent stroke that follows a control's outline, a small gap outside it.
enum FocusRing {
    static func draw(around rect: Rect, radius: Double, _ m: Metrics, _ theme: Theme, into list: inout [DrawCommand]) {
        let width = m.px(3)
        let outset = m.px(3) + width / 2
        list.append(.strokeRounded(rect.insetBy(-outset, -outset), radius: radius + outset, width: width, theme.accent))
    }
}
