/// Cooking mode (Recipe ▸ Cook): the open recipe one step at a time, with timers.
///
/// Invariant: `step` is an index into `steps` (there is always at least one step; a
/// recipe without steps shows its ingredients on one). Its fields change only through its
/// methods.
struct CookingSession: Sendable, Equatable {
    struct Timer: Sendable, Equatable {
        /// The step it was started from, 0-based.
        var step: Int
        var duration: StepDuration
        var endsAt: Seconds
        // TRANSLATORS: a timer's name: the step it came from and its time, "Step 2 · 10 min".
        var label: String { tr("Step {number} · {time}", ["number": String(step + 1), "time": duration.text]) }
    }

    private(set) var recipe: Int
    private(set) var steps: [RecipeStep]
    private(set) var ingredients: [String]
    private(set) var step = 0
    /// Running timers, soonest to end first.
    private(set) var timers: [Timer] = []
    /// The time of the last update, which the countdowns are shown at.
    private(set) var now: Seconds = 0
    /// What had focus in the detail, for when cooking mode closes.
    private(set) var returnFocus: FocusID

    /// A session on `recipe`; the timers of `previous` run on, and its step is kept when it
    /// was the same recipe.
    package init(recipe: Int, content: RecipeContent, returnFocus: FocusID, continuing previous: CookingSession? = nil) {
        self.recipe = recipe
        steps = content.steps.isEmpty ? [RecipeStep(section: nil, text: tr("Gather the ingredients."))] : content.steps
        ingredients = content.ingredients
        self.returnFocus = returnFocus
        timers = previous?.timers ?? []
        now = previous?.now ?? 0
        if let previous, previous.recipe == recipe { step = min(previous.step, steps.count - 1) }
    }

    /// Step `index`, within the steps.
    mutating func go(to index: Int) { step = min(max(0, index), steps.count - 1) }

    /// The lines as the servings and units now show them (a recipe without steps keeps its one).
    mutating func show(_ content: RecipeContent) {
        ingredients = content.ingredients
        if !content.steps.isEmpty { steps = content.steps }
    }

    /// A timer of `duration` from the current step, started at `now`.
    mutating func startTimer(_ duration: StepDuration, now: Seconds) -> Timer {
        let timer = Timer(step: step, duration: duration, endsAt: now + duration.seconds)
        self.now = now
        timers.append(timer)
        timers.sort { $0.endsAt < $1.endsAt }
        return timer
    }

    /// The clock moved to `now`: the timers whose time has come end, and are returned.
    mutating func advance(to now: Seconds) -> [Timer] {
        self.now = now
        let ended = timers.filter { $0.endsAt <= now }
        timers.removeAll { $0.endsAt <= now }
        return ended
    }

    var currentStep: RecipeStep { steps[step] }

    /// The ingredients the current step names, word for word ("2 cups flour" goes with
    /// "whisk the flour", "2 eggs" with "beat the egg"); all of them on a first step that
    /// names none, none on a later one.
    var ingredientsOfStep: [String] {
        let text = Set(TextFolding.fold(currentStep.text).split(whereSeparator: { !$0.isLetter }).map(String.init))
        let named = ingredients.filter { line in
            let parsed = Ingredient.parse(line)
            let words = TextFolding.fold(parsed.name).split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 3 }
            // "eggs" in the list, "egg" in the step: a plural's stem matches too.
            return words.contains { word in
                text.contains(word) || text.contains(word + "s") || (word.hasSuffix("s") && word.count > 3 && text.contains(String(word.dropLast())))
            }
        }
        return named.isEmpty && step == 0 ? ingredients : named
    }

    /// The times in the current step that are not running yet.
    var startableDurations: [StepDuration] {
        StepDuration.find(in: currentStep.text).filter { duration in
            !timers.contains { $0.step == step && $0.duration == duration }
        }
    }
}

/// Cooking mode: entering and leaving, the steps, the timers.
extension AppState {
    /// Opens cooking mode on the open recipe, or on the selected one (its detail opens beneath).
    mutating func startCooking(context: inout UpdateContext) {
        if screen == .grid, let selection = grid.selection { return openDetail(recipe: grid.shown[selection], thenCook: true, context: &context) }
        enterCooking(context: &context)
    }

    /// Cooking mode over the open detail, once its content is in.
    mutating func enterCooking(context: inout UpdateContext) {
        guard screen == .detail, let openRecipe = detail.recipe, let openContent = detail.content else { return }
        if groceryPanel.isOpen { closeGroceryList() }
        search.close()
        // Timers started earlier, for this recipe or another, run on.
        cooking = CookingSession(recipe: openRecipe, content: shownContent(of: openRecipe, openContent), returnFocus: focus, continuing: cooking)
        screen = .cooking
        focus = .cooking
        context.effects.append(.cookingModeChanged(true))
    }

    /// Back to the recipe's detail. Running timers keep running, wherever the user goes
    /// next, until the cookbook is replaced: their end still shows and rings.
    mutating func leaveCooking(context: inout UpdateContext) {
        guard let session = cooking, screen == .cooking else { return }
        screen = .detail
        focus = session.returnFocus
        context.effects.append(.cookingModeChanged(false))
    }

    mutating func nextCookingStep() {
        if let step = cooking?.step { goToCookingStep(step + 1) }
    }

    mutating func previousCookingStep() {
        if let step = cooking?.step { goToCookingStep(step - 1) }
    }

    mutating func goToCookingStep(_ step: Int) {
        guard screen == .cooking else { return }
        cooking?.go(to: step)
    }

    /// T: starts a timer for the first time in the step that is not running yet.
    mutating func startCookingTimer(now: Seconds) {
        guard var session = cooking, screen == .cooking else { return }
        guard let duration = session.startableDurations.first else {
            let hasTimes = !StepDuration.find(in: session.currentStep.text).isEmpty
            showToast(hasTimes ? tr("The timers of this step are running") : tr("No time in this step to start a timer from"), now: now)
            return
        }
        let timer = session.startTimer(duration, now: now)
        cooking = session
        showToast(tr("Timer started: {timer}", ["timer": timer.label]), now: now)
    }

    /// Ends the timers whose time has come: a toast each and the bell.
    mutating func endCookingTimers(context: inout UpdateContext) {
        guard let ended = cooking?.advance(to: context.now), !ended.isEmpty else { return }
        showToast(tr("Timer done: {timers}", ["timers": ended.map(\.label).joined(separator: ", ")]), now: context.now)
        context.effects.append(.bell)
    }
}

extension CookingSession {
    /// When the screen next changes by itself: a countdown shows one second less (a timer
    /// ends when its countdown reaches zero).
    var nextDeadline: Seconds? {
        timers.map { timer in
            let shown = (timer.endsAt - now).rounded(.up)
            let next = timer.endsAt - max(0, shown - 1)
            return next > now ? next : now + 1
        }.min()
    }

    /// Seconds left on `timer`, as of the last update.
    func remaining(_ timer: Timer) -> Seconds { max(0, timer.endsAt - now) }
}
