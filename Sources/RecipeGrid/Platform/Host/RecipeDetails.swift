import Foundation
import RecipeGridCore
import Synchronization

/// The shell's side of `Effect.readRecipes` and `Effect.buildSearchIndex`: recipe details
/// read again from their files, and the search index built from them.
enum RecipeDetails {
    /// Cookbooks up to this size have their search index built at once, on the main
    /// thread: it takes a few milliseconds, and the first search matches ingredients with
    /// its very first letter. Larger ones are indexed on a thread of their own (1,000
    /// recipes in files took 12-17 ms, longer than a frame: `make bench`).
    static let inlineIndexLimit = 200

    /// The details `Effect.readRecipes` asked for, as the action that brings them back.
    static func read(_ recipes: [Int], for purpose: ContentPurpose, of store: CookbookStore) -> Action {
        .recipesRead(
            RecipesRead(purpose: purpose, recipes: recipes, contents: recipes.map { CookbookLoader.content(of: store.recipes[$0]) }, store: store))
    }

    /// The search index of `store`, its files read one after the other: on a thread of
    /// its own that leaves the other core to the keys typed meanwhile.
    static func searchIndex(of store: CookbookStore) -> SearchIndex {
        SearchIndex(store: store, keys: store.recipes.map { SearchIndex.key(of: $0, content: CookbookLoader.content(of: $0)) })
    }
}

/// A search index being built on a thread of its own, so the first search of a large
/// cookbook never holds a key. The event loop polls `descriptor` (a pipe's read end,
/// readable once the index is done) and then takes it with `finished()`.
final class BackgroundSearchIndex: Sendable {
    let descriptor: Int32
    private let index = Mutex<SearchIndex?>(nil)

    init(store: CookbookStore) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        let doneEnd = ends[1]
        Thread { [self] in
            let built = RecipeDetails.searchIndex(of: store)
            index.withLock { $0 = built }
            close(doneEnd)
        }.start()
    }

    /// The index once the thread is done, else nil; the descriptor is closed when it is taken.
    func finished() -> SearchIndex? {
        guard let built = index.withLock({ $0 }) else { return nil }
        close(descriptor)
        return built
    }
}
