import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Saved web pages through the cookbook loader: `Tests/Fixtures/webpages` (pages saved the
/// Firefox and the Chromium way with their `_files` folders, a `@graph`, a `mainEntity`,
/// pages without a recipe, a page with a broken block) and pages written by the tests.
@Suite struct SavedWebPageLoadingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/webpages").path
    static let firefoxPage = fixtures + "/Apple Crumble – Hedgerow Kitchen.html"

    private func byName(_ cookbook: Cookbook) -> [String: Recipe] {
        Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0) })
    }

    @Test func theFixtureFolderLoadsEveryPagesRecipeAndNamesEachPageSkipped() throws {
        let cookbook = try CookbookLoader.load(paths: [Self.fixtures])
        #expect(cookbook.recipes.map(\.name) == ["Apple Crumble", "Banana Bread", "Flapjacks", "Red Lentil Soup", "Shakshuka"])
        let problems = cookbook.problems.map { "\(($0.path as NSString).lastPathComponent): \($0.message)" }
        #expect(
            problems.sorted() == [
                "about.html: " + SavedWebPageReader.noBlockMessage,
                "contact.html: " + SavedWebPageReader.noRecipeMessage,
                #"two-blocks.html: its ld+json block 1 is not valid JSON: it ends before its JSON does (a "</script" ends a script even inside a string)"#,
            ])
        #expect(cookbook.problems.first { $0.path.hasSuffix("two-blocks.html") }?.line == 4)
    }

    @Test func eachRecipeHasItsFieldsAndItsDetailIsReadAgainFromItsPage() throws {
        let recipes = byName(try CookbookLoader.load(paths: [Self.fixtures]))
        let crumble = try #require(recipes["Apple Crumble"])
        #expect(crumble.sourcePath == Self.firefoxPage)
        #expect(crumble.id == "https://hedgerow.example/recipes/apple-crumble/#recipe")
        #expect(crumble.categories == ["Dessert"])
        #expect(crumble.detail.ingredients.first == "4 Bramley apples" && crumble.detail.ingredients.count == 6)
        #expect(crumble.detail.summary == "Bramley apples under a buttery oat crumble & a pinch of cinnamon.")
        #expect(crumble.detail.steps.count == 3 && crumble.detail.totalTime == 3600)

        let soup = try #require(recipes["Red Lentil Soup"])
        #expect(soup.categories == ["Soup", "Vegan"])
        #expect(soup.detail.ingredients == ["200 g red lentils", "1 onion", "2 carrots", "1 l vegetable stock", "1 tsp cumin"])
        #expect(soup.detail.steps.map(\.text).last == "Blend until smooth.")

        let shakshuka = try #require(recipes["Shakshuka"])
        #expect(shakshuka.detail.steps.map(\.section) == ["Sauce", "Eggs"])
        #expect(shakshuka.detail.summary == "Eggs poached in a spiced tomato & pepper sauce.")
        #expect(try #require(recipes["Banana Bread"]).detail.ingredients.count == 4)
        #expect(
            try #require(recipes["Flapjacks"]).detail.ingredients == [
                "250 g rolled oats", "125 g butter", "125 g golden syrup", "50 g light brown sugar",
            ])
    }

    @Test(
        "a page's picture is the browser's saved copy in its _files folder; a web address not saved gives none",
        arguments: [
            ("Apple Crumble", "/Apple Crumble – Hedgerow Kitchen_files/apple crumble.jpg"),
            ("Red Lentil Soup", "/Lentil Soup - Example Eats_files/lentil-soup.png"),
            ("Banana Bread", "/main-entity_files/banana-bread.png"),
            ("Shakshuka", nil),
            ("Flapjacks", nil),
        ])
    func resolvesSavedPictures(name: String, photo: String?) throws {
        let recipe = try #require(byName(try CookbookLoader.load(paths: [Self.fixtures]))[name])
        #expect(recipe.imagePath == photo.map { Self.fixtures + $0 })
        if let path = recipe.imagePath { #expect(FileManager.default.fileExists(atPath: path)) }
    }

    @Test func aPageFolderIsIndexedAndItsDetailsStillComeFromThePages() throws {
        let cacheFolder = try TemporaryFolder()
        defer { cacheFolder.remove() }
        let cache = CookbookIndexCache(directory: cacheFolder.path)
        let plan = try CookbookLoader.plan(paths: [Self.fixtures])
        let parsed = try CookbookLoader.load(plan)
        cache.save(parsed, of: plan)
        let indexed = try #require(cache.load(plan))
        #expect(indexed.recipes == parsed.recipes && indexed.problems == parsed.problems)
        #expect(indexed.recipes.first { $0.name == "Flapjacks" }?.detail.ingredients.first == "250 g rolled oats")
    }

    @Test func aPageOrAPageWithAnotherNameIsReadWhenNamedAndAFilesFolderIsSearchedOnlyWithoutItsPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = #"<!doctype html><script type="application/ld+json">{"@type": "Recipe", "name": "$"}</script>"#
        let php = try folder.write("recipe.php", page.replacingOccurrences(of: "$", with: "Named Page"))
        try folder.write("book/Cake.HTM", page.replacingOccurrences(of: "$", with: "Upper Case Extension"))
        try folder.write("book/Cake_files/data.json", #"{"@type": "Recipe", "name": "Asset Of Cake"}"#)
        try folder.write("book/Cake_files/inner.html", page.replacingOccurrences(of: "$", with: "Page In Assets"))
        try folder.write("book/kitchen_files/pie.json", #"{"@type": "Recipe", "name": "No Page Beside"}"#)
        // A .json file is read as JSON whatever it starts with, to be told it is not.
        let notJSON = try folder.write("book/saved-as.json", "<html>Not found</html>")
        let named = try CookbookLoader.load(paths: [php, folder.path + "/book", folder.path + "/book/Cake_files/data.json"])
        #expect(named.recipes.map(\.name) == ["Asset Of Cake", "Named Page", "No Page Beside", "Upper Case Extension"])
        #expect(named.problems == [LoadProblem(path: notJSON, message: "invalid JSON: invalid value", line: 1, column: 1)])
    }

    @Test func aFiveMegabytePageIsReadAndItsDetailIsFoundAtTheEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var html = "<!DOCTYPE html><html><head><title>Big</title></head><body>\n"
        let filler = #"<div class="card" data-id=7><a href='/r?a=1&b=2'>Item &amp; more</a><!-- <script>no</script> --><br/></div>"# + "\n"
        html.reserveCapacity(5_300_000)
        while html.utf8.count < 5_000_000 { html += filler }
        html += "<script>var s = '<div>';</script>\n"
        html += #"<script type="application/ld+json">{"@type": "Recipe", "name": "Needle", "recipeIngredient": ["1 haystack"]}</script>"#
        html += "</body></html>"
        let path = try folder.write("big.html", html)
        let cookbook = try CookbookLoader.load(paths: [path])
        let recipe = try #require(cookbook.recipes.first)
        #expect(cookbook.recipes.map(\.name) == ["Needle"] && cookbook.problems.isEmpty)
        guard case .inFile(let range, _) = recipe.content else {
            Issue.record("the recipe's detail stays in its page")
            return
        }
        #expect(range.lowerBound > 5_000_000)
        #expect(recipe.detail.ingredients == ["1 haystack"])
    }

    @Test func aPageChangedSinceLoadingSaysSoInItsDetail() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(
            "pie.html", #"<script type="application/ld+json">{"@type": "Recipe", "name": "Pie", "recipeIngredient": ["1 apple"]}</script>"#)
        let recipe = try #require(try CookbookLoader.load(paths: [path]).recipes.first)
        try folder.write("pie.html", #"<p>moved</p><script type="application/ld+json">{"@type": "Recipe", "name": "Pie"}</script>"#)
        #expect(recipe.detail.ingredients.isEmpty)
        #expect(recipe.detail.summary?.contains("changed or went away") == true)
    }

    @Test("pages as sites write them: a lowercase @type, recipes in an ItemList, raw tabs and line breaks in a JSON string")
    func quirksOfRealPages() throws {
        let folder = Self.fixtures + "-quirks"
        let cookbook = try CookbookLoader.load(paths: [folder])
        #expect(cookbook.problems.isEmpty, "\(cookbook.problems)")
        let recipes = byName(cookbook)
        #expect(recipes.keys.sorted() == ["Carbonara", "Gingerbread", "Pasta e Ceci", "Tarte Tatin"])
        let tatin = CookbookLoader.content(of: try #require(recipes["Tarte Tatin"]))
        #expect(tatin.ingredients == ["6 apples", "100 g sugar"])
        #expect(CookbookLoader.content(of: try #require(recipes["Pasta e Ceci"])).ingredients == ["200 g ditalini", "1 can chickpeas"])
        #expect(CookbookLoader.content(of: try #require(recipes["Gingerbread"])).ingredients.count == 3)
    }
}
