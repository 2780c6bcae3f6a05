import Testing

@testable import RecipeGridCore

/// `PluralRule` against the real `Plural-Forms` headers of gettext catalogs, each checked for
/// n in 0…200 against the rule written by hand in Swift, and against hostile expressions.
struct PluralRuleTests {
    struct Language: CustomTestStringConvertible, Sendable {
        var name: String
        var header: String
        var count: Int
        var expected: @Sendable (Int) -> Int
        var testDescription: String { name }
    }

    static let languages: [Language] = [
        Language(name: "German", header: "nplurals=2; plural=(n != 1);", count: 2) { $0 != 1 ? 1 : 0 },
        Language(name: "French", header: "nplurals=2; plural=(n > 1);", count: 2) { $0 > 1 ? 1 : 0 },
        Language(name: "Spanish", header: "nplurals=2; plural=n != 1;", count: 2) { $0 != 1 ? 1 : 0 },
        Language(name: "Korean", header: "nplurals=1; plural=0;", count: 1) { _ in 0 },
        Language(name: "Japanese", header: "nplurals=1; plural=0;", count: 1) { _ in 0 },
        Language(
            name: "Hebrew, four forms",
            header: "nplurals=4; plural=(n==1 ? 0 : n==2 ? 1 : n>10 && n%10==0 ? 2 : 3);", count: 4
        ) { n in n == 1 ? 0 : n == 2 ? 1 : (n > 10 && n % 10 == 0) ? 2 : 3 },
        Language(
            name: "Hebrew, three forms",
            header: "nplurals=3; plural=(n==1 ? 0 : (n==2 ? 1 : 2));", count: 3
        ) { n in n == 1 ? 0 : n == 2 ? 1 : 2 },
        Language(
            name: "Arabic",
            header:
                "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",
            count: 6
        ) { n in
            switch (n, n % 100) {
            case (0, _): 0
            case (1, _): 1
            case (2, _): 2
            case (_, 3...10): 3
            case (_, 11...): 4
            default: 5
            }
        },
        Language(
            name: "Russian",
            header:
                "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
            count: 3
        ) { n in
            if n % 10 == 1 && n % 100 != 11 { return 0 }
            return (2...4).contains(n % 10) && !(10...19).contains(n % 100) ? 1 : 2
        },
        Language(
            name: "Polish",
            header: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
            count: 3
        ) { n in
            if n == 1 { return 0 }
            return (2...4).contains(n % 10) && !(10...19).contains(n % 100) ? 1 : 2
        },
    ]

    @Test("each language's rule picks the form written by hand for n in 0…200", arguments: languages)
    func realRules(language: Language) throws {
        let rule = try PluralRule(header: language.header)
        #expect(rule.count == language.count)
        let wrong = (0...200).filter { rule.form(for: $0) != language.expected($0) }
        #expect(wrong.isEmpty, "\(language.name) differs at n = \(wrong.prefix(10))")
    }

    @Test("English is n != 1, two forms")
    func english() {
        #expect(PluralRule.english.count == 2)
        #expect((0...5).map(PluralRule.english.form(for:)) == [1, 0, 1, 1, 1, 1])
    }

