import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

private func tape(_ text: String) throws(JSONSyntaxError) -> JSONTape { try JSONTape(bytes: Array(text.utf8)) }

private func syntaxError(_ text: String) -> JSONSyntaxError? {
    do {
        _ = try tape(text)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONTapeTests {
    @Test func findsFieldsOfNestedObjectsWithoutDecodingTheRest() throws {
        let root = try tape(#"{"a": [1, {"b": "x"}, null], "name": "Pie", "n": -2.5e3, "t": true, "f": false}"#).root
        #expect(root.kind == .object)
        #expect(root["name"]?.string == "Pie")
        #expect(root["n"]?.numberText == "-2.5e3")
        #expect(root["t"]?.kind == .true)
        #expect(root["f"]?.kind == .false)
        #expect(root["missing"] == nil)
        let elements = try #require(root["a"]).elements
        #expect(elements.map(\.kind) == [.number, .object, .null])
        #expect(elements[1]["b"]?.string == "x")
        #expect(root["name"]?["x"] == nil)
        #expect(root["name"]?.elements.isEmpty == true)
    }

    @Test("a raw tab or line break inside a string is read as it is, as browsers' parsers of pages do")
    func rawControlCharactersInStrings() throws {
        let tape = try JSONTape(bytes: Array("{\"a\": \"one\ttwo\nthree\u{01}\"}".utf8))
        #expect(tape.root["a"]?.string == "one\ttwo\nthree\u{01}")
    }

    @Test func aRepeatedKeyReadsItsLastValue() throws {
        #expect(try tape(#"{"name": "First", "name": "Second"}"#).root["name"]?.string == "Second")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try tape(#"{"s": "a\"b\\c\/d\n\t\u00e9\ud83e\udd67 \ud800x", "k\u0065y": 1}"#).root
        #expect(root["s"]?.string == "a\"b\\c/d\n\té🥧 \u{FFFD}x")
        #expect(root["key"]?.numberText == "1")
    }

    @Test func keepsMultiByteTextAsItIs() throws {
        #expect(try tape(#"["Crème brûlée 🍮 שקשוקה"]"#).root.elements.first?.string == "Crème brûlée 🍮 שקשוקה")
    }

    @Test func valuesKnowTheirBytesInTheText() throws {
        let text = #"[ {"name": "A"} , {"name": "B"} ]"#
        let second = try tape(text).root.elements[1]
        #expect(String(decoding: Array(text.utf8)[second.byteRange], as: UTF8.self) == #"{"name": "B"}"#)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 8, "invalid value"),
        ("[1,,2]", 3, "invalid value"),
        ("{\"a\" 1}", 5, "invalid value"),
        ("[01]", 2, "invalid number"),
        ("[1.]", 3, "invalid number"),
        ("[-]", 1, "invalid value"),
        ("[\"\\x\"]", 2, "invalid escape"),
        ("[\"\\u12g4\"]", 2, "invalid \\u escape"),
        ("[tru]", 1, "invalid value"),
        ("{} {}", 3, "garbage at end"),
        ("", 0, "unexpected end of file during JSON parse"),
        ("[1, 2\n\n", 5, "unexpected end of file during JSON parse"),
        ("[\"open", 6, "unexpected end of file during JSON parse"),
    ])
    func refusesBrokenJSONAtTheOffendingByte(text: String, offset: Int, message: String) {
        #expect(syntaxError(text) == JSONSyntaxError(offset: offset, message: message))
    }

    @Test(arguments: [
        [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
    ])
    func refusesInvalidUTF8(bytes: [UInt8]) {
        #expect(throws: JSONSyntaxError(offset: 1, message: "invalid UTF-8")) { try JSONTape(bytes: bytes) }
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutOverflowingTheStack() {
        let depth = 10_000
        let error = syntaxError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(error == JSONSyntaxError(offset: JSONTape.maximumDepth, message: "nested more than 512 levels deep"))
        let allowed = JSONTape.maximumDepth
        #expect(syntaxError(String(repeating: "[", count: allowed) + String(repeating: "]", count: allowed)) == nil)
    }
}
