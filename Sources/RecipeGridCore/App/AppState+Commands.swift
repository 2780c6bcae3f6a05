/// The commands of the menu bar and the key table: when each is enabled and what it does.
extension AppState {
    /// The focus commands are judged by: behind an open menu or help sheet, the element that had it.
    var commandFocus: FocusID { modal.returnFocus ?? focus }

    /// The recipes the focused region offers to commands (SwiftUI's focused value): the
    /// grid its marked recipes, else its selected one; the detail its open recipe; others none.
    var focusedRecipes: [Int] {
        let focus = commandFocus
        if focus == .grid {
            if !grid.marked.isEmpty { return grid.marked.sorted() }
            return grid.selection.map { [grid.shown[$0]] } ?? []
        }
        if focus.isInDetail, let openRecipe = detail.recipe { return [openRecipe] }
        return []
    }

    func isEnabled(_ command: Command) -> Bool {
        // The editor keeps the window until it closes: what would change the cookbook or
        // the screen under it waits (Quit asks first; the look may change).
        if screen == .editor {
            // While the editor asks its question, only the answer (or Quit, which asks again) goes on.
            if editor?.dialog != nil { return command == .quit }
            return [.saveRecipe, .quit, .rightToLeft, .darkTheme, .keyboardShortcuts].contains(command)
        }
        return switch command {
        case .openCookbook, .quit, .groceryList, .rightToLeft, .darkTheme, .keyboardShortcuts: true
        case .unitsWritten, .unitsMetric, .unitsUS, .cycleUnits, .groceryByAisle, .groceryByRecipe, .showTags: true
        case .sortByName, .sortByRating, .sortByLastMade, .sortByMostMade, .sortByDateAdded: true
        case .madeThis: !madeTargets.isEmpty
        case .openRecipe: screen == .grid && commandFocus == .grid && grid.selection != nil
        // Judged without building the text: with every recipe marked that would read them all.
        case .export, .copy, .print:
            commandFocus.isInGroceryList ? grocery.items.contains { !$0.name.allSatisfy(\.isWhitespace) } : !focusedRecipes.isEmpty
        case .cook: screen == .detail || (screen == .grid && commandFocus == .grid && grid.selection != nil)
        case .addToGroceryList: !focusedRecipes.isEmpty
        case .rateMeh, .rateYummy, .rateDelicious: ratingTarget != nil
        case .clearRating: ratingTarget.map { rating(ofRecipe: $0) != nil } ?? false
        // In cooking mode the lines would change behind a step the cook is reading.
        case .moreServings: screen == .detail && openServings.map { $0.current < ServingsRules.range.upperBound } ?? false
        case .fewerServings: screen == .detail && openServings.map { $0.current > ServingsRules.range.lowerBound } ?? false
        case .mark: screen == .grid && commandFocus == .grid && grid.selection != nil
        case .markAll: screen == .grid && commandFocus == .grid && !grid.shown.isEmpty
        case .clearMarks: !grid.marked.isEmpty
        case .deleteRecipe: screen == .grid && commandFocus == .grid && loading == nil && !focusedRecipes.isEmpty
        case .undoDelete: loading == nil && trash.latest != nil
        case .newGroceryItem: groceryPanel.isOpen
        case .newRecipe: welcome == nil && loading == nil && (screen == .grid || screen == .detail)
        case .editRecipe: screen == .detail || (screen == .grid && commandFocus == .grid && grid.selection != nil)
        case .saveRecipe: false
        case .search: screen == .grid
        }
    }

    /// Whether a toggle command is on, for the menu's check mark.
    func isOn(_ command: Command) -> Bool? {
        switch command {
        case .groceryList: groceryPanel.isOpen
        case .search: search.field != nil
        case .rightToLeft: layoutDirection == .rtl
        case .darkTheme: darkTheme
        case .unitsWritten: units == .written
        case .unitsMetric: units == .metric
        case .unitsUS: units == .us
        case .groceryByAisle: groceryGrouping == .byAisle
        case .groceryByRecipe: groceryGrouping == .byRecipe
        case .showTags: showsTags
        case .sortByName, .sortByRating, .sortByLastMade, .sortByMostMade, .sortByDateAdded: command.gridSort == gridSort
        default: nil
        }
    }

