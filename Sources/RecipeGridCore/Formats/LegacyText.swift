/// The bytes of old recipe files (MealMaster, MasterCook) as UTF-8, and their lines.
///
/// Those programs ran on DOS and Windows and wrote the code page of the machine, most often
/// Windows-1252 (Latin-1 with curly quotes and dashes in 0x80–0x9F); files passed around since
/// have often been converted to UTF-8. So a file that is valid UTF-8 is taken as it is, and any
/// other is read as Windows-1252, which gives every byte a character: nothing is refused.
/// Lines end in LF, CRLF or a lone CR (old Mac files).
package enum LegacyText {
    /// `bytes` as UTF-8: unchanged when they already are (without a byte order mark), else
    /// each byte read as Windows-1252.
    package static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        // The standard library's validation, not a loop here: it is many times faster
        // in the debug builds the tests run, on files of tens of MB.
        if String(validating: body, as: UTF8.self) != nil { return body }
        var output: [UInt8] = []
        output.reserveCapacity(body.count + body.count / 8)
        for byte in body {
            let scalar = byte < 0x80 ? UInt32(byte) : byte < 0xA0 ? windows1252[Int(byte - 0x80)] : UInt32(byte)
            appendUTF8(scalar, to: &output)
        }
        return output
    }

    /// The ranges of the lines of `bytes`, without their line ends. A last line without an
    /// end counts; an empty file has no lines.
    package static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(start..<index)
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// Calls `take` with each line of `bytes` (made UTF-8 as `utf8` does) and its 1-based number.
    package static func forEachLine(of bytes: [UInt8], _ take: (String, Int) -> Void) {
        let text = utf8(bytes)
        for (index, range) in lines(text).enumerated() { take(String(decoding: text[range], as: UTF8.self), index + 1) }
    }

    /// `text` without the spaces and tabs at either end. By bytes: it runs on every line of
    /// files of a million lines, where Foundation's trimming cost more than the reading.
    package static func trimmed(_ text: String) -> String {
        trimmed(text[...])
    }

    package static func trimmed(_ text: Substring) -> String {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// The first byte of `text` that is not a space or a tab, nil for a blank line.
    package static func firstNonSpace(_ text: String) -> UInt8? {
        text.utf8.first { $0 != 0x20 && $0 != 0x09 }
    }

    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Windows-1252 at 0x80–0x9F; the five bytes it leaves undefined keep their Latin-1
    /// control characters, which text cleaning drops.
    private static let windows1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
