import Foundation
import Testing

@testable import RecipeGridCore

/// The lines joined with line feeds: a file written out one line a row, as it reads.
func lines(_ rows: String...) -> String { rows.joined(separator: "\n") }

/// The byte range of the recipe `number` (from 0) of a file, found as the loader finds it;
/// the tape accepts bytes that are not UTF-8, which a splice must step around.
func recipeRange(_ number: Int, in bytes: [UInt8]) throws -> Range<Int> {
    let tape = try JSONTape(bytes: bytes, acceptingInvalidUTF8: true)
    let reader = SchemaOrgRecipeReader(path: "test.json", folder: "/", files: .none)
    return reader.recipeObjects(in: tape.root)[number].node.byteRange
}

/// `text` with `changes` made to its recipe `number`.
func splice(_ text: String, recipe number: Int = 0, _ changes: [JSONFieldChange]) throws -> String {
    let bytes = Array(text.utf8)
    let result = try JSONSplice.apply(changes, toObjectAt: try recipeRange(number, in: bytes), in: bytes)
    return String(decoding: result.bytes, as: UTF8.self)
}

struct SpliceCase: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var recipe = 0
    var changes: [JSONFieldChange]
    var expected: String
    var testDescription: String { name }
}

@Suite struct JSONSpliceTests {
    static let layouts: [SpliceCase] = [
        SpliceCase(
            name: "two spaces: a value replaced where it stands",
            file: lines("{", #"  "@type": "Recipe","#, #"  "name": "Pie","#, #"  "recipeYield": "4""#, "}"),
            changes: [.set("name", .string("Tart"))],
            expected: lines("{", #"  "@type": "Recipe","#, #"  "name": "Tart","#, #"  "recipeYield": "4""#, "}")),
        SpliceCase(
            name: "four spaces: a field added after the last",
            file: lines("{", #"    "name": "Pie","#, #"    "recipeYield": "4""#, "}", ""),
            changes: [.set("cookTime", .string("PT1H"))],
            expected: lines("{", #"    "name": "Pie","#, #"    "recipeYield": "4","#, #"    "cookTime": "PT1H""#, "}", "")),
        SpliceCase(
            name: "tabs: an array added, indented with tabs",
            file: lines("{", "\t\"name\": \"Pie\"", "}"),
            changes: [.set("recipeIngredient", .array([.string("flour"), .string("butter")]))],
            expected: lines("{", "\t\"name\": \"Pie\",", "\t\"recipeIngredient\": [", "\t\t\"flour\",", "\t\t\"butter\"", "\t]", "}")),
        SpliceCase(
            name: "minified: stays minified",
            file: #"{"name":"Pie","recipeYield":"4"}"#,
            changes: [.set("recipeYield", .string("6")), .set("keywords", .array([.string("a"), .string("b")]))],
            expected: #"{"name":"Pie","recipeYield":"6","keywords":["a","b"]}"#),
        SpliceCase(
            name: "one line with spaces: stays one line, spaced alike",
            file: #"{"name": "Pie", "recipeYield": "4"}"#,
            changes: [.set("recipeIngredient", .array([.string("a"), .string("b")]))],
            expected: #"{"name": "Pie", "recipeYield": "4", "recipeIngredient": ["a", "b"]}"#),
        SpliceCase(
            name: "one member with padding: the padding is the separator",
            file: #"{ "name" : "Pie" }"#,
            changes: [.set("recipeYield", .number(4))],
            expected: #"{ "name" : "Pie", "recipeYield" : 4 }"#),
        SpliceCase(
            name: "CRLF: new lines end in CRLF",
            file: "{\r\n  \"name\": \"Pie\"\r\n}\r\n",
            changes: [
                .set("recipeInstructions", .array([.object([JSONMember("@type", .string("HowToStep")), JSONMember("text", .string("Bake."))])]))
            ],
            expected: "{\r\n  \"name\": \"Pie\",\r\n  \"recipeInstructions\": [\r\n    {\r\n      \"@type\": \"HowToStep\",\r\n"
                + "      \"text\": \"Bake.\"\r\n    }\r\n  ]\r\n}\r\n"),
        SpliceCase(
            name: "an object nested in an array: indented from its own line",
            file: lines("[", "  {", #"    "name": "A""#, "  },", "  {", #"    "name": "B""#, "  }", "]"),
            recipe: 1,
            changes: [.set("keywords", .array([.string("x")]))],
            expected: lines(
                "[", "  {", #"    "name": "A""#, "  },", "  {", #"    "name": "B","#, #"    "keywords": ["#, #"      "x""#, "    ]", "  }", "]")),
        SpliceCase(
            name: "a one-line array in an indented file stays on one line",
            file: lines("{", #"  "name": "Pie","#, #"  "keywords": ["a","b"]"#, "}"),
            changes: [.set("keywords", .array([.string("x"), .string("y"), .string("z")]))],
            expected: lines("{", #"  "name": "Pie","#, #"  "keywords": ["x","y","z"]"#, "}")),
        SpliceCase(
            name: "a string replaced by an array in an indented file: indented",
            file: lines("{", #"  "name": "Pie","#, #"  "keywords": "a""#, "}"),
            changes: [.set("keywords", .array([.string("x"), .string("y")]))],
            expected: lines("{", #"  "name": "Pie","#, #"  "keywords": ["#, #"    "x","#, #"    "y""#, "  ]", "}")),
    ]

    @Test(arguments: layouts)
    func layoutOfTheFileIsFollowed(_ example: SpliceCase) throws {
        #expect(try splice(example.file, recipe: example.recipe, example.changes) == example.expected)
    }

    static let emptyObjects: [SpliceCase] = [
        SpliceCase(
            name: "an empty object in an indented file", file: lines("[", "  {", #"    "name": "A""#, "  },", "  {}", "]"), recipe: 1,
            changes: [.set("name", .string("B")), .set("recipeYield", .string("2"))],
            expected: lines("[", "  {", #"    "name": "A""#, "  },", "  {", #"    "name": "B","#, #"    "recipeYield": "2""#, "  }", "]")),
        SpliceCase(
            name: "an empty object in a tab-indented file", file: "[\n\t{\n\t\t\"name\": \"A\"\n\t},\n\t{ }\n]", recipe: 1,
            changes: [.set("name", .string("B"))], expected: "[\n\t{\n\t\t\"name\": \"A\"\n\t},\n\t{\n\t\t\"name\": \"B\"\n\t}\n]"),
        SpliceCase(name: "an empty object alone", file: "{}", changes: [.set("name", .string("B"))], expected: #"{"name":"B"}"#),
        SpliceCase(
            name: "an empty object in a one-line spaced file", file: #"[{"name": "A"}, {}]"#, recipe: 1,
            changes: [.set("name", .string("B")), .set("x", .number(1))], expected: #"[{"name": "A"}, {"name": "B", "x": 1}]"#),
    ]

    @Test(arguments: emptyObjects)
    func insertsIntoAnEmptyObject(_ example: SpliceCase) throws {
        #expect(try splice(example.file, recipe: example.recipe, example.changes) == example.expected)
    }

    static let threeMembers = lines("{", #"  "a": 1,"#, #"  "b": [2, 3],"#, #"  "c": {"d": 4}"#, "}")
    static let removals: [SpliceCase] = [
        SpliceCase(
            name: "the first", file: threeMembers, changes: [.remove("a")], expected: lines("{", #"  "b": [2, 3],"#, #"  "c": {"d": 4}"#, "}")),
        SpliceCase(name: "the middle", file: threeMembers, changes: [.remove("b")], expected: lines("{", #"  "a": 1,"#, #"  "c": {"d": 4}"#, "}")),
        SpliceCase(name: "the last", file: threeMembers, changes: [.remove("c")], expected: lines("{", #"  "a": 1,"#, #"  "b": [2, 3]"#, "}")),
        SpliceCase(name: "all three", file: threeMembers, changes: [.remove("a"), .remove("b"), .remove("c")], expected: "{}"),
        SpliceCase(
            name: "the first and the last, one-line", file: #"{"a": 1, "b": 2, "c": 3}"#, changes: [.remove("c"), .remove("a")],
            expected: #"{"b": 2}"#),
        SpliceCase(
            name: "the last, with one added in its place", file: threeMembers, changes: [.remove("c"), .set("e", .bool(true))],
            expected: lines("{", #"  "a": 1,"#, #"  "b": [2, 3],"#, #"  "e": true"#, "}")),
        SpliceCase(
            name: "all, with one added", file: threeMembers, changes: [.remove("a"), .remove("b"), .remove("c"), .set("e", .null)],
            expected: lines("{", #"  "e": null"#, "}")),
        SpliceCase(name: "a key that is not there: nothing changes", file: threeMembers, changes: [.remove("z")], expected: threeMembers),
        SpliceCase(name: "no changes: nothing changes", file: " { \"a\" :1 } ", changes: [], expected: " { \"a\" :1 } "),
    ]

    @Test(arguments: removals)
    func aRemovedFieldTakesItsComma(_ example: SpliceCase) throws {
        #expect(try splice(example.file, recipe: example.recipe, example.changes) == example.expected)
    }

    static let duplicatesAndNeighbours: [SpliceCase] = [
        SpliceCase(
            name: "a duplicate key: the last occurrence, the one readers use, changes", file: #"{"name": "A", "x": 1, "name": "B"}"#,
            changes: [.set("name", .string("C"))], expected: #"{"name": "A", "x": 1, "name": "C"}"#),
        SpliceCase(
            name: "a duplicate key removed: every occurrence goes", file: #"{"name": "A", "x": 1, "name": "B"}"#, changes: [.remove("name")],
            expected: #"{"x": 1}"#),
        SpliceCase(
            name: "several changes to one key: the last counts", file: #"{"name": "A"}"#,
            changes: [.set("name", .string("B")), .remove("name"), .set("name", .string("C"))], expected: #"{"name": "C"}"#),
        SpliceCase(
            name: "an array of recipes: only the second changes", file: lines("[", #"  {"name": "A", "y": 1},"#, #"  {"name": "B", "y": 1}"#, "]"),
            recipe: 1, changes: [.set("y", .number(2.5))], expected: lines("[", #"  {"name": "A", "y": 1},"#, #"  {"name": "B", "y": 2.5}"#, "]")),
        SpliceCase(
            name: "a @graph of several recipes: only one changes",
            file: lines(
                "{", #"  "@context": "https://schema.org","#, #"  "@graph": ["#, #"    {"@type": "WebPage", "name": "Page"},"#,
                #"    {"@type": "Recipe", "name": "A"},"#, #"    {"@type": "Recipe", "name": "B"},"#, #"    {"@type": "Recipe", "name": "C"}"#,
                "  ]", "}"),
            recipe: 1, changes: [.set("name", .string("B2"))],
            expected: lines(
                "{", #"  "@context": "https://schema.org","#, #"  "@graph": ["#, #"    {"@type": "WebPage", "name": "Page"},"#,
                #"    {"@type": "Recipe", "name": "A"},"#, #"    {"@type": "Recipe", "name": "B2"},"#, #"    {"@type": "Recipe", "name": "C"}"#,
                "  ]", "}")),
        SpliceCase(
            name: "escaped keys are matched by what they say", file: #"{"n\u0061me": "A"}"#, changes: [.set("name", .string("B"))],
            expected: #"{"n\u0061me": "B"}"#),
    ]

    @Test(arguments: duplicatesAndNeighbours)
    func changesOnlyTheFieldAndTheRecipeNamed(_ example: SpliceCase) throws {
        #expect(try splice(example.file, recipe: example.recipe, example.changes) == example.expected)
    }

    @Test("the new range covers the object, and what follows has moved by the difference")
    func reportsTheObjectsNewRange() throws {
        let bytes = Array(#"[{"name": "A"}, {"name": "B"}]"#.utf8)
        let result = try JSONSplice.apply([.set("name", .string("Longer"))], toObjectAt: try recipeRange(0, in: bytes), in: bytes)
        #expect(String(decoding: result.bytes[result.objectRange], as: UTF8.self) == #"{"name": "Longer"}"#)
    }

    @Test(arguments: [0..<3, 1..<13, 0..<100, 2..<14])
    func aRangeThatIsNoObjectIsRefused(_ range: Range<Int>) {
        let bytes = Array(#"[{"name": "A"}]"#.utf8)
        #expect(throws: JSONSpliceError.self) { try JSONSplice.apply([.remove("name")], toObjectAt: range, in: bytes) }
    }
}
