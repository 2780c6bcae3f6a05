import Foundation
import Testing

/// The open cookbook is watched (README, Watched): files added, changed by an editor's
/// atomic save, renamed and removed while the app runs show without a restart, and the
/// selection and ratings stay with their recipes.
@Suite("Watched cookbook")
struct WatchEndToEndTests {
    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Waits for the `timer` line of the change that makes `predicate` hold.
    private func change(_ app: AppSession, _ what: String, where predicate: @escaping (TraceLine) -> Bool) throws -> TraceLine {
        try app.trace.waitForLine("the change: \(what)") { $0.event == "timer" && predicate($0) }
    }

    @Test("added in a new folder, renamed, changed by an atomic save, removed: the selection and the rating stay with their recipe")
    func filesComeChangeAndGo() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withRecipeGrid(cookbookDirectory: folder) { app in
            try #require(try app.type("l").selection == "Lasagna")
            let stew = folder.appendingPathComponent("Stews/aardvark.json")
            try write(#"{"name": "Aardvark Stew", "recipeIngredient": ["1 stew"]}"#, to: stew)
            let added = try change(app, "Aardvark Stew comes first") { $0.selectionIndex == 11 }
            #expect(added.selection == "Lasagna", "the selection stays on its recipe: \(added)")

            try app.press("Home", .control)
            try #require(try app.press("Right").selection == "Aardvark Stew")
            try #require(try app.press("Return").recipe == "Aardvark Stew")
            try app.press("Tab")
            try #require(try app.press("3").rating == "delicious")
            try app.press("Escape")
            let beef = folder.appendingPathComponent("Stews/beef.json")
            try FileManager.default.moveItem(at: stew, to: beef)
            let renamed = try change(app, "the rename") { _ in true }
            #expect(renamed.selection == "Aardvark Stew" && renamed.rating == "delicious", "the rating follows the renamed file: \(renamed)")

            try #require(try app.type("l").selection == "Lasagna")
            let recipes = folder.appendingPathComponent("recipes.json")
            let edited = try String(contentsOf: recipes, encoding: .utf8).replacingOccurrences(of: "\"Lasagna\"", with: "\"Lasagne\"")
            let temporary = folder.appendingPathComponent(".recipes.json.swp")
            try write(edited, to: temporary)
            _ = rename(temporary.path, recipes.path)
            let saved = try change(app, "the atomic save") { $0.selection == "Lasagne" }
            #expect(saved.selectionIndex == 11, "\(saved)")

            try app.press("Home", .control)
            try #require(try app.press("Right").selectionIndex == 1)
            try FileManager.default.removeItem(at: beef)
            let removed = try change(app, "the removal") { $0.selection != "Aardvark Stew" }
            #expect(removed.selection == "Apple Pie" && removed.selectionIndex == 1, "the neighbour is selected: \(removed)")
        }
    }

    @Test("an open detail of a changed recipe reloads in place; one removed closes and says so")
    func openDetailFollowsItsFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pie = folder.appendingPathComponent("aardvark.json")
        try write(#"{"name": "Aardvark Pie", "recipeIngredient": ["1 crust"]}"#, to: pie)
        try withRecipeGrid(cookbookDirectory: folder) { app in
            try app.press("Home", .control)
            try #require(try app.press("Right").selection == "Aardvark Pie")
            try #require(try app.press("Return").ingredients == ["1 crust"])
            try write(#"{"name": "Aardvark Pie", "recipeIngredient": ["2 crusts", "1 apple"]}"#, to: pie)
            let reloaded = try change(app, "the new ingredients") { $0.ingredients == ["2 crusts", "1 apple"] }
            #expect(reloaded.recipe == "Aardvark Pie" && reloaded.screen == "detail", "\(reloaded)")
            try FileManager.default.removeItem(at: pie)
            let gone = try change(app, "the removal") { $0.screen == "grid" }
            #expect(gone.toast == "“Aardvark Pie” was removed from the cookbook" && gone.focus == "grid", "\(gone)")
        }
    }

    @Test("a burst of 1,000 files written while keys are pressed: every recipe shows, and the keys are all answered")
    func aThousandFiles() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withRecipeGrid(cookbookDirectory: folder) { app in
            let burst = folder.appendingPathComponent("Synced")
            try FileManager.default.createDirectory(at: burst, withIntermediateDirectories: true)
            for batch in 0..<10 {
                for number in 0..<100 {
                    let name = String(format: "Zucchini %04d", batch * 100 + number)
                    try write(#"{"name": "\#(name)"}"#, to: burst.appendingPathComponent("\(name).json"))
                }
                try app.press(batch % 2 == 0 ? "Right" : "Left")
            }
            let last = TestCookbook.count + 1000 - 1
            let shown = try app.trace.waitForLine("all 1,000 recipes") { $0.event == "timer" && $0.visible != nil }
            _ = shown
            var end = try app.press("End", .control)
            let deadline = ContinuousClock.now + Timeouts.event
            while end.selectionIndex != last && ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.2)
                end = try app.press("End", .control)
            }
            #expect(end.selectionIndex == last && end.selection == "Zucchini 0999", "\(end)")
        }
    }

    @Test("with the watch limit reached, the folders are rescanned instead, and stderr says so once")
    func watchLimitFallsBackToRescanning() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try withRecipeGrid(cookbookDirectory: folder, environment: ["RECIPEGRID_MAX_WATCHES": "1"]) { app in
            try #require(try app.type("a").selection == "Apple Pie")
            try write(#"{"name": "Aardvark Stew"}"#, to: folder.appendingPathComponent("a/b/stew.json"))
            let line = try change(app, "the rescan") { $0.selectionIndex == 2 }
            #expect(line.selection == "Apple Pie", "the selection stays on its recipe: \(line)")
            try app.press("q", .control)
            let outcome = try app.waitForExit()
            let said = outcome.stderr.split(separator: "\n").filter { $0.contains("fs.inotify.max_user_watches") }
            #expect(said.count == 1, "\(outcome.stderr)")
        }
    }
}
