/// Recipes as schema.org JSON-LD and the grocery list as Markdown, for other programs
/// (File ▸ Export…, `--export`). What is exported reads back through the loader unchanged.
package enum RecipeExport {
    /// One `Recipe` object for one recipe, a JSON-LD `@graph` of them for several.
    package static func jsonLD(_ recipes: [(recipe: Recipe, content: RecipeContent)]) -> String {
        let objects = recipes.map(object)
        let document: [String: Any] =
            objects.count == 1
            ? objects[0].merging(["@context": "https://schema.org"]) { $1 }
            : ["@context": "https://schema.org", "@graph": objects]
        return PrettyJSON.text(document) + "\n"
    }

    private static func object(_ recipe: Recipe, _ content: RecipeContent) -> [String: Any] {
        var object: [String: Any] = ["@type": "Recipe", "name": recipe.name]  // not translated: schema.org's type
        if !recipe.id.hasPrefix("file:") { object["identifier"] = recipe.id }
        if !recipe.categories.isEmpty { object["recipeCategory"] = recipe.categories }
        if !content.ingredients.isEmpty { object["recipeIngredient"] = content.ingredients }
        if !content.steps.isEmpty { object["recipeInstructions"] = instructions(content.steps) }
        if let summary = content.summary { object["description"] = summary }
        if let image = recipe.imagePath { object["image"] = image }
        if let yield = content.yield { object["recipeYield"] = yield }
        if !content.keywords.isEmpty { object["keywords"] = content.keywords.joined(separator: ", ") }
        for (key, seconds) in [("totalTime", content.totalTime), ("prepTime", content.prepTime), ("cookTime", content.cookTime)] {
            if let seconds { object[key] = ISO8601Duration.text(seconds: seconds) }
        }
        return object
    }

    /// Steps as `HowToStep`s, those under a heading inside a `HowToSection`.
    private static func instructions(_ steps: [RecipeStep]) -> [[String: Any]] {
        var result: [[String: Any]] = []
        for step in steps {
            let howTo: [String: Any] = ["@type": "HowToStep", "text": step.text]
            guard let section = step.section else {
                result.append(howTo)
                continue
            }
            if let last = result.last, last["@type"] as? String == "HowToSection", last["name"] as? String == section,
                var items = last["itemListElement"] as? [[String: Any]]
            {
                items.append(howTo)
                result[result.count - 1]["itemListElement"] = items
            } else {
                result.append(["@type": "HowToSection", "name": section, "itemListElement": [howTo]])
            }
        }
        return result
    }

    /// `# Grocery List` and a task list: `- [ ] 2 cups flour`, `- [x]` for what is in the basket.
    package static func groceryMarkdown(_ items: [GroceryItem]) -> String {
        groceryMarkdown(groups: [(nil, items)])
    }

    /// The saved list as it was last arranged, by aisle with `aisles`.
    package static func groceryMarkdown(_ saved: SavedState, aisles: AisleTable) -> String {
        groceryMarkdown(groups: aisles.groceryGroups(saved.grocery, grouping: saved.groceryGrouping))
    }

    /// The list in groups: a titled group (an aisle) is a section of its own.
    package static func groceryMarkdown(groups: [(title: String?, items: [GroceryItem])]) -> String {
        let sections = groups.compactMap { group -> String? in
            let lines = group.items.filter { !$0.name.allSatisfy(\.isWhitespace) }.map {
                "- [\($0.obtained ? "x" : " ")] \(markdownEscaped($0.name))"
            }
            guard !lines.isEmpty else { return nil }
            return (group.title.map { "## \(markdownEscaped($0))\n\n" } ?? "") + lines.joined(separator: "\n") + "\n"
        }
        // The list is for the cook to read, under headings already in the user's language: its
        // words are too. Its Markdown (the "#", the "- [x]" boxes) stays as it is.
        // TRANSLATORS: the heading of the grocery list written by File ▸ Export… as Markdown.
        let heading = "# " + tr("Grocery List") + "\n\n"
        // TRANSLATORS: the exported grocery list's only line when nothing is on it.
        return heading + (sections.isEmpty ? tr("Nothing to buy.") + "\n" : sections.joined(separator: "\n"))
    }

    /// Markdown would read `*`, `_`, `[` and friends in a name as formatting.
    private static func markdownEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