    /// Runs `command` if it is enabled; a disabled command does nothing.
    mutating func perform(_ command: Command, context: inout UpdateContext) {
        guard isEnabled(command) else { return }
        switch command {
        case .openCookbook: openCookbookPrompt()
        case .quit: screen == .editor ? quitFromEditor(context: &context) : context.effects.append(.quit)
        case .newRecipe: openNewRecipe(measurer: context.measurer, context: &context)
        case .editRecipe: editRecipe(context: &context)
        case .saveRecipe: saveEditor(context: &context)
        case .openRecipe:
            if let selection = grid.selection { openDetail(recipe: grid.shown[selection], context: &context) }
        case .export: export(context: &context)
        case .print: openPrintDialog(context: &context)
        case .copy: copy(context: &context)
        case .cook: startCooking(context: &context)
        case .addToGroceryList: withContents(of: focusedRecipes, for: .addToGroceryList, context: &context)
        case .rateMeh: setRating(.meh)
        case .rateYummy: setRating(.yummy)
        case .rateDelicious: setRating(.delicious)
        case .clearRating: setRating(nil)
        case .moreServings: changeServings(by: 1, measurer: context.measurer)
        case .fewerServings: changeServings(by: -1, measurer: context.measurer)
        case .mark:
            grid.toggleMark()
        case .markAll: grid.markAll()
        case .clearMarks: grid.clearMarks()
        case .deleteRecipe: deleteFocusedRecipes(context: &context)
        case .undoDelete: undoLatestDelete(context: &context)
        case .groceryList: groceryPanel.isOpen ? closeGroceryList() : openGroceryList()
        case .newGroceryItem: addGroceryItem(after: focusedGroceryRow ?? grocery.items.count - 1)
        case .search: openSearch()
        case .rightToLeft: layoutDirection = layoutDirection == .rtl ? .ltr : .rtl
        case .darkTheme:
            darkTheme.toggle()
            themeChosenByUser = true
        case .keyboardShortcuts: openHelp()
        case .groceryByAisle: setGroceryGrouping(.byAisle)
        case .groceryByRecipe: setGroceryGrouping(.byRecipe)
        case .showTags: setShowsTags(!showsTags)
        case .unitsWritten: setUnits(.written, measurer: context.measurer)
        case .unitsMetric: setUnits(.metric, measurer: context.measurer)
        case .unitsUS: setUnits(.us, measurer: context.measurer)
        case .cycleUnits:
            setUnits(units.next, measurer: context.measurer)
            showToast(tr("Units: {units}", ["units": units.title]), now: context.now)
        case .madeThis: logMade(context: &context)
        case .sortByName, .sortByRating, .sortByLastMade, .sortByMostMade, .sortByDateAdded:
            if let sort = command.gridSort { setGridSort(sort) }
        }
    }

    /// Sets the rating of the rating target; a chosen rating is remembered for Space.
    mutating func setRating(_ rating: Rating?) {
        guard let target = ratingTarget else { return }
        let id = store.recipes[target].id
        ratings[id] = rating
        if let rating { lastRatings[id] = rating }
    }

    /// The ingredients of `recipes` join the grocery list, merged with what is on it.
    mutating func addToGroceryList(_ recipes: [(index: Int, content: RecipeContent)], now: Seconds) {
        guard let first = recipes.first else { return }
        var count = 0
        for recipe in recipes {
            let language = store.cookbook.language(of: recipe.index, recipe.content)
            // Kept with the dot, as the recipe's own language reads its amounts back to merge them.
            count += Localization.withDecimalDot {
                grocery.add(
                    ingredients: shownContent(of: recipe.index, recipe.content).ingredients, from: store.recipes[recipe.index].name,
                    language: language)
            }
        }
        keepEmptyGroceryItemAtEnd()
        let source = recipes.count == 1 ? store.recipes[first.index].name : trn("{count} recipe", "{count} recipes", count: recipes.count)
        if count == 0 {
            // TRANSLATORS: {name} is a recipe's name, or "3 recipes".
            showToast(tr("No ingredients to add from {name}", ["name": source]), now: now)
        } else {
            // TRANSLATORS: {name} is a recipe's name, or "3 recipes".
            showToast(trn("Added {count} item from {name}", "Added {count} items from {name}", count: count, ["name": source]), now: now)
        }
    }
}
