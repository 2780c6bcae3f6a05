import Foundation

/// Recipe ▸ Copy (Ctrl+C): text for other programs, from the focused region.
extension AppState {
    /// What Copy puts on the CLIPBOARD: in the grocery list the list; elsewhere the focused
    /// recipes (the marked ones, else the selected or open one), each its name and then its
    /// ingredients, a blank line between recipes. Nil when there is nothing to copy.
    var copiedText: String? {
        if commandFocus.isInGroceryList {
            let items = grocery.items.filter { !$0.name.allSatisfy(\.isWhitespace) }
            guard !items.isEmpty else { return nil }
            // Plain lines paste well into a message or a notes app; ✓ keeps what is already in the basket.
            return items.map { ($0.obtained ? "✓ " : "") + $0.name }.joined(separator: "\n") + "\n"
        }
        let recipes = focusedRecipes
        guard !recipes.isEmpty else { return nil }
        return recipes.map { index in
            let recipe = store.recipes[index]
            let ingredients = CookbookLoader.content(of: recipe).ingredients
            return ([recipe.name] + ingredients.map { "- \($0)" }).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// What File ▸ Export… writes: the grocery list as Markdown from the list, else the
    /// focused recipes as JSON-LD, named after them.
    var exportFile: (contents: String, name: String)? {
        if commandFocus.isInGroceryList {
            let items = grocery.items.filter { !$0.name.allSatisfy(\.isWhitespace) }
            return items.isEmpty ? nil : (RecipeExport.groceryMarkdown(items), "Grocery List.md")
        }
        let recipes = focusedRecipes
        guard let first = recipes.first else { return nil }
        let name = recipes.count == 1 ? store.recipes[first].name : "\(recipes.count) Recipes"
        // A name is a file name here: no folders, no hidden files.
        let safe = String(name.map { $0 == "/" || $0 == "\0" ? "-" : $0 }).trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return (RecipeExport.jsonLD(recipes.map { store.recipes[$0] }), (safe.isEmpty ? "Recipe" : safe) + ".jsonld")
    }

    mutating func copy(context: inout UpdateContext) {
        guard let text = copiedText else { return }
        context.effects.append(.copy(text))
        let recipes = focusedRecipes
        let what =
            commandFocus.isInGroceryList
            ? "the grocery list" : recipes.count == 1 ? store.recipes[recipes[0]].name : "\(recipes.count) recipes"
        showToast("Copied \(what)", now: context.now)
    }
}
