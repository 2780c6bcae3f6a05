import Foundation
import Testing

@testable import RecipeGridCore

@Suite struct JSONValueTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("line\nfeed\rreturn\ttab\u{08}\u{0C}", #""line\nfeed\rreturn\ttab\b\f""#),
        ("\u{00}\u{01}\u{1F}\u{7F}", #""\u0000\u0001\u001f\u007f""#),
        ("separators \u{2028} \u{2029}", #""separators \u2028 \u2029""#),
        ("crème brûlée 🍮 שקשוקה", #""crème brûlée 🍮 שקשוקה""#),
        ("a </script> and a/b", #""a <\/script> and a/b""#),
    ])
    func stringsAreEscaped(text: String, json: String) throws {
        #expect(JSONValue.quoted(text) == json)
        #expect(try JSONTape(bytes: Array(json.utf8)).root.string == text)
    }

    @Test(arguments: [(4.0, "4"), (-0.0, "0"), (2.5, "2.5"), (1e-7, "1e-07"), (1e20, "1e+20"), (.nan, "null"), (.infinity, "null")])
    func numbersAreWrittenShort(number: Double, text: String) {
        #expect(JSONValue.number(number).serialized(in: .minified) == text)
    }

    static let nested = JSONValue.object([
        JSONMember("a", .array([.number(1), .bool(true), .null])), JSONMember("b", .object([])), JSONMember("c", .array([])),
    ])

    @Test func containersFollowTheLayout() {
        #expect(Self.nested.serialized(in: .minified) == #"{"a":[1,true,null],"b":{},"c":[]}"#)
        #expect(
            Self.nested.serialized(in: .indented, indent: "  ")
                == lines("{", #"    "a": ["#, "      1,", "      true,", "      null", "    ],", #"    "b": {},"#, #"    "c": []"#, "  }"))
    }
}
