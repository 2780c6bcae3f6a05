import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The words the views, the help sheet and the accessible tree write, in another language:
/// key names piece by piece, headings, counts in the language's plural forms, screen-reader
/// names; what the trace reads (focus ids, the recipe's own words) stays as it is.
struct TranslatedInterfaceTests {
    /// A little German, as po/de.po would give it.
    static let german = Localization(
        translations: Translations(
            messages: [
                Translations.key("Ctrl", context: "keyboard key"): "Strg",
                Translations.key("Shift", context: "keyboard key"): "Umschalt",
                Translations.key("Return", context: "keyboard key"): "Eingabe",
                Translations.key("Delete", context: "keyboard key"): "Entf",
                Translations.key("Escape", context: "keyboard key"): "Esc",
                Translations.key("Space", context: "keyboard key"): "Leertaste",
                Translations.key("Page Down", context: "keyboard key"): "Bild ab",
                Translations.key("Right", context: "keyboard key"): "Rechts",
                Translations.key("Left", context: "keyboard key"): "Links",
                Translations.key("Nov", context: "short month"): "Nov.",
                "{key} or {other}": "{key} oder {other}",
                "Next / previous tile, or the next region": "Nächste / vorige Kachel, oder der nächste Bereich",
                "Letters and digits": "Buchstaben und Ziffern",
                "In the recipe grid": "In der Rezeptübersicht",
                "Everywhere": "Überall",
                "_Open": "Ö_ffnen",
                "Keyboard Shortcuts": "Tastenkürzel",
                "Back": "Zurück",
                "Add to Grocery List": "Auf die Einkaufsliste",
                "Ingredients": "Zutaten",
                "Steps": "Schritte",
                "Rating": "Bewertung",
                "No recipe starts with '{typed}'": "Kein Rezept beginnt mit „{typed}“",
                "marked": "markiert",
            ],
            plurals: [:], rule: .english))

