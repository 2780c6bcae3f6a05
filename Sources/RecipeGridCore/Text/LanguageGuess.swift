/// The language of a recipe that does not say, guessed from its text: Hangul is Korean, kana Japanese, Han
/// alone Chinese, Hebrew and Arabic letters those languages; Latin text is scored against each language's unit
/// and common words ("EL", "Prise", "und" are German; "pincée", "c. à soupe", "de la" French; "cucharada",
/// "pizca", "de" Spanish). Nil when nothing tells, and the caller falls back on the user's language.
///
/// Only the first lines are looked at: a recipe's language shows in a few, and 100,000 recipes load with it.
enum LanguageGuess {
    /// Lines looked at, and letters of each.
    private static let lineLimit = 8
    private static let letterLimit = 200

    /// The language `name` and `lines` (ingredient lines, first) are written in, or nil.
    static func language(name: String, lines: [String]) -> RecipeLanguage? {
        let sample = lines.prefix(lineLimit)
        if let script = scriptLanguage([name] + sample) { return script }
        return wordLanguage(sample)
    }

    /// The language a non-Latin script gives away; nil for Latin text.
    static func scriptLanguage<Texts: Sequence<String>>(_ texts: Texts) -> RecipeLanguage? {
        var han = false
        for text in texts {
            for scalar in text.unicodeScalars.prefix(letterLimit) where scalar.value >= 0x0590 {
                switch scalar.value {
                case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: return .korean
                case 0x3040...0x30FF: return .japanese
                case 0x0590...0x05FF: return .hebrew
                case 0x0600...0x06FF, 0x0750...0x077F: return .arabic
                case 0x4E00...0x9FFF, 0x3400...0x4DBF: han = true
                default: break
                }
            }
        }
        return han ? .chinese : nil
    }

    /// The Latin-script language whose words `lines` use most; nil for a tie or none.
    private static func wordLanguage<Lines: Sequence<String>>(_ lines: Lines) -> RecipeLanguage? {
        var scores: [RecipeLanguage: Int] = [:]
        for line in lines {
            for word in line.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "." }) {
                let bare = word.hasSuffix(".") ? word.dropLast() : word
                for language in wordLanguages[String(bare)] ?? [] { scores[language, default: 0] += 1 }
            }
        }
        let ranked = scores.sorted { $0.value > $1.value }
        guard let best = ranked.first, ranked.count == 1 || ranked[1].value < best.value else { return nil }
        return best.key
    }

    /// Words of the ingredient lines of each language: units, and words that join or qualify names.
    private static let words: [RecipeLanguage: [String]] = [
        .english: [
            "and", "of", "the", "cup", "cups", "tsp", "tbsp", "teaspoon", "teaspoons", "tablespoon", "tablespoons", "oz",
            "ounces", "pound", "pounds", "lb", "lbs", "chopped", "minced", "sliced", "large", "small", "fresh", "to",
            "taste", "or", "pinch", "cloves", "diced",
        ],
        .german: [
            "el", "tl", "prise", "prisen", "msp", "und", "oder", "etwas", "bund", "zehe", "zehen", "stück", "becher",
            "päckchen", "pck", "dose", "tasse", "gehackt", "frisch", "frische", "gehackte", "nach", "geschmack", "zum",
            "für", "mit", "salz", "pfeffer", "mehl", "zucker", "eier", "zwiebel", "zwiebeln", "knoblauch", "scheiben",
            "fein", "große", "kleine", "milch", "wasser", "öl",
        ],
        .french: [
            "de", "d", "la", "le", "les", "du", "des", "et", "à", "soupe", "café", "cuillère", "cuillères", "pincée",
            "verre", "sel", "poivre", "huile", "beurre", "gousse", "gousses", "oignon", "farine", "sucre", "œufs",
            "oeufs", "lait", "eau", "haché", "hachée", "c", "cs", "cc", "càs", "càc",
        ],
        .spanish: [
            "de", "la", "el", "y", "cucharada", "cucharadas", "cucharadita", "cucharaditas", "taza", "tazas", "pizca",
            "sal", "pimienta", "aceite", "diente", "dientes", "cebolla", "harina", "azúcar", "huevos", "al", "gusto",
            "agua", "leche", "ajo", "picado", "picada", "cda", "cdta",
        ],
    ]

    /// `words` turned round: the languages each word counts for.
    private static let wordLanguages: [String: [RecipeLanguage]] = {
        var table: [String: [RecipeLanguage]] = [:]
        for (language, list) in words {
            for word in list { table[word, default: []].append(language) }
        }
        return table
    }()
}
