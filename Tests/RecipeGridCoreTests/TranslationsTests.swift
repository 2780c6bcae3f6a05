import Testing

@testable import RecipeGridCore

/// `Translations`: lookups by msgid and context, plural forms by the catalog's rule with
/// English as the fallback, and named placeholders.
struct TranslationsTests {
    static let russian = Translations(
        messages: ["Open": "Открыть", "Empty": "", "Menu\u{4}Open": "Открыть…"],
        plurals: [
            "{count} recipe": ["{count} рецепт", "{count} рецепта", "{count} рецептов"],
            "Recipe\u{4}{count} step": ["{count} шаг", "", "{count} шагов"],
        ],
        rule: try! PluralRule(
            header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
    )

    @Test("a message is its translation, or its msgid when missing or empty")
    func singular() {
        #expect(Self.russian.text("Open") == "Открыть")
        #expect(Self.russian.text("Open", context: "Menu") == "Открыть…")
        #expect(Self.russian.text("Close") == "Close")
        #expect(Self.russian.text("Empty") == "Empty")
        #expect(Self.russian.text("Open", context: "Toolbar") == "Open", "no translation in that context")
        #expect(Translations.english.text("Open") == "Open")
        #expect(Self.russian.text("{count} recipe") == "{count} рецепт", "a plural message's first form answers for it")
    }

    @Test("gettext's key for a context: context, EOT, msgid")
    func contextKey() {
        #expect(Translations.key("Open", context: "Menu") == "Menu\u{4}Open")
        #expect(Translations.key("Open", context: nil) == "Open")
    }

    @Test("plural forms follow the catalog's rule")
    func plurals() {
        let forms = [1, 2, 5, 11, 21, 22, 0].map { Self.russian.text("{count} recipe", plural: "{count} recipes", count: $0) }
        #expect(
            forms == [
                "{count} рецепт", "{count} рецепта", "{count} рецептов", "{count} рецептов", "{count} рецепт", "{count} рецепта", "{count} рецептов",
            ])
    }

    @Test("an untranslated plural, or an empty form, uses English's rule")
    func pluralFallback() {
        #expect(Self.russian.text("{count} photo", plural: "{count} photos", count: 1) == "{count} photo")
        #expect(Self.russian.text("{count} photo", plural: "{count} photos", count: 0) == "{count} photos")
        #expect(Self.russian.text("{count} step", plural: "{count} steps", count: 1, context: "Recipe") == "{count} шаг")
        #expect(Self.russian.text("{count} step", plural: "{count} steps", count: 3, context: "Recipe") == "{count} steps")
        #expect(Translations.english.text("{count} step", plural: "{count} steps", count: 2) == "{count} steps")
    }

    @Test("a catalog with fewer forms than its rule picks falls back to English")
    func shortForms() throws {
        let translations = Translations(
            messages: [:], plurals: ["a day": ["un jour"]], rule: try PluralRule(header: "nplurals=2; plural=(n > 1);"))
        #expect(translations.text("a day", plural: "days", count: 1) == "un jour")
        #expect(translations.text("a day", plural: "days", count: 4) == "days")
    }

    @Test(
        "named placeholders are filled, in any order",
        arguments: [
            ("{count} recipes in {name}", "3 recipes in Soups"), ("In {name}: {count}", "In Soups: 3"),
            ("{name}{name}", "SoupsSoups"), ("{{count}} is literal", "{count} is literal"), ("}} and {{", "} and {"),
            ("{unknown} stays", "{unknown} stays"), ("{} stays", "{} stays"), ("{count", "{count"), ("a } b", "a } b"),
            ("{na{count}", "{na3"), ("{{{count}}}", "{3}"), ("", ""), ("no placeholders", "no placeholders"),
            ("😀 {name} é", "😀 Soups é"),
        ])
    func fill(template: String, filled: String) {
        #expect(Translations.fill(template, ["count": "3", "name": "Soups"]) == filled)
    }

    @Test("a value is put in as it is, never read for placeholders again")
    func valuesAreNotExpanded() {
        #expect(Translations.fill("{a} {b}", ["a": "{b}", "b": "x"]) == "{b} x")
    }
}
