/// The recipe open in the detail: which one, its content once read, its layout and scroll.
///
/// Invariant: `layout` is set only when `content` is, and both belong to `recipe`.
struct DetailState: Sendable, Equatable {
    /// Index into the cookbook's recipes of the open recipe; nil on the grid.
    var recipe: Int?
    /// Ingredients, steps and facts, once read (at once when held in memory).
    var content: RecipeContent?
    var layout: DetailLayout?
    var scroll: Double = 0
    /// Digits typed on the servings control, while more may follow.
    var servingsEntry: ServingsEntry?

    package init() {}
}

/// Opening, laying out, scrolling and closing the detail.
extension AppState {
    /// Opens the detail of recipe `recipeIndex` with focus on its back button.
    /// Its content is laid out when it is in (at once when held), and cooking mode opens
    /// over it then when `thenCook`.
    mutating func openDetail(recipe recipeIndex: Int, thenCook: Bool = false, context: inout UpdateContext) {
        typeAhead.end()
        screen = .detail
        detail = DetailState()
        detail.recipe = recipeIndex
        focus = .detailBack
        context.effects.append(.setTitle(title))
        withContents(of: [recipeIndex], for: .detail(thenCook: thenCook), context: &context)
    }

    /// Back to the grid, with the selection and scroll it had, the grid focused.
    mutating func closeDetail(context: inout UpdateContext) {
        screen = .grid
        detail = DetailState()
        focus = .grid
        context.effects.append(.setTitle(title))
    }

    mutating func layoutDetail(measurer: any TextMeasuring) {
        guard let recipe = openedRecipe, let openRecipe = detail.recipe, let openContent = detail.content else { return }
        let layout = DetailLayout(
            recipe: recipe, content: shownContent(of: openRecipe, openContent), servingsLabel: servingsLabel(of: openRecipe, openContent),
            metrics: metrics, windowSize: windowSize, measurer: measurer)
        detail.layout = layout
        detail.scroll = min(max(0, detail.scroll), layout.maxScroll)
    }

    mutating func scrollDetail(by delta: Double) {
        guard let layout = detail.layout else { return }
        detail.scroll = min(max(0, detail.scroll + delta), layout.maxScroll)
    }
}
