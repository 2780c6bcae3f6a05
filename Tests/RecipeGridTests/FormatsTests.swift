import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Cooklang import and the exports, over the samples in assets/samples.
@Suite("Formats")
struct FormatsTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/samples").path

    @Test func aCooklangFolderLoadsWithFrontMatterMetadataSectionsAndItsPicture() throws {
        let cookbook = try CookbookLoader.load(paths: [Self.samples + "/cooklang"])
        #expect(cookbook.problems.isEmpty)
        let byName = Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0) })
        let pancakes = try #require(byName["Easy Pancakes"])
        #expect(pancakes.categories == ["Breakfast"])
        let content = CookbookLoader.content(of: pancakes)
        #expect(content.ingredients == ["3 eggs", "125 g plain flour", "250 ml milk", "1 pinch sea salt", "butter"])
        #expect(content.steps.count == 4, "front matter and the comment are not steps: \(content.steps.map(\.text))")
        #expect(content.steps[1].text == "Pour into a bowl and leave to stand for 15 minutes.")
        #expect(content.yield == "4" && content.totalTime == 1500 && content.keywords == ["breakfast", "quick"])
        #expect(pancakes.imagePath == nil)

        let soup = try #require(byName["Tomato Soup"])
        let soupContent = CookbookLoader.content(of: soup)
        #expect(soup.categories == ["Soups"] && soup.imagePath == Self.samples + "/cooklang/Tomato Soup.jpg")
        #expect(soupContent.steps.map(\.section) == ["Base", "Soup"])
        #expect(
            soupContent.steps[1].text
                == "Add the canned tomatoes and vegetable stock, simmer 25 minutes, then blend until smooth. Season with salt and black pepper.")
        #expect(soupContent.ingredients.contains("2 cloves garlic") && soupContent.ingredients.contains("salt"))
        #expect(soupContent.prepTime == 600 && soupContent.cookTime == 2400)
    }

    @Test(arguments: [
        ("Add @salt and @ground black pepper{} to taste.", "Add salt and ground black pepper to taste.", ["salt", "ground black pepper"]),
        ("Fry in a #pan for ~{2%minutes}.", "Fry in a pan for 2 minutes.", []),
        ("Whisk @egg yolks{2} with @sugar{50%g}.", "Whisk egg yolks with sugar.", ["2 egg yolks", "50 g sugar"]),
        ("Rest ~dough{1%hour}.", "Rest 1 hour.", []),
    ])
    func stepMarkupReadsAsPlainText(step: String, text: String, ingredients: [String]) {
        let content = CooklangReader.contentOf(CooklangParser.parse(step))
        #expect(content.steps.map(\.text) == [text])
        #expect(content.ingredients == ingredients)
    }

    @Test func exportedJsonLDLoadsBackToTheSameRecipes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try CookbookLoader.load(paths: [Self.samples + "/cooklang", Self.samples + "/nextcloud"])
        #expect(original.recipes.count == 8)
        let file = try folder.write("export.jsonld", RecipeExport.jsonLD(original.recipes.map { ($0, CookbookLoader.content(of: $0)) }))
        let again = try CookbookLoader.load(paths: [file])
        #expect(again.problems.isEmpty)
        #expect(again.recipes.map(\.name) == original.recipes.map(\.name))
        for (before, after) in zip(original.recipes, again.recipes) {
            #expect(after.categories == before.categories && after.imagePath == before.imagePath, "\(before.name)")
            #expect(CookbookLoader.content(of: after) == CookbookLoader.content(of: before), "\(before.name)")
        }
        let single = try folder.write("one.json", RecipeExport.jsonLD([(original.recipes[0], CookbookLoader.content(of: original.recipes[0]))]))
        #expect(try CookbookLoader.load(paths: [single]).recipes.map(\.name) == [original.recipes[0].name])
        #expect(ISO8601Duration.text(seconds: 5400) == "PT1H30M" && ISO8601Duration.text(seconds: 45) == "PT45S")
    }

    @Test func theGroceryListExportsAsAMarkdownTaskList() {
        let markdown = RecipeExport.groceryMarkdown([
            GroceryItem(name: "2 cups flour"), GroceryItem(name: "salt", obtained: true), GroceryItem(name: " "),
            GroceryItem(name: "*fancy* [organic] eggs"),
        ])
        #expect(markdown == "# Grocery List\n\n- [ ] 2 cups flour\n- [x] salt\n- [ ] \\*fancy\\* \\[organic\\] eggs\n")
        #expect(RecipeExport.groceryMarkdown([]) == "# Grocery List\n\nNothing to buy.\n")
    }
}

/// File ▸ Export… (Ctrl+E): the focused recipes as JSON-LD, the grocery list as Markdown.
@Suite("Export command")
struct ExportCommandTests {
    private func exported(_ effects: [Effect]) -> (contents: String, fileName: String)? {
        effects.lazy.compactMap { if case .export(let contents, let name) = $0 { (contents, name) } else { nil } }.first
    }

