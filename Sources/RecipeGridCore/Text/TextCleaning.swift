/// Tidies the text that recipe files carry: HTML character references decoded, HTML tags
/// and invisible characters (zero-width spaces, direction marks, byte order marks)
/// dropped, control characters and white space trimmed, runs of them made one space.
///
/// Works on UTF-8 bytes, not `Character`s: this runs on every string of every recipe,
/// and going through `Character`s cost more than parsing the JSON.
enum TextCleaning {
    /// `text` as one line: references decoded, trimmed, each run of white space (line
    /// breaks included) made one space. Empty when nothing is left.
    static func line(_ text: String) -> String {
        // Tags go before references are decoded: "&lt;b&gt;" is text that shows "<b>".
        isClean(text) ? text : collapsingSpaces(HTMLEntities.decode(strippingTags(text)))
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

    /// Whether `text` needs no cleaning: no character reference, no tag, no white space
    /// but single spaces between words. Most strings are, and are kept without a copy.
    private static func isClean(_ text: String) -> Bool {
        let verdict = text.utf8.withContiguousStorageIfAvailable { bytes in
            var previousWasSpace = true
            for byte in bytes {
                // Lead bytes 0xC2, 0xE2, 0xE3 and 0xEF may start a non-ASCII space or an invisible character.
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == 0xC2 || byte == 0xE2
                    || byte == 0xE3 || byte == 0xEF || (byte == 0x20 && previousWasSpace)
                {
                    return false
                }
                previousWasSpace = byte == 0x20
            }
            return !previousWasSpace
        }
        return verdict ?? false
    }

    /// `text` with each HTML tag (`<br>`, `<b>`, `</p>`) made a space.
    private static func strippingTags(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let width = bytes[index] == UInt8(ascii: "<") ? tagWidth(bytes, at: index) : 0
                output.append(width > 0 ? 0x20 : bytes[index])
                index += max(width, 1)
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// `text` trimmed, with each run of white space made one space and
    /// invisible characters dropped.
    private static func collapsingSpaces(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var spacePending = false
            var index = 0
            while index < bytes.count {
                let width = whitespaceWidth(bytes, at: index)
                let hidden = width > 0 ? 0 : invisibleWidth(bytes, at: index)
                if width > 0 {
                    spacePending = !output.isEmpty
                    index += width
                } else if hidden > 0 {
                    index += hidden
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
    /// space and the Unicode spaces recipe sites use (no-break, en, em, thin, ideographic…),
    /// and control characters, which no font draws.
    private static func whitespaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte <= 0x20 || byte == 0x7F { return 1 }
        guard byte >= 0xC2, byte <= 0xE3 else { return 0 }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch (byte, next) {
        case (0xC2, 0x80...0xA0): return 2
        case (0xE2, 0x80) where (0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third): return 3
        case (0xE2, 0x81) where third == 0x9F: return 3
        case (0xE3, 0x80) where third == 0x80: return 3
        default: return 0
        }
    }

    /// The length of an HTML tag at `index`: `<` then a letter, `/` or `!`, up to the
    /// next `>` within 200 bytes with no `<` between. Else 0: "1 < 2", "<3" stay.
    private static func tagWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index + 1 < bytes.count else { return 0 }
        let next = bytes[index + 1]
        let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20)
        guard isLetter || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") else { return 0 }
        var end = index + 1
        while end < min(bytes.count, index + 200) {
            if bytes[end] == UInt8(ascii: ">") { return end - index + 1 }
            if bytes[end] == UInt8(ascii: "<") { return 0 }
            end += 1
        }
        return 0
    }

    /// The length of an invisible character at `index` that fonts draw as a box or
    /// that would break matching typed names: zero-width space, direction marks and
    /// embeddings, word joiner, byte order mark. Else 0. Zero-width joiners stay: emoji
    /// sequences and Persian words need them.
    private static func invisibleWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index + 2 < bytes.count else { return 0 }
        switch (bytes[index], bytes[index + 1], bytes[index + 2]) {
        case (0xE2, 0x80, 0x8B), (0xE2, 0x80, 0x8E), (0xE2, 0x80, 0x8F), (0xE2, 0x80, 0xAA...0xAE): return 3
        case (0xE2, 0x81, 0xA0), (0xE2, 0x81, 0xA6...0xA9), (0xEF, 0xBB, 0xBF): return 3
        default: return 0
        }
    }

    /// The lines of `text`, split on line feeds; a carriage return before one is white
    /// space that `line` trims.
    private static func splitLines(_ text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}
