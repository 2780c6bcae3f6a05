/// Where the welcome screen's parts go: a card in the middle of the window below the menu
/// bar, its title, the message (wrapped) and a row per offer.
struct WelcomeLayout {
    var card: Rect
    /// "Welcome to RecipeGrid", wrapped in a narrow window or a long language.
    var title: [(line: String, frame: Rect)]
    var message: [(line: String, frame: Rect)]
    var rows: [Rect]

    init(_ welcome: WelcomeScreen, metrics m: Metrics, windowSize size: Size, measurer: any TextMeasuring) {
        let top = m.menuBarHeight
        let width = min(m.px(600), max(m.px(200), size.width - m.px(48)))
        let inner = width - m.px(64)
        let lines = TextWrapping.wrap(welcome.message, width: inner, style: m.bodyText, measurer: measurer)
        let titleLines = TextWrapping.wrap(Self.title, width: inner, style: m.titleText, measurer: measurer)
        let titleHeight = m.px(40)
        let lineHeight = m.px(22)
        let rowHeight = m.px(58)
        let height =
            m.px(32 + 12) + Double(titleLines.count) * titleHeight + Double(lines.count) * lineHeight + m.px(20) + Double(welcome.offers.count)
            * (rowHeight + m.px(8)) + m.px(24)
        let x = ((size.width - width) / 2).rounded()
        let y = max(top + m.px(16), (top + (size.height - top - height) / 2).rounded())
        card = Rect(x: x, y: y, width: width, height: height)
        var lineY = y + m.px(32)
        title = titleLines.map { line in
            defer { lineY += titleHeight }
            return (line, Rect(x: x + m.px(32), y: lineY, width: inner, height: titleHeight))
        }
        lineY += m.px(12)
        message = lines.map { line in
            defer { lineY += lineHeight }
            return (line, Rect(x: x + m.px(32), y: lineY, width: inner, height: lineHeight))
        }
        var rowY = lineY + m.px(20)
        rows = welcome.offers.indices.map { _ in
            defer { rowY += rowHeight + m.px(8) }
            return Rect(x: x + m.px(24), y: rowY, width: width - m.px(48), height: rowHeight)
        }
    }

    static var title: String { tr("Welcome to RecipeGrid") }

    /// The offer under `point`, if any.
    func offer(at point: Point) -> Int? { rows.firstIndex { $0.contains(point) } }
}

/// The welcome screen (`WelcomeScreen`): a card with the offers, the highlighted one
/// filled with the accent and ringed while the window has focus.
struct WelcomeView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ welcome: WelcomeScreen, _ state: AppState, into list: inout [DrawCommand]) {
        let m = state.metrics
        let layout = WelcomeLayout(welcome, metrics: m, windowSize: state.windowSize, measurer: measurer)
        list.append(.fillRounded(layout.card.offsetBy(0, m.px(3)).insetBy(-m.px(2), -m.px(2)), radius: m.px(16), theme.shadow))
        list.append(.fillRounded(layout.card, radius: m.px(14), theme.menuBackground))
        for (line, frame) in layout.title {
            list.append(.text(line, frame: frame, style: m.titleText, color: theme.primaryText, alignment: .leading))
        }
        for (line, frame) in layout.message {
            list.append(.text(line, frame: frame, style: m.bodyText, color: theme.secondaryText, alignment: .leading))
        }
        for (index, offer) in welcome.offers.enumerated() {
            let row = layout.rows[index]
            let chosen = index == welcome.highlighted
            let focused = chosen && state.focus == .welcome && state.windowHasFocus
            list.append(.fillRounded(row, radius: m.px(10), chosen ? (focused ? theme.accent : theme.mutedSelection) : theme.controlBackground))
            let text = row.insetBy(m.px(16), 0)
            let titleColor = focused ? theme.onAccent : theme.primaryText
            let detailColor = focused ? theme.onAccent : theme.secondaryText
            list.append(
                .text(
                    measurer.fitted(offer.title, width: text.width, style: m.bodyBoldText),
                    frame: Rect(x: text.x, y: row.y + m.px(8), width: text.width, height: m.px(22)),
                    style: m.bodyBoldText, color: titleColor, alignment: .leading))
            list.append(
                .text(
                    measurer.fitted(offer.detail, width: text.width, style: m.bodyText),
                    frame: Rect(x: text.x, y: row.y + m.px(30), width: text.width, height: m.px(20)), style: m.bodyText, color: detailColor,
                    alignment: .leading))
            if focused { FocusRing.draw(around: row, radius: m.px(10), m, theme, into: &list) }
        }
    }
}

extension AccessibleView {
    /// The welcome screen: a panel whose description is its message, a push button per offer.
    static func addWelcome(_ welcome: WelcomeScreen, _ state: AppState, measurer: any TextMeasuring, to tree: inout AccessibleTree) -> AccessibleID {
        let layout = WelcomeLayout(welcome, metrics: state.metrics, windowSize: state.windowSize, measurer: measurer)
        var panel = AccessibleNode(role: .panel, name: WelcomeLayout.title, frame: layout.card)
        panel.description = welcome.message
        for (index, offer) in welcome.offers.enumerated() {
            var button = AccessibleNode(role: .pushButton, name: offer.title, frame: layout.rows[index])
            button.description = offer.detail
            button.states.insert(.focusable)
            button.shortcut = KeyNames.shown("Return")
            button.position = (index + 1, welcome.offers.count)
            tree.nodes[.welcomeOffer(index)] = button
            panel.children.append(.welcomeOffer(index))
        }
        tree.nodes[.welcome] = panel
        return .welcome
    }
}
