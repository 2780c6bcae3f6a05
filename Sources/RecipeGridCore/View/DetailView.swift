/// The open recipe: toolbar with the back button, picture, facts, controls, ingredients, steps.
struct DetailView {
    var theme: Theme
    var measurer: any TextMeasuring

    /// What the notes' heading says at its end once the last edit is on disk, quietly, as
    /// GNOME's editors do: no toast at every pause in typing.
    static var savedLabel: String { tr("Saved") }
    static var notesPlaceholder: String { tr("What you changed, what to try next time") }

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        guard let detail = state.detail.layout, let recipe = state.openedRecipe else { return }
        let m = state.metrics
        let scroll = state.detail.scroll
        func place(_ rect: Rect) -> Rect { detail.toWindow(rect, scroll: scroll) }
        let focused = state.windowHasFocus ? state.focus : nil

        let art = place(detail.art)
        let tint = theme.tint(for: recipe.name)
        list.append(.fillRounded(art, radius: m.tileCornerRadius, tint))
        if let version = state.photoVersion(recipe.imagePath), let path = recipe.imagePath {
            list.append(.photo(path: path, version: version, frame: art, radius: m.tileCornerRadius))
        } else {
            list.append(.emoji(recipe.emoji, frame: art, size: m.emojiSize(forArtHeight: art.height), background: tint))
        }

        for line in detail.lines {
            let frame = place(line.frame)
            guard frame.maxY > detail.viewport.minY, frame.minY < detail.viewport.maxY else { continue }
            list.append(.text(line.text, frame: frame, style: line.style, color: color(line.tone), alignment: .leading))
        }
        for bullet in detail.bullets {
            list.append(.fillRounded(place(bullet), radius: bullet.width / 2, theme.accent))
        }
        for underline in detail.underlines {
            list.append(.fill(place(underline), theme.accent))
        }
        if case .detailLink(let link) = focused, detail.links.indices.contains(link) {
            let frame = place(detail.links[link]).insetBy(-m.px(4), -m.px(2))
            focusRing(around: frame, radius: m.px(8), m, into: &list)
        }

        drawControls(state, detail, place: place, into: &list)
        drawNotes(state, detail, place: place, into: &list)

