import Foundation
import Testing

/// View ▸ Group Grocery List ▸ By Aisle by real key presses: the cookbook's own
/// `config/aisle.conf` decides the aisles, Copy and Export follow them, and the choice is
/// in the state file for the next start.
@Suite("Grocery list by aisle end to end")
struct GroceryAislesEndToEndTests {
    @Test func byAisleFromTheKeyboardGroupsCopyAndExportAndIsSaved() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cookbook = directory.appendingPathComponent("cookbook")
        let config = cookbook.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("[veg]\nonion\n[fridge]\nmilk\n".utf8).write(to: config.appendingPathComponent("aisle.conf"))
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let state = #"{"version": 2, "grocery": [{"name": "1 l milk"}, {"name": "saffron"}, {"name": "2 onions", "obtained": true}]}"#
        try Data(state.utf8).write(to: data.appendingPathComponent("state.json"))
        let documents = directory.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)

        try withRecipeGrid(dataDirectory: data, cookbookDirectory: cookbook, environment: ["XDG_DOCUMENTS_DIR": documents.path]) { app in
            let clipboard = TestClipboard(connection: app.connection)
            try #require(try app.press("l", .control).overlay == "grocery")
            #expect(try app.press("c", .control).toast == "Copied the grocery list")
            #expect(try clipboard.read() == "1 l milk\nsaffron\n✓ 2 onions\n", "by recipe, the list as added")

            let menu = try app.press("v", .alt)
            try #require(menu.focus == "menu.view", "\(menu)")
            try app.press("l")
            let grouped = try app.press("a")
            #expect(grouped.overlay == "grocery" && grouped.focus == "grocery.item.3.name", "back in the list: \(grouped)")

            #expect(try app.press("c", .control).toast == "Copied the grocery list")
            #expect(try clipboard.read() == "veg\n✓ 2 onions\n\nfridge\n1 l milk\n\nOther\nsaffron\n")
            try app.press("e", .control)
            let exported = documents.appendingPathComponent("Grocery List.md")
            try waitFor("the export", timeout: Timeouts.exit) { FileManager.default.fileExists(atPath: exported.path) ? true : nil }
            #expect(
                try String(contentsOf: exported, encoding: .utf8)
                    == "# Grocery List\n\n## veg\n\n- [x] 2 onions\n\n## fridge\n\n- [ ] 1 l milk\n\n## Other\n\n- [ ] saffron\n")

            try app.press("q", .control)
            _ = try app.waitForExit()
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: data.appendingPathComponent("state.json"))) as? [String: Any]
            #expect(saved?["groceryGrouping"] as? String == "aisle")
        }
    }
}
