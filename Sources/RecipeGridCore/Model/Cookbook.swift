/// The recipes of every cookbook path the app was given, ready to show, with what
/// could not be loaded.
///
/// Invariants: `recipes` is sorted by `sortKey`, then `name`, then `id`, and ids are
/// unique; `categories` names each category of the recipes once (compared case- and
/// diacritic-insensitively, spelled as the first recipe in sorted order spells it),
/// sorted by folded name, never "All Recipes", the sidebar's own first entry.
package struct Cookbook: Sendable {
    /// Packed (`RecipeTable`): 100,000 recipes as `[Recipe]` took three times the memory.
    package var recipes: RecipeTable {
        didSet { recipeIndicesByCategory = Self.recipeIndicesByCategory(of: recipes) }
    }
    package var categories: [String]
    /// Every keyword of the recipes once, spelled and sorted as categories are: the sidebar's Tags.
    package var tags: [String] = []
    /// Files and recipes that were skipped, in the order the files were read.
    package var problems: [LoadProblem]
    /// Bytes of JSON read, for the start-up timings.
    package var bytesRead = 0
    /// The text of `config/aisle.conf` in the first cookbook folder that has one.
    package var aisleConfig: String?
    /// The user's language, which the loader gives (the shell reads it from the locale): what the lines of a
    /// recipe that neither says nor shows its language are read in (`language(of:_:)`).
    package var language = RecipeLanguage.english
    /// Indices into `recipes` by folded category, so that filtering by category costs a
    /// lookup rather than folding the categories of every recipe.
    private var recipeIndicesByCategory: [String: [Int]]

    /// A cookbook of `recipes` and `categories` taken as they are: the caller keeps the
    /// invariants (test fixtures do).
    package init(recipes: [Recipe] = [], categories: [String] = [], problems: [LoadProblem] = []) {
        self.init(table: RecipeTable(recipes), categories: categories, problems: problems)
    }

    /// The same, of recipes already packed (the cookbook index's, made a recipe at a time).
    package init(table recipes: RecipeTable, categories: [String] = [], problems: [LoadProblem] = []) {
        self.recipes = recipes
        self.categories = categories
        self.problems = problems
        recipeIndicesByCategory = Self.recipeIndicesByCategory(of: recipes)
    }

    /// A cookbook of `recipes` in any order: sorts them and gathers their categories.
    package init(sorting recipes: [Recipe], problems: [LoadProblem] = []) {
        // Sorting positions and moving each recipe once costs far less than moving the
        // recipes themselves at every step of the sort.
        let order = recipes.indices.sorted { a, b in
            (recipes[a].sortKey, recipes[a].name, recipes[a].id) < (recipes[b].sortKey, recipes[b].name, recipes[b].id)
        }
        self.init(table: RecipeTable(order.lazy.map { recipes[$0] }), problems: problems)
        // Each spelling once, in the order the recipes first name them.
        categories = Self.distinct(self.recipes.categoryStrings)
        tags = Self.distinct(self.recipes.keywordStrings)
    }

    /// Each name once, compared case- and diacritic-insensitively and spelled as it first
    /// comes, sorted by folded name; never "All Recipes", the sidebar's own first entry.
    private static func distinct(_ names: some Sequence<String>) -> [String] {
        var spellings: [String: String] = [:]
        var folded: [String: String] = [:]
        for name in names where folded[name] == nil {
            let key = TextFolding.fold(name)
            folded[name] = key
            if spellings[key] == nil, key != "all recipes" { spellings[key] = name }  // not translated: the folded trace name
        }
        return spellings.sorted { ($0.key, $0.value) < ($1.key, $1.value) }.map(\.value)
    }

    /// Indices into `recipes`, in sorted order, of the recipes with keyword `tag`, matched
    /// case- and diacritic-insensitively.
    func recipeIndices(withTag tag: String) -> [Int] {
        let key = TextFolding.fold(tag)
        // Each distinct keyword folded once, then each distinct list looked at once.
        let isTag = recipes.keywordStrings.map { TextFolding.fold($0) == key }
        let listHasTag = (0..<recipes.keywordListCount).map { list in recipes.keywordMembers(ofList: list).contains { isTag[Int($0)] } }
        return recipes.indices.filter { listHasTag[recipes.keywordList(at: $0)] }
    }

    /// Indices into `recipes`, in sorted order, of the recipes in `category`, matched
    /// case- and diacritic-insensitively; of every recipe for nil.
    func recipeIndices(inCategory category: String?) -> [Int] {
        guard let category else { return Array(recipes.indices) }
        return recipeIndicesByCategory[TextFolding.fold(category)] ?? []
    }

    private static func recipeIndicesByCategory(of recipes: RecipeTable) -> [String: [Int]] {
        var indices: [String: [Int]] = [:]
        // Thousands of recipes share a few dozen lists of categories: fold each list once,
        // each category once in it (a recipe that names a category twice, "Dessert" and
        // "dessert", is in it once).
        let foldedStrings = recipes.categoryStrings.map(TextFolding.fold)
        let folded = (0..<recipes.categoryListCount).map { list in
            recipes.categoryMembers(ofList: list).map { foldedStrings[Int($0)] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        }
        for index in recipes.indices {
            for category in folded[recipes.categoryList(at: index)] { indices[category, default: []].append(index) }
        }
        return indices
    }
}

/// A file or recipe that was skipped while loading, and why.
package struct LoadProblem: Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var message: String
    /// 1-based, where known (a JSON syntax error).
    package var line: Int?
    /// 1-based, in characters, where known.
    package var column: Int?

    package init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// "PATH:LINE:COLUMN: MESSAGE", the form editors and terminals jump to; the line and
    /// column are left out when unknown.
    package var description: String {
        switch (line, column) {
        case (let line?, let column?): "\(path):\(line):\(column): \(message)"
        case (let line?, nil): "\(path):\(line): \(message)"
        default: "\(path): \(message)"
        }
    }
}
