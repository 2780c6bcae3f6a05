/// File ▸ Print…'s dialog over a dimmed window, drawn as the Open Cookbook prompt is.
struct PrintDialogView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        guard let dialog = state.modal.printDialog, let layout = state.printDialogLayout else { return }
        let m = state.metrics
        list.append(.fill(Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height), theme.scrim))
        let card = layout.card
        list.append(.fillRounded(card.offsetBy(0, m.px(4)).insetBy(-m.px(3), -m.px(3)), radius: m.px(16), theme.shadow))
        list.append(.fillRounded(card, radius: m.px(14), theme.menuBackground))
        text(tr("Print"), layout.title, m.headingText, theme.primaryText, into: &list)
        text(state.printTargetName, layout.subtitle, m.bodyText, theme.secondaryText, into: &list)
        for (index, destination) in dialog.destinations.enumerated() where layout.isVisible(index) {
            drawRow(
                destination, frame: layout.row(index), chosen: destination == dialog.chosen, isDefault: index == 0 && destination != .pdf, m,
                into: &list)
        }
        if let note = dialog.note { text(note, layout.note, m.bodyText, theme.secondaryText, into: &list) }
        drawOptions(dialog, target: state.printTargetName, layout.options, m, into: &list)
        let hint =
            dialog.chosen == .pdf
            ? tr("↑ ↓ to choose  ·  Return to save  ·  Escape to cancel") : tr("↑ ↓ to choose  ·  Return to print  ·  Escape to cancel")
        if layout.showsHint { text(hint, layout.hint, m.bodyText, theme.secondaryText, into: &list) }
    }

    /// A destination: a printer (its default marked) or Save as PDF; the chosen one lit.
    private func drawRow(_ destination: PrintDestination, frame: Rect, chosen: Bool, isDefault: Bool, _ m: Metrics, into list: inout [DrawCommand]) {
        if chosen { list.append(.fillRounded(frame, radius: m.px(8), theme.accent)) }
        let color = chosen ? theme.onAccent : theme.primaryText
        let label = frame.insetBy(m.px(16), 0)
        let glyph = destination == .pdf ? "⤓" : "⎙"
        text(glyph, Rect(x: label.x, y: label.y, width: m.px(24), height: label.height), m.bodyBoldText, color, into: &list)
        let tag = isDefault ? tr("Default") : destination == .pdf ? tr("PDF file") : ""
        let tagWidth = tag.isEmpty ? 0 : measurer.width(of: tag, style: m.bodyText) + m.px(12)
        let nameFrame = Rect(x: label.x + m.px(28), y: label.y, width: max(0, label.width - m.px(28) - tagWidth), height: label.height)
        text(measurer.fitted(destination.title, width: nameFrame.width, style: m.bodyBoldText), nameFrame, m.bodyBoldText, color, into: &list)
        guard !tag.isEmpty else { return }
        list.append(
            .text(
                tag, frame: Rect(x: label.maxX - tagWidth, y: label.y, width: tagWidth, height: label.height), style: m.bodyText,
                color: chosen ? theme.onAccent : theme.secondaryText, alignment: .trailing))
    }

    /// For a printer the copies, as "Copies  − 2 +"; for a PDF where it goes.
    private func drawOptions(_ dialog: PrintDialog, target: String, _ frame: Rect, _ m: Metrics, into list: inout [DrawCommand]) {
        guard case .printer = dialog.chosen else {
            let file = PrintDocument.fileName(for: target)
            return text(tr("Saves “{file}” in your documents folder", ["file": file]), frame, m.bodyText, theme.secondaryText, into: &list)
        }
        let label = tr("Copies")
        let labelWidth = measurer.width(of: label, style: m.bodyBoldText) + m.px(16)
        text(label, Rect(x: frame.x, y: frame.y, width: labelWidth, height: frame.height), m.bodyBoldText, theme.primaryText, into: &list)
        let capsule = Rect(x: frame.x + labelWidth, y: frame.y, width: m.px(120), height: frame.height)
        list.append(.fillRounded(capsule, radius: frame.height / 2, theme.controlBackground))
        let third = capsule.width / 3
        for (index, part) in ["−", "\(dialog.copies)", "+"].enumerated() {
            let cell = Rect(x: capsule.x + Double(index) * third, y: capsule.y, width: third, height: capsule.height)
            list.append(.text(part, frame: cell, style: m.bodyBoldText, color: index == 1 ? theme.primaryText : theme.accent, alignment: .center))
        }
    }

    private func text(_ string: String, _ frame: Rect, _ style: TextStyle, _ color: Color, into list: inout [DrawCommand]) {
        list.append(.text(measurer.fitted(string, width: frame.width, style: style), frame: frame, style: style, color: color, alignment: .leading))
    }
}

extension AccessibleView {
    /// The dialog and a list item per destination, the chosen one selected.
    static func addPrintDialog(_ dialog: PrintDialog, layout: PrintDialogLayout, to tree: inout AccessibleTree) -> AccessibleID {
        var node = AccessibleNode(role: .dialog, name: tr("Print"), frame: layout.card)
        node.states.insert(.modal)
        node.description = dialog.note ?? ""
        for (index, destination) in dialog.destinations.enumerated() {
            var item = AccessibleNode(role: .listItem, name: destination.title, frame: layout.row(index))
            item.states.formUnion([.focusable, .selectable])
            if destination == dialog.chosen { item.states.insert(.selected) }
            item.position = (index + 1, dialog.destinations.count)
            tree.nodes[.printDestination(index)] = item
            node.children.append(.printDestination(index))
        }
        tree.nodes[.printDialog] = node
        return .printDialog
    }
}
