import Foundation

/// One parsed line of the app's `--trace` output (README, Tracing), with typed accessors.
///
/// An accessor returns nil both for JSON null and for a missing or mistyped field;
/// `has(_:)` and `isNull(_:)` tell those apart.
struct TraceLine: CustomStringConvertible, Sendable {
    /// Every field the README's Tracing section says is always present.
    static let requiredFields = [
        "seq", "event", "key", "screen", "overlay", "focus", "category", "selection",
        "selectionIndex", "marked", "query", "columns", "visible", "recipe", "rating",
        "grocery", "toast", "servings", "ingredients", "units", "layoutDirection", "micros",
    ]

    let text: String
    let fields: [String: JSONValue]

    init(_ text: String) throws {
        self.text = text
        do {
            fields = try JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
        } catch {
            throw HarnessError("trace line is not a JSON object (\(error)): \(text)")
        }
    }

    var description: String { text }

    func has(_ field: String) -> Bool { fields[field] != nil }
    func isNull(_ field: String) -> Bool { fields[field] == .null }

    func string(_ field: String) -> String? { fields[field]?.string }
    func int(_ field: String) -> Int? { fields[field]?.int }

    var seq: Int? { int("seq") }
    var event: String? { string("event") }
    var key: String? { string("key") }
    var screen: String? { string("screen") }
    var overlay: String? { string("overlay") }
    var focus: String? { string("focus") }
    var category: String? { string("category") }
    var selection: String? { string("selection") }
    var selectionIndex: Int? { int("selectionIndex") }
    var query: String? { string("query") }
    var columns: Int? { int("columns") }
    var recipe: String? { string("recipe") }
    var rating: String? { string("rating") }
    var toast: String? { string("toast") }
    var layoutDirection: String? { string("layoutDirection") }
    var units: String? { string("units") }
    var micros: Int? { int("micros") }

    var marked: [String]? {
        guard case .array(let items)? = fields["marked"] else { return nil }
        return items.compactMap(\.string)
    }

    /// The open recipe's servings, its own and those shown.
    var servings: (base: Int, current: Int)? {
        guard case .object(let pair)? = fields["servings"], let base = pair["base"]?.int, let current = pair["current"]?.int else { return nil }
        return (base, current)
    }

    /// The open recipe's ingredient lines as shown.
    var ingredients: [String]? {
        guard case .array(let items)? = fields["ingredients"] else { return nil }
        return items.compactMap(\.string)
    }

    /// `visible` as a range of tile indices; nil when absent, malformed or `[]`.
    var visible: ClosedRange<Int>? {
        guard case .array(let pair)? = fields["visible"], pair.count == 2,
            let first = pair[0].int, let last = pair[1].int, first <= last
        else { return nil }
        return first...last
    }

    /// `grocery` as (name, obtained) pairs.
    var grocery: [(name: String, obtained: Bool)]? {
        guard case .array(let items)? = fields["grocery"] else { return nil }
        return items.map { item in
            guard case .object(let fields) = item else { return ("", false) }
            let obtained: Bool = if case .bool(let value)? = fields["obtained"] { value } else { false }
            return (fields["name"]?.string ?? "", obtained)
        }
    }
}

/// A JSON value that keeps `true` and `1` apart (JSONSerialization's NSNumber does not).
enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The value as an integer, if it is a whole number.
    var int: Int? {
        guard case .number(let value) = self, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}
