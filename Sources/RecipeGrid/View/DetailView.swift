/// The open recipe: toolbar with the back button, picture, facts, controls, ingredients, steps.
struct DetailView {
    var theme: Theme
    var measurer: any TextMeasuring

    static let ratingEmoji = ["😕", "🙂", "🥰"]

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        guard let detail = state.detail, let recipe = state.openedRecipe else { return }
        let m = state.metrics
        let scroll = state.detailScroll
        func place(_ rect: Rect) -> Rect { detail.toWindow(rect, scroll: scroll) }
        let focused = state.windowHasFocus ? state.focus : nil

        let art = place(detail.art)
        let tint = theme.tint(for: recipe.name)
        list.append(.fillRounded(art, radius: m.tileCornerRadius, tint))
        list.append(.emoji(recipe.emoji, frame: art, size: m.emojiSize(forArtHeight: art.height), background: tint))

        for line in detail.lines {
            let frame = place(line.frame)
            guard frame.maxY > detail.viewport.minY, frame.minY < detail.viewport.maxY else { continue }
            list.append(.text(line.text, frame: frame, style: line.style, color: color(line.tone), alignment: .leading))
        }
        for bullet in detail.bullets {
            list.append(.fillRounded(place(bullet), radius: bullet.width / 2, theme.accent))
        }

        let rating = place(detail.rating)
        list.append(.fillRounded(rating, radius: rating.height / 2, theme.controlBackground))
        let segment = m.ratingSegment
        for (index, emoji) in Self.ratingEmoji.enumerated() {
            let cell = Rect(x: rating.x + m.px(6) + Double(index) * segment, y: rating.y, width: segment, height: segment)
            list.append(.emoji(emoji, frame: cell, size: m.px(26), background: theme.controlBackground))
        }
        if focused == .detailRating { focusRing(around: rating, radius: rating.height / 2, m, into: &list) }

        let add = place(detail.addButton)
        list.append(.fillRounded(add, radius: m.px(10), theme.accent))
        list.append(.text(DetailLayout.addLabel, frame: add, style: m.bodyBoldText, color: theme.onAccent, alignment: .center))
        if focused == .detailAdd { focusRing(around: add, radius: m.px(10), m, into: &list) }

        // The toolbar is drawn last so scrolled content passes beneath it.
        let toolbar = Rect(x: 0, y: 0, width: state.windowSize.width, height: m.detailToolbarHeight)
        list.append(.fill(toolbar, theme.windowBackground))
        list.append(.fill(Rect(x: 0, y: toolbar.maxY - 1, width: toolbar.width, height: max(1, m.px(1))), theme.separator))
        let back = detail.backButton
        list.append(.fillRounded(back, radius: m.px(10), theme.controlBackground))
        let chevron = state.layoutDirection == .rtl ? "›" : "‹"
        list.append(.text("\(chevron)  \(DetailLayout.backLabel)", frame: back, style: m.bodyBoldText, color: theme.primaryText, alignment: .center))
        if focused == .detailBack { focusRing(around: back, radius: m.px(10), m, into: &list) }
        let titleFrame = Rect(x: back.maxX + m.px(16), y: 0, width: max(0, toolbar.width - back.maxX - m.px(32)), height: toolbar.height)
        let title = TextFitting.fit(recipe.name, width: titleFrame.width, style: m.bodyBoldText, measurer: measurer)
        list.append(.text(title, frame: titleFrame, style: m.bodyBoldText, color: theme.secondaryText, alignment: .leading))
    }

    /// A ring that follows the control's outline, a small gap outside it.
    private func focusRing(around rect: Rect, radius: Double, _ m: Metrics, into list: inout [DrawCommand]) {
        let width = m.px(3)
        let outset = m.px(3) + width / 2
        list.append(.strokeRounded(rect.insetBy(-outset, -outset), radius: radius + outset, width: width, theme.accent))
    }

    private func color(_ tone: DetailLayout.Tone) -> Color {
        switch tone {
        case .primary: theme.primaryText
        case .secondary: theme.secondaryText
        case .accent: theme.accent
        }
    }
}