    @Test func ctrlEExportsTheSelectedThenTheMarkedRecipesThenTheGroceryList() throws {
        var h = Harness()
        let one = try #require(exported(h.press("e", .control)))
        #expect(one.fileName == "Apple Pie.jsonld" && one.contents.contains(#""name" : "Apple Pie""#))
        h.press(["space", "Right", "space"])
        let two = try #require(exported(h.press("e", .control)))
        #expect(two.fileName == "2 Recipes.jsonld" && two.contents.contains("@graph"))
        h.press("g", .control)
        h.press("l", .control)
        let list = try #require(exported(h.press("e", .control)))
        #expect(list.fileName == "Grocery List.md" && list.contents.hasPrefix("# Grocery List\n\n- [ ] 6 apples"))
    }

    @Test func nothingToExportLeavesTheCommandOff() {
        #expect(!Harness(store: TestCookbook.store(names: [])).state.isEnabled(.export))
        #expect(KeyBindings.shortcut(for: .export) == "Ctrl+E")
    }

    @Test func theFileGoesToDocumentsWithoutReplacingAnother() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = ["XDG_DOCUMENTS_DIR": folder.path]
        let first = ExportFolder.write("a", named: "Pie.jsonld", environment: environment)
        let second = ExportFolder.write("b", named: "Pie.jsonld", environment: environment)
        #expect(first.hasSuffix("/Pie.jsonld") && second.hasSuffix("/Pie 2.jsonld"), "\(first) / \(second)")
        #expect(try String(contentsOfFile: folder.path + "/Pie.jsonld", encoding: .utf8) == "a")
        #expect(try String(contentsOfFile: folder.path + "/Pie 2.jsonld", encoding: .utf8) == "b")
    }
}

/// Paprika exports: a zip of gzipped JSON recipes with their photos inline.
@Suite("Paprika")
struct PaprikaTests {
    @Test func theSampleExportLoadsWithItsPhotoWrittenToTheCache() throws {
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        setenv("XDG_CACHE_HOME", cache.path, 1)
        let cookbook = try CookbookLoader.load(paths: [FormatsTests.samples + "/paprika/Sample.paprikarecipes"])
        #expect(cookbook.problems.isEmpty, "\(cookbook.problems)")
        #expect(cookbook.recipes.map(\.name) == ["Horiatiki", "Lemon Rice"])
        let salad = cookbook.recipes[0]
        let content = CookbookLoader.content(of: salad)
        #expect(salad.categories == ["Greek", "Salads"] || salad.categories == ["Salads", "Greek"])
        #expect(content.ingredients.first == "4 tomatoes" && content.ingredients.count == 6)
        #expect(
            content.steps.map(\.text) == [
                "Cut the tomatoes and cucumber into chunks.", "Slice the onion thinly and add the olives.",
                "Lay the feta on top and dress with the olive oil.",
            ])
        #expect(content.totalTime == 900 && content.yield == "4")
        let photo = try #require(salad.imagePath)
        #expect(photo.hasPrefix(cache.path + "/recipegrid/paprika/"))
        let original = try Data(contentsOf: URL(fileURLWithPath: FormatsTests.samples + "/nextcloud/Greek Salad/full.jpg"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == original, "the photo is the JPEG that was packed")
        #expect(cookbook.recipes[1].imagePath == nil && CookbookLoader.content(of: cookbook.recipes[1]).cookTime == 720)
    }

    @Test func aFileThatIsNotAZipOrHoldsDamagedEntriesIsNamedWithTheReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let notZip = try folder.write("a.paprikarecipes", "hello")
        let result = try CookbookLoader.load(paths: [notZip])
        #expect(result.problems.map(\.message) == ["not a Paprika export (it is not a zip file)"])
        #expect(throws: PaprikaArchive.GzipError.notGzip) { try PaprikaArchive.gunzip(Data("plain".utf8)) }
        let packed = try Data(contentsOf: URL(fileURLWithPath: FormatsTests.samples + "/paprika/Sample.paprikarecipes"))
        #expect(packed.count > 1000)
    }
}

/// A RecipeSage JSON-LD export: an array of schema.org recipes with web images.
@Suite("RecipeSage")
struct RecipeSageTests {
    @Test func theExportLoadsAndItsWebImagesAreNeverFetched() throws {
        let cookbook = try CookbookLoader.load(paths: [FormatsTests.samples + "/recipesage"])
        #expect(cookbook.problems.isEmpty)
        #expect(cookbook.recipes.map(\.name) == ["Miso Soup", "Overnight Waffles"])
        #expect(cookbook.recipes.allSatisfy { $0.imagePath == nil })
        let waffles = CookbookLoader.content(of: cookbook.recipes[1])
        #expect(waffles.steps.count == 3 && waffles.ingredients.count == 7 && waffles.yield == "6 waffles")
    }
}
