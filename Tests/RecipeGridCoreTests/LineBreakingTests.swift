import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Where lines may break (README, "Korean, Japanese and Chinese"): between Han, kana and Hangul characters,
/// at spaces, never inside a Latin word or a number with its unit, never before closing
/// nor after opening punctuation. Each row shows the text with a | where a line may break.
struct LineBreakingTests {
    /// The text with "|" at every place a line may break.
    private static func marked(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        for (index, character) in characters.enumerated() {
            if LineBreaking.allowed(before: index, in: characters) { result += "|" }
            result.append(character)
        }
        return result
    }

    static let korean: [(String, String)] = [
        ("김치찌개를 끓인다.", "김|치|찌|개|를 |끓|인|다."),
        ("두부를 넣고, 5분 더 끓여요!", "두|부|를 |넣|고, |5분 |더 |끓|여|요!"),
        ("(약 10분)", "(약 |10분)"),
        ("“맛있다”고 했다", "“맛|있|다”고 |했|다"),
    ]

    static let japanese: [(String, String)] = [
        ("鍋に「だし」を入れ、煮る。", "鍋|に|「だ|し」|を|入|れ、|煮|る。"),
        ("シチューを作ります", "シ|チュー|を|作|り|ま|す"),
        ("ゆっくり混ぜる！", "ゆっ|く|り|混|ぜ|る！"),
        ("（約10分）焼く", "（約|10分）|焼|く"),
        ("少々…", "少々…"),
    ]

    static let chinese: [(String, String)] = [
        ("把豆腐切成小块。", "把|豆|腐|切|成|小|块。"),
        ("加入盐、糖，搅拌均匀？", "加|入|盐、|糖，|搅|拌|均|匀？"),
        ("《家常菜》", "《家|常|菜》"),
    ]

    static let mixed: [(String, String)] = [
        ("Kimchi 김치 stew", "Kimchi |김|치 |stew"),
        ("用Le Creuset锅", "用|Le |Creuset|锅"),
        ("バターをmelt", "バ|ター|を|melt"),
        ("the well-known pie", "the |well-|known |pie"),
        ("f(x) and g[y]", "f(x) |and |g[y]"),
    ]

    static let urlsAndNumbers: [(String, String)] = [
        ("see https://example.com/a-b?c=1 now", "see |https://|example.com/|a-|b?|c=1 |now"),
        ("200g flour", "200g |flour"),
        ("3.5 kg, 25%, $3.50, 350°F, 1/2 cup", "3.5 |kg, |25%, |$3.50, |350°F, |1/2 |cup"),
        ("(1) mix", "(1) |mix"),
        ("10〜15分", "10〜|15分"),
        ("小麦粉200ｇ", "小|麦|粉|200ｇ"),
    ]

    static let rows: [(String, String)] = [korean, japanese, chinese, mixed, urlsAndNumbers].flatMap { $0 }

    /// Every row: Korean breaks between syllables and at spaces, not before its
    /// punctuation; Japanese keeps kinsoku (no line starts with 。、」）！？ or a small kana,
    /// none ends with 「（); Chinese breaks between any two Han characters; Latin words stay
    /// whole beside CJK text; URLs break after slashes and hyphens; numbers keep their
    /// units and signs.
    @Test("breaks fall where UAX #14 and the tailoring put them", arguments: rows)
    func breaks(text: String, expected: String) {
        #expect(Self.marked(text) == expected)
    }

    @Test("the generated table has the classes the rules need")
    func tableClasses() {
        let cases: [(Unicode.Scalar, LineBreakClass)] = [
            ("a", .AL), (" ", .SP), ("\n", .LF), ("(", .OP), ("。", .CL), ("ー", .NS), ("ゃ", .NS), ("漢", .ID), ("가", .H2),
            ("각", .H3), ("\u{1100}", .JL), ("\u{1161}", .JV), ("\u{11A8}", .JT), ("\u{20000}", .ID), ("\u{E01}", .AL), ("\u{10FFFF}", .AL),
            ("\u{00A0}", .GL), ("\u{200B}", .ZW), ("%", .PO), ("$", .PR), ("\u{1F1EF}", .RI),
        ]
        for (scalar, expected) in cases {
            #expect(LineBreakClass.of(scalar) == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    @Test("a no-break space, a word joiner and flags keep what they join; a zero-width space breaks")
    func controls() {
        #expect(Self.marked("100\u{00A0}g of") == "100\u{00A0}g |of")
        #expect(Self.marked("김\u{2060}치") == "김\u{2060}치")
        #expect(Self.marked("long\u{200B}word") == "long\u{200B}|word")
        #expect(Self.marked("🇰🇷🇯🇵") == "🇰🇷|🇯🇵")
        #expect(Self.marked("a\nb") == "a\n|b")
    }
}
