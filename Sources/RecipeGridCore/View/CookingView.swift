/// Cooking mode: one step at a time in large type, its ingredients beside it, the steps'
/// progress above and the running timers below, readable from across the kitchen.
struct CookingView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ state: AppState, into list: inout [DrawCommand]) {
        guard let session = state.cooking else { return }
        let m = state.metrics
        let size = state.windowSize
        let pad = max(m.px(20), min(m.px(56), (size.width * 0.05).rounded()))
        var y = m.menuBarHeight + m.px(20)
        let width = max(0, size.width - 2 * pad)

        y = drawHeader(session, name: state.store.recipes[session.recipe].name, x: pad, y: y, width: width, m, into: &list)

        // The step, large, and its ingredients in a column beside it (below it when narrow).
        // The bottom keeps room for the timers, the hint, and a toast beneath them.
        let footer = m.px(160)
        let bodyHeight = max(0, size.height - y - footer)
        let sideBySide = width >= m.px(720)
        let columnWidth = sideBySide ? (width * 0.3).rounded() : width
        let stepWidth = sideBySide ? width - columnWidth - m.px(40) : width
        var stepY = y
        if let section = session.currentStep.section {
            list.append(
                .text(
                    measurer.fitted(section, width: stepWidth, style: m.bodyBoldText),
                    frame: Rect(x: pad, y: stepY, width: stepWidth, height: m.px(26)),
                    style: m.bodyBoldText, color: theme.accent, alignment: .leading))
            stepY += m.px(32)
        }
        let large = TextStyle(size: m.px(sideBySide ? 34 : 28))
        let lineHeight = (measurer.lineHeight(of: large) * 1.15).rounded()
        let stepBottom = sideBySide ? y + bodyHeight : y + bodyHeight * 0.62
        for line in TextWrapping.wrap(session.currentStep.text, width: stepWidth, style: large, measurer: measurer)
        where stepY + lineHeight <= stepBottom {
            list.append(
                .text(
                    line, frame: Rect(x: pad, y: stepY, width: stepWidth, height: lineHeight), style: large, color: theme.primaryText,
                    alignment: .leading))
            stepY += lineHeight
        }
        drawIngredients(
            session.ingredientsOfStep,
            in: sideBySide
                ? Rect(x: pad + width - columnWidth, y: y, width: columnWidth, height: bodyHeight)
                : Rect(x: pad, y: stepBottom + m.px(12), width: width, height: max(0, y + bodyHeight - stepBottom - m.px(12))),
            m, into: &list)

        drawTimers(session, y: size.height - footer + m.px(12), pad: pad, width: width, m, into: &list)
        let hint = tr("← → or Space: steps  ·  T: timer  ·  Escape: back to the recipe")
        list.append(
            .text(
                measurer.fitted(hint, width: width, style: m.bodyText),
                frame: Rect(x: pad, y: size.height - footer + m.px(64), width: width, height: m.px(30)), style: m.bodyText,
                color: theme.secondaryText, alignment: .leading))
    }

    /// The recipe's name, "Step N of M" and the progress bar; returns where the step begins.
    private func drawHeader(
        _ session: CookingSession, name: String, x pad: Double, y top: Double, width: Double, _ m: Metrics, into list: inout [DrawCommand]
    ) -> Double {
        var y = top
        let count = tr("Step {number} of {count}", ["number": String(session.step + 1), "count": String(session.steps.count)])
        let countWidth = measurer.width(of: count, style: m.headerText) + m.px(4)
        list.append(
            .text(
                measurer.fitted(name, width: max(0, width - countWidth - m.px(16)), style: m.headingText),
                frame: Rect(x: pad, y: y, width: max(0, width - countWidth - m.px(16)), height: m.px(32)), style: m.headingText,
                color: theme.secondaryText, alignment: .leading))
        list.append(
            .text(
                count, frame: Rect(x: pad + width - countWidth, y: y, width: countWidth, height: m.px(32)), style: m.headerText,
                color: theme.primaryText, alignment: .trailing))
        y += m.px(40)
        let track = Rect(x: pad, y: y, width: width, height: m.px(6))
        list.append(.fillRounded(track, radius: track.height / 2, theme.controlBackground))
        let done = (track.width * Double(session.step + 1) / Double(session.steps.count)).rounded()
        list.append(.fillRounded(Rect(x: track.x, y: track.y, width: done, height: track.height), radius: track.height / 2, theme.accent))
        y += m.px(34)
        return y
    }

    private func drawIngredients(_ ingredients: [String], in frame: Rect, _ m: Metrics, into list: inout [DrawCommand]) {
        guard frame.height > m.px(40), !ingredients.isEmpty else { return }
        let style = TextStyle(size: m.px(19))
        let row = (measurer.lineHeight(of: style) * 1.3).rounded()
        let textWidth = max(0, frame.width - m.px(36) - m.px(16))
        let lines = ingredients.map { TextWrapping.wrap($0, width: textWidth, style: style, measurer: measurer).count }
        let needed = m.px(28 + 38) + lines.reduce(0) { $0 + Double($1) * row + m.px(4) }
        let panel = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, needed))
        list.append(.fillRounded(panel, radius: m.px(14), theme.sidebarBackground))
        let inner = panel.insetBy(m.px(18), m.px(14))
        list.append(
            .text(
                tr("For this step"), frame: Rect(x: inner.x, y: inner.y, width: inner.width, height: m.px(28)), style: m.headingText,
                color: theme.primaryText, alignment: .leading))
        var y = inner.y + m.px(38)
        for ingredient in ingredients where y + row <= inner.maxY {
            let dot = Rect(x: inner.x, y: y + row / 2 - m.px(3), width: m.px(6), height: m.px(6))
            list.append(.fillRounded(dot, radius: dot.width / 2, theme.accent))
            // Whole, on as many lines as it takes: "peeled, cored and sliced" matters at the stove.
            for line in TextWrapping.wrap(ingredient, width: textWidth, style: style, measurer: measurer) where y + row <= inner.maxY {
                list.append(
                    .text(
                        line, frame: Rect(x: inner.x + m.px(16), y: y, width: textWidth, height: row), style: style,
                        color: theme.primaryText, alignment: .leading))
                y += row
            }
            y += m.px(4)
        }
    }

    /// Running timers as capsules, soonest first: "⏲ Step 3 · 25 minutes  24:13".
    private func drawTimers(_ session: CookingSession, y: Double, pad: Double, width: Double, _ m: Metrics, into list: inout [DrawCommand]) {
        var x = pad
        let height = m.px(44)
        let style = m.bodyBoldText
        let available = session.startableDurations.first.map { tr("T starts a timer: {time}", ["time": $0.text]) }
        for timer in session.timers {
            let label = "\(timer.label)  \(StepDuration.clock(session.remaining(timer)))"
            let capsuleWidth = measurer.width(of: label, style: style) + m.px(36)
            guard x + capsuleWidth <= pad + width else { break }
            let capsule = Rect(x: x, y: y, width: capsuleWidth, height: height)
            list.append(.fillRounded(capsule, radius: height / 2, theme.accent))
            list.append(.text(label, frame: capsule, style: style, color: theme.onAccent, alignment: .center))
            x += capsuleWidth + m.px(12)
        }
        if let available, x + m.px(120) <= pad + width {
            list.append(
                .text(
                    measurer.fitted(available, width: pad + width - x, style: m.bodyText),
                    frame: Rect(x: x, y: y, width: pad + width - x, height: height),
                    style: m.bodyText, color: theme.secondaryText, alignment: .leading))
        }
    }
}
