/// The recipe open in the detail: which one, its content once read, its layout and scroll.
///
/// Invariant: `layout` is set only when `content` is, and both belong to `recipe`. Its
/// fields change only through its methods.
struct DetailState: Sendable, Equatable {
    /// Index into the cookbook's recipes of the open recipe; nil on the grid.
    private(set) var recipe: Int?
    /// Ingredients, steps and facts, once read (at once when held in memory).
    private(set) var content: RecipeContent?
    /// A cache, not state: where everything of the open recipe is, laid out again
    /// whenever what it follows from changes (the content, the servings, the units, the
    /// window, the scale). Being a function of the rest, it is left out of `==`, which
    /// also spares every frame comparing it.
    private(set) var layout: DetailLayout?
    private(set) var scroll: Double = 0
    /// Digits typed on the servings control, while more may follow.
    private(set) var servingsEntry: ServingsEntry?
    /// The recipes whose links led here, the first one opened first: Back returns to the last.
    private(set) var trail: [FollowedLink] = []
    /// How to scale the recipe once its details are in, when a link opened it.
    private(set) var scaleOnOpen: ReferenceScale?
    /// The user's notes on the open recipe, as the field edits them (its text is what
    /// `AppState.notes` keeps for the recipe).
    private(set) var notes = MultilineTextField()
    /// Whether the notes were edited since the recipe opened, and whether that edit is on disk.
    private(set) var notesStatus = NotesStatus.unchanged

    enum NotesStatus: Sendable, Equatable {
        case unchanged
        /// Typed into and not saved yet: the save comes once typing pauses.
        case edited
        /// The last edit is on disk: the field's heading says "Saved".
        case saved
    }

    package init(recipe: Int? = nil, trail: [FollowedLink] = [], scaleOnOpen: ReferenceScale? = nil) {
        self.recipe = recipe
        self.trail = trail
        self.scaleOnOpen = scaleOnOpen
    }

    /// The open recipe is now at `recipe` in a cookbook that changed on disk: what it
    /// showed stays, scroll and all, until its details are read again. The trail's places
    /// may have moved, so it is forgotten.
    mutating func carryOver(recipe: Int) {
        self.recipe = recipe
        trail = []
    }

    /// The scale a link asked for, once applied.
    mutating func takeScaleOnOpen() -> ReferenceScale? {
        defer { scaleOnOpen = nil }
        return scaleOnOpen
    }

    /// The open recipe's details came.
    mutating func show(_ content: RecipeContent) { self.content = content }

    /// The notes the recipe has, in the field, its caret at their start.
    mutating func showNotes(_ text: String) {
        notes = MultilineTextField(text: text)
        notesStatus = .unchanged
    }

    /// The notes field as a key, a paste or a tool left it; an edit waits to be saved.
    mutating func editNotes(_ field: MultilineTextField) {
        if field.text != notes.text { notesStatus = .edited }
        notes = field
    }

    /// A save wrote the notes as the field has them.
    mutating func notesSaved() { if notesStatus == .edited { notesStatus = .saved } }

    /// A new layout, the scroll kept within it.
    mutating func use(_ layout: DetailLayout) {
        self.layout = layout
        scroll = min(max(0, scroll), layout.maxScroll)
    }

    /// The notes laid out for their box, once, rather than at every frame that draws them.
    mutating func layOutNotes(_ geometry: MultilineTextGeometry) { notes.setGeometry(geometry) }

    /// Scrolls by `delta`, within the layout.
    mutating func scroll(by delta: Double) {
        guard let layout else { return }
        scroll = min(max(0, scroll + delta), layout.maxScroll)
    }

    /// The smallest scroll that shows `frame` whole.
    mutating func scrollToShow(_ frame: Rect) {
        guard let layout else { return }
        scroll = layout.scrollToShow(frame, from: scroll)
    }

    /// The digits typed on the servings control so far, or none.
    mutating func noteServingsEntry(_ entry: ServingsEntry?) { servingsEntry = entry }

    static func == (lhs: DetailState, rhs: DetailState) -> Bool {
        lhs.recipe == rhs.recipe && lhs.content == rhs.content && lhs.scroll == rhs.scroll && lhs.servingsEntry == rhs.servingsEntry
            && lhs.trail == rhs.trail && lhs.scaleOnOpen == rhs.scaleOnOpen && lhs.notes == rhs.notes && lhs.notesStatus == rhs.notesStatus
    }
}

/// Opening, laying out, scrolling and closing the detail.
extension AppState {
    /// Opens the detail of recipe `recipeIndex` with focus on its back button.
    /// Its content is laid out when it is in (at once when held), and cooking mode opens
    /// over it then when `thenCook`. A link opening it passes the trail back and its scale.
    mutating func openDetail(
        recipe recipeIndex: Int, thenCook: Bool = false, trail: [FollowedLink] = [], scale: ReferenceScale? = nil,
        context: inout UpdateContext
    ) {
        typeAhead.end()
        screen = .detail
        detail = DetailState(recipe: recipeIndex, trail: trail, scaleOnOpen: scale)
        detail.showNotes(notes[store.recipes[recipeIndex].id] ?? "")
        focus = .detailBack
        context.effects.append(.setTitle(title))
        withContents(of: [recipeIndex], for: .detail(thenCook: thenCook), context: &context)
    }

    /// Back to the recipe whose link opened this one, its link focused; else to the grid,
    /// with the selection and scroll it had, the grid focused.
    mutating func closeDetail(context: inout UpdateContext) {
        if let last = detail.trail.last, store.recipes.indices.contains(last.recipe) {
            openDetail(recipe: last.recipe, trail: Array(detail.trail.dropLast()), context: &context)
            if detail.layout?.links.indices.contains(last.link) == true { setFocus(.detailLink(last.link)) }
            return
        }
        screen = .grid
        detail = DetailState()
        focus = .grid
        context.effects.append(.setTitle(title))
    }

    mutating func layoutDetail(measurer: any TextMeasuring) {
        guard let recipe = openedRecipe, let openRecipe = detail.recipe, let openContent = detail.content else { return }
        let layout = DetailLayout(
            recipe: recipe, content: shownContent(of: openRecipe, openContent), servingsLabel: servingsLabel(of: openRecipe, openContent),
            servings: servings(of: openRecipe, openContent).current, made: madeSummary(of: openRecipe), metrics: metrics, windowSize: windowSize,
            measurer: measurer)
        detail.use(layout)
        detail.layOutNotes(notesGeometry(layout, measurer: measurer))
    }

    mutating func scrollDetail(by delta: Double) { detail.scroll(by: delta) }
}
