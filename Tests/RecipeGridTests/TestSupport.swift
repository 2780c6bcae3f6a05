@testable import RecipeGrid
@testable import RecipeGridCore

extension Recipe {
    /// The detail, read from the recipe's file when it is not held.
    var detail: RecipeContent { CookbookLoader.content(of: self) }
}
