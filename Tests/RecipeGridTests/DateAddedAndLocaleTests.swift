import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// What Sort By ▸ Date Added and the cooking log's dates need from the shell: when each
/// recipe was added (its `dateCreated`, else its file's modification time), kept in the
/// cookbook's index; and how the user's LC_TIME writes a day.
struct DateAddedTests {
    @Test("a recipe's dateCreated dates it; one without is dated by its file; the index keeps both")
    func datesFromFilesAndIndex() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dated = try folder.write("book/a.json", #"{"name": "Tarte Tatin", "dateCreated": "2021-03-04T18:30:00Z"}"#)
        let undated = try folder.write("book/b.json", #"{"name": "Leek Soup", "dateCreated": "last spring"}"#)
        var times = [timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, undated, &times, 0) == 0)
        _ = dated
        let plan = try CookbookLoader.plan(paths: [folder.path + "/book"])
        let cookbook = try CookbookLoader.load(plan)
        let byName = Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0.dateAdded) })
        #expect(byName["Tarte Tatin"] == 1_614_882_600)
        #expect(byName["Leek Soup"] == 1_600_000_000, "no day it can read: the file's time")
        let cache = CookbookIndexCache(directory: folder.path + "/cache")
        cache.save(cookbook, of: plan)
        #expect(try #require(cache.load(plan)).recipes.map(\.dateAdded) == cookbook.recipes.map(\.dateAdded))
    }

    @Test("an index of the version before dates were kept is made again, not read without them")
    func olderIndexIgnored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("book/a.json", #"{"name": "Tarte Tatin"}"#)
        let plan = try CookbookLoader.plan(paths: [folder.path + "/book"])
        let cache = CookbookIndexCache(directory: folder.path + "/cache")
        cache.save(try CookbookLoader.load(plan), of: plan)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cache.path(for: plan)))
        #expect(UInt32(bytes[8]) == CookbookIndexFormat.version, "the version after the magic")
        bytes[8] = 3
        try bytes.write(to: URL(fileURLWithPath: cache.path(for: plan)))
        #expect(cache.load(plan) == nil)
    }

    @Test("a Paprika recipe is dated by its created field")
    func paprikaCreated() {
        let recipe = PaprikaReader.recipe(from: ["name": "Scones", "created": "2019-03-21 14:05:33"], source: "/p.paprikarecipes", imagePath: nil)
        #expect(recipe?.dateAdded == 1_553_177_133)
    }
}

struct LocaleDatesTests {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let day = CalendarDate(year: 2024, month: 11, day: 12)!
    private static let lastYear = CalendarDate(year: 2025, month: 1, day: 1)!

    private func written(_ format: String, months: [String] = LocaleDatesTests.months) -> (String, String) {
        let style = LocaleDates.style(dateFormat: format, months: months)
        return (style.format(Self.day, today: Self.day), style.format(Self.day, today: Self.lastYear))
    }

    @Test("the locale's date format, without its year and with the month by name, in its order")
    func patterns() {
        #expect(written("%d/%m/%y") == ("12 Nov", "12 Nov 2024"), "en_GB")
        #expect(written("%m/%d/%Y") == ("Nov 12", "Nov 12 2024"), "en_US")
        #expect(written("%d.%m.%Y") == ("12. Nov", "12. Nov. 2024"), "de_DE")
        #expect(written("%d-%m-%y") == ("12 Nov", "12 Nov 2024"), "nl_NL")
        #expect(written("%Y. %m. %d.") == ("Nov. 12.", "2024. Nov. 12."), "hu_HU")
        #expect(written("%Y-%m-%d") == ("12 Nov", "12 Nov 2024"), "ISO's order is taken as neutral: the day first")
        #expect(written("%Y年%m月%d日", months: []) == ("11月12日", "2024年11月12日"), "ja_JP: the month stays a number")
        #expect(written("%Y년 %m월 %d일", months: []) == ("11월 12일", "2024년 11월 12일"), "ko_KR")
        #expect(written("%D") == ("Nov 12", "Nov 12 2024"), "%D is %m/%d/%y")
        #expect(written("%A") == ("12 Nov", "12 Nov 2024"), "a format without day and month: English")
    }

    @Test("the C locale writes English, day first")
    func cLocale() {
        #expect(LocaleDates.style() == .english || setlocale(LC_TIME, nil).map { String(cString: $0) } != "C")
    }
}
