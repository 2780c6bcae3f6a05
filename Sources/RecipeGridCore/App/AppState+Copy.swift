/// Recipe ▸ Copy (Ctrl+C): text for other programs, from the focused region.
extension AppState {
    /// What Copy puts on the CLIPBOARD: in the grocery list the list; elsewhere the focused
    /// recipes (the marked ones, else the selected or open one), each its name and then its
    /// ingredients, a blank line between recipes, once their details are at hand.
    mutating func copy(context: inout UpdateContext) {
        guard commandFocus.isInGroceryList else { return withContents(of: focusedRecipes, for: .copy, context: &context) }
        let groups = groceryGroups
        guard !groups.isEmpty else { return }
        // Plain lines paste well into a message or a notes app; ✓ keeps what is already in the
        // basket. By aisle, each aisle's name heads its items, a blank line between aisles.
        let text = groups.map { group in
            ((group.title.map { [$0] } ?? []) + group.items.map { ($0.obtained ? "✓ " : "") + $0.name }).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
        context.effects.append(.copy(text))
        showToast(tr("Copied the grocery list"), now: context.now)
    }

    mutating func copyRecipes(_ recipes: [(index: Int, content: RecipeContent)], context: inout UpdateContext) {
        guard !recipes.isEmpty else { return }
        let text = recipes.map { recipe in
            let ingredients = shownContent(of: recipe.index, recipe.content).ingredients
            return ([store.recipes[recipe.index].name] + ingredients.map { "- \($0)" }).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
        context.effects.append(.copy(text))
        let toast =
            recipes.count == 1
            ? tr("Copied {name}", ["name": store.recipes[recipes[0].index].name])
            : trn("Copied {count} recipe", "Copied {count} recipes", count: recipes.count)
        showToast(toast, now: context.now)
    }

    /// What File ▸ Export… writes: the grocery list as Markdown from the list, else the
    /// focused recipes as JSON-LD, named after them, once their details are at hand.
    mutating func export(context: inout UpdateContext) {
        guard commandFocus.isInGroceryList else { return withContents(of: focusedRecipes, for: .export, context: &context) }
        let groups = groceryGroups
        guard !groups.isEmpty else { return }
        context.effects.append(.export(contents: RecipeExport.groceryMarkdown(groups: groups), fileName: tr("Grocery List") + ".md"))
    }

    mutating func exportRecipes(_ recipes: [(index: Int, content: RecipeContent)], context: inout UpdateContext) {
        guard let first = recipes.first else { return }
        let name = recipes.count == 1 ? store.recipes[first.index].name : trn("{count} Recipe", "{count} Recipes", count: recipes.count)
        // A name is a file name here: no folders, no hidden files.
        let safe = String(name.map { $0 == "/" || $0 == "\0" ? "-" : $0 }).trimmingScalars(in: ". ")
        let contents = RecipeExport.jsonLD(recipes.map { (store.recipes[$0.index], exportedContent(of: $0.index, $0.content)) })
        context.effects.append(.export(contents: contents, fileName: (safe.isEmpty ? tr("Recipe") : safe) + ".jsonld"))
    }
}

extension AppState {
    /// A recipe as Export writes it: as shown, its yield the servings chosen ("Serves 6"),
    /// so the file's amounts and yield agree.
    func exportedContent(of recipe: Int, _ content: RecipeContent) -> RecipeContent {
        var shown = Localization.withDecimalDot { shownContent(of: recipe, content) }
        let servings = servings(of: recipe, content)
        if servings.current != servings.base { shown.yield = servingsLabel(of: recipe, content) }
        return shown
    }
}
