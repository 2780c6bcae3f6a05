import Foundation

/// The cookbook the end-to-end tests write for the app, so they do not depend on the
/// bundled sample data.
///
/// 23 recipes (a prime, so every column count from 2 to 22 leaves a short last row) in
/// three categories, with the names type-to-select needs: several starting with P, one
/// with a diacritic, one with a digit, none with Q. Every recipe has flour and salt in the
/// same units, so adding several to the grocery list merges them; eggs come in Omelette
/// only and saffron, which no name mentions, in Mushroom Risotto only.
enum TestCookbook {
    struct Recipe {
        var name: String
        var category: String
        var keywords: String
        /// Ingredients besides the flour, salt and secret every recipe has.
        var extraIngredients: [String] = []

        /// `recipeIngredient`, as written in the cookbook.
        var ingredients: [String] {
            ["2 cups flour", "1 tsp salt", "1 \(name.lowercased()) secret"] + extraIngredients
        }
    }

    /// The recipes in the order the grid shows them: by name, ignoring case and diacritics,
    /// digits before letters.
    static let recipes: [Recipe] = [
        Recipe(name: "7-Layer Dip", category: "Snacks", keywords: "dip, party"),
        Recipe(name: "Apple Pie", category: "Baking", keywords: "pie, dessert"),
        Recipe(name: "Banana Bread", category: "Baking", keywords: "bread, banana"),
        Recipe(name: "Caesar Salad", category: "Mains", keywords: "salad"),
        Recipe(name: "Chicken Soup", category: "Mains", keywords: "soup"),
        Recipe(name: "Club Sandwich", category: "Mains", keywords: "sandwich"),
        Recipe(name: "Éclair", category: "Baking", keywords: "pastry, dessert"),
        Recipe(name: "Fish Tacos", category: "Mains", keywords: "taco, fish"),
        Recipe(name: "Garlic Bread", category: "Snacks", keywords: "bread"),
        Recipe(name: "Hummus", category: "Snacks", keywords: "dip"),
        Recipe(name: "Lasagna", category: "Mains", keywords: "pasta"),
        Recipe(name: "Mushroom Risotto", category: "Mains", keywords: "rice", extraIngredients: ["1 pinch saffron"]),
        Recipe(name: "Nachos", category: "Snacks", keywords: "cheese"),
        Recipe(name: "Omelette", category: "Mains", keywords: "egg", extraIngredients: ["2 eggs"]),
        Recipe(name: "Pad Thai", category: "Mains", keywords: "noodles"),
        Recipe(name: "Pancakes", category: "Baking", keywords: "pancake, breakfast"),
        Recipe(name: "Pie Crust", category: "Baking", keywords: "pie, pastry"),
        Recipe(name: "Pizza", category: "Mains", keywords: "pizza"),
        Recipe(name: "Popcorn", category: "Snacks", keywords: "popcorn"),
        Recipe(name: "Ramen", category: "Mains", keywords: "noodles, soup"),
        Recipe(name: "Scones", category: "Baking", keywords: "breakfast"),
        Recipe(name: "Tomato Soup", category: "Mains", keywords: "soup"),
        Recipe(name: "Waffles", category: "Baking", keywords: "breakfast"),
    ]

    static let names = recipes.map(\.name)
    static var count: Int { recipes.count }
    static let categories = ["Baking", "Mains", "Snacks"]

    /// Names in `category`, in grid order.
    static func names(in category: String) -> [String] {
        category == "All Recipes" ? names : recipes.filter { $0.category == category }.map(\.name)
    }

    /// Index of `name` in the unfiltered grid.
    static func index(of name: String) -> Int? { names.firstIndex(of: name) }

    /// Writes the cookbook as one JSON array of schema.org Recipes, shuffled so the app
    /// has to sort it.
    static func write(to url: URL) throws {
        let objects: [[String: Any]] = recipes.reversed().map { recipe in
            [
                "@context": "https://schema.org",
                "@type": "Recipe",
                "name": recipe.name,
                "recipeCategory": recipe.category,
                "keywords": recipe.keywords,
                "description": "A test recipe for \(recipe.name).",
                "recipeYield": "4 servings",
                "totalTime": "PT45M",
                "recipeIngredient": recipe.ingredients,
                "recipeInstructions": [
                    ["@type": "HowToStep", "text": "Prepare the \(recipe.name)."],
                    ["@type": "HowToStep", "text": "Serve."],
                ],
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted])
        try data.write(to: url)
    }
}
