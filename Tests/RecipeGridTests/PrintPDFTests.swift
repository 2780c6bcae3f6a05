import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// File ▸ Print…'s PDFs, written with cairo and read back with poppler's pdftotext and
/// pdfinfo: the text in reading order, the page size, the page breaks and footers.
@Suite("Print PDFs", .serialized)
struct PrintPDFTests {
    private static let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/photos/wide.png").path

    /// A recipe with `ingredients` lines and `steps` steps, a section and a photo.
    static func recipe(ingredients: Int, steps: Int) -> PrintedRecipe {
        PrintedRecipe(
            name: "Lemon Drizzle Cake", facts: "Total 1 hr  ·  Prep 20 min  ·  Serves 12", summary: "A sharp, sticky loaf.",
            photoPath: photo, units: "Metric", ingredients: (1...ingredients).map { "\($0 * 30) g ingredient number \($0)" },
            steps: (1...steps).map {
                PrintedStep(
                    number: $0, section: $0 == 1 ? "The cake" : nil, text: "Step \($0): beat, fold and bake at 180°C until a skewer comes out clean.")
            })
    }

    private func write(_ document: PrintDocument, paper: PaperSize) throws -> (path: String, pages: Int) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("print-\(UUID().uuidString).pdf").path
        let pages = try PDFWriter.write(document, paper: paper, to: path).pages
        return (path, pages)
    }

    @Test("a recipe prints its name, facts, scaled ingredients in order and numbered steps; the page is A4")
    func recipeText() throws {
        let recipe = Self.recipe(ingredients: 9, steps: 4)
        let (path, pages) = try write(PrintDocument(title: recipe.name, content: .recipes([recipe])), paper: .a4)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(pages == 1)
        let text = try Poppler.run("pdftotext", [path, "-"])
        #expect(text.contains("Lemon Drizzle Cake") && text.contains("Serves 12") && text.contains("Units: Metric"))
        let order = recipe.ingredients.map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(text)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "ingredients out of order: \(text)")
        for number in 1...4 { #expect(text.contains("\(number).")) }
        #expect(text.contains("180°C") && text.contains("The cake") && text.contains("Page 1 of 1"))
        let info = try Poppler.run("pdfinfo", [path])
        #expect(info.contains("595 x 842 pts (A4)"), "\(info)")
        #expect(info.contains("Title:           Lemon Drizzle Cake"))
    }

    @Test("a JPEG photo is printed upright, as a PNG one is; a file that is no picture is left out", arguments: ["sideways.jpg", "wide.png"])
    func photos(name: String) throws {
        let fixtures = URL(fileURLWithPath: Self.photo).deletingLastPathComponent()
        var recipe = Self.recipe(ingredients: 2, steps: 1)
        recipe.photoPath = fixtures.appendingPathComponent(name).path
        let (path, _) = try write(PrintDocument(title: recipe.name, content: .recipes([recipe])), paper: .a4)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let images = try Poppler.run("pdfimages", ["-list", path]).split(separator: "\n").dropFirst(2)
        #expect(images.count == 1, "\(images)")
        if name == "sideways.jpg", let columns = images.first?.split(separator: " ", omittingEmptySubsequences: true), columns.count > 4 {
            #expect(Int(columns[3]) ?? 0 < Int(columns[4]) ?? 0, "stored sideways with EXIF orientation 6: printed taller than wide, \(columns)")
        }
        recipe.photoPath = fixtures.appendingPathComponent("not-a-picture.png").path
        let (broken, _) = try write(PrintDocument(title: recipe.name, content: .recipes([recipe])), paper: .a4)
        defer { try? FileManager.default.removeItem(atPath: broken) }
        #expect(try Poppler.run("pdfimages", ["-list", broken]).split(separator: "\n").count == 2, "no image for a file that is none")
    }

    @Test("a long recipe breaks onto more pages, each with the name and its number in the footer; Letter is 612×792")
    func pageBreaks() throws {
        let recipe = Self.recipe(ingredients: 80, steps: 40)
        let (path, pages) = try write(PrintDocument(title: recipe.name, content: .recipes([recipe])), paper: .letter)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(pages >= 3)
        let text = try Poppler.run("pdftotext", [path, "-"])
        for page in 1...pages { #expect(text.contains("Page \(page) of \(pages)")) }
        let steps = (1...40).map { text.range(of: "Step \($0):")?.lowerBound }
        #expect(steps.allSatisfy { $0 != nil } && steps.compactMap { $0 } == steps.compactMap { $0 }.sorted())
        #expect(recipe.ingredients.allSatisfy { text.contains($0) })
        let info = try Poppler.run("pdfinfo", [path])
        #expect(info.contains("612 x 792 pts (letter)"), "\(info)")
        #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" \(pages)") })
    }

    @Test("the grocery list prints as a checklist")
    func checklist() throws {
        let items = [ChecklistItem(text: "4 cups flour", ticked: false), ChecklistItem(text: "2 eggs", ticked: true)]
        let (path, _) = try write(PrintDocument(title: "Grocery List", content: .checklist([ChecklistGroup(title: nil, items: items)])), paper: .a4)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try Poppler.run("pdftotext", [path, "-"])
        #expect(text.contains("Grocery List") && text.contains("2 items") && text.contains("1 in the basket"))
        #expect(try #require(text.range(of: "4 cups flour")).lowerBound < #require(text.range(of: "2 eggs")).lowerBound)
    }

    @Test("Save as PDF writes NAME.pdf in the documents folder and never over a file")
    func savesBesideExports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = PrintDocument(title: "Pie/Tart", content: .recipes([Self.recipe(ingredients: 2, steps: 1)]))
        let environment = ["XDG_DOCUMENTS_DIR": folder, "LANG": "en_US.UTF-8"]
        #expect(PrintJobs.savePDF(document, environment: environment).hasSuffix("Pie-Tart.pdf"))
        #expect(PrintJobs.savePDF(document, environment: environment).hasSuffix("Pie-Tart 2.pdf"))
        let info = try Poppler.run("pdfinfo", [folder + "/Pie-Tart 2.pdf"])
        #expect(info.contains("612 x 792 pts (letter)"))
    }
}

/// libcups on this machine: whatever it finds, an empty list always says why.
struct PrintersTests {
    @Test("with no printer, the list says why in one line")
    func emptyListSaysWhy() {
        let printers = Printers.find()
        if printers.names.isEmpty {
            #expect(printers.problem?.isEmpty == false && printers.problem?.contains("\n") == false)
        } else {
            #expect(Set(printers.names).count == printers.names.count)
        }
    }
}
