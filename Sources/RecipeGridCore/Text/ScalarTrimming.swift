/// Trimming by Unicode scalars, as Foundation's `trimmingCharacters(in:)` trims: the core and
/// the shell stay off Foundation (and its 6 MB of ICU and CoreFoundation) for these few sets.
extension StringProtocol {
    /// Without leading and trailing spaces and tabs (Foundation's `.whitespaces`).
    package func trimmingWhitespace() -> String { trimmingScalars(where: \.isFoundationWhitespace) }

    /// Without leading and trailing spaces, tabs and line ends (`.whitespacesAndNewlines`).
    package func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars { $0.isFoundationWhitespace || $0.isFoundationNewline }
    }

    /// Without the leading and trailing scalars that are among `scalars`.
    package func trimmingScalars(in scalars: String) -> String {
        let set = Set(scalars.unicodeScalars)
        return trimmingScalars { set.contains($0) }
    }

    /// Without the leading and trailing scalars for which `isTrimmed` holds: scalars, not
    /// characters, so a space before a combining mark goes and leaves the mark.
    package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}

extension Unicode.Scalar {
    /// CoreFoundation's whitespace: space separators and the tab, and U+200B as it has it.
    package var isFoundationWhitespace: Bool {
        switch value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// CoreFoundation's line ends: LF, VT, FF, CR, NEL and the two separators.
    package var isFoundationNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension Substring {
    /// Where `needle` (in lower case) first occurs, compared with the text lower-cased one
    /// character at a time: a case-insensitive search without Foundation.
    package func firstRange(ofLowercased needle: String) -> Range<Index>? {
        let length = needle.count
        var start = startIndex
        while start < endIndex {
            guard let end = index(start, offsetBy: length, limitedBy: endIndex) else { return nil }
            if self[start..<end].lowercased() == needle { return start..<end }
            start = index(after: start)
        }
        return nil
    }
}
