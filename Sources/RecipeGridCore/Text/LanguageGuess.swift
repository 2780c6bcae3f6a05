/// The language of a recipe that does not say, guessed from its text: Hangul is Korean, kana Japanese, Han
/// alone Chinese, Hebrew and Arabic letters those languages; Latin text is scored against each language's unit
/// and common words ("EL", "Prise", "und" are German; "pincée", "c. à soupe", "de la" French; "cucharada",
/// "pizca", "de" Spanish). Nil when nothing tells, and the caller falls back on the user's language.
///
/// Only the first lines are looked at, byte by byte, each word made a small string that needs no memory of its
/// own: a recipe's language shows in a few lines, and the guess is made whenever its lines are shown.
enum LanguageGuess {
    /// Lines looked at, and bytes of each.
    private static let lineLimit = 3
    private static let byteLimit = 160
    /// The Latin-script languages scored, in the order of the counts `score` keeps.
    private static let scored: [RecipeLanguage] = [.english, .german, .french, .spanish]

    /// The language `name` and `lines` (ingredient lines, first) are written in, or nil.
    static func language(name: String, lines: [String]) -> RecipeLanguage? {
        if let script = scriptLanguage(CollectionOfOne(name)) { return script }
        var counts = [0, 0, 0, 0]
        for line in lines.prefix(lineLimit) {
            if let script = scriptLanguage(CollectionOfOne(line)) { return script }
            score(line, into: &counts)
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] > 0,
            counts.filter({ $0 == counts[best] }).count == 1
        else { return nil }
        return scored[best]
    }

    /// The language a non-Latin script gives away; nil for Latin text. Text of ASCII and Latin letters only
    /// costs a look at its bytes.
    static func scriptLanguage<Texts: Sequence<String>>(_ texts: Texts) -> RecipeLanguage? {
        var han = false
        for text in texts where text.utf8.prefix(byteLimit).contains(where: { $0 >= 0xD6 }) {
            for scalar in text.unicodeScalars.prefix(byteLimit) where scalar.value >= 0x0590 {
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

    /// Adds to `counts` one for each word of `line` a language uses. A word is a run of letters (ASCII ones
    /// lower-cased, any byte past ASCII as it is), cut at anything else: "d'huile" is "d" and "huile".
    private static func score(_ line: String, into counts: inout [Int]) {
        var word: [UInt8] = []
        word.reserveCapacity(16)
        func endWord() {
            if (1...15).contains(word.count), let mask = wordLanguages[String(decoding: word, as: UTF8.self)] {
                for index in counts.indices where mask & (1 << index) != 0 { counts[index] += 1 }
            }
            word.removeAll(keepingCapacity: true)
        }
        for byte in line.utf8.prefix(byteLimit) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...: word.append(byte)
            default: endWord()
            }
        }
        endWord()
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

    /// `words` turned round: the languages each word counts for, a bit each in the order of `scored`.
    private static let wordLanguages: [String: UInt8] = {
        var table: [String: UInt8] = [:]
        for (language, list) in words {
            guard let bit = scored.firstIndex(of: language) else { continue }
            for word in list { table[word, default: 0] |= 1 << bit }
        }
        return table
    }()
}
