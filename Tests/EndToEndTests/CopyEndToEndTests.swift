import Foundation
import Testing

/// Ctrl+C puts recipes or the grocery list on the CLIPBOARD, read back by a second X
/// client as another application would.
@Suite("Copy end to end")
struct CopyEndToEndTests {
    @Test func ctrlCCopiesTheSelectedThenTheMarkedRecipesThenTheGroceryList() throws {
        try withRecipeGrid { app in
            let clipboard = TestClipboard(connection: app.connection)
            try #require(try app.press("Right").selection == "Apple Pie")
            let copied = try app.press("c", .control)
            #expect(copied.toast == "Copied Apple Pie", "\(copied)")
            #expect(try clipboard.read() == "Apple Pie\n- 2 cups flour\n- 1 tsp salt\n- 1 apple pie secret\n")

            try app.press("space")
            try app.press("Right")
            try #require(try app.press("space").marked == ["Apple Pie", "Banana Bread"])
            #expect(try app.press("c", .control).toast == "Copied 2 recipes")
            let both = try clipboard.read()
            #expect(both?.hasPrefix("Apple Pie\n- 2 cups flour\n") == true, "\(both ?? "nil")")
            #expect(both?.contains("\n\nBanana Bread\n- 2 cups flour\n- 1 tsp salt\n- 1 banana bread secret\n") == true, "\(both ?? "nil")")

            try app.press("g", .control)
            try #require(try app.press("l", .control).overlay == "grocery")
            let list = try app.press("c", .control)
            #expect(list.toast == "Copied the grocery list", "\(list)")
            let names = (list.grocery ?? []).map(\.name).filter { !$0.isEmpty }
            #expect(try clipboard.read() == names.joined(separator: "\n") + "\n", "the list as shown: \(names)")
            #expect(names.count >= 3)
        }
    }

    /// Text larger than one X request (256 KB) goes in chunks, ICCCM's INCR, both ways: a
    /// 300 KB paste into the search field from another client (which holds its first 65,535
    /// characters, as a GTK entry would), and a grocery list of 300 KB copied out.
    @Test func moreThan256KBPastesAndCopiesInChunks() throws {
        let line = "Zucchini, leek and potato soup with a lot of thyme — "
        let text = String(repeating: line, count: 300_000 / line.utf8.count + 1)
        let items = (0..<3_000).map { "\($0) tins of chopped tomatoes, the good Italian kind, drained and rinsed well" }
        let data = try makeTemporaryDirectory()
        let state: [String: Any] = ["version": 1, "grocery": items.map { ["name": $0, "obtained": false] }]
        try JSONSerialization.data(withJSONObject: state).write(to: data.appendingPathComponent("state.json"))
        try withRecipeGrid(dataDirectory: data) { app in
            let clipboard = TestClipboard(connection: app.connection)
            let owner = try TestSelectionOwner(displayName: app.server.displayName, text: text)
            defer { owner.stop() }
            try #require(try app.press("f", .control).focus == "search")
            let pasted = try app.press("v", .control)
            #expect(pasted.query == String(text.prefix(65_535)), "pasted \(pasted.query?.count ?? 0) characters")
            try app.press("Escape")
            try #require(try app.press("l", .control).overlay == "grocery")
            #expect(try app.press("c", .control).toast == "Copied the grocery list")
            let copied = try clipboard.read()
            #expect(copied == items.joined(separator: "\n") + "\n", "copied \(copied?.utf8.count ?? 0) bytes")
        }
    }
}
