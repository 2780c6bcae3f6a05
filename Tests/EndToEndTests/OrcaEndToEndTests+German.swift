import Foundation
import TestSupport
import Testing

extension OrcaEndToEndTests {
    /// A German cook's walk: in de_DE.UTF-8, Orca reads RecipeGrid's own words in German —
    /// the Back button, the rating, the toast, the help dialog — and the recipes' names as
    /// written.
    @Test(.timeLimit(.minutes(30)))
    func orcaSpeaksGermanInAGermanLocale() throws {
        let po = try TestLanguages.po("de")
        func german(_ message: String) throws -> String { POFile.withoutMark(try #require(po.translation(of: message), "\(message)")) }
        let back = try german("Back")
        let yummy = try german("Yummy")
        let shortcuts = try german("Keyboard Shortcuts")
        let environment = try TestLanguages.environment(locale: "de_DE.UTF-8")
        let said = try Self.walk(environment: environment, opening: "RecipeGrid") { names in
            [
                ("Right", [], ["\(names[1])."]),
                ("Return", [], ["\(names[1])", back]),
                ("Tab", [], []),
                ("2", [], [yummy]),
                ("g", .control, []),
                ("Escape", [], ["\(names[1])."]),
                ("F1", [], [shortcuts]),
            ]
        }
        let toast = try #require(po.forms(ofPluralStartingWith: "Added {count}", filling: ["count": "3", "name": TestCookbook.names[1]]))
        #expect(said.contains { line in toast.contains { line.contains($0) } }, "the toast in German: \(toast)")
        #expect(!said.contains { $0.contains("Keyboard Shortcuts") || $0.hasPrefix("Back") }, "no English word of ours")
    }
}
