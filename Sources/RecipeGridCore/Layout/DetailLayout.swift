/// Where everything on the detail screen sits, for one recipe, window size and scale.
///
/// The toolbar (back button) stays put; the rest scrolls. Content rectangles are in
/// content coordinates (0 = top of the scrolled content); `toWindow` converts.
struct DetailLayout: Sendable, Equatable {
    enum Tone: Sendable { case primary, secondary, accent }

    struct Line: Sendable, Equatable {
        var text: String
        var style: TextStyle
        var frame: Rect
        var tone: Tone
    }

    let metrics: Metrics
    let windowSize: Size
    private(set) var backButton = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var art = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var rating = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The servings capsule: "− Serves 4 +", as tall as the rating's.
    private(set) var servings = Rect(x: 0, y: 0, width: 0, height: 0)
    /// What the servings capsule says between its buttons.
    private(set) var servingsLabel = ""
    private(set) var addButton = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var lines: [Line] = []
    /// Small filled dots before ingredient lines, in content coordinates.
    private(set) var bullets: [Rect] = []
    /// Each ingredient and each step as shown and where it lies, all its wrapped lines
    /// (content coordinates): what a screen reader's list items and a magnifier follow.
    private(set) var ingredientItems: [Item] = []
    private(set) var stepItems: [Item] = []
    private(set) var noteItems: [Item] = []
    /// Each nutrition fact as a screen reader says it ("Calories: 240 kcal a serving, 960
    /// kcal for 4") and where its row lies.
    private(set) var nutritionItems: [Item] = []
    /// Where each of the content's references lies, by its place in `references`: its
    /// ingredient line, a link (content coordinates).
    private(set) var links: [Rect] = []
    /// A thin line under each line of a link's text.
    private(set) var underlines: [Rect] = []
    /// What the cooking log says in the header ("Made 3 times · last on 12 Nov"), if anything.
    private(set) var madeLine: String?
    private(set) var madeFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The user's notes: the heading's line ("My Notes", and "Saved" at its end once they
    /// are on disk) and the field's box under it (content coordinates).
    private(set) var notesHeading = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var notesField = Rect(x: 0, y: 0, width: 0, height: 0)

    struct Item: Sendable, Equatable {
        var text: String
        var frame: Rect
    }
    private(set) var contentHeight: Double = 0

    static var backLabel: String { tr("Back") }
    static var addLabel: String { tr("Add to Grocery List") }
    /// The notes field's heading and accessible name: "Notes" is the recipe's own.
    static var notesLabel: String { tr("My Notes") }
    /// Lines of text the notes box shows before it scrolls.
    static let notesLines = 6

    var viewport: Rect {
        let top = metrics.menuBarHeight + metrics.detailToolbarHeight
        return Rect(x: 0, y: top, width: windowSize.width, height: max(0, windowSize.height - top))
    }

    var maxScroll: Double { max(0, contentHeight - viewport.height) }

    func toWindow(_ rect: Rect, scroll: Double) -> Rect { rect.offsetBy(0, viewport.minY - scroll) }

    /// The cell of the rating capsule holding emoji `index` (0 Meh, 1 Yummy, 2 Delicious), content coordinates.
    func ratingCell(_ index: Int) -> Rect {
        Rect(x: rating.x + metrics.px(6) + Double(index) * metrics.ratingSegment, y: rating.y, width: metrics.ratingSegment, height: rating.height)
    }

    /// The layout of `content` as shown (scaled, converted), with `servingsLabel` on the
    /// servings control (the recipe's own yield when nil) and `made`, the cooking log's line.
    package init(
        recipe: Recipe, content: RecipeContent, servingsLabel: String? = nil, servings: Int? = nil, made: String? = nil, metrics: Metrics,
        windowSize: Size, measurer: any TextMeasuring
    ) {
        self.metrics = metrics
        self.windowSize = windowSize
        madeLine = made
        let yield = RecipeYield.parse(content.yield)
        self.servingsLabel = servingsLabel ?? yield.label(for: yield.count)
        let m = metrics
        let backWidth = measurer.width(of: "‹  " + Self.backLabel, style: m.bodyBoldText) + m.px(28)
        backButton = Rect(
            x: m.px(16), y: m.menuBarHeight + ((m.detailToolbarHeight - m.controlHeight) / 2).rounded(), width: backWidth.rounded(),
            height: m.controlHeight)

        let width = min(m.detailMaxContentWidth, max(m.px(120), windowSize.width - 2 * m.detailMargin))
        let left = max(m.detailMargin, ((windowSize.width - width) / 2).rounded())
        var y = m.px(12)
        art = Rect(x: left, y: y, width: m.detailArtSize, height: m.detailArtSize)

        // Beside the picture while the rating fits there, else under it (a narrow window).
        let besideArt = left + width - (art.maxX + m.px(28)) >= 3 * m.ratingSegment + m.px(12)
        let headY = placeHeader(
            recipe, content, columnX: besideArt ? art.maxX + m.px(28) : left, top: besideArt ? art.minY : art.maxY + m.px(16), right: left + width,
            measurer: measurer)
        y = max(art.maxY, headY) + m.px(24)
        if let summary = content.summary, !summary.isEmpty {
            add(summary, style: m.bodyText, x: left, y: &y, width: width, tone: .primary, measurer: measurer)
            y += m.px(16)
        }
        let linked = Dictionary(content.references.enumerated().map { ($1.ingredient, $0) }, uniquingKeysWith: { first, _ in first })
        placeIngredients(content.ingredients, linked: linked, left: left, width: width, y: &y, measurer: measurer)
        placeSteps(content.steps, left: left, width: width, y: &y, measurer: measurer)
        placeNotes(content.notes, left: left, width: width, y: &y, measurer: measurer)
        placeUserNotes(left: left, width: width, y: &y, measurer: measurer)
        placeNutrition(content.nutrition, servings: servings ?? yield.count, left: left, width: width, y: &y, measurer: measurer)
        contentHeight = (y + m.detailMargin).rounded()
    }

    /// Name, times, facts, then the controls; returns where the header ends.
    private mutating func placeHeader(
        _ recipe: Recipe, _ content: RecipeContent, columnX: Double, top: Double, right: Double, measurer: any TextMeasuring
    ) -> Double {
        let m = metrics
        let columnWidth = max(m.px(120), right - columnX)
        var headY = top
        add(recipe.name, style: m.titleText, x: columnX, y: &headY, width: columnWidth, tone: .primary, measurer: measurer)
        headY += m.px(4)
        let times = Self.timesLine(content)
        if !times.isEmpty { add(times, style: m.bodyText, x: columnX, y: &headY, width: columnWidth, tone: .secondary, measurer: measurer) }
        var facts: [String] = []
        if let yield = content.yield, !yield.isEmpty { facts.append(tr("Yield: {yield}", ["yield": yield])) }
        if !recipe.categories.isEmpty { facts.append(recipe.categories.joined(separator: ", ")) }
        if !facts.isEmpty {
            add(facts.joined(separator: "  ·  "), style: m.bodyText, x: columnX, y: &headY, width: columnWidth, tone: .secondary, measurer: measurer)
        }
        if let madeLine {
            let top = headY
            add(madeLine, style: m.bodyText, x: columnX, y: &headY, width: columnWidth, tone: .secondary, measurer: measurer)
            madeFrame = Rect(x: columnX, y: top, width: columnWidth, height: headY - top)
        }
        headY += m.px(14)
        return placeControls(columnX: columnX, y: headY, right: right, measurer: measurer)
    }

    /// The rating capsule, the servings capsule and the add button in a row, each one that
    /// does not fit beside the last going below it; returns where they end.
    private mutating func placeControls(columnX: Double, y: Double, right: Double, measurer: any TextMeasuring) -> Double {
        let m = metrics
        let gap = m.px(16)
        rating = Rect(x: columnX, y: y, width: 3 * m.ratingSegment + m.px(12), height: m.ratingSegment)
        let servingsWidth = min(2 * (m.px(6) + m.ratingSegment) + labelWidth(measurer), max(rating.width, right - columnX))
        servings = Rect(x: rating.maxX + gap, y: y, width: servingsWidth, height: m.ratingSegment)
        if servings.maxX > right { servings = Rect(x: columnX, y: rating.maxY + m.px(12), width: servingsWidth, height: m.ratingSegment) }
        // As wide as its label, within the column (the view cuts a longer label short).
        let addWidth = min((measurer.width(of: Self.addLabel, style: m.bodyBoldText) + m.px(36)).rounded(), max(rating.width, right - columnX))
        let addY = servings.y + ((m.ratingSegment - m.controlHeight) / 2).rounded()
        if servings.maxX + gap + addWidth <= right {
            addButton = Rect(x: servings.maxX + gap, y: addY, width: addWidth, height: m.controlHeight)
            return servings.maxY
        }
        addButton = Rect(x: columnX, y: servings.maxY + m.px(12), width: addWidth, height: m.controlHeight)
        return addButton.maxY
    }

    /// The label's room: never narrower than "Serves 00", so the + button does not move
    /// under the pointer while clicking from 9 to 10.
    private func labelWidth(_ measurer: any TextMeasuring) -> Double {
        let style = metrics.bodyBoldText
        return (max(measurer.width(of: servingsLabel, style: style), measurer.width(of: tr("Serves 00"), style: style)) + metrics.px(8)).rounded()
    }

    /// The − button of the servings capsule (the leading one), content coordinates.
    var servingsMinus: Rect { Rect(x: servings.x + metrics.px(6), y: servings.y, width: metrics.ratingSegment, height: servings.height) }
    /// The + button of the servings capsule (the trailing one).
    var servingsPlus: Rect {
        Rect(x: servings.maxX - metrics.px(6) - metrics.ratingSegment, y: servings.y, width: metrics.ratingSegment, height: servings.height)
    }
    /// Between the buttons: where the label is drawn.
    var servingsText: Rect { Rect(x: servingsMinus.maxX, y: servings.y, width: servingsPlus.minX - servingsMinus.maxX, height: servings.height) }

    /// "Ingredients" and a dotted line for each; a line that is another recipe (`linked`:
    /// line → reference) in the accent colour and underlined, a link.
    private mutating func placeIngredients(
        _ ingredients: [String], linked: [Int: Int], left: Double, width: Double, y: inout Double, measurer: any TextMeasuring
    ) {
        guard !ingredients.isEmpty else { return }
        links = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: linked.count)
        let m = metrics
        add(tr("Ingredients"), style: m.headingText, x: left, y: &y, width: width, tone: .primary, measurer: measurer)
        y += m.px(6)
        let dot = m.px(6)
        let indent = m.px(22)
        let lineHeight = measurer.lineHeight(of: m.bodyText)
        for (index, ingredient) in ingredients.enumerated() {
            let top = y
            let firstLine = lines.count
            bullets.append(Rect(x: left + m.px(4), y: y + ((lineHeight - dot) / 2).rounded(), width: dot, height: dot))
            let link = linked[index]
            add(
                ingredient, style: m.bodyText, x: left + indent, y: &y, width: width - indent, tone: link == nil ? .primary : .accent,
                measurer: measurer)
            let frame = Rect(x: left, y: top, width: width, height: y - top)
            ingredientItems.append(Item(text: ingredient, frame: frame))
            if let link, links.indices.contains(link) {
                var widest = 0.0
                for line in lines[firstLine...] {
                    let textWidth = min(line.frame.width, measurer.width(of: line.text, style: line.style)).rounded()
                    widest = max(widest, textWidth)
                    underlines.append(Rect(x: line.frame.x, y: line.frame.maxY - m.px(3), width: textWidth, height: max(1, m.px(1))))
                }
                // The link is its bullet and its words, so its focus ring hugs them.
                links[link] = Rect(x: frame.x, y: frame.y, width: min(frame.width, indent + widest + m.px(4)), height: frame.height)
            }
            y += m.px(4)
        }
        y += m.px(16)
    }

