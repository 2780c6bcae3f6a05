/// The recipe open in the detail: which one, its content once read, its layout and scroll.
///
/// Invariant: `layout` is set only when `content` is, and both belong to `recipe`.
package struct DetailState: Sendable, Equatable {
    /// Index into the cookbook's recipes of the open recipe; nil on the grid.
    package var recipe: Int?
    /// Ingredients, steps and facts, once read (at once when held in memory).
    package var content: RecipeContent?
    package var layout: DetailLayout?
    package var scroll: Double = 0

    package init() {}
}
