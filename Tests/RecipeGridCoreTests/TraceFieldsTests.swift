import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// The live trace fields (README, Tracing): overlay, focus of the new elements, rating,
/// grocery, toast, marked and query, read back as JSON after real key events.
struct TraceFieldsTests {
    private func trace(_ h: Harness, key: String? = "x") throws -> [String: Any] {
        let line = TraceRecord(seq: 7, event: .key, key: key, micros: 1).json(for: h.state)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any])
    }

    private func groceryField(_ h: Harness) throws -> [(name: String, obtained: Bool)] {
        let array = try #require(try trace(h)["grocery"] as? [[String: Any]])
        return try array.map { item in
            #expect(Set(item.keys) == ["name", "obtained"])
            return (try #require(item["name"] as? String), try #require(item["obtained"] as? Bool))
        }
    }

    @Test("overlay names the open layer: menu, help, search, grocery, else null")
    func overlay() throws {
        var h = Harness()
        #expect(try trace(h)["overlay"] is NSNull)
        h.press("F10")
        #expect(try trace(h)["overlay"] as? String == "menu")
        #expect(try trace(h)["focus"] as? String == "menu.file")
        h.press("Right")
        #expect(try trace(h)["focus"] as? String == "menu.recipe")
        h.press("Escape")
        #expect(try trace(h)["overlay"] is NSNull)
        h.press("F1")
        #expect(try trace(h)["overlay"] as? String == "help")
        h.press("Escape")
        h.press("f", [.control])
        #expect(try trace(h)["overlay"] as? String == "search")
        #expect(try trace(h)["focus"] as? String == "search")
        h.press("Escape")
        #expect(try trace(h)["overlay"] is NSNull)
        h.press("l", [.control])
        #expect(try trace(h)["overlay"] as? String == "grocery")
        #expect(try trace(h)["focus"] as? String == "grocery.item.0.name")
        h.press("l", [.control])
        #expect(try trace(h)["overlay"] is NSNull)
    }

    @Test("focus names the grocery check, name and New Item button by row")
    func groceryFocusNames() throws {
        var h = Harness { $0.grocery = GroceryList(items: [GroceryItem(name: "milk")]) }
        h.press("l", [.control])
        #expect(try trace(h)["focus"] as? String == "grocery.item.1.name")
        h.press("ISO_Left_Tab", [.shift])
        #expect(try trace(h)["focus"] as? String == "grocery.item.1.check")
        h.press("Tab")
        h.press("Tab")
        #expect(try trace(h)["focus"] as? String == "grocery.new")
    }

    @Test("rating is the open recipe's, else the selected one's, else null")
    func rating() throws {
        var h = Harness { $0.select(1) }
        #expect(try trace(h)["rating"] is NSNull)
        h.press("Return")
        h.press("Tab")
        h.press("3")
        #expect(try trace(h)["rating"] as? String == "delicious")
        h.press("1")
        #expect(try trace(h)["rating"] as? String == "meh")
        h.press("2")
        #expect(try trace(h)["rating"] as? String == "yummy")
        h.press("Escape")
        #expect(try trace(h)["recipe"] is NSNull)
        #expect(try trace(h)["rating"] as? String == "yummy", "the selected tile's rating on the grid")
        h.press("Right")
        #expect(try trace(h)["rating"] is NSNull)
        h.press("Left")
        h.press("Escape")
        #expect(try trace(h)["selection"] is NSNull)
        #expect(try trace(h)["rating"] is NSNull)
    }

    @Test("grocery lists every item with its name and obtained state")
    func grocery() throws {
        var h = Harness()
        #expect(try groceryField(h).isEmpty)
        h.press("g", [.control])
        var items = try groceryField(h)
        #expect(items.map(\.name) == ["6 apples", "1 pie crust"])
        #expect(items.map(\.obtained) == [false, false])
        h.press("l", [.control])
        h.press("Up")
        h.press("ISO_Left_Tab", [.shift])
        h.press("space")
        items = try groceryField(h)
        #expect(items.first { $0.name == "1 pie crust" }?.obtained == true)
        #expect(items.first { $0.name == "6 apples" }?.obtained == false)
        h.press("Escape")
        items = try groceryField(h)
        #expect(items.map(\.name) == ["6 apples", "1 pie crust"], "no blank items once the panel is closed")
    }

    @Test("grocery names with quotes and backslashes survive the JSON")
    func groceryEscaping() throws {
        var h = Harness()
        h.press("l", [.control])
        for character in "2 \"big\" c\\o" {
            h.press(character == " " ? "space" : String(character), text: String(character))
        }
        #expect(try groceryField(h).first?.name == "2 \"big\" c\\o")
    }

    @Test("toast is the text on screen, and null once it has faded")
    func toast() throws {
        var h = Harness()
        #expect(try trace(h)["toast"] is NSNull)
        h.press("g", [.control])
        #expect(try trace(h)["toast"] as? String == "Added 2 items from Apple Pie")
        h.tick(after: 3)
        #expect(try trace(h)["toast"] is NSNull)
    }

    @Test("marked lists the marked recipes' names in grid order, whatever order they were marked in")
    func marked() throws {
        var h = Harness { $0.select(12) }
        h.press("space")
        h.press("Home", [.control])
        h.press("space")
        #expect(try trace(h)["marked"] as? [String] == ["Apple Pie", "Tomato Soup"])
        h.press("a", [.control])
        #expect((try trace(h)["marked"] as? [String])?.count == 13)
        #expect((try trace(h)["marked"] as? [String])?.first == "Apple Pie")
        #expect((try trace(h)["marked"] as? [String])?[4] == "Éclair")
        h.press("A", [.control, .shift])
        #expect(try trace(h)["marked"] as? [String] == [])
    }

    @Test("query is the search text as typed, and empty once the search is closed")
    func query() throws {
        var h = Harness()
        h.press("slash", text: "/")
        #expect(try trace(h)["query"] as? String == "")
        for character in "Pie \"x" {
            h.press(character == " " ? "space" : String(character), text: String(character))
        }
        #expect(try trace(h)["query"] as? String == "Pie \"x")
        h.press("Escape")
        #expect(try trace(h)["query"] as? String == "")
    }

    @Test("the query's results show in selection, selectionIndex and visible")
    func queryResults() throws {
        var h = Harness()
        h.press("f", [.control])
        for character in "soup" { h.press(String(character)) }
        let object = try trace(h)
        #expect(object["selection"] as? String == "Potato Soup")
        #expect(object["selectionIndex"] as? Int == 0)
        #expect(object["visible"] as? [Int] == [0, 1])
    }
}
