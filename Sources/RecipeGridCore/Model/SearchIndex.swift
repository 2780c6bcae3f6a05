/// The folded name and ingredients of each recipe of one cookbook: what search matches.
///
/// Built when search first opens, so a start that never searches neither waits for nor
/// holds it (tens of MB at 100,000 recipes, and a second reading of the files). The shell
/// builds it off the main thread when the details are in files; until it is in, search
/// matches names only. A final class compared by identity, like `CookbookStore`.
package final class SearchIndex: Sendable, Equatable {
    /// The cookbook it was built for: an index of a replaced cookbook is dropped.
    let store: CookbookStore
    /// By recipe index: the folded name, a newline, the folded ingredients.
    let keys: [String]

    package init(store: CookbookStore, keys: [String]) {
        self.store = store
        self.keys = keys
    }

    /// The key of one recipe.
    package static func key(of recipe: Recipe, content: RecipeContent) -> String {
        recipe.sortKey + "\n" + TextFolding.fold(content.ingredients.joined(separator: "\n"))
    }

    package static func == (lhs: SearchIndex, rhs: SearchIndex) -> Bool { lhs === rhs }
}

/// Where the search index of the current cookbook is.
enum SearchIndexStatus: Sendable, Equatable {
    /// Not asked for since the cookbook opened.
    case missing
    /// The shell is building it; names match meanwhile.
    case building
    case ready(SearchIndex)
}
