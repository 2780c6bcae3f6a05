/// Digits typed on the focused servings control: "1" then "2" within a second is 12.
struct ServingsEntry: Sendable, Equatable {
    /// How long after a digit the next one still extends the number, as type-to-select waits.
    static let window: Seconds = 1
    var digits: String
    var typedAt: Seconds
}

/// The servings control's rules (README, Servings and units), kept apart from keys so the
/// menu, clicks and assistive tools share them.
enum ServingsRules {
    /// Servings a recipe can be shown for: at least one, and no more than three digits type.
    static let range = 1...999

    static func clamped(_ value: Int) -> Int { min(max(value, range.lowerBound), range.upperBound) }

    /// The entry after typing `digit` at `now`: it extends a live entry, else starts one. A
    /// number that would pass the range starts again from the digit, so typing never sticks.
    static func typing(_ digit: Character, at now: Seconds, after entry: ServingsEntry?) -> ServingsEntry {
        if let entry, now - entry.typedAt <= ServingsEntry.window, let value = Int(entry.digits + String(digit)), range.contains(value) {
            return ServingsEntry(digits: entry.digits + String(digit), typedAt: now)
        }
        return ServingsEntry(digits: String(digit), typedAt: now)
    }

    /// The servings an entry asks for; nil for "0", which is no number of servings.
    static func value(of entry: ServingsEntry) -> Int? {
        Int(entry.digits).flatMap { range.contains($0) ? $0 : nil }
    }
}

/// Servings and units: what the detail, the grocery list, Copy, Export and cooking mode
/// show of a recipe's amounts (README, Servings and units).
extension AppState {
    /// The servings recipe `recipe` is shown for: those chosen for it, else its own.
    func servings(of recipe: Int, _ content: RecipeContent) -> (base: Int, current: Int) {
        let base = RecipeYield.parse(content.yield).count
        return (base, servings[store.recipes[recipe].id] ?? base)
    }

    /// The open recipe's servings, once its detail is in; nil on the grid.
    var openServings: (base: Int, current: Int)? {
        guard let openRecipe = detail.recipe, let openContent = detail.content else { return nil }
        return servings(of: openRecipe, openContent)
    }

    /// The servings control's label: "Serves 6", "Makes 48 cookies", "2 batches".
    func servingsLabel(of recipe: Int, _ content: RecipeContent) -> String {
        RecipeYield.parse(content.yield).label(for: servings(of: recipe, content).current)
    }

    /// `content` as it is shown: every ingredient scaled to the servings chosen and in the
    /// chosen units; in the steps only temperatures change, since their amounts are the
    /// recipe's own (a step's "half the flour" stays right at any scale).
    func shownContent(of recipe: Int, _ content: RecipeContent) -> RecipeContent {
        let servings = servings(of: recipe, content)
        let factor = Double(servings.current) / Double(servings.base)
        var shown = content
        let language = store.cookbook.language(of: recipe, content)
        let separator = Localization.current.decimalSeparator
        shown.ingredients = content.ingredients.map {
            IngredientScaling.scaled($0, by: factor, in: units, language: language, decimalSeparator: separator)
        }
        shown.steps = content.steps.map { RecipeStep(section: $0.section, text: StepTemperatures.convertingTemperatures(in: $0.text, to: units)) }
        return shown
    }

    /// The open recipe's ingredient lines as shown; nil until its detail is in.
    var shownIngredients: [String]? {
        guard let openRecipe = detail.recipe, let openContent = detail.content else { return nil }
        return shownContent(of: openRecipe, openContent).ingredients
    }

    /// Shows the open recipe for `value` servings (clamped to the range); the recipe's own
    /// number is not remembered, so a changed yield in the cookbook still counts.
    mutating func setServings(_ value: Int, measurer: any TextMeasuring) {
        guard let openRecipe = detail.recipe, let current = openServings else { return }
        detail.noteServingsEntry(nil)
        let chosen = ServingsRules.clamped(value)
        servings[store.recipes[openRecipe].id] = chosen == current.base ? nil : chosen
        refreshShownContent(measurer: measurer)
    }

    mutating func changeServings(by step: Int, measurer: any TextMeasuring) {
        guard let current = openServings else { return }
        setServings(current.current + step, measurer: measurer)
    }

    /// A digit typed on the servings control: the number typed so far becomes the servings.
    mutating func typeServingsDigit(_ digit: Character, context: inout UpdateContext) {
        let entry = ServingsRules.typing(digit, at: context.now, after: detail.servingsEntry)
        if let value = ServingsRules.value(of: entry) { setServings(value, measurer: context.measurer) }
        detail.noteServingsEntry(entry)
    }

    mutating func setUnits(_ system: UnitSystem, measurer: any TextMeasuring) {
        units = system
        refreshShownContent(measurer: measurer)
    }

    /// Lays the open recipe out again and gives cooking mode its new lines, after the
    /// servings or units changed.
    mutating func refreshShownContent(measurer: any TextMeasuring) {
        guard let openRecipe = detail.recipe, let openContent = detail.content else { return }
        layoutDetail(measurer: measurer)
        guard cooking?.recipe == openRecipe else { return }
        // A recipe without steps cooks from one made up step, which has no temperatures.
        let shown = shownContent(of: openRecipe, openContent)
        cooking?.show(shown)
    }
}
