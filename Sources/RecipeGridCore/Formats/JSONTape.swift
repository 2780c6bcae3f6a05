/// A JSON text parsed into one flat array of tokens (a "tape", as simdjson calls it).
///
/// Parsing allocates nothing per value: a string is a byte range of the text, decoded
/// only when read, and a container records where its subtree ends, so a reader skips
/// the fields it does not want without touching them. That is what lets the loader read
/// the few fields a tile needs from 100,000 recipes and leave the rest on disk.
///
/// Invariants: `tokens[0]` is the document's value; the children of a container are the
/// tokens from its index + 1 to its `next`, keys and values alternating in an object;
/// every string token's bytes are valid UTF-8 with valid escapes, unless the tape was made
/// `acceptingInvalidUTF8` (then such bytes are kept, and decoding a string repairs them).
package final class JSONTape: Sendable {
    /// The whole text, as read from the file.
    let bytes: [UInt8]
    let tokens: [JSONToken]

    /// Nesting deeper than this is refused: no real cookbook comes near it, and the
    /// readers walking the tape recurse.
    static let maximumDepth = 512

    /// Parses `bytes` (no byte order mark) or throws the first syntax error.
    ///
    /// `acceptingInvalidUTF8` lets bytes that are not UTF-8 stand inside strings: a
    /// reader refuses such a file, but `JSONSplice`, which rewrites a few fields of a
    /// file it did not write, must find its way around them and leave them as they are.
    package init(bytes: [UInt8], acceptingInvalidUTF8: Bool = false) throws(JSONSyntaxError) {
        self.bytes = bytes
        tokens = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var parser = JSONParser(text: buffer, acceptsInvalidUTF8: acceptingInvalidUTF8)
            return try parser.parse()
        }
    }

    /// The document's value.
    package var root: JSONNode { JSONNode(tape: self, index: 0) }
}

/// One value of a `JSONTape`: a container, a string, a number or a literal.
struct JSONToken: Sendable {
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    var kind: Kind
    /// A string with a backslash in it, which must be decoded rather than copied.
    var hasEscapes: Bool
    /// The value's first byte (a string's opening quote).
    var start: UInt32
    /// Just past the value's last byte (a string's closing quote, a container's bracket).
    var end: UInt32
    /// The index of the token after this value and everything inside it.
    var next: UInt32
}

/// Where and why a JSON text does not parse.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    /// Byte offset of the offending character, or of the end of the text.
    var offset: Int
    /// Lower-case words in the user's language, as in "invalid value".
    var message: String
}

extension JSONSyntaxError: CustomStringConvertible {
    package var description: String { message }
}

/// The state machine that fills a tape: iterative, with an explicit stack, so that
/// deep nesting is an error rather than a stack overflow.
private struct JSONParser {
    let text: UnsafeBufferPointer<UInt8>
    /// Whether a byte that breaks UTF-8 inside a string is stepped over rather than refused.
    let acceptsInvalidUTF8: Bool
    var position = 0
    var tokens: [JSONToken] = []
    /// Open containers, innermost last: their token index.
    var open: [Int] = []

    init(text: UnsafeBufferPointer<UInt8>, acceptsInvalidUTF8: Bool) {
        self.text = text
        self.acceptsInvalidUTF8 = acceptsInvalidUTF8
        // About one token per 12 bytes in recipe files; reserving avoids regrowing.
        tokens.reserveCapacity(text.count / 12 + 4)
    }

    private enum Expecting {
        case value, keyOrClose, key, commaOrClose, valueOrClose
    }