    /// "Steps", numbered, with the name of each section before its first step.
    private mutating func placeSteps(_ steps: [RecipeStep], left: Double, width: Double, y: inout Double, measurer: any TextMeasuring) {
        guard !steps.isEmpty else { return }
        let m = metrics
        add(tr("Steps"), style: m.headingText, x: left, y: &y, width: width, tone: .primary, measurer: measurer)
        y += m.px(6)
        var section: String?
        let indent = m.px(34)
        for (number, step) in steps.enumerated() {
            if let name = step.section, name != section {
                y += m.px(4)
                add(name, style: m.bodyBoldText, x: left, y: &y, width: width, tone: .secondary, measurer: measurer)
                y += m.px(4)
            }
            section = step.section
            var numberY = y
            let top = y
            add("\(number + 1).", style: m.bodyBoldText, x: left, y: &numberY, width: indent, tone: .accent, measurer: measurer)
            add(step.text, style: m.bodyText, x: left + indent, y: &y, width: width - indent, tone: .primary, measurer: measurer)
            stepItems.append(Item(text: step.text, frame: Rect(x: left, y: top, width: width, height: y - top)))
            y += m.px(10)
        }
    }

    /// "Notes", each note a paragraph: the recipe's background, after its steps.
    private mutating func placeNotes(_ notes: [String], left: Double, width: Double, y: inout Double, measurer: any TextMeasuring) {
        guard !notes.isEmpty else { return }
        let m = metrics
        y += m.px(6)
        add(tr("Notes"), style: m.headingText, x: left, y: &y, width: width, tone: .primary, measurer: measurer)
        y += m.px(6)
        for note in notes {
            let top = y
            add(note, style: m.bodyText, x: left, y: &y, width: width, tone: .secondary, measurer: measurer)
            noteItems.append(Item(text: note, frame: Rect(x: left, y: top, width: width, height: y - top)))
            y += m.px(10)
        }
    }

