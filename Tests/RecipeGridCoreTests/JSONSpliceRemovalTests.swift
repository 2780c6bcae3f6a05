import Foundation
import Testing

@testable import RecipeGridCore

/// Cutting a recipe out of a JSON file that holds others (README, Using it: Delete
/// Recipe): the element and one separator go, every other byte stays.
@Suite struct JSONSpliceRemovalTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        /// The recipes cut, by name.
        var cut: [String]
        var expected: String
        var testDescription: String { name }
    }

    /// The byte range of the recipe named `name`, found as the loader finds recipes.
    static func range(of name: String, in bytes: [UInt8]) throws -> Range<Int> {
        var parsed = bytes
        if parsed.starts(with: [0xEF, 0xBB, 0xBF]) { parsed.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20]) }
        let tape = try JSONTape(bytes: parsed, acceptingInvalidUTF8: true)
        let objects = SchemaOrgRecipeReader(path: "test.json", folder: "/", files: .none).recipeObjects(in: tape.root)
        return try #require(objects.first { $0.node["name"]?.string == name }).node.byteRange
    }

    static func cutting(_ names: [String], from file: String) throws -> String {
        let bytes = Array(file.utf8)
        let ranges = try names.map { try range(of: $0, in: bytes) }
        return String(decoding: try JSONSplice.removingElements(at: ranges, from: bytes), as: UTF8.self)
    }

    static let three = lines("[", #"  {"name": "A"},"#, #"  {"name": "B"},"#, #"  {"name": "C"}"#, "]", "")

    static let cases: [Case] = [
        Case(
            name: "the first of three: its comma and the next line's indentation go", file: three, cut: ["A"],
            expected: lines("[", #"  {"name": "B"},"#, #"  {"name": "C"}"#, "]", "")),
        Case(
            name: "the middle one", file: three, cut: ["B"],
            expected: lines("[", #"  {"name": "A"},"#, #"  {"name": "C"}"#, "]", "")),
        Case(
            name: "the last one: the comma before it goes, the bracket keeps its line", file: three, cut: ["C"],
            expected: lines("[", #"  {"name": "A"},"#, #"  {"name": "B"}"#, "]", "")),
        Case(
            name: "the first and the last at once", file: three, cut: ["A", "C"],
            expected: lines("[", #"  {"name": "B"}"#, "]", "")),
        Case(
            name: "the only one: an empty array", file: lines("[", #"  {"name": "A"}"#, "]", ""), cut: ["A"],
            expected: lines("[]", "")),
        Case(
            name: "a recipe of a JSON-LD @graph among other things",
            file: lines(
                "{", #"  "@context": "https://schema.org","#, #"  "@graph": ["#, #"    {"@type": "WebPage", "name": "Site"},"#,
                #"    {"@type": "Recipe", "name": "A"},"#, #"    {"@type": "Recipe", "name": "B"}"#, "  ]", "}"),
            cut: ["A"],
            expected: lines(
                "{", #"  "@context": "https://schema.org","#, #"  "@graph": ["#, #"    {"@type": "WebPage", "name": "Site"},"#,
                #"    {"@type": "Recipe", "name": "B"}"#, "  ]", "}")),
        Case(
            name: "the last of a @graph", file: #"{"@graph": [{"@type": "Recipe", "name": "A"}, {"@type": "Recipe", "name": "B"}]}"#,
            cut: ["B"], expected: #"{"@graph": [{"@type": "Recipe", "name": "A"}]}"#),
        Case(
            name: "odd white space around the commas is kept where it stands", file: #"[ {"name":"A"} ,{"name":"B"} ,  {"name":"C"} ]"#,
            cut: ["B"], expected: #"[ {"name":"A"} ,{"name":"C"} ]"#),
        Case(
            name: "odd white space, the last", file: #"[ {"name":"A"} ,{"name":"B"} ,  {"name":"C"} ]"#, cut: ["C"],
            expected: #"[ {"name":"A"} ,{"name":"B"} ]"#),
        Case(name: "minified", file: #"[{"name":"A"},{"name":"B"}]"#, cut: ["A"], expected: #"[{"name":"B"}]"#),
        Case(
            name: "tabs and CRLF line ends", file: "[\r\n\t{\"name\": \"A\"},\r\n\t{\"name\": \"B\"}\r\n]\r\n", cut: ["B"],
            expected: "[\r\n\t{\"name\": \"A\"}\r\n]\r\n"),
        Case(
            name: "a recipe spread over lines, between others",
            file: lines(
                "[", "  {", #"    "name": "A""#, "  },", "  {", #"    "name": "B","#, #"    "recipeYield": "4""#, "  },", "  {", #"    "name": "C""#,
                "  }", "]"),
            cut: ["B"],
            expected: lines("[", "  {", #"    "name": "A""#, "  },", "  {", #"    "name": "C""#, "  }", "]")),
    ]

    @Test("one element cut, every other byte kept", arguments: cases)
    func cut(_ example: Case) throws {
        #expect(try Self.cutting(example.cut, from: example.file) == example.expected)
    }

    @Test("a byte order mark and bytes that are not UTF-8 in another recipe stay as they were")
    func foreignBytesKept() throws {
        let head: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[{\"name\": \"A\", \"description\": \"caf".utf8) + [0xE9]
        let file = head + Array("\"},\n {\"name\": \"B\"}]".utf8)
        let cut = try JSONSplice.removingElements(at: [try Self.range(of: "B", in: file)], from: file)
        #expect(cut == head + Array("\"}]".utf8))
    }

    @Test("a range that is no element of an array is refused: the file's one object, a recipe nested in another")
    func notAnElement() throws {
        let single = Array(#"{"name": "A"}"#.utf8)
        #expect(throws: JSONSpliceError.self) { try JSONSplice.removingElement(at: 0..<single.count, from: single) }
        let recipe = #"{"@type": "Recipe", "name": "A"}"#
        let prefix = #"[{"@type": "WebPage", "mainEntity": "#
        let nested = Array((prefix + recipe + #"}, {"name": "B"}]"#).utf8)
        let start = prefix.utf8.count
        #expect(try Self.range(of: "A", in: nested) == start..<start + recipe.utf8.count)
        #expect(throws: JSONSpliceError.self) { try JSONSplice.removingElement(at: start..<start + recipe.utf8.count, from: nested) }
        #expect(throws: JSONSpliceError.self) { try JSONSplice.removingElement(at: 0..<2, from: Array("[1, 2".utf8)) }
    }
}
