/// Where File ▸ Open Cookbook…'s dialog puts its parts: a card in the middle of the
/// window with a title, a line of help, the path field, the error line, and the list of
/// up to `visibleRows` rows, scrolled to keep the highlighted one in sight.
struct OpenDialogLayout {
    static let visibleRows = 8
    var card: Rect
    var title: Rect
    var help: Rect
    var field: Rect
    var error: Rect
    var list: Rect
    var rowHeight: Double
    /// The first row shown.
    var firstRow: Int

    init(rows: Int, highlighted: Int?, metrics m: Metrics, windowSize size: Size) {
        rowHeight = m.px(30)
        let shown = min(rows, Self.visibleRows)
        let width = min(m.px(620), max(0, size.width - m.px(40)))
        let listHeight = shown == 0 ? 0 : Double(shown) * rowHeight + m.px(12)
        let height = min(m.px(196) + listHeight, max(0, size.height - m.px(40)))
        card = Rect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(), width: width, height: height)
        let inner = card.insetBy(m.px(28), 0)
        title = Rect(x: inner.x, y: card.y + m.px(16), width: inner.width, height: m.px(36))
        help = Rect(x: inner.x, y: card.y + m.px(52), width: inner.width, height: m.px(26))
        field = Rect(x: inner.x, y: card.y + m.px(86), width: inner.width, height: m.px(40))
        error = Rect(x: inner.x, y: field.maxY + m.px(8), width: inner.width, height: m.px(26))
        list = Rect(x: inner.x, y: error.maxY + m.px(8), width: inner.width, height: listHeight)
        let last = max(0, rows - Self.visibleRows)
        firstRow = min(last, max(0, (highlighted ?? 0) - Self.visibleRows + 1))
    }

    /// Row `index` of the list, nil when it is scrolled out of sight.
    func row(_ index: Int) -> Rect? {
        guard index >= firstRow, index < firstRow + Self.visibleRows else { return nil }
        return Rect(x: list.x, y: list.y + m6 + Double(index - firstRow) * rowHeight, width: list.width, height: rowHeight)
    }

    private var m6: Double { (list.height - Double(Int(list.height / rowHeight)) * rowHeight) / 2 }
}

/// File ▸ Open Cookbook…'s dialog (`OpenDialog`).
struct OpenDialogView {
    var theme: Theme
    var measurer: any TextMeasuring
    var sheets: HelpView

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        guard let dialog = state.modal.openDialog else { return }
        let m = state.metrics
        let rows = state.openDialogRows
        let layout = OpenDialogLayout(rows: rows.count, highlighted: dialog.highlighted, metrics: m, windowSize: state.windowSize)
        _ = sheets.sheet(layout.card, state, into: &list)
        list.append(
            .text(
                measurer.fitted(dialog.title, width: layout.title.width, style: m.headingText), frame: layout.title, style: m.headingText,
                color: theme.primaryText, alignment: .leading))
        let help =
            dialog.choosesRecipeFolder
            ? tr("A folder of your own for your recipes, made if need be (Tab completes the name):")
            : dialog.field.text.isEmpty && !rows.isEmpty
                ? tr("A cookbook file or folder, or one opened before:") : tr("A cookbook file or folder (Tab completes the name):")
        list.append(
            .text(
                measurer.fitted(help, width: layout.help.width, style: m.bodyText), frame: layout.help, style: m.bodyText, color: theme.secondaryText,
                alignment: .leading))
        let fieldFocused = state.focus == .cookbookPath
        list.append(.fillRounded(layout.field, radius: m.px(8), theme.controlBackground))
        if fieldFocused { list.append(.strokeRounded(layout.field, radius: m.px(8), width: m.px(2), theme.accent)) }
        TextFieldView(theme: theme, measurer: measurer).draw(
            // not translated: a path
            dialog.field, in: layout.field, style: m.bodyText, color: theme.primaryText, placeholder: "~/Recipes", focused: fieldFocused,
            preedit: state.preedit(in: .cookbookPath), metrics: m,
            into: &list)
        let note =
            dialog.error
            ?? (dialog.opening
                ? tr("Opening…")
                : dialog.choosesRecipeFolder ? tr("Return to save there  ·  Escape to cancel") : tr("Return to open  ·  Escape to cancel"))
        let noteStyle = dialog.error == nil ? m.bodyText : m.bodyBoldText
        list.append(
            .text(
                measurer.fitted(note, width: layout.error.width, style: noteStyle), frame: layout.error, style: noteStyle,
                color: dialog.error == nil ? theme.secondaryText : theme.primaryText, alignment: .leading))
        for (index, row) in rows.enumerated() {
            guard let frame = layout.row(index) else { continue }
            let lit = index == dialog.highlighted
            if lit { list.append(.fillRounded(frame, radius: m.px(6), state.focus == .openList ? theme.accent : theme.mutedSelection)) }
            let color = lit && state.focus == .openList ? theme.onAccent : theme.primaryText
            let text = frame.insetBy(m.px(10), 0)
            list.append(
                .text(
                    measurer.fitted(row.title, width: text.width, style: m.bodyText), frame: text, style: m.bodyText, color: color,
                    alignment: .leading))
        }
    }
}

extension AccessibleView {
    /// The dialog: the path entry and a list item per row, the highlighted one selected.
    static func addOpenDialog(_ dialog: OpenDialog, _ state: AppState, to tree: inout AccessibleTree) -> AccessibleID {
        let rows = state.openDialogRows
        let layout = OpenDialogLayout(rows: rows.count, highlighted: dialog.highlighted, metrics: state.metrics, windowSize: state.windowSize)
        var node = AccessibleNode(role: .dialog, name: dialog.title, frame: layout.card)
        node.states.insert(.modal)
        node.description = dialog.error ?? ""
        var field = entry(tr("Path"), dialog.field, frame: layout.field)
        field.description = dialog.error ?? ""
        tree.nodes[.prompt] = field
        var listNode = AccessibleNode(
            role: .list, name: dialog.field.text.isEmpty ? tr("Recent cookbooks") : tr("Matching names"), frame: layout.list)
        listNode.states.insert(.focusable)
        for (index, row) in rows.enumerated() {
            var item = AccessibleNode(role: .listItem, name: row.title, frame: layout.row(index) ?? layout.list)
            item.states.formUnion([.focusable, .selectable])
            if layout.row(index) == nil { item.states.remove(.showing) }
            if index == dialog.highlighted { item.states.insert(.selected) }
            item.position = (index + 1, rows.count)
            tree.nodes[.openRow(index)] = item
            listNode.children.append(.openRow(index))
        }
        tree.nodes[.openList] = listNode
        node.children = [.prompt, .openList]
        tree.nodes[.openDialog] = node
        return .openDialog
    }
}
