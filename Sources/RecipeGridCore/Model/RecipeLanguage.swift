/// The language a recipe is written in: a BCP 47 primary subtag ("en", "de", "ko"), two or three
/// lower-case letters. It says how the recipe's ingredient lines are read (`Ingredient.parse(_:language:)`):
/// whether "1,5" is one and a half, and which words are units.
///
/// Packed into four bytes, as every one of 100,000 recipes holds one.
package struct RecipeLanguage: Sendable, Hashable, CustomStringConvertible {
    private let packed: UInt32

    package static let english = RecipeLanguage(known: "en")
    package static let german = RecipeLanguage(known: "de")
    package static let french = RecipeLanguage(known: "fr")
    package static let spanish = RecipeLanguage(known: "es")
    package static let korean = RecipeLanguage(known: "ko")
    package static let japanese = RecipeLanguage(known: "ja")
    package static let chinese = RecipeLanguage(known: "zh")
    package static let hebrew = RecipeLanguage(known: "he")
    package static let arabic = RecipeLanguage(known: "ar")

    private init(known code: String) {
        packed = code.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The language of a code as `code` writes it ("de"): two or three lower-case ASCII letters, else nil.
    /// Quick, for the cookbook index's 100,000 recipes.
    package init?(code: String) {
        var packed: UInt32 = 0
        var count = 0
        for byte in code.utf8 {
            guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z"), count < 3 else { return nil }
            packed = packed << 8 | UInt32(byte)
            count += 1
        }
        guard count >= 2 else { return nil }
        self.packed = packed
    }

    /// The language of a tag as files and environments write it: "de", "de-DE", "pt_BR.UTF-8", "ZH-Hant";
    /// the English names and the languages' own names of the languages read, as schema.org's `inLanguage`
    /// may give them ("German", "Deutsch", "한국어"). Nil for anything else, and for "C" and "POSIX".
    package init?(tag: String) {
        let trimmed = tag.trimmingWhitespace()
        if let named = Self.names[trimmed.lowercased()] {
            self = named
            return
        }
        let subtag = trimmed.prefix { $0 != "-" && $0 != "_" && $0 != "." && $0 != "@" }
        guard (2...3).contains(subtag.count), subtag.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        self.init(known: subtag.lowercased())
    }

    /// "de", "ko".
    package var code: String {
        var bytes: [UInt8] = []
        var rest = packed
        while rest != 0 {
            bytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    package var description: String { code }

    /// Whether the language writes a decimal comma ("1,5 kg"), so that a point groups thousands ("1.000 g").
    var writesDecimalComma: Bool { Self.decimalCommaLanguages.contains(self) }

    /// Languages whose kitchens write "1,5": most of continental Europe and Latin America.
    private static let decimalCommaLanguages: Set<RecipeLanguage> = Set(
        ["de", "fr", "es", "it", "pt", "nl", "ru", "pl", "sv", "da", "nb", "nn", "no", "fi", "cs", "sk", "tr", "el", "hu", "ro", "uk"]
            .map(RecipeLanguage.init(known:)))

    /// Names of languages as `inLanguage` writes them instead of a code.
    private static let names: [String: RecipeLanguage] = [
        "english": .english, "german": .german, "deutsch": .german, "french": .french, "français": .french,
        "francais": .french, "spanish": .spanish, "español": .spanish, "espanol": .spanish, "castellano": .spanish,
        "korean": .korean, "한국어": .korean, "japanese": .japanese, "日本語": .japanese, "chinese": .chinese,
        "中文": .chinese, "hebrew": .hebrew, "עברית": .hebrew, "arabic": .arabic, "العربية": .arabic,
    ]
}