    /// "My Notes" and the box the user types them in, six lines tall: a box that kept
    /// growing with the text would move everything under it at every line typed.
    private mutating func placeUserNotes(left: Double, width: Double, y: inout Double, measurer: any TextMeasuring) {
        let m = metrics
        y += m.px(6)
        let headingHeight = measurer.lineHeight(of: m.headingText)
        notesHeading = Rect(x: left, y: y, width: width, height: headingHeight)
        add(Self.notesLabel, style: m.headingText, x: left, y: &y, width: width, tone: .primary, measurer: measurer)
        y += m.px(8)
        let boxHeight = (Double(Self.notesLines) * measurer.lineHeight(of: m.bodyText) + 2 * m.px(6)).rounded()
        notesField = Rect(x: left, y: y, width: width, height: boxHeight)
        y += boxHeight + m.px(16)
    }

    /// The nutrition table: each fact the recipe gives, a serving's worth as written, and
    /// beside it the total for the servings chosen (when more than one).
    private mutating func placeNutrition(
        _ nutrition: Nutrition, servings: Int, left: Double, width: Double, y: inout Double, measurer: any TextMeasuring
    ) {
        guard !nutrition.isEmpty else { return }
        let m = metrics
        y += m.px(6)
        add(tr("Nutrition"), style: m.headingText, x: left, y: &y, width: width, tone: .primary, measurer: measurer)
        y += m.px(6)
        let labelWidth = (nutrition.facts.map { measurer.width(of: $0.field.label, style: m.bodyText) }.max() ?? 0) + m.px(24)
        let columnWidth = max(m.px(60), min(m.px(200), (width - labelWidth) / 2))
        // TRANSLATORS: the heading of the nutrition totals for all the servings chosen, "For 4".
        let totalTitle = trn("For {count}", "For {count}", count: servings)
        if servings > 1 {
            var headY = y
            add(tr("A serving"), style: m.bodyBoldText, x: left + labelWidth, y: &headY, width: columnWidth, tone: .secondary, measurer: measurer)
            add(
                totalTitle, style: m.bodyBoldText, x: left + labelWidth + columnWidth, y: &y, width: columnWidth, tone: .secondary, measurer: measurer
            )
        }
        for fact in nutrition.facts {
            let top = y
            var labelY = y
            var valueY = y
            add(fact.field.label, style: m.bodyText, x: left, y: &labelY, width: labelWidth, tone: .secondary, measurer: measurer)
            add(fact.value, style: m.bodyText, x: left + labelWidth, y: &valueY, width: columnWidth, tone: .primary, measurer: measurer)
            var spoken = tr("{label}: {value}", ["label": fact.field.label, "value": fact.value])
            if servings > 1, fact.field != .servingSize, let total = NutritionScaling.scaled(fact.value, by: Double(servings)) {
                var totalY = y
                add(total, style: m.bodyText, x: left + labelWidth + columnWidth, y: &totalY, width: columnWidth, tone: .primary, measurer: measurer)
                valueY = max(valueY, totalY)
                // TRANSLATORS: what a screen reader says of a nutrition fact: "Fat: 12 g a serving, 48 g for 4".
                spoken = trn(
                    "{label}: {value} a serving, {total} for {count}", "{label}: {value} a serving, {total} for {count}", count: servings,
                    ["label": fact.field.label, "value": fact.value, "total": total])
            }
            y = max(labelY, valueY) + m.px(2)
            nutritionItems.append(Item(text: spoken, frame: Rect(x: left, y: top, width: width, height: y - top)))
        }
        y += m.px(10)
    }

