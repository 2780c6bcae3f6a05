import Synchronization

/// The loaded cookbook with the indexes the screens need, built once at load.
///
/// A final class with only `let` properties: shared between states without copying,
/// and compared by identity, so comparing two states never walks the recipes.
final class CookbookStore: Sendable, Equatable {
    static let allRecipes = "All Recipes"

    let cookbook: Cookbook
    /// "All Recipes" first, then every category of the cookbook.
    let sidebarNames: [String]
    let sidebarFoldedNames: [String]
    /// Recipe indices shown for each sidebar row, in name order.
    let shownByCategory: [[Int]]
    /// Folded name and ingredients of each recipe, what search matches against; built on
    /// the first search, so a start that never searches neither waits for nor holds them
    /// (tens of MB at 100,000 recipes, and a second reading of the files).
    var searchKeys: [String] {
        lazySearchKeys.withLock { keys in
            if let keys { return keys }
            // The ingredients are read again from the files, on all cores.
            let built = cookbook.recipes.concurrentMap { recipe in
                recipe.sortKey + "\n" + TextFolding.fold(CookbookLoader.content(of: recipe).ingredients.joined(separator: "\n"))
            }
            keys = built
            return built
        }
    }
    private let lazySearchKeys = Mutex<[String]?>(nil)

    init(_ cookbook: Cookbook) {
        self.cookbook = cookbook
        sidebarNames = [Self.allRecipes] + cookbook.categories
        sidebarFoldedNames = sidebarNames.map(TextFolding.fold)
        var shown: [[Int]] = [Array(cookbook.recipes.indices)]
        shown += cookbook.categories.map { cookbook.recipeIndices(inCategory: $0) }
        shownByCategory = shown
    }

    var recipes: [Recipe] { cookbook.recipes }

    static func == (lhs: CookbookStore, rhs: CookbookStore) -> Bool { lhs === rhs }
}
