import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// The `--trace` line format of README, Tracing.
struct TraceRecordTests {
    static let specFields: Set<String> = [
        "seq", "event", "key", "screen", "overlay", "focus", "category", "selection", "selectionIndex", "marked", "query",
        "columns", "visible", "recipe", "rating", "grocery", "toast", "servings", "ingredients", "units", "layoutDirection", "micros",
    ]

    private func parse(_ line: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any])
    }

    @Test("a record has every README, Tracing, on one line")
    func everyField() throws {
        let h = Harness()
        let line = TraceRecord(seq: 1, event: .start, key: nil, micros: 0).json(for: h.state)
        #expect(!line.contains("\n"))
        let object = try parse(line)
        #expect(Set(object.keys) == Self.specFields)
    }

    @Test("every field is present in every event and screen, null where it does not apply")
    func fieldsAlwaysPresent() throws {
        var h = Harness()
        var states = [h.state]
        h.press("Escape")
        states.append(h.state)
        h.press("q")
        states.append(h.state)
        h.press("Home", [.control])
        h.press("Return")
        states.append(h.state)
        let empty = Harness(store: TestCookbook.store(names: []))
        states.append(empty.state)
        for state in states {
            for event in [TraceRecord.Event.start, .key, .keyup, .button, .resize, .timer] {
                let object = try parse(TraceRecord(seq: 3, event: event, key: event == .key ? "Right" : nil, micros: 12).json(for: state))
                #expect(Set(object.keys) == Self.specFields, "\(event) on \(state.screen)")
            }
        }
    }

    @Test("the values describe the state at start")
    func startValues() throws {
        let h = Harness()
        let object = try parse(TraceRecord(seq: 1, event: .start, key: nil, micros: 250).json(for: h.state))
        #expect(object["seq"] as? Int == 1)
        #expect(object["event"] as? String == "start")
        #expect(object["key"] is NSNull)
        #expect(object["screen"] as? String == "grid")
        #expect(object["overlay"] is NSNull)
        #expect(object["focus"] as? String == "grid")
        #expect(object["category"] as? String == "All Recipes")
        #expect(object["selection"] as? String == "Apple Pie")
        #expect(object["selectionIndex"] as? Int == 0)
        #expect((object["marked"] as? [Any])?.isEmpty == true)
        #expect(object["query"] as? String == "")
        #expect(object["columns"] as? Int == 4)
        #expect(object["visible"] as? [Int] == [0, 12])
        #expect(object["recipe"] is NSNull)
        #expect(object["rating"] is NSNull)
        #expect((object["grocery"] as? [Any])?.isEmpty == true)
        #expect(object["toast"] is NSNull)
        #expect(object["layoutDirection"] as? String == "ltr")
        #expect(object["micros"] as? Int == 250)
    }

    @Test("the values follow keys: the detail, the toast, rtl, a cleared selection")
    func valuesAfterKeys() throws {
        var h = Harness(direction: .rtl) { $0.select(9) }
        h.press("Return")
        var object = try parse(TraceRecord(seq: 2, event: .key, key: "Return", micros: 5).json(for: h.state))
        #expect(object["key"] as? String == "Return")
        #expect(object["event"] as? String == "key")
        #expect(object["screen"] as? String == "detail")
        #expect(object["focus"] as? String == "detail.back")
        #expect(object["recipe"] as? String == "Pie Crust")
        #expect(object["selection"] as? String == "Pie Crust")
        #expect(object["selectionIndex"] as? Int == 9)
        #expect(object["layoutDirection"] as? String == "rtl")

        h.press("Tab")
        object = try parse(TraceRecord(seq: 3, event: .key, key: "Tab", micros: 5).json(for: h.state))
        #expect(object["focus"] as? String == "detail.rating")
        h.press("Tab")
        object = try parse(TraceRecord(seq: 4, event: .key, key: "Tab", micros: 5).json(for: h.state))
        #expect(object["focus"] as? String == "detail.servings")
        h.press("Tab")
        object = try parse(TraceRecord(seq: 5, event: .key, key: "Tab", micros: 5).json(for: h.state))
        #expect(object["focus"] as? String == "detail.add")

        h.press("Escape")
        h.press("Escape")
        h.press("q")
        object = try parse(TraceRecord(seq: 5, event: .key, key: "q", micros: 5).json(for: h.state))
        #expect(object["selection"] is NSNull)
        #expect(object["selectionIndex"] is NSNull)
        #expect(object["recipe"] is NSNull)
        #expect(object["toast"] as? String == "No recipe starts with 'q'")

        h.press("Tab", [.shift])
        h.press("Down")
        object = try parse(TraceRecord(seq: 6, event: .keyup, key: "Down", micros: 5).json(for: h.state))
        #expect(object["focus"] as? String == "sidebar")
        #expect(object["category"] as? String == "Baking")
        #expect(object["event"] as? String == "keyup")
    }

    @Test("visible is [first, last] of the tiles on screen, and follows the scroll")
    func visibleFollowsScroll() throws {
        var h = Harness(store: TestCookbook.store(count: 200))
        h.press("End", [.control])
        let object = try parse(TraceRecord(seq: 2, event: .key, key: "End", micros: 1).json(for: h.state))
        let visible = try #require(object["visible"] as? [Int])
        #expect(visible.count == 2)
        #expect(visible[0] <= 199 && 199 <= visible[1])
        #expect(visible[1] == 199)
    }

    @Test("quotes, backslashes, newlines and control characters are escaped and round-trip")
    func escaping() throws {
        let name = "Mom's \"Best\" Pie\nwith a \\ and a\ttab and \u{1}"
        var h = Harness(store: TestCookbook.store(names: [name])) { $0.select(0) }
        h.press("Return")
        let line = TraceRecord(seq: 1, event: .key, key: "quotedbl\"", micros: 0).json(for: h.state)
        #expect(!line.contains("\n"))
        #expect(!line.contains("\t"))
        let object = try parse(line)
        #expect(object["recipe"] as? String == name)
        #expect(object["selection"] as? String == name)
        #expect(object["key"] as? String == "quotedbl\"")
    }

    @Test("string escaping follows RFC 8259")
    func stringEscapes() {
        #expect(TraceRecord.string("a\"b") == #""a\"b""#)
        #expect(TraceRecord.string("a\\b") == #""a\\b""#)
        #expect(TraceRecord.string("a\nb") == #""a\nb""#)
        #expect(TraceRecord.string("\u{1f}") == #""\u001f""#)
        #expect(TraceRecord.string("Éclair 🥧") == "\"Éclair 🥧\"")
    }

    @Test("emoji and accented names survive the round trip")
    func unicodeRoundTrip() throws {
        var h = Harness { $0.select(4) }
        h.press("Return")
        let object = try parse(TraceRecord(seq: 1, event: .key, key: "Return", micros: 0).json(for: h.state))
        #expect(object["recipe"] as? String == "Éclair")
    }
}
