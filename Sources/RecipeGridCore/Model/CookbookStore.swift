/// The loaded cookbook with the indexes the screens need, built once at load.
///
/// A final class with only `let` properties: shared between states without copying,
/// and compared by identity, so comparing two states never walks the recipes.
package final class CookbookStore: Sendable, Equatable {
    /// The trace's and the state file's name of the first row, in every language.
    static let allRecipes = trLater("All Recipes")

    let cookbook: Cookbook
    /// "All Recipes" first, then every category of the cookbook, then every tag.
    let sidebarNames: [String]

    /// Row `index` of the sidebar as shown: "All Recipes" in the user's language, a category
    /// or tag as the cookbook writes it.
    func shownSidebarName(_ index: Int) -> String { index == 0 ? tr(Self.allRecipes) : sidebarNames[index] }
    /// Where the tags start in `sidebarNames`; its count when there are none. The sidebar
    /// shows a "Tags" heading before this row.
    let firstTagRow: Int
    let sidebarFoldedNames: [String]
    /// The Hangul initials of `sidebarFoldedNames`, nil for a name without a syllable.
    let sidebarInitials: [String?]
    /// The Hangul initials of each recipe's folded name (`HangulInitials`), by recipe
    /// index, nil for a name without a syllable: worked out here once, so type-to-select
    /// and search compare bytes per key.
    let nameInitials: NameInitials
    /// Recipe indices shown for each sidebar row, in name order.
    let shownByCategory: [[Int]]
    /// The aisles the grocery list is grouped by: the cookbook's own, else the built-in ones.
    let aisles: AisleTable

    package init(_ cookbook: Cookbook) {
        self.cookbook = cookbook
        sidebarNames = [Self.allRecipes] + cookbook.categories + cookbook.tags
        firstTagRow = 1 + cookbook.categories.count
        sidebarFoldedNames = sidebarNames.map(TextFolding.fold)
        sidebarInitials = sidebarFoldedNames.map(HangulInitials.of)
        nameInitials = NameInitials(cookbook.recipes)
        var shown: [[Int]] = [Array(cookbook.recipes.indices)]
        shown += cookbook.categories.map { cookbook.recipeIndices(inCategory: $0) }
        shown += cookbook.tags.map { cookbook.recipeIndices(withTag: $0) }
        shownByCategory = shown
        aisles = cookbook.aisleConfig.map(AisleTable.init(parsing:)) ?? .builtIn
    }

    package var recipes: RecipeTable { cookbook.recipes }

    package static func == (lhs: CookbookStore, rhs: CookbookStore) -> Bool { lhs === rhs }
}

/// The Hangul initials of the recipes' folded names, by recipe index: kept only for the
/// names that have a syllable, as an array of optionals took 16 bytes a recipe of a cookbook
/// with no Korean name at all.
struct NameInitials: Sendable {
    private let byRecipe: [Int: String]

    init(_ recipes: RecipeTable) {
        var byRecipe: [Int: String] = [:]
        // Only names with a syllable's lead byte (EA…ED) can have initials: the rest are
        // passed over in place, with no string made for them.
        let candidates = recipes.indices(Array(recipes.indices)) { $0.contains { (0xEA...0xED).contains($0) } }
        for index in candidates {
            if let initials = HangulInitials.of(recipes.sortKey(at: index)) { byRecipe[index] = initials }
        }
        self.byRecipe = byRecipe
    }

    subscript(recipe: Int) -> String? { byRecipe[recipe] }
}