    private mutating func add(_ text: String, style: TextStyle, x: Double, y: inout Double, width: Double, tone: Tone, measurer: any TextMeasuring) {
        let lineHeight = measurer.lineHeight(of: style)
        for line in TextWrapping.wrap(text, width: width, style: style, measurer: measurer) {
            lines.append(Line(text: line, style: style, frame: Rect(x: x, y: y, width: width, height: lineHeight), tone: tone))
            y += lineHeight
        }
    }

    /// "Total 45 min · Prep 15 min · Cook 30 min", from the times the recipe has.
    static func timesLine(_ content: RecipeContent) -> String {
        let parts: [(String, Int?)] = [(tr("Total"), content.totalTime), (tr("Prep"), content.prepTime), (tr("Cook"), content.cookTime)]
        return parts.compactMap { label, seconds in
            guard let seconds, seconds > 0 else { return nil }
            return "\(label) \(ISO8601Duration.format(seconds: seconds))"
        }.joined(separator: "  ·  ")
    }

    /// The smallest scroll that shows `rect` (content coordinates) whole.
    func scrollToShow(_ rect: Rect, from scroll: Double) -> Double {
        let margin = metrics.px(12)
        var result = scroll
        if rect.maxY + margin > result + viewport.height { result = rect.maxY + margin - viewport.height }
        if rect.minY - margin < result { result = rect.minY - margin }
        return min(max(0, result), maxScroll)
    }
}
