import Foundation
import Testing

/// File ▸ Open Cookbook…, by keys: Tab completes names as a shell does, `~` is the home
/// folder, the matches are a list the arrows move through, and a path that does not open
/// is named in the dialog (README, Opening a cookbook).
@Suite("Open dialog")
struct OpenDialogEndToEndTests {
    /// A home with `Recipes` (the test cookbook in a subfolder) and `Reading` beside it.
    private func withHome(_ body: (AppSession) throws -> Void) throws {
        let home = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let recipes = home.appendingPathComponent("Recipes/Soups")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("Reading"), withIntermediateDirectories: true)
        try #"[{"name": "Leek Soup"}, {"name": "Onion Soup"}]"#.write(
            to: recipes.appendingPathComponent("soups.json"), atomically: true, encoding: .utf8)
        try withRecipeGrid(environment: ["HOME": home.path], body)
    }

    @Test("~/Rec and Tab complete to ~/Recipes/, and Return opens it")
    func tabCompletesTheFolder() throws {
        try withHome { app in
            try #require(try app.press("o", .control).focus == "open.path")
            try app.type("~/Rec")
            let completed = try app.press("Tab")
            #expect(completed.focus == "open.path" && completed.overlay == "open", "one match: Tab completes, focus stays: \(completed)")
            let opened = try app.press("Return")
            #expect(opened.isNull("overlay") && opened.toast == "Opened 2 recipes" && opened.selection == "Leek Soup", "\(opened)")
        }
    }

    @Test("two matches: Tab shows them, Tab again moves to the list, Down and Return take one, Return opens it")
    func theListOfMatches() throws {
        try withHome { app in
            try app.press("o", .control)
            try app.type("~/Re")
            #expect(try app.press("Tab").focus == "open.path", "the list of Reading/ and Recipes/ shows")
            #expect(try app.press("Tab").focus == "open.list", "nothing left to complete: Tab moves on")
            try app.press("Down", times: 2)
            #expect(try app.press("Return").focus == "open.path", "Recipes/ goes into the field")
            let opened = try app.press("Return")
            #expect(opened.toast == "Opened 2 recipes", "\(opened)")
        }
    }

    @Test("a path that does not exist is named in the dialog, which stays open, and nothing else changes")
    func aMissingPathStaysInTheDialog() throws {
        try withHome { app in
            let before = try app.press("o", .control)
            try app.type("~/nothing")
            let failed = try app.press("Return")
            #expect(failed.overlay == "open" && failed.focus == "open.path" && failed.isNull("toast"), "\(failed)")
            let closed = try app.press("Escape")
            #expect(closed.selection == before.selection && closed.focus == "grid", "\(closed)")
        }
    }
}
