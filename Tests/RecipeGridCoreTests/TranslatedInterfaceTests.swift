import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The words the help sheet and the accessible tree write, in another language: the sheet's
/// keys, effects and headings, the sizes that follow its rows, counts in the language's
/// plural forms and what a screen reader says of tags, tiles and grocery items.
struct TranslatedInterfaceTests {
    /// A little German, as po/de.po would give it.
    static let german = Localization(
        translations: Translations(
            messages: [
                Translations.key("Return", context: "keyboard key"): "Eingabe",
                Translations.key("Right", context: "keyboard key"): "Rechts",
                Translations.key("Left", context: "keyboard key"): "Links",
                "{key} or {other}": "{key} oder {other}",
                "Next / previous tile, or the next region": "Nächste / vorige Kachel, oder der nächste Bereich",
                "The tile below / above": "Die Kachel darunter / darüber",
                "Letters and digits": "Buchstaben und Ziffern",
                "In the recipe grid": "In der Rezeptübersicht",
                "Everywhere": "Überall",
                "_Open": "Ö_ffnen",
                "Keyboard Shortcuts": "Tastenkürzel",
                "marked": "markiert",
                "obtained": "besorgt",
                "obtained, {aisle}": "besorgt, {aisle}",
            ],
            plurals: ["tag, {count} recipe": ["Schlagwort, {count} Rezept", "Schlagwort, {count} Rezepte"]],
            rule: try! PluralRule(header: "nplurals=2; plural=(n != 1);")))

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
            var h = Harness()
            h.press("question")
            #expect(texts(h.state).contains("Tastenkürzel"))
            #expect(tree(h.state)[.help]?.name == "Tastenkürzel")
        }
    }

    @Test("the sheet is sized for the rows it shows, in any language and region", arguments: [false, true])
    func rowCount(inGerman: Bool) {
        Localization.$scoped.withValue(inGerman ? Self.german : .english) {
            for focus: FocusID in [.grid, .sidebar, .search, .detailBack, .cooking, .groceryNew, .welcome] {
                #expect(HelpSheetLayout.rows(for: focus).count == HelpSheetLayout.rowCount, "\(focus)")
            }
        }
    }

    @Test("a key in the open help sheet scrolls it by a row, and stops at the end")
    func helpScrollsToItsEnd() {
        var h = Harness(size: Size(width: 800, height: 400))
        h.press("question")
        let layout = HelpSheetLayout(metrics: h.state.metrics, windowSize: h.state.windowSize, focus: h.state.commandFocus)
        #expect(layout.maxScroll > 0)
        h.press("Down")
        #expect(h.state.modal.helpScroll == layout.rowHeight)
        h.press("End")
        #expect(h.state.modal.helpScroll == layout.maxScroll)
        #expect(layout.maxScroll == Double(layout.rows.count) * layout.rowHeight - layout.body.height)
    }

    @Test("the grid counts its recipes in the language's plural forms, on screen and for screen readers", arguments: [1, 3, 5, 21])
    func recipeCount(_ count: Int) {
        let expected = [1: "1 рецепт", 3: "3 рецепта", 5: "5 рецептов", 21: "21 рецепт"][count]
        Localization.$scoped.withValue(Self.russian) {
            let state = Harness(store: TestCookbook.store(count: count)).state
            #expect(texts(state).contains(expected ?? ""))
            #expect(tree(state)[.grid]?.description == expected)
        }
    }

    @Test("a screen reader hears a marked tile, a tag's count and a grocery item's check box in the language")
    func screenReaderWords() throws {
        try Localization.$scoped.withValue(Self.german) {
            var tagged = TestCookbook.recipe("Dal")
            tagged.keywords = ["quick"]
            var h = Harness(store: CookbookStore(Cookbook(sorting: [tagged, TestCookbook.recipe("Stew")]))) { $0.select(0) }
            h.press("space")
            #expect(tree(h.state)[.tile(recipe: 0)]?.description == "markiert")
            h.press("v", .alt)
            h.press("t")
            let tag = try #require(h.state.sidebarCount - 1 >= h.state.store.firstTagRow ? h.state.sidebarCount - 1 : nil)
            #expect(tree(h.state)[.category(tag)]?.description == "Schlagwort, 1 Rezept")
            h.press("l", .control)
            guard case .groceryName(let row) = h.state.focus else { return #expect(Bool(false), "focus on a grocery item") }
            h.type("milk")
            let description = try #require(tree(h.state)[.groceryCheck(row)]?.description)
            #expect(description == "besorgt" || description.hasPrefix("besorgt, "), "\(description)")
        }
    }
}
