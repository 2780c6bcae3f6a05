import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The core in another language: `tr`, `trc` and `trn` through a scoped `Localization`,
/// menu letters chosen by the translation, key names as keyboards write them, and the
/// trace's values left in English.
struct LocalizationTests {
    static let german = Translations(
        messages: [
            "_File": "_Datei", "_Recipe": "_Rezept", "_View": "_Ansicht", "_Help": "_Hilfe", "_Quit": "_Beenden",
            "Units: {units}": "Einheiten: {units}", "Metric": "Metrisch", "All Recipes": "Alle Rezepte",
            Translations.key("Ctrl", context: "keyboard key"): "Strg", Translations.key("Shift", context: "keyboard key"): "Umschalt",
            Translations.key("Page Down", context: "keyboard key"): "Bild ab",
        ],
        plurals: ["Opened {count} recipe": ["{count} Rezept geöffnet", "{count} Rezepte geöffnet"]],
        rule: try! PluralRule(header: "nplurals=2; plural=(n != 1);"))

    static func inGerman<T>(_ body: () throws -> T) rethrows -> T {
        try Localization.$scoped.withValue(Localization(translations: german, decimalSeparator: ","), operation: body)
    }

    static func grid() -> Harness { Harness(store: CommandTests.pantry(), direction: .ltr) { $0.select(1) } }

    @Test("a menu letter is the one the translation marks, wherever it is in the word")
    func mnemonicLabels() {
        let korean = MnemonicLabel(marked: "파일(_F)")
        #expect(korean.text == "파일(F)" && korean.mnemonic == "f" && korean.offset == 3)
        let second = MnemonicLabel(marked: "Mark _All")
        #expect(second.text == "Mark All" && second.mnemonic == "a" && second.offset == 5, "not the a of Mark")
        let underscore = MnemonicLabel(marked: "snake__case _Name")
        #expect(underscore.text == "snake_case Name" && underscore.mnemonic == "n" && underscore.offset == 11)
        #expect(MnemonicLabel(marked: "No letter").mnemonic == nil)
    }

    @Test("in German the menu bar says Datei, Rezept, Ansicht, Hilfe, and Alt+D opens File")
    func germanMenus() throws {
        try Self.inGerman {
            #expect(MenuBar.menus.map(\.title) == ["Datei", "Rezept", "Ansicht", "Hilfe"])
            #expect(MenuBar.menus.map(\.mnemonic) == ["d", "r", "a", "h"])
            var h = Self.grid()
            h.press("d", [.alt])
            #expect(h.openMenuID == "file")
            let quit = try #require(h.state.menus[0].items.first { $0.command == .quit })
            #expect(quit.title == "Beenden" && quit.mnemonic == "b")
        }
        #expect(MenuBar.menus[0].title == "File", "English outside the scope, in parallel")
    }

    @Test("key names are translated part by part; letters and F-keys stay")
    func keyNames() {
        Self.inGerman {
            #expect(KeyNames.shown("Ctrl+Shift+N") == "Strg+Umschalt+N")
            #expect(KeyNames.shown("Page Down") == "Bild ab")
            #expect(KeyNames.shown("F2") == "F2" && KeyNames.shown("+") == "+")
            #expect(KeyBindings.table.first { $0.command == .quit }?.chords[0].label(in: .ltr) == "Strg+Q")
        }
        #expect(KeyNames.shown("Ctrl+Shift+N") == "Ctrl+Shift+N")
    }

    @Test("a toast with a placeholder and a plural in German; the trace keeps English's category")
    func germanToastsAndTrace() {
        Self.inGerman {
            var h = Self.grid()
            h.press("u", [.control])
            #expect(h.state.toast?.text == "Einheiten: Metrisch")
            #expect(trn("Opened {count} recipe", "Opened {count} recipes", count: 1) == "1 Rezept geöffnet")
            #expect(trn("Opened {count} recipe", "Opened {count} recipes", count: 7) == "7 Rezepte geöffnet")
            #expect(h.state.shownCategoryName == "Alle Rezepte")
            #expect(h.state.categoryName == "All Recipes")
        }
    }
}

extension LocalizationTests {
    @Test("outside a menu a Korean label drops the (F) that carries its letter")
    func plainLabels() {
        #expect(MnemonicLabel(marked: "새 레시피(_N)").plain == "새 레시피")
        #expect(MnemonicLabel(marked: "새 레시피(_N)").text == "새 레시피(N)")
        #expect(MnemonicLabel(marked: "_Datei").plain == "Datei")
        #expect(MnemonicLabel(marked: "Größe (_L)").plain == "Größe")
    }
}

extension LocalizationTests {
    @Test("amounts the app writes show the locale's decimal comma; the trace keeps the dot")
    func decimalSeparator() throws {
        let store = TestCookbook.store([TestCookbook.recipe("Dough", ingredients: ["1 kg flour", "2 eggs"])])
        try Self.inGerman {
            var h = Harness(store: store, direction: .ltr) { $0.select(0) }
            h.press("Return")
            h.press("plus", text: "+")
            h.press("plus", text: "+")
            let shown = try #require(h.state.shownIngredients)
            #expect(shown.first == "1,5 kg flour", "\(shown)")
            let trace = TraceRecord(seq: 1, event: .key, key: "Return", micros: 0).json(for: h.state)
            #expect(trace.contains("\"1.5 kg flour\""), "\(trace)")
        }
    }
}
