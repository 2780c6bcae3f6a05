/// How the members of an object are laid out, so that a member added or a value replaced
/// looks like its siblings.
struct MemberLayout {
    /// How a new value is written: indented like the members, or on one line.
    var values: JSONLayout
    /// The indentation of a member's line (empty in a one-line object).
    var memberIndent: String
    /// What goes before an added member: the comma and the white space after it.
    var separator: [UInt8]
    /// Between a key and its value.
    var colon: String { values.colon }
    /// In an empty object, the white space after `{` and before `}` once it has members.
    var emptyLeading: [UInt8] = []
    var emptyTrailing: [UInt8] = []

    /// The layout to write `member`'s new value in: an array or object written on one line
    /// in an indented file (`"keywords": ["a", "b"]`) is written on one line again.
    func forReplacing(_ member: SplicedObject.Member, in bytes: [UInt8]) -> JSONLayout {
        guard values.isMultiLine, [.array, .object].contains(member.value.kind) else { return values }
        let old = bytes[member.valueStart..<member.valueEnd]
        let isEmpty = member.value.tape.tokens[member.value.index].next == member.value.index + 1
        guard !isEmpty, !old.contains(UInt8(ascii: "\n")) else { return values }
        var oneLine = values
        oneLine.isMultiLine = false
        let elements = member.value.elements
        if elements.count >= 2 {
            // What stands between the first two elements: ", " or ",".
            let gap = member.value.tape.bytes[elements[0].byteRange.upperBound..<elements[1].byteRange.lowerBound]
            oneLine.comma = "," + String(decoding: gap.drop { $0 != UInt8(ascii: ",") }.dropFirst(), as: UTF8.self)
        }
        return oneLine
    }
}

extension SplicedObject {
    /// The layout of this object's members, read from them: what stands between the last
    /// two (or after `{` when there is one), the indentation of the `{` line, the colon of
    /// the last member. An empty object has none to read and looks at the file instead.
    var layout: MemberLayout {
        guard let last = members.last else { return emptyObjectLayout }
        let colon = String(decoding: bytes[last.keyEnd..<last.valueStart], as: UTF8.self)
        var gap =
            members.count >= 2
            ? Array(bytes[members[members.count - 2].valueEnd..<last.keyStart]) : [UInt8(ascii: ",")] + bytes[open + 1..<last.keyStart]
        // `{"name": "Pie"}` has no gap to copy; its colon says whether it is spaced.
        if gap == [UInt8(ascii: ",")], colon.hasSuffix(" ") { gap.append(UInt8(ascii: " ")) }
        let gapText = String(decoding: gap, as: UTF8.self)
        let isMultiLine = gap.contains(UInt8(ascii: "\n"))
        // Bytes, not Characters: "\r\n" is one Character.
        let memberIndent = isMultiLine ? String(decoding: gap[(gap.lastIndex(of: UInt8(ascii: "\n"))! + 1)...], as: UTF8.self) : ""
        let objectIndent = lineIndent(at: open)
        let unit =
            memberIndent.hasPrefix(objectIndent) && memberIndent.count > objectIndent.count
            ? String(memberIndent.dropFirst(objectIndent.count)) : memberIndent.hasPrefix("\t") ? "\t" : "  "
        let values = JSONLayout(
            isMultiLine: isMultiLine, indentUnit: unit, newline: gap.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n",
            colon: colon,
            comma: isMultiLine ? ", " : String(gapText.drop { $0 != "," }))
        return MemberLayout(values: values, memberIndent: memberIndent, separator: gap)
    }

    /// An empty object's layout, from the file around it: indented members when the file
    /// has indented lines (with its indentation and line breaks), else one line.
    private var emptyObjectLayout: MemberLayout {
        let file = FileLayoutHint(bytes)
        guard let unit = file.indentUnit else {
            let oneLine = JSONLayout(
                isMultiLine: false, indentUnit: "", newline: file.newline, colon: file.colon ?? ":",
                comma: file.colon?.hasSuffix(" ") == true ? ", " : ",")
            return MemberLayout(values: oneLine, memberIndent: "", separator: Array(oneLine.comma.utf8))
        }
        let objectIndent = lineIndent(at: open)
        let memberIndent = objectIndent + unit
        let values = JSONLayout(isMultiLine: true, indentUnit: unit, newline: file.newline, colon: file.colon ?? ": ", comma: ", ")
        return MemberLayout(
            values: values, memberIndent: memberIndent, separator: Array(("," + file.newline + memberIndent).utf8),
            emptyLeading: Array((file.newline + memberIndent).utf8), emptyTrailing: Array((file.newline + objectIndent).utf8))
    }

    /// The spaces and tabs that start the line holding `position`.
    func lineIndent(at position: Int) -> String {
        var start = position
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < position, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// What the start of a file says about how it is written, for an object that has no
/// members to copy: its line break, its first indented line's indentation (one level, in
/// a pretty-printed file), and the spacing of its first colon after a key.
struct FileLayoutHint {
    var newline = "\n"
    var indentUnit: String?
    var colon: String?

    /// The first 64 KiB are plenty to tell, and keep this quick in a large file.
    init(_ bytes: [UInt8]) {
        let scanned = bytes.prefix(65536)
        if let lineFeed = scanned.firstIndex(of: UInt8(ascii: "\n")), lineFeed > 0, scanned[lineFeed - 1] == UInt8(ascii: "\r") {
            newline = "\r\n"
        }
        indentUnit = Self.firstIndentation(scanned)
        colon = Self.firstColon(scanned)
    }

    private static func firstIndentation(_ bytes: ArraySlice<UInt8>) -> String? {
        var index = bytes.startIndex
        while let lineFeed = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let indentation = bytes[(lineFeed + 1)...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let next = indentation.endIndex < bytes.endIndex ? bytes[indentation.endIndex] : nil
            if !indentation.isEmpty, let next, ![UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(next) {
                return indentation.first == UInt8(ascii: "\t") ? "\t" : String(decoding: indentation, as: UTF8.self)
            }
            index = lineFeed + 1
        }
        return nil
    }

    /// The colon after the first key, with the spaces around it: `": "`, `":"`.
    private static func firstColon(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        var start = colon
        while start > bytes.startIndex, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        guard start > bytes.startIndex, bytes[start - 1] == UInt8(ascii: "\"") else { return nil }
        let after = bytes[(colon + 1)...].prefix { $0 == UInt8(ascii: " ") }
        return String(decoding: bytes[start..<after.endIndex], as: UTF8.self)
    }
}
