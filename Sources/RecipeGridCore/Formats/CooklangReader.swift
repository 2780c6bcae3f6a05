/// Reads a Cooklang `.cook` file (https://cooklang.org/docs/spec/) into a recipe, from the
/// document `CooklangParser` makes: metadata from the front matter and `>> key: value`
/// lines, ingredients in the order they are first used, cookware and timers turned back
/// into words in the steps, sections, notes, references to other recipes, and a picture of
/// the same name beside the file.
package enum CooklangReader {
    package static func read(path: String, text: String, files: FileLookup) -> Recipe? {
        let document = CooklangParser.parse(text)
        let fileName = path.lastPathComponent.deletingPathExtension
        let name = TextCleaning.line(document.value(.title) ?? fileName)
        guard !name.isEmpty else { return nil }
        func list(_ value: String?) -> [String] { (value ?? "").split(separator: ",").map { TextCleaning.line(String($0)) }.filter { !$0.isEmpty } }
        let tags = list(document.value(.tags))
        let categories = list(document.value(.category))
        func seconds(_ value: String?) -> Int? { value.flatMap { StepDuration.find(in: $0).first }.map { Int($0.seconds) } }
        var content = contentOf(document)
        content.summary = document.value(.description)
        content.totalTime = seconds(document.value(.totalTime))
        content.prepTime = seconds(document.value(.prepTime))
        content.cookTime = seconds(document.value(.cookTime))
        content.yield = document.value(.servings)
        content.keywords = tags
        let sortKey = TextFolding.fold(name)
        return Recipe(
            id: Recipe.unassignedID, name: name, categories: categories, keywords: tags,
            imagePath: siblingPicture(of: path, files: files), emoji: RecipeEmoji.choose(name: sortKey, categories: categories, keywords: tags),
            sortKey: sortKey, sourcePath: path, content: .held(content),
            language: document.value("locale", "lang", "language").flatMap(RecipeLanguage.init(tag:)))
    }

    /// Ingredients, steps (with their sections), notes and references of `document`.
    static func contentOf(_ document: CooklangDocument) -> RecipeContent {
        var content = RecipeContent.empty
        var section: String?
        for block in document.blocks {
            switch block {
            case .section(let name):
                section = name.isEmpty ? nil : name
            case .note(let text):
                content.notes.append(TextCleaning.line(text))
            case .step(let items):
                let text = items.map(stepText).joined()
                for case .ingredient(let ingredient) in items {
                    add(ingredient, to: &content)
                }
                let cleaned = text.split(separator: "\n", omittingEmptySubsequences: false).map { TextCleaning.line(String($0)) }.joined(
                    separator: "\n")
                if !cleaned.isEmpty { content.steps.append(RecipeStep(section: section, text: cleaned)) }
            }
        }
        return content
    }

    /// An ingredient's line in the list ("250 g flour", "1 onion, peeled", "salt
    /// (optional)"), once however often the steps use it; a reference also becomes a link.
    private static func add(_ ingredient: CooklangIngredient, to content: inout RecipeContent) {
        let line = ingredientLine(ingredient)
        guard !line.isEmpty, !content.ingredients.contains(line) else { return }
        if ingredient.isRecipeReference {
            let amount: Double? = if case .number(let value) = ingredient.quantity { value } else { nil }
            content.references.append(
                RecipeReference(
                    path: ingredient.name, name: ingredient.shownName, amount: amount, units: ingredient.units,
                    ingredient: content.ingredients.count))
        }
        content.ingredients.append(line)
    }

    static func ingredientLine(_ ingredient: CooklangIngredient) -> String {
        var line = [written(ingredient.quantity), ingredient.units, ingredient.shownName].filter { !$0.isEmpty }.joined(separator: " ")
        if let preparation = ingredient.preparation { line += ", " + preparation }
        if ingredient.isOptional { line += " (optional)" }
        return TextCleaning.line(line)
    }

    /// What an item reads as in a step: an ingredient or cookware by its name, a timer by
    /// its duration ("25 minutes"), or by its name when it has none ("rest").
    private static func stepText(_ item: CooklangItem) -> String {
        switch item {
        case .text(let text): text
        case .ingredient(let ingredient): ingredient.shownName
        case .cookware(let name, _): name
        case .timer(let name, let quantity, let units):
            quantity == .none ? name : [written(quantity), units].filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// A quantity as the ingredient reader takes it back: "3", "1 1/2", "0.3", "few".
    static func written(_ quantity: CooklangQuantity) -> String {
        switch quantity {
        case .none: return ""
        case .text(let text): return text.hasPrefix("=") ? String(text.dropFirst()).trimmingWhitespace() : text
        case .number(let value):
            let whole = value.rounded(.down)
            if value == whole, abs(value) < 1e15 { return String(Int(value)) }
            for denominator in [2, 3, 4, 8] {
                let numerator = ((value - whole) * Double(denominator)).rounded()
                guard abs((value - whole) * Double(denominator) - numerator) < 1e-9, abs(value) < 1e15,
                    let glyph = fractionGlyphs["\(Int(numerator))/\(denominator)"]
                else { continue }
                return whole == 0 ? glyph : "\(Int(whole)) \(glyph)"
            }
            return String(value)
        }
    }

    /// As the ingredient list writes common fractions.
    private static let fractionGlyphs = [
        "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾", "1/8": "⅛", "3/8": "⅜", "5/8": "⅝", "7/8": "⅞",
    ]

    private static func siblingPicture(of path: String, files: FileLookup) -> String? {
        let base = path.deletingPathExtension
        return ["jpg", "jpeg", "png", "webp", "JPG", "PNG"].lazy.map { base + "." + $0 }.first(where: files.exists)
    }
}
