import CoreTestSupport
import Testing

@testable import RecipeGridCore

@Suite struct TextFoldingTests {
    @Test(arguments: [
        ("Crème Brûlée", "creme brulee"), ("Œufs", "oeufs"), ("Éclair", "eclair"), ("APPLE", "apple"),
        ("Straße", "strasse"), ("Smørrebrød", "smorrebrod"), ("Pierogi Łódź", "pierogi lodz"), ("Ｐｉｅ", "pie"),
    ])
    func foldsCaseDiacriticsAndLigatures(text: String, folded: String) {
        #expect(TextFolding.fold(text) == folded)
    }

    @Test func foldedNamesSortAsReadersExpect() {
        let names = ["Fish Tacos", "éclair", "Dumplings", "Banana", "apple"]
        #expect(names.sorted { TextFolding.fold($0) < TextFolding.fold($1) } == ["apple", "Banana", "Dumplings", "éclair", "Fish Tacos"])
    }
}
