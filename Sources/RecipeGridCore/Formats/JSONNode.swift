/// One value in a `JSONTape`, read on demand: an object's field is found by comparing
/// key bytes, and a string is decoded only when asked for.
package struct JSONNode: Sendable {
    let tape: JSONTape
    let index: Int

    var kind: JSONToken.Kind { tape.tokens[index].kind }

    /// The value of `key` in an object (the last one, if the key repeats); nil for a
    /// missing key or a value that is not an object.
    subscript(key: StaticString) -> JSONNode? {
        guard kind == .object else { return nil }
        let tokens = tape.tokens
        var found: JSONNode?
        var child = index + 1
        let end = Int(tokens[index].next)
        while child < end {
            if Self.key(tokens[child], in: tape, equals: key) { found = JSONNode(tape: tape, index: child + 1) }
            child = Int(tokens[child + 1].next)
        }
        return found
    }

    /// The value of a key known only at run time, as `self[key]` finds a literal one.
    func member(_ key: String) -> JSONNode? {
        guard kind == .object else { return nil }
        var found: JSONNode?
        var child = index + 1
        while child < Int(tape.tokens[index].next) {
            if JSONNode(tape: tape, index: child).string == key { found = JSONNode(tape: tape, index: child + 1) }
            child = Int(tape.tokens[child + 1].next)
        }
        return found
    }

    /// The members of an object in order, keys decoded; empty for any other value.
    var members: [(key: String, value: JSONNode)] {
        guard kind == .object else { return [] }
        var result: [(key: String, value: JSONNode)] = []
        var child = index + 1
        while child < Int(tape.tokens[index].next) {
            result.append((JSONNode(tape: tape, index: child).string ?? "", JSONNode(tape: tape, index: child + 1)))
            child = Int(tape.tokens[child + 1].next)
        }
        return result
    }

    /// The elements of an array; empty for any other value.
    var elements: [JSONNode] {
        guard kind == .array else { return [] }
        var result: [JSONNode] = []
        var child = index + 1
        let end = Int(tape.tokens[index].next)
        while child < end {
            result.append(JSONNode(tape: tape, index: child))
            child = Int(tape.tokens[child].next)
        }
        return result
    }

    /// The text of a string value; nil for any other value.
    var string: String? {
        let token = tape.tokens[index]
        guard token.kind == .string else { return nil }
        return tape.bytes.withUnsafeBufferPointer { buffer in
            let content = UnsafeBufferPointer(rebasing: buffer[Int(token.start) + 1..<Int(token.end) - 1])
            // The parser checked the UTF-8, so decoding repairs nothing.
            return token.hasEscapes ? Self.unescape(content) : String(decoding: content, as: UTF8.self)
        }
    }

    /// A number as its text reads ("4", "2.5"); nil for any other value.
    var numberText: String? {
        let token = tape.tokens[index]
        guard token.kind == .number else { return nil }
        return String(decoding: tape.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// The bytes of the value itself, from its first to its last character.
    var byteRange: Range<Int> { Int(tape.tokens[index].start)..<Int(tape.tokens[index].end) }

    private static func key(_ token: JSONToken, in tape: JSONTape, equals key: StaticString) -> Bool {
        let length = Int(token.end - token.start) - 2
        return tape.bytes.withUnsafeBufferPointer { buffer in
            let content = UnsafeBufferPointer(rebasing: buffer[Int(token.start) + 1..<Int(token.end) - 1])
            guard !token.hasEscapes else { return unescape(content) == key.description }
            guard length == key.utf8CodeUnitCount else { return false }
            return (0..<length).allSatisfy { content[$0] == key.utf8Start[$0] }
        }
    }

    /// Decodes a string's escapes; `\u` surrogate pairs join, a lone surrogate becomes
    /// U+FFFD, as a reader would rather see than lose the string.
    private static func unescape(_ content: UnsafeBufferPointer<UInt8>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(content.count)
        var position = 0
        var pendingHigh: UInt32?
        func flushPending() {
            if pendingHigh != nil { utf8 += [0xEF, 0xBF, 0xBD] }
            pendingHigh = nil
        }
        while position < content.count {
            let byte = content[position]
            guard byte == UInt8(ascii: "\\") else {
                flushPending()
                utf8.append(byte)
                position += 1
                continue
            }
            let escape = content[position + 1]
            position += 2
            guard escape == UInt8(ascii: "u") else {
                flushPending()
                switch escape {
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                default: utf8.append(escape)
                }
                continue
            }
            var code: UInt32 = 0
            for offset in 0..<4 { code = code << 4 | UInt32(hexValue(content[position + offset])!) }
            position += 4
            switch code {
            case 0xD800...0xDBFF:
                flushPending()
                pendingHigh = code
            case 0xDC00...0xDFFF:
                if let high = pendingHigh {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    utf8 += String(Unicode.Scalar(combined)!).utf8
                    pendingHigh = nil
                } else {
                    utf8 += [0xEF, 0xBF, 0xBD]
                }
            default:
                flushPending()
                utf8 += String(Unicode.Scalar(code)!).utf8
            }
        }
        flushPending()
        return String(decoding: utf8, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
