/// The menu bar along the top, and the open menu with its submenu dropped over the content.
struct MenuBarView {
    var theme: Theme
    var measurer: any TextMeasuring

    /// The bar itself, drawn on every screen.
    func drawBar(_ state: AppState, _ layout: MenuBarLayout, into list: inout [DrawCommand]) {
        let m = state.metrics
        list.append(.fill(layout.bar, theme.sidebarBackground))
        list.append(.fill(Rect(x: 0, y: layout.bar.maxY - max(1, m.px(1)), width: layout.bar.width, height: max(1, m.px(1))), theme.separator))
        for (index, menu) in MenuBar.menus.enumerated() {
            let frame = layout.titles[index]
            let open = state.modal.menu?.menu == index
            if open { list.append(.fillRounded(frame.insetBy(m.px(2), m.px(3)), radius: m.px(6), theme.accent)) }
            drawLabel(
                menu.label, in: frame, alignment: .center, color: open ? theme.onAccent : theme.primaryText,
                rtl: state.layoutDirection == .rtl, m, into: &list)
        }
    }

    /// The open drop-down and submenu, above everything but toasts.
    func drawOpenMenu(_ state: AppState, _ layout: MenuBarLayout, into list: inout [DrawCommand]) {
        guard let menu = state.modal.menu else { return }
        let items = state.menus[menu.menu].items
        let dropDown = layout.dropDown(menu: menu.menu, count: items.count)
        drawList(
            items, highlighted: menu.subitem == nil ? menu.item : menu.item, active: menu.subitem == nil, in: dropDown, state, layout, into: &list)
        if menu.subitem != nil, let parent = menu.item {
            let submenu = layout.submenu(from: parent, of: dropDown, count: items[parent].submenu.count)
            drawList(items[parent].submenu, highlighted: menu.subitem, active: true, in: submenu, state, layout, into: &list)
        }
    }

    private func drawList(
        _ items: [MenuItem], highlighted: Int?, active: Bool, in frame: Rect, _ state: AppState, _ layout: MenuBarLayout,
        into list: inout [DrawCommand]
    ) {
        let m = state.metrics
        list.append(.fillRounded(frame.offsetBy(0, m.px(3)).insetBy(-m.px(2), -m.px(2)), radius: m.px(10), theme.shadow))
        list.append(.fillRounded(frame, radius: m.px(8), theme.menuBackground))
        list.append(.strokeRounded(frame, radius: m.px(8), width: max(1, m.px(1)), theme.separator))
        for (index, item) in items.enumerated() {
            let row = layout.row(index, in: frame)
            let enabled = state.isEnabled(item)
            let lit = index == highlighted && enabled
            if lit { list.append(.fillRounded(row, radius: m.px(6), active ? theme.accent : theme.selectedRowUnfocused)) }
            let color = !enabled ? theme.disabledText : (lit && active ? theme.onAccent : theme.primaryText)
            let secondary = !enabled ? theme.disabledText : (lit && active ? theme.onAccent : theme.secondaryText)
            if let command = item.command, state.isOn(command) == true {
                list.append(
                    .text(
                        "✓", frame: Rect(x: row.x + m.px(8), y: row.y, width: m.px(18), height: row.height), style: m.bodyBoldText, color: color,
                        alignment: .center))
            }
            let rtl = state.layoutDirection == .rtl
            let trailing = !item.submenu.isEmpty ? (rtl ? "◂" : "▸") : item.command.flatMap(KeyBindings.shortcut(for:)) ?? ""
            // The label has the row but for its shortcut: a long translation is cut short before it.
            let shortcutRoom = trailing.isEmpty ? 0 : measurer.width(of: trailing, style: m.bodyText) + m.px(16)
            let label = Rect(x: row.x + m.px(32), y: row.y, width: max(0, row.width - m.px(40) - shortcutRoom), height: row.height)
            drawLabel(item.label, in: label, alignment: .leading, color: color, rtl: rtl, m, into: &list)
            if !trailing.isEmpty {
                list.append(.text(trailing, frame: row.insetBy(m.px(12), 0), style: m.bodyText, color: secondary, alignment: .trailing))
            }
        }
    }

    /// A label with its mnemonic letter underlined (a menu's, a dialog button's).
    func drawLabel(
        _ label: MnemonicLabel, in frame: Rect, alignment: TextAlignment, color: Color, rtl: Bool, _ m: Metrics, style: TextStyle? = nil,
        into list: inout [DrawCommand]
    ) {
        let style = style ?? m.bodyText
        let title = label.text
        // A long recent cookbook's paths end in "…" inside the menu.
        list.append(.text(measurer.fitted(title, width: frame.width, style: style), frame: frame, style: style, color: color, alignment: alignment))
        guard let offset = label.offset else { return }
        let prefix = String(title.prefix(offset))
        let letter = String(title.dropFirst(offset).prefix(1))
        let total = measurer.width(of: title, style: style)
        let start = alignment == .center ? frame.midX - total / 2 : frame.x
        let prefixWidth = prefix.isEmpty ? 0 : measurer.width(of: prefix, style: style)
        let letterWidth = measurer.width(of: letter, style: style)
        // The list is mirrored for rtl but glyphs are not: place the mark so the mirror puts it under the letter.
        let x = start + (rtl ? total - prefixWidth - letterWidth : prefixWidth)
        let baseline = (frame.midY + style.size * 0.5).rounded()
        list.append(.fill(Rect(x: x.rounded(), y: baseline, width: max(1, letterWidth.rounded()), height: max(1, m.px(1))), color))
    }
}