    @Test(
        "C's precedence and associativity",
        arguments: [
            ("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("100 / 10 / 5", 2), ("7 % 4 * 2", 6),
            ("1 < 2 == 1", 1), ("2 > 1 > 0", 1), ("1 || 0 && 0", 1), ("(1 || 0) && 0", 0),
            ("0 ? 1 : 0 ? 2 : 3", 3), ("1 ? 0 ? 4 : 5 : 6", 5), ("!0 + 1", 2), ("!(0 + 1)", 0), ("-n + 10", 3),
            ("- -n", 7), ("n <= 7 && n >= 7", 1), ("!!n", 1), ("n == 7 ? n * 2 : 0", 14), ("  \n\tn  ", 7),
        ])
    func precedence(expression: String, value: Int) throws {
        #expect(try PluralRule(count: 100, expression: expression).evaluate(7) == value)
    }

    @Test(
        "division and remainder by zero give 0, and overflow wraps: no trap",
        arguments: [
            ("n / 0", 0), ("n % 0", 0), ("n % (n - n)", 0), ("(0 - 9223372036854775807 - 1) / -1", Int.min),
            ("(0 - 9223372036854775807 - 1) % -1", 0), ("9223372036854775807 + 1", Int.min), ("-(0 - 9223372036854775807 - 1)", Int.min),
        ])
    func noTraps(expression: String, value: Int) throws {
        #expect(try PluralRule(count: 2, expression: expression).evaluate(3) == value)
    }

    @Test("a form out of range is the first, as gettext gives it")
    func outOfRange() throws {
        let rule = try PluralRule(header: "nplurals=2; plural=n;")
        #expect(rule.form(for: 1) == 1 && rule.form(for: 2) == 0 && rule.form(for: 7) == 0)
        #expect(try PluralRule(header: "nplurals=2; plural=-1;").form(for: 1) == 0)
    }

    @Test("the header's fields in either order, with spaces and without the last semicolon")
    func headerShapes() throws {
        let rule = try PluralRule(header: " plural = (n > 1) ;nplurals = 2 ")
        #expect(rule.count == 2 && rule.form(for: 1) == 0 && rule.form(for: 2) == 1)
        #expect(try PluralRule(header: "nplurals=2; plural=n != 1") == PluralRule(header: "nplurals=2; plural=(n != 1);"))
    }

    @Test(
        "malformed headers and expressions are errors",
        arguments: [
            "", "nplurals=2;", "plural=n != 1;", "nplurals=0; plural=0;", "nplurals=x; plural=0;",
            "nplurals=2; plural=;", "nplurals=2; plural=(n != 1;", "nplurals=2; plural=n != 1);",
            "nplurals=2; plural=n ? 1;", "nplurals=2; plural=n ? 1 : ;", "nplurals=2; plural=n = 1;",
            "nplurals=2; plural=n & 1;", "nplurals=2; plural=m;", "nplurals=2; plural=n n;", "nplurals=2; plural=()",
            "nplurals=2; plural=n + ;", "nplurals=2; plural=n ≠ 1;", "nplurals=99999999999999999999; plural=0;",
            "nplurals=2; plural=99999999999999999999;", "nplurals=2; plural=9223372036854775808;", "garbage",
        ])
    func malformed(header: String) {
        #expect(throws: PluralRule.Failure.self) { try PluralRule(header: header) }
    }

    @Test("the largest literal that fits is read")
    func largestLiteral() throws {
        #expect(try PluralRule(count: 2, expression: "9223372036854775807").evaluate(0) == Int.max)
    }

    @Test("10,000 nested parentheses or unary operators are an error, not a stack overflow")
    func deepNesting() throws {
        let parentheses = String(repeating: "(", count: 10_000) + "n" + String(repeating: ")", count: 10_000)
        #expect(throws: PluralRule.Failure.self) { try PluralRule(count: 2, expression: parentheses) }
        #expect(throws: PluralRule.Failure.self) { try PluralRule(count: 2, expression: String(repeating: "!", count: 10_000) + "n") }
        let conditionals = String(repeating: "n ? 1 : ", count: 10_000) + "0"
        #expect(throws: PluralRule.Failure.self) { try PluralRule(count: 2, expression: conditionals) }
        let nested = String(repeating: "(", count: 40) + "n" + String(repeating: ")", count: 40)
        #expect(try PluralRule(count: 2, expression: nested).evaluate(1) == 1, "nesting a rule might use is read")
    }

    @Test("a long flat expression is compiled and evaluated without recursion")
    func longFlat() throws {
        let sum = Array(repeating: "n", count: 100_000).joined(separator: " + ")
        #expect(try PluralRule(count: 2, expression: sum).evaluate(2) == 200_000)
    }
}