        // The toolbar is drawn last so scrolled content passes beneath it.
        let toolbar = Rect(x: 0, y: m.menuBarHeight, width: state.windowSize.width, height: m.detailToolbarHeight)
        list.append(.fill(toolbar, theme.windowBackground))
        list.append(.fill(Rect(x: 0, y: toolbar.maxY - 1, width: toolbar.width, height: max(1, m.px(1))), theme.separator))
        let back = detail.backButton
        list.append(.fillRounded(back, radius: m.px(10), theme.controlBackground))
        let chevron = state.layoutDirection == .rtl ? "›" : "‹"
        list.append(.text("\(chevron)  \(DetailLayout.backLabel)", frame: back, style: m.bodyBoldText, color: theme.primaryText, alignment: .center))
        if focused == .detailBack { focusRing(around: back, radius: m.px(10), m, into: &list) }
        let titleFrame = Rect(x: back.maxX + m.px(16), y: toolbar.y, width: max(0, toolbar.width - back.maxX - m.px(32)), height: toolbar.height)
        let title = measurer.fitted(recipe.name, width: titleFrame.width, style: m.bodyBoldText)
        list.append(.text(title, frame: titleFrame, style: m.bodyBoldText, color: theme.secondaryText, alignment: .leading))
    }

    /// The rating capsule, the servings capsule and the add button.
    private func drawControls(_ state: AppState, _ detail: DetailLayout, place: (Rect) -> Rect, into list: inout [DrawCommand]) {
        let m = state.metrics
        let focused = state.windowHasFocus ? state.focus : nil
        let rating = place(detail.rating)
        list.append(.fillRounded(rating, radius: rating.height / 2, theme.controlBackground))
        let chosen = state.detail.recipe.flatMap { state.rating(ofRecipe: $0) }
        for (index, value) in Rating.allCases.enumerated() {
            let cell = place(detail.ratingCell(index))
            var background = theme.controlBackground
            if value == chosen {
                let diameter = cell.height - m.px(6)
                let circle = Rect(x: cell.midX - diameter / 2, y: cell.midY - diameter / 2, width: diameter, height: diameter)
                list.append(.fillRounded(circle, radius: diameter / 2, theme.accent))
                background = theme.accent
            }
            list.append(.emoji(value.emoji, frame: cell, size: m.px(26), background: background))
        }
        if focused == .detailRating { focusRing(around: rating, radius: rating.height / 2, m, into: &list) }

        drawServings(state, detail, place: place, into: &list)

        let add = place(detail.addButton)
        list.append(.fillRounded(add, radius: m.px(10), theme.accent))
        let addLabel = measurer.fitted(DetailLayout.addLabel, width: add.width - m.px(24), style: m.bodyBoldText)
        list.append(.text(addLabel, frame: add, style: m.bodyBoldText, color: theme.onAccent, alignment: .center))
        if focused == .detailAdd { focusRing(around: add, radius: m.px(10), m, into: &list) }
    }

    /// "− Serves 4 +": round buttons at the ends of a capsule like the rating's, the − greyed
    /// at one serving, where it does nothing.
    private func drawServings(_ state: AppState, _ detail: DetailLayout, place: (Rect) -> Rect, into list: inout [DrawCommand]) {
        let m = state.metrics
        let capsule = place(detail.servings)
        list.append(.fillRounded(capsule, radius: capsule.height / 2, theme.controlBackground))
        let atMinimum = (state.openServings?.current ?? 1) <= ServingsRules.range.lowerBound
        for (cell, glyph, enabled) in [(place(detail.servingsMinus), "−", !atMinimum), (place(detail.servingsPlus), "+", true)] {
            let diameter = cell.height - m.px(12)
            let circle = Rect(x: cell.midX - diameter / 2, y: cell.midY - diameter / 2, width: diameter, height: diameter)
            list.append(.fillRounded(circle, radius: diameter / 2, theme.menuBackground))
            list.append(.text(glyph, frame: circle, style: m.headerText, color: enabled ? theme.accent : theme.disabledText, alignment: .center))
        }
        let label = place(detail.servingsText)
        list.append(
            .text(
                measurer.fitted(detail.servingsLabel, width: label.width, style: m.bodyBoldText), frame: label, style: m.bodyBoldText,
                color: theme.primaryText, alignment: .center))
        if state.windowHasFocus && state.focus == .detailServings { focusRing(around: capsule, radius: capsule.height / 2, m, into: &list) }
    }

    /// The notes field in its box, and "Saved" at the end of its heading.
    private func drawNotes(_ state: AppState, _ detail: DetailLayout, place: (Rect) -> Rect, into list: inout [DrawCommand]) {
        let m = state.metrics
        let box = place(detail.notesField)
        guard box.maxY > detail.viewport.minY, box.minY < detail.viewport.maxY else { return }
        if state.detail.notesStatus == .saved {
            list.append(
                .text(Self.savedLabel, frame: place(detail.notesHeading), style: m.bodyText, color: theme.secondaryText, alignment: .trailing))
        }
        let focused = state.windowHasFocus && state.focus == .detailNotes
        MultilineTextFieldView(theme: theme, measurer: measurer).draw(
            state.detail.notes, in: box, style: m.bodyText, color: theme.primaryText, placeholder: Self.notesPlaceholder, focused: focused,
            preedit: state.preedit(in: .detailNotes), metrics: m, into: &list)
    }

    private func focusRing(around rect: Rect, radius: Double, _ m: Metrics, into list: inout [DrawCommand]) {
        FocusRing.draw(around: rect, radius: radius, m, theme, into: &list)
    }

    private func color(_ tone: DetailLayout.Tone) -> Color {
        switch tone {
        case .primary: theme.primaryText
        case .secondary: theme.secondaryText
        case .accent: theme.accent
        }
    }
}