    mutating func parse() throws(JSONSyntaxError) -> [JSONToken] {
        // TRANSLATORS: this and the JSON parser's other messages follow "invalid JSON: " in a
        // cookbook's load problems: "recipes.json:3:7: invalid JSON: invalid value".
        guard text.count < Int(UInt32.max) else { throw JSONSyntaxError(offset: 0, message: tr("file too large for a cookbook")) }
        var expecting = Expecting.value
        while true {
            skipWhitespace()
            guard position < text.count else { throw truncated() }
            let byte = text[position]
            switch expecting {
            case .value:
                if try openContainer(byte) {
                    expecting = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                    continue
                }
                try scanScalar(byte)
            case .valueOrClose:
                if byte == UInt8(ascii: "]") {
                    closeContainer()
                } else {
                    expecting = .value
                    continue
                }
            case .keyOrClose where byte == UInt8(ascii: "}"):
                closeContainer()
            case .keyOrClose, .key:
                // TRANSLATORS: a JSON parser's message, after "invalid JSON: " in a load problem.
                guard byte == UInt8(ascii: "\"") else { throw invalid(tr("invalid value")) }
                try scanString()
                skipWhitespace()
                guard position < text.count else { throw truncated() }
                guard text[position] == UInt8(ascii: ":") else { throw invalid(tr("invalid value")) }
                position += 1
                expecting = .value
                continue
            case .commaOrClose:
                let isObject = tokens[open[open.count - 1]].kind == .object
                if byte == UInt8(ascii: ",") {
                    position += 1
                    expecting = isObject ? .key : .value
                    continue
                }
                guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw invalid(tr("invalid value")) }
                closeContainer()
            }
            // A value just ended.
            if open.isEmpty { break }
            expecting = .commaOrClose
        }
        skipWhitespace()
        guard position == text.count else { throw invalid(tr("garbage at end")) }
        return tokens
    }

    private mutating func openContainer(_ byte: UInt8) throws(JSONSyntaxError) -> Bool {
        let kind: JSONToken.Kind
        switch byte {
        case UInt8(ascii: "{"): kind = .object
        case UInt8(ascii: "["): kind = .array
        default: return false
        }
        guard open.count < JSONTape.maximumDepth else {
            throw invalid(trn("nested more than {count} level deep", "nested more than {count} levels deep", count: JSONTape.maximumDepth))
        }
        open.append(tokens.count)
        tokens.append(JSONToken(kind: kind, hasEscapes: false, start: UInt32(position), end: 0, next: 0))
        position += 1
        return true
    }

    private mutating func closeContainer() {
        let index = open.removeLast()
        position += 1
        tokens[index].end = UInt32(position)
        tokens[index].next = UInt32(tokens.count)
    }

    private mutating func scanScalar(_ byte: UInt8) throws(JSONSyntaxError) {
        switch byte {
        case UInt8(ascii: "\""): try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        case UInt8(ascii: "t"): try scanLiteral("true", .true)
        case UInt8(ascii: "f"): try scanLiteral("false", .false)
        case UInt8(ascii: "n"): try scanLiteral("null", .null)
        default: throw invalid(tr("invalid value"))
        }
    }

    private mutating func scanString() throws(JSONSyntaxError) {
        let start = position
        var hasEscapes = false
        position += 1
        while true {
            guard position < text.count else { throw truncated() }
            let byte = text[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else if byte < 0x80 {
                // A raw control character (a tab or line break pasted into a page's JSON-LD)
                // breaks RFC 8259, but the pages that have them are read by browsers' and
                // search engines' parsers alike: kept as it is, and cleaned with the text.
                position += 1
            } else if acceptsInvalidUTF8 {
                position += 1
            } else {
                try scanUTF8Sequence()
            }
        }
        position += 1
        tokens.append(JSONToken(kind: .string, hasEscapes: hasEscapes, start: UInt32(start), end: UInt32(position), next: UInt32(tokens.count + 1)))
    }

    private mutating func scanEscape() throws(JSONSyntaxError) {
        guard position + 1 < text.count else { throw truncated() }
        switch text[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
            UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            guard position + 6 <= text.count, (position + 2..<position + 6).allSatisfy({ JSONNode.hexValue(text[$0]) != nil }) else {
                throw invalid(tr("invalid \\u escape"))
            }
            position += 6
        default:
            throw invalid(tr("invalid escape"))
        }
    }

    /// Checks one multi-byte UTF-8 sequence (no overlongs, no surrogates, ≤ U+10FFFF).
    private mutating func scanUTF8Sequence() throws(JSONSyntaxError) {
        let lead = text[position]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, lowest) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, highest) = (3, 0x9F)
        case 0xF0: (length, lowest) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, highest) = (4, 0x8F)
        default: throw invalid(tr("invalid UTF-8"))
        }
        guard position + length <= text.count else { throw invalid(tr("invalid UTF-8")) }
        let second = text[position + 1]
        guard second >= lowest, second <= highest else { throw invalid(tr("invalid UTF-8")) }
        for offset in 2..<length where text[position + offset] & 0xC0 != 0x80 {
            throw invalid(tr("invalid UTF-8"))
        }
        position += length
    }

    private mutating func scanNumber() throws(JSONSyntaxError) {
        let start = position
        if text[position] == UInt8(ascii: "-") { position += 1 }
        if position < text.count, text[position] == UInt8(ascii: "0") {
            // A leading zero stands alone: "01" is not JSON.
            position += 1
            guard position == text.count || text[position] &- UInt8(ascii: "0") >= 10 else { throw invalid(tr("invalid number")) }
        } else {
            guard digitCount() > 0 else { throw JSONSyntaxError(offset: start, message: tr("invalid value")) }
        }
        if position < text.count, text[position] == UInt8(ascii: ".") {
            position += 1
            guard digitCount() > 0 else { throw invalid(tr("invalid number")) }
        }
        if position < text.count, text[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position += 1 }
            guard digitCount() > 0 else { throw invalid(tr("invalid number")) }
        }
        tokens.append(JSONToken(kind: .number, hasEscapes: false, start: UInt32(start), end: UInt32(position), next: UInt32(tokens.count + 1)))
    }

    private mutating func digitCount() -> Int {
        let start = position
        while position < text.count, text[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - start
    }

    private mutating func scanLiteral(_ word: StaticString, _ kind: JSONToken.Kind) throws(JSONSyntaxError) {
        let length = word.utf8CodeUnitCount
        guard position + length <= text.count,
            (0..<length).allSatisfy({ text[position + $0] == word.utf8Start[$0] })
        else { throw invalid(tr("invalid value")) }
        tokens.append(
            JSONToken(kind: kind, hasEscapes: false, start: UInt32(position), end: UInt32(position + length), next: UInt32(tokens.count + 1)))
        position += length
    }

    private mutating func skipWhitespace() {
        while position < text.count {
            switch text[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private func invalid(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: position, message: message)
    }

    /// The text ended inside a value: the error points where the missing text belongs.
    private func truncated() -> JSONSyntaxError {
        JSONSyntaxError(offset: endOfContent(), message: tr("unexpected end of file during JSON parse"))
    }

    /// Just past the last byte that is not white space: where missing text belongs.
    private func endOfContent() -> Int {
        var end = text.count
        while end > 0, [0x20, 0x0A, 0x0D, 0x09].contains(text[end - 1]) { end -= 1 }
        return end
    }
}
