import Foundation
import TestSupport
import Testing

@testable import RecipeGridCore

/// The paths at which two parsed JSON documents differ: a key on one side only, arrays of
/// other lengths, or other scalar values. Key order and white space are not differences.
func structuralDifferences(_ old: Any, _ new: Any, at path: String = "") -> [String] {
    switch (old, new) {
    case (let old as [String: Any], let new as [String: Any]):
        return Set(old.keys).union(new.keys).sorted().flatMap { key -> [String] in
            guard let before = old[key], let after = new[key] else { return [path + "/" + key] }
            return structuralDifferences(before, after, at: path + "/" + key)
        }
    case (let old as [Any], let new as [Any]):
        guard old.count == new.count else { return [path] }
        return zip(old, new).enumerated().flatMap { structuralDifferences($0.element.0, $0.element.1, at: path + "/\($0.offset)") }
    case (let old as String, let new as String):
        return old == new ? [] : [path]
    case (let old as NSNumber, let new as NSNumber):
        return old == new ? [] : [path]
    default:
        return old is NSNull && new is NSNull ? [] : [path]
    }
}

func parsed(_ bytes: [UInt8]) throws -> Any { try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) }

/// Files of random recipes in random layouts, and random edits of one of them.
struct RandomRecipeFiles {
    var random: SeededGenerator

    static let layouts: [JSONLayout] = [
        .indented, .minified,
        JSONLayout(isMultiLine: true, indentUnit: "    ", newline: "\n", colon: ": ", comma: ", "),
        JSONLayout(isMultiLine: true, indentUnit: "\t", newline: "\n", colon: ": ", comma: ", "),
        JSONLayout(isMultiLine: true, indentUnit: "  ", newline: "\r\n", colon: " : ", comma: ", "),
        JSONLayout(isMultiLine: false, indentUnit: "", newline: "\n", colon: ": ", comma: ", "),
    ]
    static let keys = ["name", "description", "recipeYield", "keywords", "recipeIngredient", "prepTime", "image", "x-extra", "nutrition"]
    static let characters: [String] = ["a", "Z", " ", "\"", "\\", "\n", "\t", "\u{01}", "\u{2028}", "é", "🥧", "ש", "</", "/", "{", "]", ","]

    mutating func string() -> String {
        (0..<random.next(below: 8)).map { _ in Self.characters[random.next(below: Self.characters.count)] }.joined()
    }

    mutating func value(depth: Int = 0) -> JSONValue {
        switch random.next(below: depth > 2 ? 4 : 6) {
        case 0: return .string(string())
        case 1: return .number([0, 4, -2.5, 1e-7, 123_456_789][random.next(below: 5)])
        case 2: return .bool(random.next(below: 2) == 0)
        case 3: return .null
        case 4: return .array((0..<random.next(below: 4)).map { _ in value(depth: depth + 1) })
        default: return .object((0..<random.next(below: 4)).map { JSONMember("k\($0)", value(depth: depth + 1)) })
        }
    }

    mutating func recipe(_ number: Int) -> JSONValue {
        var members = [JSONMember("@type", .string("Recipe")), JSONMember("name", .string("Recipe \(number)"))]
        for key in Self.keys.dropFirst() where random.next(below: 2) == 0 { members.append(JSONMember(key, value())) }
        return .object(members)
    }

    /// A file of one to four recipes: one object, an array, or a `@graph` after a WebPage.
    mutating func file() -> (bytes: [UInt8], recipes: Int) {
        let layout = Self.layouts[random.next(below: Self.layouts.count)]
        let count = 1 + random.next(below: 4)
        let recipes = (0..<count).map { recipe($0) }
        let document: JSONValue
        switch random.next(below: 3) {
        case 0 where count == 1: document = recipes[0]
        case 1:
            let page = JSONValue.object([JSONMember("@type", .string("WebPage")), JSONMember("name", .string("Page"))])
            document = .object([JSONMember("@context", .string("https://schema.org")), JSONMember("@graph", .array([page] + recipes))])
        default: document = .array(recipes)
        }
        return (Array((document.serialized(in: layout) + (random.next(below: 2) == 0 ? layout.newline : "")).utf8), count)
    }

    mutating func changes() -> [JSONFieldChange] {
        (0..<1 + random.next(below: 4)).map { _ in
            let key = random.next(below: 5) == 0 ? "new\(random.next(below: 3))" : Self.keys[random.next(below: Self.keys.count)]
            return random.next(below: 3) == 0 && key != "name" ? .remove(key) : .set(key, value())
        }
    }
}

@Suite struct JSONSpliceRoundTripTests {
    /// Where recipe `number` is in a parsed file of `count` recipes, as a path and its value.
    static func recipe(_ number: Int, in document: Any) -> (path: String, object: [String: Any])? {
        if let object = document as? [String: Any], let graph = object["@graph"] as? [Any] {
            return (graph[number + 1] as? [String: Any]).map { ("/@graph/\(number + 1)", $0) }
        }
        if let array = document as? [Any] { return (array[number] as? [String: Any]).map { ("/\(number)", $0) } }
        return (document as? [String: Any]).map { ("", $0) }
    }

