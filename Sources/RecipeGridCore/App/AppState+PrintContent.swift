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

    /// The grocery list as a checklist grouped by recipe, in the order the recipes were added:
    /// an item for several recipes sits under the first and names the others; items typed by
    /// hand come last, under "Other items" (the whole list, untitled, when nothing came from a
    /// recipe). What is in the basket is ticked.
    var groceryDocument: PrintDocument {
        if groceryGrouping == .byAisle {
            let groups = groceryGroups.map { group in
                ChecklistGroup(title: group.title, items: group.items.map { ChecklistItem(text: $0.name, ticked: $0.obtained) })
            }
            return PrintDocument(title: tr("Grocery List"), content: .checklist(groups))
        }
        var groups: [ChecklistGroup] = []
        var other: [ChecklistItem] = []
        for item in grocery.items where !item.name.isBlank {
            guard let recipes = item.recipes, let first = recipes.first else {
                other.append(ChecklistItem(text: item.name, ticked: item.obtained))
                continue
            }
            let also = recipes.dropFirst()
            // TRANSLATORS: a printed grocery list's item wanted by more recipes than the one it
            // is listed under; {recipes} is their names, "Pancakes, Crêpes".
            let text = also.isEmpty ? item.name : tr("{name} (also {recipes})", ["name": item.name, "recipes": also.joined(separator: ", ")])
            let entry = ChecklistItem(text: text, ticked: item.obtained)
            if let index = groups.firstIndex(where: { $0.title == first }) {
                groups[index].items.append(entry)
            } else {
                groups.append(ChecklistGroup(title: first, items: [entry]))
            }
        }
        if !other.isEmpty { groups.append(ChecklistGroup(title: groups.isEmpty ? nil : tr("Other items"), items: other)) }
        return PrintDocument(title: tr("Grocery List"), content: .checklist(groups))
    }
}
