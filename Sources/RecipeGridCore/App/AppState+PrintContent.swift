/// What a print shows of a recipe or of the grocery list: the lines the screen shows.
extension AppState {
    /// Recipe `recipe` as the detail shows it: amounts scaled to the servings chosen and in
    /// the units chosen, temperatures in the steps converted, the servings in the facts.
    func printedRecipe(of recipe: Int, _ content: RecipeContent) -> PrintedRecipe {
        let shown = shownContent(of: recipe, content)
        let times = DetailLayout.timesLine(content)
        let facts = (times.isEmpty ? [] : [times]) + [servingsLabel(of: recipe, content)]
        var section: String?
        let steps = shown.steps.enumerated().map { number, step in
            defer { section = step.section }
            return PrintedStep(number: number + 1, section: step.section != section ? step.section : nil, text: step.text)
        }
        let summary = content.summary.flatMap { $0.isBlank ? nil : $0 }
        return PrintedRecipe(
            name: store.recipes[recipe].name, facts: facts.joined(separator: "  ·  "), summary: summary,
            photoPath: store.recipes[recipe].imagePath, units: units.title, ingredients: shown.ingredients.filter { !$0.isBlank },
            steps: steps)
    }

    /// The grocery list as a checklist. Its items do not record the recipe they came from
    /// (they merge across recipes), so it is one group; what is in the basket is ticked.
    var groceryDocument: PrintDocument {
        let items = grocery.items.filter { !$0.name.isBlank }.map { ChecklistItem(text: $0.name, ticked: $0.obtained) }
        return PrintDocument(title: "Grocery List", content: .checklist([ChecklistGroup(title: nil, items: items)]))
    }
}
