import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Printed pages in every script (README, Printing): Pango sets Hebrew and Arabic in their
/// order and joined, CJK in a fallback font, and Latin as before; without libpangocairo the
/// PDF is still written, with cairo's text, and says so.
@Suite("Print scripts", .serialized)
struct PrintScriptsTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/print")

    /// The recipe in `Fixtures/print/NAME.json` as it prints: its name, its ingredients and steps.
    static func recipe(_ name: String) throws -> PrintedRecipe {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(name + ".json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let steps = try #require(json["recipeInstructions"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        return PrintedRecipe(
            name: try #require(json["name"] as? String), facts: "Serves 4", summary: json["description"] as? String, photoPath: nil,
            units: "Metric", ingredients: try #require(json["recipeIngredient"] as? [String]),
            steps: steps.enumerated().map { PrintedStep(number: $0.offset + 1, section: nil, text: $0.element) })
    }

    /// Prints `recipes` to a PDF with the Pango from `library`; returns the file and what the writer said.
    private func print(_ recipes: [PrintedRecipe], direction: LayoutDirection = .ltr, library: String = PrintTypesetters.pangoLibrary)
        throws -> (path: String, written: PDFWriter.Written)
    {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID().uuidString).pdf").path
        let document = PrintDocument(title: recipes[0].name, content: .recipes(recipes), direction: direction)
        return (path, try PDFWriter.write(document, paper: .a4, to: path, pangoLibrary: library))
    }

    /// pdftotext's reading of the PDF, with no spaces and no bidi marks: poppler marks a
    /// right-to-left line with embeddings and puts a space where letters stand apart.
    private func letters(of path: String) throws -> String {
        let marks: Set<Unicode.Scalar> = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{200E}", "\u{200F}"]
        let text = try Poppler.run("pdftotext", [path, "-"])
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !marks.contains($0) && !$0.properties.isWhitespace }))
    }

    /// Whether each of `lines` is in `text` (spaces aside), each after the one before it.
    private func inOrder(_ lines: [String], in text: String) -> Bool {
        var rest = text[...]
        for line in lines {
            let wanted = String(line.unicodeScalars.filter { !$0.properties.isWhitespace })
            guard let found = rest.range(of: wanted) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    @Test("a Hebrew and an Arabic recipe read back in the order of the recipe file", arguments: ["hebrew", "arabic"])
    func rightToLeftReadsInLogicalOrder(name: String) throws {
        let recipe = try Self.recipe(name)
        for layout in [LayoutDirection.ltr, .rtl] {
            let (path, written) = try print([recipe], direction: layout)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(written.withoutPango == nil)
            let text = try letters(of: path)
            let lines = [recipe.name, recipe.summary ?? ""] + recipe.ingredients + recipe.steps.map(\.text)
            #expect(inOrder(lines, in: text), "\(layout) layout: \(text)")
        }
    }

    @Test("cairo's own text, without Pango, prints Hebrew in stored order, which reads back reversed")
    func withoutPangoHebrewIsReversed() throws {
        let recipe = try Self.recipe("hebrew")
        let (path, written) = try print([recipe], library: "libpangocairo-absent.so.0")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(written.pages == 1)
        #expect(written.withoutPango?.contains("libpangocairo-1.0-0") == true && written.withoutPango?.contains("\n") == false)
        #expect(!inOrder(recipe.ingredients, in: try letters(of: path)), "the test tells right from wrong")
    }

    @Test("Hebrew and Korean and Japanese on one recipe: DejaVu Sans for Hebrew, Noto Sans CJK for the rest")
    func fallbackFontsAreEmbedded() throws {
        var recipe = try Self.recipe("korean")
        recipe.ingredients.append("קורט מלח ופלפל")
        recipe.steps.append(PrintedStep(number: 4, section: nil, text: "味噌を溶かし入れて、火を止める。"))
        let (path, _) = try print([recipe])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fonts = try Poppler.run("pdffonts", [path])
        #expect(fonts.contains("DejaVuSans"), "\(fonts)")
        #expect(fonts.contains("NotoSansCJK"), "fonts-noto-cjk: \(fonts)")
        #expect(inOrder([recipe.name] + recipe.ingredients + recipe.steps.map(\.text), in: try letters(of: path)))
    }

    @Test("a long Japanese step with no spaces breaks between its characters, every one of them printed")
    func cjkBreaksBetweenIdeographs() throws {
        var recipe = try Self.recipe("korean")
        let step = String(repeating: "鍋に水と昆布を入れて中火にかけ、沸騰直前に昆布を取り出す。", count: 6)
        recipe.steps = [PrintedStep(number: 1, section: nil, text: step)]
        let (path, _) = try print([recipe])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = try Poppler.run("pdftotext", [path, "-"]).split(separator: "\n").filter { $0.contains("昆布") }
        #expect(lines.count >= 3, "\(lines)")
        #expect(lines.joined().filter { !$0.isWhitespace } == step, "\(lines)")
    }

    @Test("a Latin recipe prints the same text, at the same places, with Pango as with cairo's own text")
    func latinIsUnchanged() throws {
        let recipe = PrintPDFTests.recipe(ingredients: 30, steps: 24)
        let (pango, written) = try print([recipe])
        let (cairo, _) = try print([recipe], library: "libpangocairo-absent.so.0")
        defer { for path in [pango, cairo] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(written.pages == 2)
        let laidOut = try [pango, cairo].map { try Poppler.run("pdftotext", ["-layout", $0, "-"]) }
        #expect(laidOut[0] == laidOut[1], "\(laidOut[0])")
        #expect(laidOut[0].contains("Page 2 of 2"))
    }

    @Test("a Hebrew recipe prints on mirrored pages: its name at the right margin, the footer's number at the left")
    func rightToLeftRecipeIsMirrored() throws {
        let (path, _) = try print([try Self.recipe("hebrew"), PrintPDFTests.recipe(ingredients: 2, steps: 1)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let words = try Poppler.run("pdftotext", ["-bbox", path, "-"]).split(separator: "\n").filter { $0.contains("<word") }
        let pageWords = words.filter { $0.hasSuffix(">Page</word>") }.map(Self.left)
        #expect(pageWords.count == 2 && pageWords[0] == 54 && pageWords[1] > 300, "mirrored footer, then the Latin recipe's: \(pageWords)")
        let lemon = try #require(words.first { $0.hasSuffix(">Lemon</word>") })
        #expect(Self.left(lemon) == 54)
    }

    @Test("a paragraph reads in the direction of its letters when they agree, else in the page's")
    func paragraphDirections() {
        #expect(PrintDirection.of("2 כפות שמן זית", page: .ltr) == .rtl)
        #expect(PrintDirection.of("نصف كوب طحينة", page: .ltr) == .rtl)
        #expect(PrintDirection.of("200 g 김치", page: .rtl) == .ltr)
        #expect(PrintDirection.of("12.", page: .rtl) == .rtl && PrintDirection.of("12.", page: .ltr) == .ltr)
        #expect(PrintDirection.of("Nutella ממרח", page: .rtl) == .rtl && PrintDirection.of("Nutella ממרח", page: .ltr) == .ltr)
        #expect(PrintDirection.of(recipe: ["Pizza", "קמח, מים, שמרים ומלח"], layout: .ltr) == .rtl)
        #expect(PrintDirection.of(recipe: ["1", "2"], layout: .rtl) == .rtl)
    }

    private static func left(_ word: Substring) -> Double {
        let value = word.split(separator: "\"").dropFirst().first.flatMap { Double($0) }
        return (value ?? -1).rounded()
    }
}
