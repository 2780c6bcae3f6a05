import Foundation
import Testing

/// A Cooklang recipe that uses another (`@./Sauces/Pesto{½}`), by real key presses: the
/// link takes focus after Add to Grocery List, Return opens the recipe it names at its
/// share of the parent's servings, and Back returns to the link.
@Suite("Cooklang links end to end")
struct CooklangLinkEndToEndTests {
    @Test func returnOnALinkOpensTheRecipeScaledAndBackReturnsToIt() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cookbook = directory.appendingPathComponent("cookbook")
        for folder in ["Mains", "Sauces"] {
            try FileManager.default.createDirectory(at: cookbook.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let lasagne = "---\nservings: 4\n---\n> Best the next day.\n\nLayer @lasagne sheets{250%g} with @./Sauces/Pesto{1/2}.\n"
        try Data(lasagne.utf8).write(to: cookbook.appendingPathComponent("Mains/Layered Lasagne.cook"))
        try Data("---\nservings: 4\n---\nBlend @basil{2%cups}.\n".utf8).write(to: cookbook.appendingPathComponent("Sauces/Pesto.cook"))

        try withRecipeGrid(cookbookDirectory: cookbook) { app in
            try #require(try app.type("lay").selection == "Layered Lasagne")
            let opened = try app.press("Return")
            try #require(opened.recipe == "Layered Lasagne" && opened.focus == "detail.back", "\(opened)")
            #expect(opened.ingredients == ["250 g lasagne sheets", "½ Pesto"])
            let link = try app.press("Tab", times: 4)
            #expect(link.focus == "detail.link.0", "\(link)")

            let pesto = try app.press("Return")
            #expect(pesto.recipe == "Pesto" && pesto.focus == "detail.back", "\(pesto)")
            #expect(pesto.servings?.base == 4 && pesto.servings?.current == 2, "half a batch: \(pesto)")
            #expect(pesto.ingredients == ["1 cup basil"])

            let back = try app.press("Escape")
            #expect(back.recipe == "Layered Lasagne" && back.focus == "detail.link.0", "\(back)")
            #expect(try app.press("Escape").screen == "grid")
        }
    }
}
