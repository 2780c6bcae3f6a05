/// What assistive tools ask of the state: an element's action, a spin button's number,
/// an entry's text, applied as the matching click or keys would be.
extension AppState {
    /// What an element's action does when a tool asks for it: what a click or its key does.
    mutating func performAccessibleAction(on id: AccessibleID, context: inout UpdateContext) {
        switch id {
        case .tile(let recipe):
            guard screen == .grid, let tile = grid.shown.firstIndex(of: recipe) else { return }
            select(tile)
            openDetail(recipe: recipe, context: &context)
        case .category(let index) where screen == .grid: showCategory(index)
        case .back where screen == .detail: closeDetail(context: &context)
        case .add where screen == .detail: perform(.addToGroceryList, context: &context)
        case .link(let link) where screen == .detail: followLink(link, context: &context)
        case .ratingChoice(let index) where screen == .detail:
            let chosen = Rating.allCases[index]
            setRating(RatingRules.clicked(chosen, current: ratingTarget.flatMap { rating(ofRecipe: $0) }))
        case .groceryCheck(let row) where groceryPanel.isOpen: toggleObtained(row)
        case .welcomeOffer(let index) where welcome != nil: chooseWelcomeOffer(index, context: &context)
        case .editorButton(let index): pressEditorButton(index, context: &context)
        case .menuItem(let menu, let item):
            guard let command = MenuBar.menus[menu].items[item].command else { return }
            closeModal()
            perform(command, context: &context)
        default: break
        }
    }
}

extension AppState {
    /// A number a tool set on a spin button, applied as if it had been typed there; a
    /// fraction rounds to the nearest whole serving.
    mutating func setAccessibleValue(of id: AccessibleID, to value: Double, measurer: any TextMeasuring) {
        guard id == .servings, screen == .detail, value.isFinite else { return }
        setServings(Int(min(max(value, -1e6), 1e6).rounded()), measurer: measurer)
    }
}

extension AppState {
    /// What a tool wrote into an entry, applied as if it had been typed there: the search
    /// filters, a grocery item is renamed (and saved), the Open prompt's path changes, the
    /// notes are the text written.
    mutating func setAccessibleText(of id: AccessibleID, to text: String, caret: Int) {
        var field = TextField(text: text)
        field.cursor = min(max(0, caret), text.count)
        switch id {
        case .search where search.field != nil:
            search.edit(field)
            refilter()
        case .prompt where modal.openDialog != nil:
            editOpenDialog(field)
        case .groceryName(let row) where groceryPanel.isOpen && grocery.items.indices.contains(row):
            grocery.items[row].name = text
            if focus == .groceryName(row) { groceryPanel.edit(field) }
            if row == grocery.items.count - 1 { keepEmptyGroceryItemAtEnd() }
        case .editorField(let index):
            setEditorText(field: index, to: text, caret: caret)
        case .userNotes:
            setNotesText(text, caret: caret)
        default:
            break
        }
    }
}
