import FoundationEssentials
import RecipeGridCore

/// The shell's side of `Effect.readRecipes` and `Effect.buildSearchIndex`: recipe details
/// read again from their files, and the search index built from them.
enum RecipeDetails {
    /// Cookbooks up to this size have their search index built at once, on the main
    /// thread: it takes a few milliseconds, and the first search matches ingredients with
    /// its very first letter. Larger ones are indexed on a thread of their own (1,000
    /// recipes in files took 12-17 ms, longer than a frame: `make bench`).
    static let inlineIndexLimit = 200

    /// The details `Effect.readRecipes` asked for.
    static func read(_ recipes: [Int], for purpose: ContentPurpose, of store: CookbookStore) -> RecipesRead {
        RecipesRead(purpose: purpose, recipes: recipes, contents: recipes.map { CookbookLoader.content(of: store.recipes[$0]) }, store: store)
    }

    /// The search index of `store`, its files read one after the other: on a thread of
    /// its own that leaves the other core to the keys typed meanwhile.
    static func searchIndex(of store: CookbookStore) -> SearchIndex {
        SearchIndex(store: store, keys: store.recipes.map { SearchIndex.key(of: $0, content: CookbookLoader.content(of: $0)) })
    }
}
