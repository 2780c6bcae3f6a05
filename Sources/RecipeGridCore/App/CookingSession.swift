/// Cooking mode (Recipe ▸ Cook): the open recipe one step at a time, with timers.
///
/// Invariant: `step` is an index into `steps` (there is always at least one step; a
/// recipe without steps shows its ingredients on one).
struct CookingSession: Sendable, Equatable {
    struct Timer: Sendable, Equatable {
        /// The step it was started from, 0-based.
        var step: Int
        var duration: StepDuration
        var endsAt: Seconds
        var label: String { "Step \(step + 1) · \(duration.text)" }
    }

    var recipe: Int
    var steps: [RecipeStep]
    var ingredients: [String]
    var step = 0
    /// Running timers, soonest to end first.
    var timers: [Timer] = []
    /// The time of the last update, which the countdowns are shown at.
    var now: Seconds = 0
    /// What had focus in the detail, for when cooking mode closes.
    var returnFocus: FocusID

    package init(recipe: Int, content: RecipeContent, returnFocus: FocusID) {
        self.recipe = recipe
        steps = content.steps.isEmpty ? [RecipeStep(section: nil, text: "Gather the ingredients.")] : content.steps
        ingredients = content.ingredients
        self.returnFocus = returnFocus
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
        if search.field != nil { search.field = nil }
        var session = CookingSession(recipe: openRecipe, content: shownContent(of: openRecipe, openContent), returnFocus: focus)
        // Timers started earlier, for this recipe or another, run on.
        session.timers = cooking?.timers ?? []
        session.now = cooking?.now ?? 0
        if let previous = cooking, previous.recipe == openRecipe { session.step = previous.step }
        cooking = session
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
        guard var session = cooking, screen == .cooking else { return }
        session.step = min(session.steps.count - 1, session.step + 1)
        cooking = session
    }

    mutating func previousCookingStep() {
        guard var session = cooking, screen == .cooking else { return }
        session.step = max(0, session.step - 1)
        cooking = session
    }

    mutating func goToCookingStep(_ step: Int) {
        guard var session = cooking, screen == .cooking else { return }
        session.step = min(max(0, step), session.steps.count - 1)
        cooking = session
    }

    /// T: starts a timer for the first time in the step that is not running yet.
    mutating func startCookingTimer(now: Seconds) {
        guard var session = cooking, screen == .cooking else { return }
        guard let duration = session.startableDurations.first else {
            let hasTimes = !StepDuration.find(in: session.currentStep.text).isEmpty
            showToast(hasTimes ? "The timers of this step are running" : "No time in this step to start a timer from", now: now)
            return
        }
        let timer = CookingSession.Timer(step: session.step, duration: duration, endsAt: now + duration.seconds)
        session.now = now
        session.timers.append(timer)
        session.timers.sort { $0.endsAt < $1.endsAt }
        cooking = session
        showToast("Timer started: \(timer.label)", now: now)
    }

    /// Ends the timers whose time has come: a toast each and the bell.
    mutating func endCookingTimers(context: inout UpdateContext) {
        guard var session = cooking else { return }
        session.now = context.now
        cooking = session
        let ended = session.timers.filter { $0.endsAt <= context.now }
        guard !ended.isEmpty else { return }
        session.timers.removeAll { $0.endsAt <= context.now }
        cooking = session
        showToast("Timer done: " + ended.map(\.label).joined(separator: ", "), now: context.now)
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
