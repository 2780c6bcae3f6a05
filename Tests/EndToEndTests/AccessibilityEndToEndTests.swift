import Foundation
import Testing

/// RecipeGrid on the AT-SPI bus, read by a real client (pyatspi) as a screen reader reads
/// it: the application and its tree with roles, names, states and extents, and the events
/// real key presses cause.
@Suite("Accessibility")
struct AccessibilityEndToEndTests {
    private static func objects(_ lines: [String]) throws -> [[String: Any]] {
        try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)") }
    }

    /// The open recipe's servings spin button and its ingredients list, item by item.
    private static func expectServingsAndIngredients(_ detail: [[String: Any]]) throws {
        func first(_ role: String, _ name: String? = nil) -> [String: Any]? {
            detail.first { $0["role"] as? String == role && (name == nil || $0["name"] as? String == name) }
        }
        let servings = try #require(first("spin button", "Servings"), "the servings control")
        #expect((servings["description"] as? String)?.hasPrefix("Serves") == true, "\(servings)")
        let ingredients = try #require(first("list", "Ingredients"))
        let written = TestCookbook.recipes[1].ingredients
        #expect(ingredients["children"] as? Int == written.count)
        #expect(first("list item", written[0]) != nil, "\(written[0]) as a list item")
    }

    @Test(.timeLimit(.minutes(30)))
    func aScreenReaderFindsTheTreeAndHearsTheKeys() throws {
        let bus = try AccessibilityBus(enabled: true)
        defer { bus.stop() }
        try withRecipeGrid(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) { session in
            let tree = try Self.objects(try bus.run("tree", display: session.server.displayName))
            let app = try #require(tree.first)
            #expect(app["name"] as? String == "RecipeGrid" && app["toolkit"] as? String == "RecipeGrid")
            func first(_ role: String, _ name: String? = nil) -> [String: Any]? {
                tree.first { $0["role"] as? String == role && (name == nil || $0["name"] as? String == name) }
            }
            #expect(first("frame", "RecipeGrid") != nil)
            #expect(tree.filter { $0["role"] as? String == "menu" }.map { $0["name"] as? String } == ["File", "Recipe", "View", "Help"])
            #expect(first("list", "Categories") != nil && first("list item", "All Recipes") != nil)
            let table = try #require(first("table", "All Recipes"))
            let size = try #require(table["table"] as? [Int])
            #expect(size[1] >= 1 && size[0] * size[1] >= TestCookbook.names.count)
            let cell = try #require(first("table cell", TestCookbook.names[0]))
            let states = cell["states"] as? [String] ?? []
            #expect(states.contains("focused") && states.contains("selected") && states.contains("showing"), "\(states)")
            let extents = try #require(cell["extents"] as? [Int])
            #expect(extents[2] > 100 && extents[3] > 100, "a tile's extents: \(extents)")

            let eventsFile = bus.directory.appendingPathComponent("events.out")
            let listener = try bus.start("events", display: session.server.displayName, output: eventsFile)
            defer { _ = listener.stop(grace: .seconds(1)) }
            let events = TraceLikeFile(url: eventsFile)
            _ = try events.wait("the client's start") { $0["type"] as? String == "ready" }
            try session.keyboard.press("Right", trace: session.trace)
            // A screen reader hears the key itself first (its echo, its commands), then the focus move.
            _ = try events.wait("the key Right") { $0["type"] as? String == "key" && $0["name"] as? String == "Right" }
            _ = try events.wait("focus on the second tile") {
                $0["type"] as? String == "object:state-changed:focused" && $0["name"] as? String == TestCookbook.names[1]
                    && $0["detail1"] as? Int == 1
            }
            try session.keyboard.press("Return", trace: session.trace)
            try Self.expectServingsAndIngredients(try Self.objects(try bus.run("tree", display: session.server.displayName)))
            try session.keyboard.press("Tab", trace: session.trace)
            try session.keyboard.press("2", trace: session.trace)
            _ = try events.wait("Yummy checked") {
                $0["type"] as? String == "object:state-changed:checked" && $0["name"] as? String == "Yummy" && $0["detail1"] as? Int == 1
            }
            _ = try events.wait("focus on Yummy") { $0["type"] as? String == "object:state-changed:focused" && $0["name"] as? String == "Yummy" }
            try session.keyboard.press("l", modifiers: .control, trace: session.trace)
            try session.keyboard.press("m", trace: session.trace)
            _ = try events.wait("'m' typed into the grocery item") {
                ($0["type"] as? String)?.hasPrefix("object:text-changed:insert") == true && $0["text"] as? String == "m"
            }
        }
    }
}

extension AccessibilityEndToEndTests {
    /// A tool presses Back through its Action, then (a braille display's input, a dictation
    /// tool) writes into the grocery item through EditableText: the list holds the text, as
    /// if it had been typed.
    @Test(.timeLimit(.minutes(30)))
    func aToolPressesBackAndWritesIntoTheGroceryItem() throws {
        let bus = try AccessibilityBus(enabled: true)
        defer { bus.stop() }
        try withRecipeGrid(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) { session in
            #expect(try session.keyboard.press("Return", trace: session.trace).screen == "detail")
            let pressed = try bus.run("action", "push button", "Back", display: session.server.displayName)
            #expect(pressed.first?.contains("\"done\": true") == true, "\(pressed)")
            _ = try waitFor("the grid back after the tool pressed Back", timeout: Timeouts.event) { () -> Bool? in
                let tree = try Self.objects(try bus.run("tree", display: session.server.displayName))
                return tree.contains { $0["role"] as? String == "push button" && $0["name"] as? String == "Back" } ? nil : true
            }
            let back = try session.keyboard.press("End", trace: session.trace)
            #expect(back.screen == "grid" && back.focus == "grid")
            try session.keyboard.press("l", modifiers: .control, trace: session.trace)
            let wrote = try bus.run("write", "oat milk", display: session.server.displayName)
            #expect(wrote.first?.contains("oat milk!") == true, "\(wrote)")
            let entry = try waitFor("the entry to hold what the tool wrote", timeout: Timeouts.event) { () -> [String: Any]? in
                let tree = try Self.objects(try bus.run("tree", display: session.server.displayName))
                return tree.first { $0["role"] as? String == "entry" && $0["text"] as? String == "oat milk!" }
            }
            #expect(entry["caret"] as? Int == 9)
            let line = try session.keyboard.press("End", trace: session.trace)
            #expect(line.grocery?.last(where: { !$0.name.isEmpty })?.name == "oat milk!", "\(String(describing: line.grocery))")
        }
    }
}

/// A file of JSON lines written by another process, read as it grows.
final class TraceLikeFile {
    let url: URL
    private var consumed = 0

    init(url: URL) { self.url = url }

    /// Waits for the next line matching `predicate` and returns it.
    func wait(_ what: String, _ predicate: ([String: Any]) -> Bool) throws -> [String: Any] {
        try waitFor(what, timeout: Timeouts.event) {
            let text = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let lines = text.split(separator: "\n").dropLast(text.hasSuffix("\n") ? 0 : 1)
            for (index, line) in lines.enumerated() where index >= consumed {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
                if predicate(object) {
                    consumed = index + 1
                    return object
                }
            }
            return nil
        }
    }
}
