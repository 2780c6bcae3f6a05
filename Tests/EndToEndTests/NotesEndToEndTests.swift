import Foundation
import Testing

/// Notes and the cooking log by real keys (README, Notes and the cooking log): notes typed
/// in the detail are on disk once "Saved" shows, so a SIGKILL right after loses nothing;
/// I Made This is logged at once; both come back at the next start.
@Suite("Notes and the cooking log")
struct NotesEndToEndTests {
    /// Opens the first recipe and puts focus in its notes (Shift+Tab from Back wraps to them).
    private static func intoNotes(_ app: AppSession) throws {
        try #require(try app.press("Return").recipe == TestCookbook.names[0])
        let notes = try app.press("Tab", .shift)
        try #require(notes.focus == "detail.notes", "\(notes)")
    }

    /// How many pixels differ between two pictures of the window.
    private static func changedPixels(_ a: WindowImage, _ b: WindowImage) -> Int {
        var count = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    @Test func notesTypedInTheDetailSurviveASIGKILLSentOnceSavedShows() throws {
        let home = try PersistenceEndToEndTests.Home()
        let notes = "Less salt? Double the dip."
        try home.run { app in
            try Self.intoNotes(app)
            let typed = try app.type(notes)
            #expect(typed.focus == "detail.notes" && typed.overlay == nil && typed.screen == "detail", "? typed, not help: \(typed)")
            let unsaved = try app.image()
            // Half a second after the last key: the save, and the frame that says "Saved".
            let saved = try app.trace.waitForEvent("timer", timeout: .seconds(5))
            #expect(saved.focus == "detail.notes" && saved.isNull("toast"), "saved quietly: \(saved)")
            let shown = try app.image()
            #expect(Self.changedPixels(unsaved, shown) > 20, "the heading says Saved")
            kill(app.app.pid, SIGKILL)
            #expect(try app.waitForExit().exitStatus != 0)
        }
        try home.run { app in
            #expect(app.start.isNull("toast"), "the state file the kill left loads: \(app.start)")
            let clipboard = TestClipboard(connection: app.connection)
            try Self.intoNotes(app)
            try app.press("a", .control)
            try app.press("c", .control)
            #expect(try clipboard.read() == notes, "the notes are back, as typed")
        }
    }

    @Test(.timeLimit(.minutes(30)))
    func iMadeThisTwiceSaysMadeTwoTimesAndBothSurviveARestart() throws {
        let bus = try AccessibilityBus(enabled: true)
        defer { bus.stop() }
        let home = try PersistenceEndToEndTests.Home()
        let environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address]
        /// The open recipe's made line and notes entry, as a screen reader finds them.
        func detailAsRead(_ app: AppSession, until done: @escaping ([[String: Any]]) -> Bool) throws -> [[String: Any]] {
            try waitFor("the detail on the AT-SPI bus", timeout: Timeouts.event) { () -> [[String: Any]]? in
                let tree = try bus.run("tree", display: app.server.displayName).map {
                    try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
                }
                return done(tree) ? tree : nil
            }
        }
        func madeLine(_ tree: [[String: Any]]) -> String? {
            tree.first { $0["role"] as? String == "label" && ($0["name"] as? String)?.hasPrefix("Made ") == true }?["name"] as? String
        }
        let name = TestCookbook.names[0]
        try withRecipeGrid(dataDirectory: home.data, cookbookDirectory: home.cookbook, environment: environment) { app in
            try #require(try app.press("Return").recipe == name)
            #expect(try app.press("m", .control).toast == "Logged “\(name)” as made today")
            try app.press("m", .control)
            let tree = try detailAsRead(app) { madeLine($0)?.hasPrefix("Made 2 times") == true }
            #expect(madeLine(tree)?.hasPrefix("Made 2 times · last on ") == true, "\(madeLine(tree) ?? "no line")")
            try #require(try app.press("Tab", .shift).focus == "detail.notes")
            try app.type("Serve warm")
            // Its toast's end is a timer line too: a screen reader's "Saved" is the sign to wait for.
            let saved = try detailAsRead(app) { tree in
                tree.contains { $0["role"] as? String == "entry" && $0["description"] as? String == "Saved" }
            }
            #expect(saved.contains { $0["name"] as? String == "My Notes" && $0["text"] as? String == "Serve warm" })
            kill(app.app.pid, SIGKILL)
            _ = try app.waitForExit()
        }
        try withRecipeGrid(dataDirectory: home.data, cookbookDirectory: home.cookbook, environment: environment) { app in
            try #require(try app.press("Return").recipe == name)
            let tree = try detailAsRead(app) { madeLine($0) != nil }
            #expect(madeLine(tree)?.hasPrefix("Made 2 times · last on ") == true, "the log is back: \(madeLine(tree) ?? "no line")")
            let entry = tree.first { $0["role"] as? String == "entry" && $0["name"] as? String == "My Notes" }
            #expect(entry?["text"] as? String == "Serve warm", "\(String(describing: entry)))")
            #expect((entry?["states"] as? [String])?.contains("multi line") == true, "\(String(describing: entry))")
        }
    }

    @Test func sortByMostMadeReordersTheGridAndTheOrderIsKept() throws {
        let home = try PersistenceEndToEndTests.Home()
        try home.run { app in
            try #require(try app.type("pan").selection == "Pancakes")
            try app.press("m", .control)
            try app.press("m", .control)
            try #require(try app.type("la").selection == "Lasagna")
            try app.press("m", .control)
            try app.press("v", .alt)
            try app.press("o")
            let sorted = try app.press("m")
            #expect(
                sorted.overlay == nil && sorted.selection == "Lasagna" && sorted.selectionIndex == 1, "the selection stays on its recipe: \(sorted)")
            let first = try app.press("Home", .control)
            #expect(first.selection == "Pancakes" && first.selectionIndex == 0, "\(first)")
            #expect(try app.press("Right").selection == "Lasagna")
            let third = try app.press("Right")
            #expect(third.selection == TestCookbook.names[0] && third.selectionIndex == 2, "the never made follow, by name: \(third)")
            let last = try app.press("End", .control)
            #expect(last.selection == "Waffles" && last.selectionIndex == TestCookbook.count - 1, "\(last)")
            let typed = try app.type("a")
            #expect(typed.selection == "Apple Pie" && typed.selectionIndex == 3, "type-to-select in the order shown: \(typed)")
            try app.press("q", .control)
            #expect(try app.waitForExit().exitStatus == 0)
        }
        try home.run { app in
            #expect(app.start.selection == "Apple Pie" && app.start.selectionIndex == 3, "sorted by most made again: \(app.start)")
            let first = try app.press("Home", .control)
            #expect(first.selection == "Pancakes", "\(first)")
        }
    }
}
