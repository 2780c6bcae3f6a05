/// Tidies the text that recipe files carry: HTML character references decoded, white
/// space trimmed, runs of it made one space.
///
/// Works on UTF-8 bytes, not `Character`s: this runs on every string of every recipe,
/// and going through `Character`s cost more than parsing the JSON.
enum TextCleaning {
    /// `text` as one line: references decoded, trimmed, each run of white space (line
    /// breaks included) made one space. Empty when nothing is left.
    static func line(_ text: String) -> String {
        isClean(text) ? text : collapsingSpaces(HTMLEntities.decode(text))
    }

    /// The non-empty lines of `text`, each cleaned like `line`.
    static func lines(_ text: String) -> [String] {
        splitLines(text).map(line).filter { !$0.isEmpty }
    }

    /// `text` as paragraphs: each line cleaned like `line`, runs of blank lines made
    /// one, none at either end.
    static func paragraphs(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return line(text) }
        var kept: [String] = []
        for cleaned in splitLines(text).map(line) where !cleaned.isEmpty || kept.last?.isEmpty == false {
            kept.append(cleaned)
        }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// Whether `text` needs no cleaning: no character reference, no white space but
    /// single spaces between words. Most strings are, and are kept without a copy.
    private static func isClean(_ text: String) -> Bool {
        let verdict = text.utf8.withContiguousStorageIfAvailable { bytes in
            var previousWasSpace = true
            for byte in bytes {
                // Lead bytes 0xC2, 0xE2 and 0xE3 may start a non-ASCII space.
                if byte < 0x20 || byte == UInt8(ascii: "&") || byte == 0xC2 || byte == 0xE2 || byte == 0xE3
                    || (byte == 0x20 && previousWasSpace)
                {
                    return false
                }
                previousWasSpace = byte == 0x20
            }
            return !previousWasSpace
        }
        return verdict ?? false
    }

    /// `text` trimmed, with each run of white space made one space.
    private static func collapsingSpaces(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var spacePending = false
            var index = 0
            while index < bytes.count {
                let width = whitespaceWidth(bytes, at: index)
                if width > 0 {
                    spacePending = !output.isEmpty
                    index += width
                } else {
                    if spacePending { output.append(0x20) }
                    spacePending = false
                    output.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The length in bytes of the white space character at `index`, or 0: ASCII white
    /// space and the Unicode spaces recipe sites use (no-break, en, em, thin, ideographic…).
    private static func whitespaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
        guard byte >= 0xC2, byte <= 0xE3 else { return 0 }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch (byte, next) {
        case (0xC2, 0x85), (0xC2, 0xA0): return 2
        case (0xE2, 0x80) where (0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third): return 3
        case (0xE2, 0x81) where third == 0x9F: return 3
        case (0xE3, 0x80) where third == 0x80: return 3
        default: return 0
        }
    }

    /// The lines of `text`, split on line feeds; a carriage return before one is white
    /// space that `line` trims.
    private static func splitLines(_ text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}
