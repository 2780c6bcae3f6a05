import Foundation
import TestSupport
import Testing

/// RecipeGrid in German, Korean and Hebrew, chosen as a user chooses it — the locale in
/// LC_ALL and LANG, made by localedef into a private LOCPATH — and read as a user (or a
/// screen reader) reads it: the menus in the accessible tree, the toasts in the trace, the
/// amounts with the locale's decimal separator; the trace's own values stay English.
@Suite("Languages", .serialized)
struct LanguageEndToEndTests {
    /// The words `po` translates `message` into, with its menu letter's mark taken out.
    static func shown(_ po: POFile, _ message: String) throws -> String {
        POFile.withoutMark(try #require(po.translation(of: message), "\(message) translated"))
    }

    @Test(
        "the menus, a toast and the layout direction follow the locale; the trace keeps its English values",
        .timeLimit(.minutes(10)),
        arguments: [("de", "de_DE.UTF-8", "ltr"), ("ko", "ko_KR.UTF-8", "ltr"), ("he", "he_IL.UTF-8", "rtl")])
    func menusAndToastsInTheLanguage(_ language: String, _ locale: String, _ direction: String) throws {
        let po = try TestLanguages.po(language)
        let bus = try AccessibilityBus(enabled: true)
        defer { bus.stop() }
        var environment = try TestLanguages.environment(locale: locale)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        try withRecipeGrid(environment: environment) { session in
            #expect(session.start.layoutDirection == direction)
            #expect(session.start.category == "All Recipes", "the trace's category is the same in every language")
            let tree = try bus.run("tree", display: session.server.displayName).map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            let menus = tree.filter { $0["role"] as? String == "menu" }.compactMap { $0["name"] as? String }
            #expect(menus == (try ["_File", "_Recipe", "_View", "_Help"].map { try Self.shown(po, $0) }))
            #expect(tree.contains { $0["role"] as? String == "list item" && $0["name"] as? String == (try? Self.shown(po, "All Recipes")) })

            // The second tile is the next one in reading order: Left in a right-to-left layout.
            _ = try session.press("Home", .control)
            let line = try session.press(direction == "rtl" ? "Left" : "Right")
            #expect(line.selectionIndex == 1)
            let added = try session.press("g", .control)
            let toast = try #require(added.toast)
            let name = try #require(line.selection)
            let forms = try #require(po.forms(ofPluralStartingWith: "Added {count}", filling: ["count": "3", "name": name]))
            #expect(forms.contains(toast), "\(toast)")
        }
    }
}
