/// English plurals for the noun of an ingredient or yield: "large onion, diced" → "large onions, diced".
///
/// Only the head noun changes: the last word before a comma, an " or ", or a bracket that follows the words
/// ("onion (about 200 g)"); a leading bracketed size ("(6 oz) salmon fillet") is skipped. When the phrase names a
/// container ("12-ounce can evaporated milk") the container is the noun. Words that are not plain letters, unit
/// abbreviations ("g", "oz") and words of one letter never change. The rules match the singular keys of
/// `Ingredient.mergeKey`, so a pluralised name still merges with its singular.
enum NounPhrase {
    /// The phrase with its head noun in the plural; a noun that already ends in "s" is taken to be plural.
    static func plural(_ phrase: String) -> String {
        changingHead(of: phrase, with: pluralWord)
    }

    /// The phrase with its head noun in the singular: "eggs" → "egg", "bay leaves" → "bay leaf".
    static func singular(_ phrase: String) -> String {
        changingHead(of: phrase, with: singularWord)
    }

    /// Words whose plural is not made by the rules, singular to plural.
    private static let irregular = ["leaf": "leaves", "half": "halves", "loaf": "loaves", "knife": "knives", "person": "people"]

    /// "-o" nouns that take "-es"; other "-o" nouns ("avocado", "jalapeño") take "-s".
    private static let oesNouns: Set = ["tomato", "potato"]

    /// Singular nouns that end in "-s" like a plural.
    private static let singularInS: Set = ["molasses", "series", "species", "swiss"]

    /// Nouns ending in "-ie", whose plural "-ies" is not a "-y" noun's.
    private static let ieNouns: Set = ["cookie", "brownie", "smoothie", "veggie", "hoagie", "calorie", "pastie"]

    /// Units that are containers: in "1 12-ounce can evaporated milk" it is the can that is counted.
    private static let containers: Set<IngredientUnit> = [.can, .jar, .package, .bag, .box, .bottle]

    private static func changingHead(of phrase: String, with change: (String) -> String?) -> String {
        guard let range = headRange(of: phrase) else { return phrase }
        let words = phrase[range].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let container = words.dropLast().lastIndex { word in
            IngredientUnit(spelling: word.lowercased()).map(containers.contains) ?? false
        }
        var changed = words
        let index = container ?? words.count - 1
        guard let word = change(words[index]) else { return phrase }
        changed[index] = word
        var result = phrase
        result.replaceSubrange(range, with: changed.joined(separator: " "))
        return result
    }

    /// The words that name the thing: "unsalted butter" in "(8 oz) unsalted butter, softened".
    static func head(of phrase: String) -> Substring? {
        headRange(of: phrase).map { phrase[$0] }
    }

    /// The words that name the thing: after a leading bracketed size, before a comma, " or " or a later bracket.
    private static func headRange(of phrase: String) -> Range<String.Index>? {
        var start = phrase.startIndex
        if phrase.hasPrefix("(") {
            guard let close = phrase.firstIndex(of: ")") else { return nil }
            start = phrase.index(after: close)
            while start < phrase.endIndex, phrase[start] == " " { start = phrase.index(after: start) }
        }
        var end = phrase.endIndex
        // A comma or semicolon ends the head only where it ends a word: inside one ("gar;lic")
        // the word is not a noun, as the grocery list's merge key reads it.
        for stop in [", ", " (", " or ", "; "] {  // not translated: English recipes' words
            if let found = phrase[start..<end].firstRange(of: stop) { end = found.lowerBound }
        }
        if end == phrase.endIndex, let last = phrase.last, last == "," || last == ";" { end = phrase.index(before: end) }
        // "to taste" and "as needed" say how much, not what (the grocery list's merge drops them too).
        for amount in ["to taste", "as needed"] {  // not translated: words of English recipes
            if phrase[start..<end].lowercased() == amount { return nil }
            if let found = phrase[start..<end].firstRange(ofLowercased: " " + amount) { end = found.lowerBound }
        }
        while end > start, phrase[phrase.index(before: end)] == " " { end = phrase.index(before: end) }
        return start < end ? start..<end : nil
    }

    /// Whether `word` is one the rules may change: letters only, more than one, and not a unit abbreviation.
    private static func isNoun(_ word: String) -> Bool {
        guard word.count > 1, word.allSatisfy({ $0.isLetter || $0 == "-" }), word.last?.isLetter == true else { return false }
        guard let unit = IngredientUnit(spelling: word) else { return true }
        return unit.symbol(plural: false) != unit.symbol(plural: true)
    }

    private static func pluralWord(_ word: String) -> String? {
        guard isNoun(word) else { return nil }
        let lower = word.lowercased()
        let upper = word == word.uppercased()
        func ending(_ dropping: Int, _ suffix: String) -> String {
            String(word.dropLast(dropping)) + (upper ? suffix.uppercased() : suffix)
        }
        if let plural = irregular[lower] { return matchingCase(plural, of: word) }
        // `Ingredient.mergeKey` counts letters after any leading dash ("-te" has two), so the lengths here do too.
        let letters = lower.drop { $0 == "-" }.count
        // Two-letter words ("ox") and "-u" words ("tofu", whose "-us" reads as "asparagus") would
        // not meet their plural in `Ingredient.mergeKey`.
        if irregular.values.contains(lower) || lower.hasSuffix("us") || lower.hasSuffix("u") || letters < 3 { return nil }
        if lower.hasSuffix("ss") || lower.hasSuffix("x") || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return ending(0, "es") }
        if lower.hasSuffix("s") || lower.hasSuffix("z") { return nil }
        if oesNouns.contains(lower) { return ending(0, "es") }
        if letters > 3, lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return ending(1, "ies")
        }
        return ending(0, "s")
    }

    private static func singularWord(_ word: String) -> String? {
        guard isNoun(word) else { return nil }
        let lower = word.lowercased()
        if let singular = irregular.first(where: { $0.value == lower })?.key { return matchingCase(singular, of: word) }
        guard lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is"), !singularInS.contains(lower)
        else { return nil }
        if lower.count > 4, lower.hasSuffix("ies"), !ieNouns.contains(String(lower.dropLast())) {
            return String(word.dropLast(3)) + (word == word.uppercased() ? "Y" : "y")
        }
        let stem = String(lower.dropLast(2))
        if lower.hasSuffix("es"), oesNouns.contains(stem) || ["ss", "x", "ch", "sh"].contains(where: stem.hasSuffix) {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    /// `replacement` in upper case when `word` is all capitals, else with `word`'s first letter's case.
    private static func matchingCase(_ replacement: String, of word: String) -> String {
        if word.count > 1, word == word.uppercased() { return replacement.uppercased() }
        guard word.first?.isUppercase == true else { return replacement }
        return replacement.prefix(1).uppercased() + replacement.dropFirst()
    }
}
