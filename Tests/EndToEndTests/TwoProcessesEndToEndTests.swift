import Foundation
import Testing

/// Two processes on one data folder (two displays) never lose each other's changes
/// (README, Where state lives): a lock and a merge by entry on every save.
@Suite("Two processes")
struct TwoProcessesEndToEndTests {
    @Test("one rates Lasagna and adds its ingredients, the other rates Pancakes: at the next start both ratings and the items are there")
    func bothRatingsSurvive() throws {
        let home = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let data = home.appendingPathComponent("data")
        let cookbook = home.appendingPathComponent("cookbook")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        func rate(_ app: AppSession, _ letters: String, _ name: String, _ key: String) throws {
            try #require(try app.type(letters).selection == name)
            try #require(try app.press("Return").recipe == name)
            try app.press("Tab")
            try #require(try app.press(key).rating != nil)
            try app.press("Escape")
        }
        // Each on a display of its own, so neither hands over to the other; each with its own
        // copy of the cookbook (a session writes its cookbook as it starts), whose recipes
        // have the same ids, their file's path inside the folder and their place.
        let copy = home.appendingPathComponent("copy")
        try withRecipeGrid(resources: "", dataDirectory: data, cookbookDirectory: cookbook) { first in
            try withRecipeGrid(resources: "", dataDirectory: data, cookbookDirectory: copy) { second in
                try rate(first, "la", "Lasagna", "3")
                try rate(second, "pan", "Pancakes", "1")
                try #require(try first.type("la").selection == "Lasagna")
                let added = try first.press("g", .control)
                try #require(added.grocery?.isEmpty == false, "\(added)")
                try #require(try second.press("n", .control).focus == "grid")
                try second.press("q", .control)
                #expect(try second.waitForExit().exitStatus == 0)
            }
            try first.press("q", .control)
            #expect(try first.waitForExit().exitStatus == 0)
        }
        try withRecipeGrid(dataDirectory: data, cookbookDirectory: cookbook) { app in
            #expect(try app.type("la").rating == "delicious", "the first process's rating")
            try app.press("Escape")  // ends the typed prefix
            #expect(try app.type("pan").rating == "meh", "the second process's rating")
            let lasagna = try #require(TestCookbook.recipes.first { $0.name == "Lasagna" })
            #expect(app.start.grocery?.map(\.name) == lasagna.ingredients, "\(app.start)")
        }
    }
}
