/// What a recipe makes, read from its yield text: how many (the servings control's base) and of what.
///
/// "4", "Serves 4-6", "4 to 6 servings" and "8-10 people" serve 4, 4, 4 and 8: a range counts its lower end.
/// "Makes 24 cookies" makes 24 cookies and "1 loaf" one loaf. Numbers may be words from one to twelve, and
/// "a dozen" or "dozen" is 12: "2 dozen cookies" makes 24 cookies, and "3 dozen" 36 of nothing named.
/// A yield with no whole number from 1 to 9999 ("", "to taste", "½ cup") has a `count` of 1 and no number; its
/// label counts batches of the recipe ("2 batches"), or scales a measured yield ("½ cup" ×2 is "1 cup").
struct RecipeYield: Sendable, Equatable {
    /// The recipe's own servings, at least 1; 1 when the yield gives no number.
    var count: Int
    /// Whether the yield gives a whole number to count from.
    var hasNumber: Bool
    /// What is counted, as written after the number but for a trailing note ("cookies", "loaf", "(9-inch) pie";
    /// "cookies" of "48 cookies (2 dozen)"); "servings" for people, portions and bare numbers; empty for a yield
    /// without a number or a noun.
    var noun: String
    /// The yield as written, trimmed; a yield without a number scales it as an ingredient ("½ cup" ×2 is "1 cup").
    var text: String
    /// Whether the yield said it makes what it names ("Makes 24 cookies", "Yield: 8 slices").
    var makes: Bool

    /// The yield of `text`, the first of a recipe's yields; nil or blank is a yield without a number.
    static func parse(_ text: String?) -> RecipeYield {
        let trimmed = (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var words = trimmed.split(separator: " ").flatMap(splittingGluedCount)
        var makes = false
        var serves = false
        while let first = words.first.map(leadWord) {
            if ["makes", "yield", "yields", "about", "approximately", "approx", "approx.", "around", "ergibt", "environ", "unos", "unas", "약"]
                .contains(first)
            {
                makes = makes || first.hasPrefix("make") || first.hasPrefix("yield")
            } else if ["serves", "servings", "portions", "feeds", "für", "pour", "para", "zutaten"].contains(first) {
                serves = true
            } else {
                break
            }
            words.removeFirst()
        }
        guard let (count, rest, dozens) = number(in: words), (1...9999).contains(count) else {
            return RecipeYield(count: 1, hasNumber: false, noun: "", text: trimmed, makes: false)
        }
        // A note after the noun ("cookies (2 dozen)", "servings, 1 cup each") would not scale with the count.
        let written = rest.joined(separator: " ")
        let noun = NounPhrase.head(of: written).map { String(written[..<$0.endIndex]) } ?? written
        // "2 dozen" makes two dozen of something; a bare "12" serves twelve.
        makes = makes || dozens && noun.isEmpty
        let isServings = serves || noun.isEmpty && !makes || servingWords.contains(headWord(of: noun))
        return RecipeYield(count: count, hasNumber: true, noun: isServings ? "servings" : noun, text: trimmed, makes: makes)
    }

    /// Whether the yield counts people served, shown "Serves N".
    var isServings: Bool { noun == "servings" }

    /// The control's label for `current` servings: "Serves 8", "Makes 48 cookies", "2 loaves", "1 cup".
    func label(for current: Int) -> String {
        guard hasNumber else {
            let measured = Ingredient.parse(text)
            guard measured.unit != nil, let quantity = measured.quantity, quantity > 0 else {
                return trn("{count} batch", "{count} batches", count: current)
            }
            return IngredientScaling.scaled(text, by: Double(current), in: .written)
        }
        if isServings { return trn("Serves {count}", "Serves {count}", count: current) }
        // The noun is the recipe's own word, in its own language.
        let counted = "\(current)" + (noun.isEmpty ? "" : " " + (current == 1 ? NounPhrase.singular(noun) : NounPhrase.plural(noun)))
        // TRANSLATORS: {amount} is a number and the recipe's own noun, "48 cookies".
        return makes ? tr("Makes {amount}", ["amount": counted]) : counted
    }

    /// Words that, at the head of the noun, mean people served ("6 as a starter" is six servings too).
    private static let servingWords: Set = [
        "serving", "servings", "people", "person", "persons", "portion", "portions", "serves", "as", "for", "with",
        "personen", "portionen", "personnes", "personne", "parts", "part", "porciones", "porción",
        "personas", "persona", "raciones", "ración", "comensales", "인분", "人分", "人前", "인", "人",  // not translated: a unit as English recipes write it
    ]

    /// "2인분" and "2人分" as two words, "2" and "인분"; any other word as it is.
    private static func splittingGluedCount(_ word: Substring) -> [String] {
        let digits = word.prefix { ($0.isASCII && $0.isNumber) || "-–~〜～".contains($0) }
        let rest = word.dropFirst(digits.count)
        guard !digits.isEmpty, let first = rest.first, TimeWords.isUnspaced(first) else { return [String(word)] }
        return [String(digits), String(rest)]
    }

    private static let numberWords = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "dozen": 12,
    ]

    /// A word as the lead-in list compares it: lower case, a trailing colon dropped ("Yield:", "Serves:").
    private static func leadWord(_ word: String) -> String {
        word.lowercased().trimmingScalars(in: ":")
    }

    /// The first word of `noun` that is not a bracketed size, lower-cased: "servings" of "(1-cup) servings each".
    private static func headWord(of noun: String) -> String {
        NounPhrase.head(of: noun).flatMap { $0.split(separator: " ").first }.map { $0.lowercased() } ?? ""
    }

    /// The whole number the words start with, a range's lower end, times a following "dozen"; and the words after.
    private static func number(in words: [String]) -> (count: Int, rest: [String], dozens: Bool)? {
        var rest = words[...]
        if rest.first?.lowercased() == "a", rest.dropFirst().first?.lowercased() == "dozen" { rest = rest.dropFirst() }
        guard let first = rest.first, var count = wholeNumber(first) else { return nil }
        rest = rest.dropFirst()
        // "1 1/2 cups" and "1 ½ cups" are an amount, not a count.
        if let next = rest.first, next.first.map({ "½⅓⅔¼¾⅛".contains($0) }) == true || next.contains("/") { return nil }
        if let separator = rest.first, ["-", "–", "~", "to", "or", "bis", "à", "a"].contains(separator.lowercased()),
            let second = rest.dropFirst().first, wholeNumber(second) != nil
        {
            rest = rest.dropFirst(2)
        }
        let dozens = rest.first?.lowercased() == "dozen" || first.lowercased() == "dozen"
        if rest.first?.lowercased() == "dozen", count <= 9999 / 12 {
            count *= 12
            rest = rest.dropFirst()
        }
        return (count, Array(rest), dozens)
    }

    /// "4", "four", "4," or a range "4-6", "4–6" (its lower end); nil for anything else: "9-inch", "½", "1.5".
    private static func wholeNumber(_ word: String) -> Int? {
        let trimmed = word.trimmingScalars(in: ",;:.")
        if let value = numberWords[trimmed.lowercased()] { return value }
        let ends = trimmed.split(omittingEmptySubsequences: false) { "-–~〜～".contains($0) }
        let values = ends.compactMap { $0.count <= 4 && $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard values.count == ends.count, values.count <= 2 else { return nil }
        return values.first
    }
}
