/// A recipe being read from a MealMaster or MasterCook file, field by field, made a
/// `Recipe` once its end is reached. Those readers fill the same fields in different
/// orders, so they share this rather than each building a `Recipe` by hand.
struct RecipeDraft {
    var name = ""
    var categories: [String] = []
    var yield: String?
    var summary: String?
    /// Seconds.
    var prepTime: Int?
    var cookTime: Int?
    var totalTime: Int?
    var ingredients: [String] = []
    var steps: [RecipeStep] = []
    /// The lines of the step being read (a paragraph), and the part of the directions it is in.
    private var paragraph: [String] = []
    var section: String?

    /// Adds a category once, cleaned; an empty one is dropped.
    mutating func addCategory(_ text: String) {
        let category = TextCleaning.line(text)
        if !category.isEmpty && !categories.contains(category) { categories.append(category) }
    }

    /// Adds an ingredient line, cleaned; an empty one is dropped.
    mutating func addIngredient(_ text: String) {
        let line = TextCleaning.line(text)
        if !line.isEmpty { ingredients.append(line) }
    }

    /// An ingredient group's heading, kept in the list as a line ending in ":" ("Filling:"),
    /// as recipe sites write them: the detail has no heading of its own for ingredients.
    mutating func addHeading(_ text: String) {
        var heading = TextCleaning.line(text)
        while heading.last == ":" { heading.removeLast() }
        if !heading.isEmpty { ingredients.append(heading + ":") }
    }

    /// Adds a line of notes to the summary, after a space.
    mutating func addToSummary(_ text: String) {
        summary = summary.map { $0 + " " + text } ?? text
    }

    /// Adds a step, cleaned; an empty one is dropped.
    mutating func addStep(_ text: String, section: String?) {
        let step = TextCleaning.line(text)
        if !step.isEmpty { steps.append(RecipeStep(section: section, text: step)) }
    }

    /// Adds a line to the step being read.
    mutating func continueStep(_ line: String) {
        paragraph.append(line)
    }

    /// Ends the step being read (at a blank line): its lines make one step.
    mutating func endStep() {
        if !paragraph.isEmpty { addStep(paragraph.joined(separator: " "), section: section) }
        paragraph = []
    }

    /// Ends the recipe read from line `startLine`: adds it to `recipes`, or a problem to
    /// `problems` when it has no name. `missingEnd` is the end line the recipe should have
    /// had and did not, which loads it with a problem saying the file may be cut short.
    mutating func finish(path: String, startLine: Int, missingEnd: String?, recipes: inout [Recipe], problems: inout [LoadProblem]) {
        endStep()
        guard let recipe = recipe(path: path) else {
            // TRANSLATORS: a load problem after "recipes.mmf:12: ", the line where the recipe starts.
            problems.append(LoadProblem(path: path, message: tr("the recipe that starts here has no title"), line: startLine))
            return
        }
        recipes.append(recipe)
        if let missingEnd {
            let message = tr(
                // TRANSLATORS: a load problem after "recipes.mmf:12: "; {name} is the recipe's, {end} the
                // end line the file format asks for, as "MMMMM or -----".
                "the recipe \"{name}\" has no end line ({end}): the file may be cut short", ["name": recipe.name, "end": missingEnd])
            problems.append(LoadProblem(path: path, message: message, line: startLine))
        }
    }

    /// The recipe, or nil when it has no name. Its id is left for the loader, which knows
    /// the file's place in the cookbook; its detail is held, as these files are read whole.
    func recipe(path: String) -> Recipe? {
        let name = TextCleaning.line(name)
        guard !name.isEmpty else { return nil }
        let sortKey = TextFolding.fold(name)
        let yield = yield.map(TextCleaning.line).flatMap { $0.isEmpty ? nil : $0 }
        let summary = summary.map(TextCleaning.paragraphs).flatMap { $0.isEmpty ? nil : $0 }
        return Recipe(
            id: Recipe.unassignedID, name: name, categories: categories, ingredients: ingredients, steps: steps, imagePath: nil,
            summary: summary, totalTime: totalTime, prepTime: prepTime, cookTime: cookTime, yield: yield, keywords: [],
            emoji: RecipeEmoji.choose(name: sortKey, categories: categories, keywords: []), sortKey: sortKey, sourcePath: path)
    }

    /// Seconds in a MasterCook time, "h:mm" ("1:30", "0:45"), or in words ("1 hour 30
    /// minutes", "45 min"); nil for none or zero, which MasterCook writes for "not given".
    static func seconds(_ text: String) -> Int? {
        let parts = LegacyText.trimmed(text).split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy({ (1...4).contains($0.count) }), let hours = Int(parts[0]), let minutes = Int(parts[1]),
            hours >= 0, minutes >= 0
        {
            let seconds = hours * 3600 + minutes * 60
            return seconds > 0 ? seconds : nil
        }
        return secondsInWords(text)
    }

    /// "1 hour 30 minutes", "1hr 30min", "45 min": each number counted in the unit after
    /// it (a word starting with h, m or s). Read by hand, as the readers use no regular
    /// expressions; numbers of more than five digits are no times.
    private static func secondsInWords(_ text: String) -> Int? {
        var total = 0
        var number: Int?
        var digits = 0
        var word = ""
        func endWord() {
            if let value = number, let unit = word.first.flatMap({ ["h": 3600, "m": 60, "s": 1][$0] }) { total += value * unit }
            if !word.isEmpty { number = nil }
            word = ""
        }
        for character in text.lowercased() {
            if let digit = character.wholeNumberValue, character.isASCII {
                endWord()
                // A digit after anything else starts a new number: "1 30" is not 130.
                if digits == 0 { number = 0 }
                digits += 1
                guard digits <= 5 else { return nil }
                number = (number ?? 0) * 10 + digit
                continue
            }
            digits = 0
            if character.isLetter { word.append(character) } else { endWord() }
        }
        endWord()
        // A time beyond a year is a typo.
        return total > 0 && total < 31_536_000 ? total : nil
    }
}
