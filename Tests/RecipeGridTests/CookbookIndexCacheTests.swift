import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// A cookbook folder of two files, one with a broken neighbour, and a cache folder.
private struct IndexedCookbook {
    let folder: TemporaryFolder
    let cache: CookbookIndexCache

    init() throws {
        folder = try TemporaryFolder()
        cache = CookbookIndexCache(directory: folder.path + "/cache")
        try folder.write(
            "book/a.json",
            #"[{"@id": "t1", "name": "Tarte Tatin", "recipeCategory": ["Dessert", "French"], "image": "tatin.jpg", "recipeIngredient": ["6 apples"]}, {"name": "Éclair", "recipeCategory": "Dessert"}]"#
        )
        try folder.write("book/b.json", #"{"name": "Leek Soup", "recipeCategory": "Soup", "recipeIngredient": ["2 leeks", "1 potato"]}"#)
        try folder.write("book/broken.json", "{\"name\": ")
    }

    var plan: CookbookPlan { get throws { try CookbookLoader.plan(paths: [folder.path + "/book"]) } }
}

@Suite struct CookbookIndexCacheTests {
    @Test func aSecondStartReadsTheIndexAndGetsTheSameCookbook() throws {
        let book = try IndexedCookbook()
        defer { book.folder.remove() }
        let parsed = try CookbookLoader.load(try book.plan)
        #expect(book.cache.load(try book.plan)?.recipes == nil)
        book.cache.save(parsed, of: try book.plan)
        let indexed = try #require(book.cache.load(try book.plan))
        #expect(indexed.recipes == parsed.recipes)
        #expect(indexed.categories == parsed.categories)
        #expect(indexed.problems == parsed.problems)
        #expect(indexed.problems.count == 1)
        #expect(indexed.recipeIndices(inCategory: "dessert") == parsed.recipeIndices(inCategory: "Dessert"))
        // The detail still comes from the file.
        #expect(indexed.recipes.first { $0.name == "Leek Soup" }?.detail.ingredients == ["2 leeks", "1 potato"])
    }

    @Test func aChangedAddedOrRemovedFileMakesTheIndexStale() throws {
        let book = try IndexedCookbook()
        defer { book.folder.remove() }
        book.cache.save(try CookbookLoader.load(try book.plan), of: try book.plan)
        #expect(book.cache.load(try book.plan)?.recipes != nil)
        try book.folder.write("book/b.json", #"{"name": "Leek and Potato Soup"}"#)
        #expect(book.cache.load(try book.plan)?.recipes == nil)

        book.cache.save(try CookbookLoader.load(try book.plan), of: try book.plan)
        #expect(book.cache.load(try book.plan)?.recipes.map(\.name).contains("Leek and Potato Soup") == true)
        // Same size, another modification time.
        let file = book.folder.path + "/book/a.json"
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        #expect(book.cache.load(try book.plan)?.recipes == nil)

        book.cache.save(try CookbookLoader.load(try book.plan), of: try book.plan)
        try book.folder.write("book/c.json", #"{"name": "New"}"#)
        #expect(book.cache.load(try book.plan)?.recipes == nil)
        try FileManager.default.removeItem(atPath: book.folder.path + "/book/c.json")
        try FileManager.default.removeItem(atPath: book.folder.path + "/book/b.json")
        #expect(book.cache.load(try book.plan)?.recipes == nil)
    }

    @Test func aDamagedIndexIsIgnored() throws {
        let book = try IndexedCookbook()
        defer { book.folder.remove() }
        let plan = try book.plan
        book.cache.save(try CookbookLoader.load(plan), of: plan)
        let path = book.cache.path(for: plan)
        let whole = try #require(FileManager.default.contents(atPath: path))
        for cut in [0, 5, 12, whole.count / 2, whole.count - 1] {
            #expect(FileManager.default.createFile(atPath: path, contents: whole.prefix(cut)))
            #expect(book.cache.load(plan)?.recipes == nil, "cut at \(cut)")
        }
        var flipped = whole
        flipped[8] ^= 0xFF
        #expect(FileManager.default.createFile(atPath: path, contents: flipped))
        #expect(book.cache.load(plan)?.recipes == nil)
        var garbage = whole.prefix(12)
        garbage += Data(repeating: 0xFF, count: 64)
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        #expect(book.cache.load(plan)?.recipes == nil)
    }

    @Test func eachSetOfCookbookPathsHasItsOwnIndex() throws {
        let book = try IndexedCookbook()
        defer { book.folder.remove() }
        let whole = try book.plan
        let one = try CookbookLoader.plan(paths: [book.folder.path + "/book/b.json"])
        #expect(book.cache.path(for: whole) != book.cache.path(for: one))
        book.cache.save(try CookbookLoader.load(whole), of: whole)
        #expect(book.cache.load(one)?.recipes == nil)
    }

    @Test func anUnwritableCacheFolderIsNoProblem() throws {
        let book = try IndexedCookbook()
        defer { book.folder.remove() }
        try book.folder.write("cache", "a file where the folder should be")
        let plan = try book.plan
        book.cache.save(try CookbookLoader.load(plan), of: plan)
        #expect(book.cache.load(plan)?.recipes == nil)
    }
}
