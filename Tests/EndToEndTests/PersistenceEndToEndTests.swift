import Foundation
import Testing

/// State in the data dir across restarts, and what happens when it cannot be read or
/// written (README: `--data-dir`, the start state, Where state lives).
@Suite("Persistence")
struct PersistenceEndToEndTests {
    /// A user's home for two runs of the app: the same cookbook path and the same data dir.
    final class Home {
        let root: URL
        var data: URL { root.appendingPathComponent("data") }
        var cookbook: URL { root.appendingPathComponent("cookbook") }

        init() throws {
            root = try makeTemporaryDirectory()
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func run(_ body: (AppSession) throws -> Void) throws {
            try withRecipeGrid(dataDirectory: data, cookbookDirectory: cookbook, body)
        }
    }

    @Test func controlQThenARestartFindsTheRatingTheGroceryListAndTheSelection() throws {
        let home = try Home()
        let lasagna = try #require(TestCookbook.recipes.first { $0.name == "Lasagna" })

        try home.run { app in
            try #require(try app.press("Left").focus == "sidebar")
            let mains = try app.type("m")
            try #require(mains.category == "Mains", "\(mains)")
            try #require(try app.press("Return").focus == "grid")
            try #require(try app.type("l").selection == "Lasagna")
            try #require(try app.press("Return").recipe == "Lasagna")
            try #require(try app.press("Tab").focus == "detail.rating")
            try #require(try app.press("2").rating == "yummy")
            let added = try app.press("g", .control)
            try #require(added.grocery?.map(\.name) == lasagna.ingredients, "\(added)")
            try #require(try app.press("Escape").selection == "Lasagna")
            let selected = try app.press("Right")
            try #require(selected.selection == "Mushroom Risotto" && selected.isNull("rating"), "\(selected)")

            try app.press("q", .control)
            let outcome = try app.waitForExit()
            #expect(outcome.exitStatus == 0, "Ctrl+Q exits with status 0: \(outcome)")
            #expect(outcome.stderr.isEmpty, "\(outcome)")
        }

        try home.run { app in
            let start = app.start
            #expect(start.category == "Mains", "\(start)")
            #expect(start.selection == "Mushroom Risotto", "the last selection is back: \(start)")
            #expect(start.selectionIndex == TestCookbook.names(in: "Mains").firstIndex(of: "Mushroom Risotto"), "\(start)")
            #expect(start.focus == "grid", "\(start)")
            #expect(start.grocery?.map(\.name) == lasagna.ingredients, "the grocery list is back: \(start)")
            #expect(start.isNull("toast"), "a good state file starts quietly: \(start)")

            let rated = try app.press("Left")
            #expect(rated.selection == "Lasagna" && rated.rating == "yummy", "the rating is back: \(rated)")
        }
    }

    @Test func closingTheWindowKeepsTheState() throws {
        let home = try Home()

        try home.run { app in
            try app.press("Return")
            try app.press("Tab")
            try #require(try app.press("3").rating == "delicious")
            try #require(try app.press("g", .control).grocery?.count == 3)
            let checked = try app.press("l", .control)
            try #require(checked.focus == "grocery.item.3.name")
            try app.press("Tab", .shift)
            try app.press("Up")
            let obtained = try app.press("space")
            try #require(obtained.grocery?.map(\.obtained) == [false, false, true, false], "\(obtained)")

            app.connection.sendDeleteWindow(to: app.window)
            let outcome = try app.waitForExit()
            #expect(outcome.exitStatus == 0, "WM_DELETE_WINDOW exits with status 0: \(outcome)")
            #expect(outcome.stderr.isEmpty, "\(outcome)")
        }

        try home.run { app in
            let start = app.start
            #expect(start.selection == TestCookbook.names[0], "\(start)")
            #expect(start.rating == "delicious", "\(start)")
            #expect(start.grocery?.map(\.name) == TestCookbook.recipes[0].ingredients, "blank items are not kept: \(start)")
            #expect(start.grocery?.map(\.obtained) == [false, false, true], "the check is kept: \(start)")
        }
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aPoliteSignalEndsTheAppWithStatusZeroAndTheStateKept(signal: Int32) throws {
        let home = try Home()

        try home.run { app in
            try app.press("Return")
            try app.press("Tab")
            try #require(try app.press("1").rating == "meh")
            kill(app.app.pid, signal)
            let outcome = try app.waitForExit()
            #expect(outcome.exitStatus == 0, "signal \(signal) ends the app like Ctrl+Q: \(outcome)")
            #expect(outcome.stderr.isEmpty, "\(outcome)")
        }

        try home.run { app in
            #expect(app.start.rating == "meh", "\(app.start)")
        }
    }

    @Test func aFailedSaveShowsAToastAndTheAppKeepsWorking() throws {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let data: URL
        if geteuid() == 0 {
            // Root writes anywhere permissions say not to; a data dir inside a regular file
            // is out of anyone's reach.
            let file = scratch.appendingPathComponent("not-a-directory")
            try Data("x".utf8).write(to: file)
            data = file.appendingPathComponent("data")
        } else {
            data = scratch.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
            chmod(data.path, 0o500)
        }

        try withRecipeGrid(dataDirectory: data) { app in
            try app.press("Return")
            try app.press("Tab")
            let rated = try app.press("2")
            #expect(rated.rating == "yummy", "the change is made in memory: \(rated)")
            let toast = try #require(rated.toast, "a failed save shows a toast: \(rated)")
            #expect(toast.lowercased().contains("save"), "the toast says saving failed: \(toast)")
            #expect(toast != app.start.toast, "a toast of its own, not one from the start: \(toast)")

            let again = try app.press("3")
            #expect(again.rating == "delicious", "\(again)")
            let back = try app.press("Escape")
            #expect(back.screen == "grid" && back.rating == "delicious", "the state is kept in memory: \(back)")
            #expect(try app.press("Right").selectionIndex == 1, "the app keeps working")
        }
    }
}
