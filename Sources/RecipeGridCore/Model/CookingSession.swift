/// Cooking mode (Recipe ▸ Cook): the open recipe one step at a time, with timers.
///
/// Invariant: `step` is an index into `steps` (there is always at least one step; a
/// recipe without steps shows its ingredients on one).
package struct CookingSession: Sendable, Equatable {
    package struct Timer: Sendable, Equatable {
        /// The step it was started from, 0-based.
        package var step: Int
        package var duration: StepDuration
        package var endsAt: Seconds
        package var label: String { "Step \(step + 1) · \(duration.text)" }
    }

    package var recipe: Int
    package var steps: [RecipeStep]
    package var ingredients: [String]
    package var step = 0
    /// Running timers, soonest to end first.
    package var timers: [Timer] = []
    /// The time of the last update, which the countdowns are shown at.
    package var now: Seconds = 0
    /// What had focus in the detail, for when cooking mode closes.
    package var returnFocus: FocusID

    package init(recipe: Int, content: RecipeContent, returnFocus: FocusID) {
        self.recipe = recipe
        steps = content.steps.isEmpty ? [RecipeStep(section: nil, text: "Gather the ingredients.")] : content.steps
        ingredients = content.ingredients
        self.returnFocus = returnFocus
    }

    package var currentStep: RecipeStep { steps[step] }

    /// The ingredients the current step names, word for word ("2 cups flour" goes with
    /// "whisk the flour", "2 eggs" with "beat the egg"); all of them on a first step that
    /// names none, none on a later one.
    package var ingredientsOfStep: [String] {
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
    package var startableDurations: [StepDuration] {
        StepDuration.find(in: currentStep.text).filter { duration in
            !timers.contains { $0.step == step && $0.duration == duration }
        }
    }
}