    @Test("random files and edits: the new values read back, and nothing else differs", arguments: 0..<40)
    func splicedFilesDifferOnlyInTheChangedFields(seed: UInt64) throws {
        var files = RandomRecipeFiles(random: SeededGenerator(seed: seed))
        let (bytes, count) = files.file()
        let number = files.random.next(below: count)
        let changes = JSONSplice.lastChangePerKey(files.changes())
        let range = try recipeRange(number, in: bytes)
        let result = try JSONSplice.apply(changes, toObjectAt: range, in: bytes)

        _ = try JSONTape(bytes: result.bytes)
        #expect(result.bytes[..<range.lowerBound] == bytes[..<range.lowerBound])
        #expect(result.bytes[result.objectRange.upperBound...] == bytes[range.upperBound...])
        let (old, new) = (try parsed(bytes), try parsed(result.bytes))
        let (path, before) = try #require(Self.recipe(number, in: old))
        let after = try #require(Self.recipe(number, in: new)).object
        var expected: Set<String> = []
        for change in changes {
            switch change {
            case .set(let key, let value):
                let wanted = try parsed(Array(value.serialized(in: .minified).utf8))
                #expect(structuralDifferences(wanted, after[key] as Any).isEmpty, "\(key) reads back otherwise")
                expected.formUnion(before[key].map { structuralDifferences($0, wanted, at: path + "/" + key) } ?? [path + "/" + key])
            case .remove(let key):
                #expect(after[key] == nil)
                if before[key] != nil { expected.insert(path + "/" + key) }
            }
        }
        #expect(Set(structuralDifferences(old, new)) == expected)
    }

    @Test("a 5 MB file: one recipe in the middle changes, every other byte stays")
    func aLargeFile() throws {
        var text = "[\n"
        let recipe = lines("  {", #"    "@type": "Recipe","#, #"    "name": "Recipe NUMBER","#, #"    "description": "#)
        for number in 0..<12_000 {
            text += recipe.replacingOccurrences(of: "NUMBER", with: "\(number)") + "\"" + String(repeating: "Stir well. ", count: 36) + "\"\n  },\n"
        }
        text += "  {\"name\": \"Last\"}\n]\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 5_000_000)
        let range = try recipeRange(6000, in: bytes)
        let result = try JSONSplice.apply([.set("name", .string("Changed")), .set("recipeYield", .string("2"))], toObjectAt: range, in: bytes)
        #expect(result.bytes[..<range.lowerBound] == bytes[..<range.lowerBound])
        #expect(result.bytes[result.objectRange.upperBound...] == bytes[range.upperBound...])
        let edited = String(decoding: result.bytes[result.objectRange], as: UTF8.self)
        #expect(edited.hasPrefix(lines("{", #"    "@type": "Recipe","#, #"    "name": "Changed","#)))
        #expect(edited.hasSuffix(lines("\",", #"    "recipeYield": "2""#, "  }")))
    }

    @Test("a recipe nested as deep as the tape takes")
    func aDeeplyNestedRecipe() throws {
        let arrays = JSONTape.maximumDepth - 1
        let file = String(repeating: "[", count: arrays) + #"{"name": "Deep"}"# + String(repeating: "]", count: arrays)
        let bytes = Array(file.utf8)
        let result = try JSONSplice.apply([.set("name", .string("Deeper"))], toObjectAt: try recipeRange(0, in: bytes), in: bytes)
        #expect(String(decoding: result.bytes, as: UTF8.self) == file.replacingOccurrences(of: "Deep", with: "Deeper"))
        _ = try JSONTape(bytes: result.bytes)
    }

    @Test("a field nested as deep as the tape takes is kept, and a deep new value is written")
    func deeplyNestedFields() throws {
        let arrays = JSONTape.maximumDepth - 1
        let inner = String(repeating: "[", count: arrays) + "0" + String(repeating: "]", count: arrays)
        let bytes = Array((#"{"name": "Deep", "x": "# + inner + "}").utf8)
        var nested = JSONValue.number(1)
        for _ in 0..<arrays - 1 { nested = .array([nested]) }
        let result = try JSONSplice.apply([.set("name", .string("Deeper")), .set("y", nested)], toObjectAt: 0..<bytes.count, in: bytes)
        let expected =
            #"{"name": "Deeper", "x": "# + inner + #", "y": "# + String(repeating: "[", count: arrays - 1) + "1"
            + String(repeating: "]", count: arrays - 1) + "}"
        #expect(String(decoding: result.bytes, as: UTF8.self) == expected)
        _ = try JSONTape(bytes: result.bytes)
    }

    @Test("bytes that are not UTF-8 in a string nobody touches are left as they were")
    func invalidUTF8IsLeftAlone() throws {
        let invalid: [UInt8] = [0xE9, 0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80]
        func file(_ first: String, _ second: String) -> [UInt8] {
            Array(#"[{"name": "#.utf8) + Array(first.utf8) + Array(#", "note": "caf"#.utf8) + invalid + Array(#""}, "#.utf8)
                + Array(second.utf8) + Array("]".utf8)
        }
        let before = file(#""A""#, #"{"name": "B"}"#)
        #expect(throws: JSONSyntaxError.self) { try JSONTape(bytes: before) }
        let changes: [JSONFieldChange] = [.set("name", .string("Ü")), .set("recipeYield", .number(2))]
        let first = try JSONSplice.apply(changes, toObjectAt: try recipeRange(0, in: before), in: before)
        #expect(first.bytes == file(#""Ü""#, #"{"name": "B"}"#).replacing(Array(#""}, {"#.utf8), with: Array(#"", "recipeYield": 2}, {"#.utf8)))
        let second = try JSONSplice.apply(changes, toObjectAt: try recipeRange(1, in: before), in: before)
        #expect(second.bytes == file(#""A""#, #"{"name": "Ü", "recipeYield": 2}"#))
    }
}