    /// Russian's three plural forms, for the counts.
    static let russian = Localization(
        translations: Translations(
            messages: [:],
            plurals: ["{count} recipe": ["{count} рецепт", "{count} рецепта", "{count} рецептов"]],
            rule: try! PluralRule(
                header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")))

    private func texts(_ state: AppState) -> [String] {
        MainView(measurer: FakeMeasurer()).render(state).flattened.compactMap {
            if case .text(let text, _, _, _, _) = $0 { return text }
            return nil
        }
    }

    private func tree(_ state: AppState) -> AccessibleTree { AccessibleView.tree(state, measurer: FakeMeasurer()) }

    @Test("shortcuts name each modifier and key as the language does; letters, digits, F-keys and symbols stay")
    func keyNames() {
        Localization.$scoped.withValue(Self.german) {
            #expect(KeyBindings.shortcut(for: .newRecipe) == "Strg+Umschalt+N")
            #expect(KeyBindings.shortcut(for: .openCookbook) == "Strg+O")
            #expect(KeyBindings.shortcut(for: .deleteRecipe) == "Entf")
            #expect(KeyBindings.shortcut(for: .openRecipe) == "Eingabe")
            #expect(KeyBindings.shortcut(for: .editRecipe) == "F2")
            #expect(KeyBindings.shortcut(for: .moreServings) == "+")
            #expect(KeyBindings.shortcut(for: .search) == "Strg+F")
            #expect(KeyChord.shown("Page Down") == "Bild ab")
            #expect(KeyChord.shown("Shift+Tab") == "Umschalt+Tab", "a key the catalog leaves out keeps its English name")
            #expect(KeyChord.shown("?") == "?")
        }
        #expect(KeyBindings.shortcut(for: .newRecipe) == "Ctrl+Shift+N")
        #expect(KeyChord.shown("Page Down") == "Page Down")
    }

    @Test("the help sheet's keys, what they do and its headings are the language's, arrows mirrored as before")
    func helpSheet() throws {
        try Localization.$scoped.withValue(Self.german) {
            let rows = HelpSheetLayout.rows(for: .grid)
            #expect(rows.first == HelpSheetLayout.Row(keys: "In der Rezeptübersicht", effect: "", isTitle: true))
            #expect(rows.contains { $0.keys == "Überall" && $0.isTitle })
            let next = try #require(rows.first { $0.effect == "Nächste / vorige Kachel, oder der nächste Bereich" })
            #expect(next.keys == "Rechts / Links")
            #expect(HelpSheetLayout.rows(for: .grid, direction: .rtl).first { $0.effect == next.effect }?.keys == "Links / Rechts")
            #expect(rows.contains { $0.keys == "Eingabe oder Enter" && $0.effect == "Öffnen" })
            #expect(rows.contains { $0.keys == "Buchstaben und Ziffern" })
            for focus: FocusID in [.grid, .sidebar, .search, .detailBack, .cooking, .groceryNew] {
                #expect(HelpSheetLayout.rows(for: focus).count == HelpSheetLayout.rowCount, "the card is sized for its rows: \(focus)")
            }
            var h = Harness()
            h.press("question")
            #expect(texts(h.state).contains("Tastenkürzel"))
            #expect(tree(h.state)[.help]?.name == "Tastenkürzel")
        }
    }

    @Test("the grid counts its recipes in the language's plural forms, on screen and for screen readers", arguments: [1, 3, 5, 21])
    func recipeCount(_ count: Int) {
        let expected = [1: "1 рецепт", 3: "3 рецепта", 5: "5 рецептов", 21: "21 рецепт"][count]
        Localization.$scoped.withValue(Self.russian) {
            let state = Harness(store: TestCookbook.store(count: count)).state
            #expect(texts(state).contains(expected ?? ""))
            #expect(tree(state)[.grid]?.description == expected)
        }
        let english = Harness(store: TestCookbook.store(count: count)).state
        #expect(texts(english).contains(count == 1 ? "1 recipe" : "\(count) recipes"))
    }

    @Test("the open recipe's button, headings and screen-reader names are the language's; its own words are not")
    func openRecipe() {
        Localization.$scoped.withValue(Self.german) {
            var h = Harness { $0.select(0) }
            h.press("Return")
            let shown = texts(h.state)
            #expect(shown.contains("‹  Zurück") && shown.contains("Auf die Einkaufsliste"))
            #expect(shown.contains("Zutaten") && shown.contains("Schritte") && shown.contains("6 apples"))
            let tree = tree(h.state)
            #expect(tree[.back]?.name == "Zurück" && tree[.back]?.shortcut == "Esc")
            #expect(tree[.add]?.shortcut == "Strg+G")
            #expect(tree[.rating]?.name == "Bewertung")
            #expect(tree[.ingredients]?.name == "Zutaten" && tree[.steps]?.name == "Schritte")
        }
    }

    @Test("a marked tile says so in the language; type-to-select's toast too")
    func tileAndToast() {
        Localization.$scoped.withValue(Self.german) {
            var h = Harness { $0.select(0) }
            h.press("space")
            #expect(tree(h.state)[.tile(recipe: 0)]?.description == "markiert")
            #expect(tree(h.state)[.tile(recipe: 0)]?.shortcut == "Eingabe")
            h.type("z")
            #expect(h.state.toast?.text == "Kein Rezept beginnt mit „z“")
        }
    }

    @Test("without date names of the system's, a day is written with the catalog's month names")
    func monthNames() throws {
        let day = try #require(CalendarDate(year: 2024, month: 11, day: 3))
        let today = try #require(CalendarDate(year: 2024, month: 12, day: 1))
        Localization.$scoped.withValue(Self.german) {
            #expect(DateStyle.english.format(day, today: today) == "3 Nov.")
        }
        #expect(DateStyle.english.format(day, today: today) == "3 Nov")
    }
}
