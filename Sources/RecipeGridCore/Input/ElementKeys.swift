/// Performing the key table's element keys: what each does to the focused element. One
/// with no target answers ignored, and the key travels up the chain.
extension AppState {
    /// The element key `event` is where `scope` holds, performed; ignored when it is none.
    /// A held key repeats a move, not a toggle or a change of screen.
    mutating func performKey(_ event: KeyEvent, in scope: BindingScope, context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, let key = KeyBindings.elementKey(for: event, in: scope, direction: layoutDirection) else { return .ignored }
        switch scope {
        case .grid: return performGridKey(key)
        case .sidebar: return performSidebarKey(key)
        case .detail: return performDetailKey(key, context: &context)
        case .notes:
            // Back to the recipe's first control: one more Escape closes it.
            guard key == .leaveNotes else { return .ignored }
            setFocus(.detailBack)
            return .handled
        case .rating: return performRatingKey(key, repeated: event.isRepeat)
        case .servings: return performServingsKey(key, measurer: context.measurer)
        case .cooking: return performCookingKey(key, repeated: event.isRepeat, context: &context)
        case .groceryList, .groceryName: return performGroceryKey(key, repeated: event.isRepeat)
        case .openDialog:
            guard !(event.isRepeat && !key.repeats) else { return .handled }
            return performOpenDialogKey(key, context: &context)
        case .welcome:
            guard !(event.isRepeat && !key.repeats) else { return .handled }
            return performWelcomeKey(key, context: &context)
        case .button:
            guard !event.isRepeat else { return .handled }
            switch focus {
            case .detailBack: closeDetail(context: &context)
            case .detailLink(let link): followLink(link, context: &context)
            default: perform(.addToGroceryList, context: &context)
            }
            return .handled
        default: return performWindowKey(key, repeated: event.isRepeat)
        }
    }

    private mutating func performGridKey(_ key: ElementKey) -> KeyOutcome {
        let layout = gridLayout
        let move: GridNavigation.Move
        switch key {
        case .nextTile: move = .next
        case .previousTile: move = .previous
        case .tileBelow: move = .rowBelow
        case .tileAbove: move = .rowAbove
        case .rowStart: move = .rowStart
        case .rowEnd: move = .rowEnd
        case .firstRecipe: move = .first
        case .lastRecipe: move = .last
        case .pageDown: move = .pageDown(rows: layout.rowsPerPage)
        case .pageUp: move = .pageUp(rows: layout.rowsPerPage)
        default:
            guard key == .clearSelection, grid.selection != nil else { return .ignored }
            grid.select(nil, in: layout)
            return .handled
        }
        guard let target = GridNavigation.target(of: move, from: grid.selection, count: grid.shown.count, columns: layout.columns) else {
            // At an edge the key goes on up the chain (Left to the sidebar), but a
            // selection scrolled away with the wheel comes back into view first.
            if let selection = grid.selection { grid.select(selection, in: layout) }
            return .ignored
        }
        select(target)
        return .handled
    }

    private mutating func performSidebarKey(_ key: ElementKey) -> KeyOutcome {
        let current = grid.categoryIndex
        let last = sidebarCount - 1
        switch key {
        case .firstCategory: showCategory(0)
        case .lastCategory: showCategory(last)
        case .enterGrid: setFocus(.grid)
        case .previousCategory where current > 0: showCategory(current - 1)
        case .nextCategory where current < last: showCategory(current + 1)
        default: return .ignored
        }
        return .handled
    }

    private mutating func performDetailKey(_ key: ElementKey, context: inout UpdateContext) -> KeyOutcome {
        guard let layout = detail.layout else { return .ignored }
        let line = metrics.px(48)
        let page = max(line, layout.viewport.height - line)
        switch key {
        case .closeDetail: closeDetail(context: &context)
        case .scrollUp: scrollDetail(by: -line)
        case .scrollDown: scrollDetail(by: line)
        case .scrollPageUp: scrollDetail(by: -page)
        case .scrollPageDown: scrollDetail(by: page)
        case .scrollToTop: scrollDetail(by: -detail.scroll)
        case .scrollToBottom: scrollDetail(by: layout.maxScroll)
        default: return .ignored
        }
        return .handled
    }

    private mutating func performRatingKey(_ key: ElementKey, repeated: Bool) -> KeyOutcome {
        guard let target = ratingTarget else { return .ignored }
        let id = store.recipes[target].id
        let current = ratings[id]
        switch key {
        case .firstRating: setRating(.meh)
        case .lastRating: setRating(.delicious)
        case .toggleRating: if !repeated { setRating(RatingRules.toggled(current, last: lastRatings[id])) }
        case .nextRating, .previousRating:
            guard let next = RatingRules.step(from: current, forward: key == .nextRating) else { return .ignored }
            setRating(next)
        default: return .ignored
        }
        return .handled
    }

    private mutating func performServingsKey(_ key: ElementKey, measurer: any TextMeasuring) -> KeyOutcome {
        guard let servings = openServings else { return .ignored }
        switch key {
        case .recipeServings: setServings(servings.base, measurer: measurer)
        case .moreServings: changeServings(by: 1, measurer: measurer)
        // At the minimum a step down stays here: passed up the chain it would scroll the detail instead.
        case .fewerServings: changeServings(by: -1, measurer: measurer)
        default: return .ignored
        }
        return .handled
    }

    private mutating func performCookingKey(_ key: ElementKey, repeated: Bool, context: inout UpdateContext) -> KeyOutcome {
        switch key {
        case .nextStep: nextCookingStep()
        case .previousStep: previousCookingStep()
        case .firstStep: goToCookingStep(0)
        case .lastStep: goToCookingStep(Int.max)
        case .startTimer: if !repeated { startCookingTimer(now: context.now) }
        case .leaveCooking: if !repeated { leaveCooking(context: &context) }
        default: return .ignored
        }
        return .handled
    }

    private mutating func performWindowKey(_ key: ElementKey, repeated: Bool) -> KeyOutcome {
        switch key {
        case .openMenuBar:
            if !repeated { openMenu(0) }
        case .nextControl, .previousControl:
            guard let target = focusEngine.tabTarget(from: focus, backwards: key == .previousControl) else { return .ignored }
            setFocus(target)
        default: return .ignored
        }
        return .handled
    }
}
