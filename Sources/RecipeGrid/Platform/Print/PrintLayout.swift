import FoundationEssentials
import RecipeGridCore

/// Lays a `PrintDocument` out on pages: a recipe's name large and bold beside its photo,
/// its facts, the ingredients in two columns, the numbered steps; or the grocery list as a
/// checklist.
enum PrintLayout {
    static let title = PrintFont(size: 24, bold: true)
    static let facts = PrintFont(size: 10.5, gray: 0.38)
    static let heading = PrintFont(size: 14, bold: true)
    static let body = PrintFont(size: 10.5)
    static let bold = PrintFont(size: 10.5, bold: true)
    static let note = PrintFont(size: 9, gray: 0.45)
    /// The largest a photo is printed, in points.
    static let photoBox = (width: 170.0, height: 128.0)

    static func lay(_ document: PrintDocument, into flow: inout PageFlow) {
        switch document.content {
        case .recipes(let recipes):
            for (index, recipe) in recipes.enumerated() {
                if index > 0 { flow.newPage() }
                // A recipe written right to left prints on mirrored pages whatever the layout,
                // so its lines keep one edge and are read from the right.
                let texts = [recipe.name, recipe.summary ?? ""] + recipe.ingredients + recipe.steps.map(\.text)
                flow.direction = PrintDirection.of(recipe: texts, layout: document.direction)
                layRecipe(recipe, into: &flow)
            }
        case .checklist(let groups):
            layChecklist(title: document.title, groups, into: &flow)
        }
    }

    private static func layRecipe(_ recipe: PrintedRecipe, into flow: inout PageFlow) {
        let photo = recipe.photoPath.flatMap { PrintPhoto.size(at: $0) }.map { fitted($0) }
        let textWidth = flow.width - (photo.map { $0.width + 20 } ?? 0)
        let top = flow.y
        flow.place(recipe.name, x: flow.left, width: textWidth, font: title)
        flow.y += 4
        flow.place(recipe.facts, x: flow.left, width: textWidth, font: facts)
        if let photo, let path = recipe.photoPath {
            flow.add(.photo(path: path, frame: Rect(x: flow.left + flow.width - photo.width, y: top, width: photo.width, height: photo.height)))
            flow.y = max(flow.y, top + photo.height)
        }
        flow.y += 14
        if let summary = recipe.summary {
            flow.place(summary, x: flow.left, width: flow.width, font: body)
            flow.y += 12
        }
        layIngredients(recipe.ingredients, units: recipe.units, into: &flow)
        laySteps(recipe.steps, into: &flow)
    }

    /// A photo's size scaled down (never up) into the photo box.
    private static func fitted(_ size: (width: Double, height: Double)) -> (width: Double, height: Double) {
        let scale = min(1, photoBox.width / size.width, photoBox.height / size.height)
        return ((size.width * scale).rounded(), (size.height * scale).rounded())
    }

    /// A heading, with a note at the right end of its line.
    private static func layHeading(_ text: String, note: String? = nil, following: Double, into flow: inout PageFlow) {
        flow.keep(heading.lineHeight + 6 + following)
        flow.add(.text(flow.line(text), x: flow.left, y: flow.y, font: heading))
        if let note {
            let width = flow.measure(note, font: self.note)
            flow.add(.text(flow.line(note), x: flow.left + flow.width - width, y: flow.y + heading.size - self.note.size, font: self.note))
        }
        flow.y += heading.lineHeight
        flow.add(.rule(x: flow.left, y: flow.y, width: flow.width))
        flow.y += 6
    }

    /// The ingredients in two columns, read across each row and then down, so the lines
    /// keep their order for a reader and for text extracted from the PDF; a row is as tall
    /// as its taller line, and rows break onto the next page whole.
    private static func layIngredients(_ ingredients: [String], units: String, into flow: inout PageFlow) {
        guard !ingredients.isEmpty else { return }
        let gutter = 24.0
        let column = (flow.width - gutter) / 2
        let indent = 12.0
        let rows = stride(from: 0, to: ingredients.count, by: 2).map { Array(ingredients[$0..<min($0 + 2, ingredients.count)]) }
        let wrapped = rows.map { row in row.map { flow.wrap($0, width: column - indent, font: body) } }
        let heights = wrapped.map { row in Double(row.map(\.count).max() ?? 1) * body.lineHeight + 3 }
        // TRANSLATORS: a printed recipe's heading, and beside it the units the amounts are in ("Metric").
        layHeading(tr("Ingredients"), note: tr("Units: {units}", ["units": units]), following: heights[0], into: &flow)
        for (row, lines) in wrapped.enumerated() {
            flow.keep(heights[row])
            for (side, item) in lines.enumerated() {
                let x = flow.left + Double(side) * (column + gutter)
                flow.add(.text(flow.line("•"), x: x, y: flow.y, font: bold))
                for (index, line) in item.enumerated() {
                    flow.add(.text(line, x: x + indent, y: flow.y + Double(index) * body.lineHeight, font: body))
                }
            }
            flow.y += heights[row]
        }
        flow.y += 14
    }

    /// "Steps", numbered; a section's name before its first step.
    private static func laySteps(_ steps: [PrintedStep], into flow: inout PageFlow) {
        guard !steps.isEmpty else { return }
        let indent = 24.0
        // TRANSLATORS: a printed recipe's heading above its numbered steps.
        layHeading(tr("Steps"), following: bold.lineHeight * 2, into: &flow)
        for step in steps {
            if let section = step.section {
                flow.y += 4
                flow.keep(bold.lineHeight * 3)
                flow.place(section, x: flow.left, width: flow.width, font: PrintFont(size: 11, bold: true, gray: 0.3))
                flow.y += 2
            }
            flow.keep(body.lineHeight * 2)
            flow.add(.text(flow.line("\(step.number)."), x: flow.left, y: flow.y, font: bold))
            flow.place(step.text, x: flow.left + indent, width: flow.width - indent, font: body)
            flow.y += 7
        }
    }

    /// The grocery list: a box for each item, ticked when it is in the basket.
    private static func layChecklist(title: String, _ groups: [ChecklistGroup], into flow: inout PageFlow) {
        flow.place(title, x: flow.left, width: flow.width, font: self.title)
        let items = groups.flatMap(\.items)
        let ticked = items.filter(\.ticked).count
        flow.y += 4
        let summary = trn(
            // TRANSLATORS: below a printed grocery list's title; {ticked} is how many of the items are in the basket.
            "{count} item  ·  {ticked} in the basket", "{count} items  ·  {ticked} in the basket", count: items.count, ["ticked": String(ticked)])
        flow.place(summary, x: flow.left, width: flow.width, font: facts)
        flow.y += 14
        let box = 10.0
        for group in groups {
            if let name = group.title { layHeading(name, following: body.lineHeight, into: &flow) }
            for item in group.items {
                let font = item.ticked ? PrintFont(size: body.size, gray: 0.45) : body
                flow.keep(font.lineHeight)
                flow.add(.checkbox(x: flow.left, y: flow.y + (font.lineHeight - box) / 2, size: box, ticked: item.ticked))
                flow.place(item.text, x: flow.left + box + 10, width: flow.width - box - 10, font: font)
                flow.y += 5
            }
            flow.y += 10
        }
    }
}
