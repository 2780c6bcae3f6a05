import Foundation
import TestSupport
import Testing

/// File ▸ Print… in the running app: the dialog in the trace, Save as PDF into the
/// documents folder, and the PDF's text as pdftotext reads it (README, Printing).
@Suite("Print")
struct PrintEndToEndTests {
    @Test func savingTheOpenRecipeAsPDFPrintsItsScaledAmounts() throws {
        let documents = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: documents) }
        try withRecipeGrid(environment: ["XDG_DOCUMENTS_DIR": documents.path, "LANG": "en_GB.UTF-8", "LC_ALL": "", "LC_PAPER": ""]) { app in
            let opened = try app.press("Return")
            try #require(opened.screen == "detail", "\(opened)")
            try app.press("plus")
            let scaled = try app.press("plus")
            let ingredients = try #require(scaled.ingredients)
            #expect(scaled.servings?.current == 6 && ingredients != TestCookbook.recipes[0].ingredients, "\(scaled)")

            let dialog = try app.press("p", .control)
            #expect(dialog.overlay == "print" && dialog.focus == "print.destination", "\(dialog)")
            try app.press("End")
            let saved = try app.press("Return")
            let name = TestCookbook.names[0]
            #expect(saved.overlay == nil && saved.focus == "detail.back", "\(saved)")
            #expect(saved.toast?.hasSuffix("/\(name).pdf") == true, "\(saved)")

            let pdf = documents.appendingPathComponent("\(name).pdf").path
            try #require(FileManager.default.fileExists(atPath: pdf))
            let text = try Poppler.run("pdftotext", [pdf, "-"])
            #expect(text.contains(name) && text.contains("Serves 6"), "\(text)")
            let places = ingredients.map { text.range(of: $0)?.lowerBound }
            #expect(places.allSatisfy { $0 != nil }, "every scaled line is printed: \(ingredients) in \(text)")
            #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "in the order shown: \(text)")
            #expect(try Poppler.run("pdfinfo", [pdf]).contains("595 x 842 pts (A4)"))
        }
    }

    @Test func libcupsIsLoadedWhenPrintingIsFirstAskedForNotAtStart() throws {
        try withRecipeGrid { session in
            // Read to the end: /proc files say they are empty, and a read by their size stops short.
            let maps = {
                String(decoding: FileHandle(forReadingAtPath: "/proc/\(session.app.pid)/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            }
            // It brings a dozen libraries (GnuTLS, Kerberos, Avahi) and about 3 MB every start would pay for.
            #expect(!maps().contains("libcups.so"), "linked at start")
            let dialog = try session.press("p", .control)
            #expect(dialog.overlay == "print", "\(dialog)")
            // The printers are looked up on a thread: wait for it to have opened the library.
            let deadline = Date().addingTimeInterval(10)
            while !maps().contains("libcups.so"), Date() < deadline { usleep(20_000) }
            #expect(maps().contains("libcups.so"), "opened for the print dialog")
        }
    }

    @Test func pangoIsLoadedWhenAPageIsPrintedNotAtStart() throws {
        let documents = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: documents) }
        try withRecipeGrid(environment: ["XDG_DOCUMENTS_DIR": documents.path]) { session in
            let maps = {
                String(decoding: FileHandle(forReadingAtPath: "/proc/\(session.app.pid)/smaps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            }
            // Pango, HarfBuzz, libthai: memory the grid would carry for pages most sessions never print.
            #expect(!maps().contains("libpango"), "linked at start")
            try session.press("Return")
            try session.press("p", .control)
            #expect(!maps().contains("libpango"), "opened by the dialog, before anything is printed")
            try session.press("End")
            let saved = try session.press("Return")
            #expect(saved.toast?.hasPrefix("Saved ") == true && saved.toast?.contains("Pango") == false, "\(saved)")
            #expect(maps().contains("libpangocairo-1.0.so"), "opened to print")
        }
    }

    @Test func aHebrewRecipePrintsItsWordsInTheOrderOfItsFile() throws {
        let documents = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: documents) }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/print/hebrew.json")
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let ingredients = try #require(recipe["recipeIngredient"] as? [String])
        try withRecipeGrid(arguments: [file.path], environment: ["XDG_DOCUMENTS_DIR": documents.path], opensCookbook: false) { app in
            try #require(try app.press("Return").screen == "detail")
            try app.press("p", .control)
            try app.press("End")
            let saved = try app.press("Return")
            let name = try #require(recipe["name"] as? String)
            #expect(saved.toast?.hasSuffix("/\(name).pdf") == true, "\(saved)")
            // poppler marks right-to-left lines with embeddings and may space letters apart.
            let text = try Poppler.run("pdftotext", [documents.appendingPathComponent("\(name).pdf").path, "-"])
                .unicodeScalars.filter { !$0.properties.isWhitespace && !(0x202A...0x202E).contains($0.value) }
            let printed = String(String.UnicodeScalarView(text))
            let places = ([name] + ingredients).map { printed.range(of: $0.filter { !$0.isWhitespace })?.lowerBound }
            #expect(places.allSatisfy { $0 != nil }, "every line in the order it is written: \(printed)")
            #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "in the file's order: \(printed)")
        }
    }
}
