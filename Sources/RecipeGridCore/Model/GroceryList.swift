/// The grocery list: items in the order the user sees them.
///
/// The app keeps one empty item at the end for typing; added ingredients go in before it.
struct GroceryList: Sendable, Equatable {
    var items: [GroceryItem] = []
    /// Begins the ids of the items this process makes, so that no two processes make the same.
    var idPrefix = "g"
    private var nextID = 1

    init(items: [GroceryItem] = []) { self.items = items }

    /// A new item with an id of its own.
    mutating func newItem(name: String = "", recipes: [String]? = nil) -> GroceryItem {
        defer { nextID += 1 }
        return GroceryItem(name: name, recipes: recipes, id: "\(idPrefix)-\(nextID)")
    }

    /// Adds raw recipe lines, each parsed with `Ingredient.parse` and stored as its `text`; returns how many
    /// lines were taken, added or merged. Blank lines are skipped.
    ///
    /// A line whose `mergeKey` matches a non-empty item's (lines added earlier in the same call included)
    /// is merged into that item, which is then no longer obtained:
    /// - amounts in the same unit, or both without a unit, are summed: "2 eggs" + "3 eggs" → "5 eggs";
    /// - an amount in another unit is joined on: "1 cup butter" + "2 tbsp butter" → "1 cup + 2 tbsp butter";
    /// - a line without an amount adds none: "salt" + "salt to taste" stays "salt",
    ///   "2 cloves garlic" + "garlic" stays "2 cloves garlic".
    /// The added line's spelling of the name replaces the item's when the item had no amount or the line
    /// counts more than one, so "1 egg" + "2 eggs" reads "3 eggs" and "salt to taste" + "1 tsp salt"
    /// reads "1 tsp salt". A line without a name ("12") never merges.
    /// Any other line becomes a new item before the trailing empty items. Each item taken
    /// remembers `recipe`, the recipe the lines are from, after those it already had.
    ///
    /// Lines of a language read by its own unit words (`UnitWords`: German, French, Spanish, Korean, Japanese)
    /// are added as written, never merged: the list's sums and plurals are English ones.
    @discardableResult mutating func add(ingredients lines: [String], from recipe: String? = nil, language: RecipeLanguage = .english) -> Int {
        var taken = 0
        let asWritten = UnitWords.of(language) != nil
        for line in lines where !line.allSatisfy(\.isWhitespace) {
            if asWritten {
                insertBeforeEmptyItems(Ingredient.collapsingWhitespace(line), from: recipe)
            } else {
                add(Ingredient.parse(line), from: recipe)
            }
            taken += 1
        }
        return taken
    }

    private mutating func add(_ ingredient: Ingredient, from recipe: String?) {
        let key = ingredient.mergeKey
        let match = items.firstIndex { !Self.isEmpty($0) && Entry(reading: $0.name).mergeKey == key }
        guard !key.isEmpty, let index = match else { return insertBeforeEmptyItems(ingredient.text, from: recipe) }
        var entry = Entry(reading: items[index].name)
        entry.add(ingredient)
        var recipes = items[index].recipes
        if let recipe, recipes?.contains(recipe) != true { recipes = (recipes ?? []) + [recipe] }
        items[index] = GroceryItem(name: entry.text, obtained: false, recipes: recipes, id: items[index].id)
    }

    /// A new item named `name` after the last item that is not empty.
    private mutating func insertBeforeEmptyItems(_ name: String, from recipe: String?) {
        let end = items.lastIndex { !Self.isEmpty($0) }.map { $0 + 1 } ?? 0
        items.insert(newItem(name: name, recipes: recipe.map { [$0] }), at: end)
    }

    private static func isEmpty(_ item: GroceryItem) -> Bool {
        item.name.allSatisfy(\.isWhitespace)
    }
}

/// A grocery item read back as the amounts of one named ingredient: "1 cup + 2 tbsp butter".
///
/// Each amount is an `Ingredient` with a quantity and an empty name; no two share a unit.
private struct Entry {
    private var amounts: [Ingredient] = []
    private var name: String

    init(reading text: String) {
        var ingredient = Ingredient.parse(text)
        while ingredient.quantity != nil, ingredient.name.hasPrefix("+ ") {
            let next = Ingredient.parse(String(ingredient.name.dropFirst(2)))
            // "1 cup + extra" is a name that happens to contain a plus, not a second amount.
            guard next.quantity != nil else { break }
            amounts.append(Self.amount(of: ingredient))
            ingredient = next
        }
        if ingredient.quantity != nil { amounts.append(Self.amount(of: ingredient)) }
        name = ingredient.name
    }

    var mergeKey: String { Ingredient(quantity: nil, unit: nil, name: name).mergeKey }

    /// "1 cup + 2 tbsp butter"; just the name when there is no amount. The name follows the last amount, so a
    /// count agrees with it: "1 egg" + "1 egg" is "2 eggs".
    var text: String {
        guard var last = amounts.last else { return name }
        last.name = name
        return (amounts.dropLast().map(\.text) + [last.text]).joined(separator: " + ")
    }

    mutating func add(_ ingredient: Ingredient) {
        guard let quantity = ingredient.quantity else { return }
        if amounts.isEmpty || (ingredient.unit == nil && (ingredient.upperQuantity ?? quantity) > 1) { name = ingredient.name }
        guard let index = amounts.firstIndex(where: { $0.unit == ingredient.unit }) else {
            amounts.append(Self.amount(of: ingredient))
            return
        }
        // Ranges add end to end: "3-4 cloves" + "2 cloves" → "5–6 cloves".
        let sum = amounts[index]
        let isRange = sum.upperQuantity != nil || ingredient.upperQuantity != nil
        amounts[index].quantity = (sum.quantity ?? 0) + quantity
        amounts[index].upperQuantity = isRange ? (sum.upperQuantity ?? sum.quantity ?? 0) + (ingredient.upperQuantity ?? quantity) : nil
    }

    private static func amount(of ingredient: Ingredient) -> Ingredient {
        Ingredient(quantity: ingredient.quantity, upperQuantity: ingredient.upperQuantity, unit: ingredient.unit, name: "")
    }
}
