/// One `<script>` element of an HTML page: its `type` and where its text lies.
struct HTMLScript: Sendable, Equatable {
    /// The `type` attribute as written (the first one, as browsers keep); nil without one,
    /// "" for a `type` with no value.
    var type: String?
    /// The script's text in the page's bytes: from just after `<script …>` to its `</script`.
    var text: Range<Int>
    /// False when the page ends before `</script`: the text then runs to the end of the
    /// page, as a browser takes it.
    var isClosed: Bool

    /// Whether the element is JSON-LD: `type` is `application/ld+json`, in any case, with
    /// white space around it and parameters ("; charset=utf-8") ignored.
    var isJSONLD: Bool {
        guard let type else { return false }
        let essence = type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return essence.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "application/ld+json"
    }
}

/// Finds the script elements of an HTML page with a small tokenizer over its bytes, as a
/// browser's would find them: comments, CDATA sections, the doctype and processing
/// instructions are passed over (a `<script>` written inside them is no script), tags
/// are read with their attributes in any order and case, quoted, unquoted or bare, and
/// the text of `<style>`, `<title>`, `<textarea>` and the other raw-text elements is
/// passed over whole.
///
/// A script's text ends at the first `</script` in any case followed by white space, `/`
/// or `>`, even inside a JavaScript or JSON string: that is the HTML rule, and what a
/// browser does with the page. The scan keeps no stack of open elements and never goes
/// back, so it is linear in the page's size however deep its tags nest, and bytes that
/// are not UTF-8 are only bytes to it.
enum HTMLScriptScanner {
    /// The script elements of `page`, in order.
    static func scripts(in page: [UInt8]) -> [HTMLScript] {
        page.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.scripts()
        }
    }
}

/// The tokenizer's position in a page and the steps it moves by.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A start tag read: the bytes of its name and of its `type` attribute's value.
    private struct Tag {
        var name: Range<Int>
        var type: Range<Int>?
    }

    /// Elements whose text is not markup: a `<script>` inside `<style>` or `<title>` is text.
    private static let rawTextElements: [[UInt8]] = ["style", "xmp", "iframe", "noembed", "noframes", "textarea", "title"].map {
        Array($0.utf8)
    }
    private static let script = Array("script".utf8)
    private static let plaintext = Array("plaintext".utf8)
    private static let type = Array("type".utf8)

    /// The script elements from `position` to the end of the page.
    mutating func scripts() -> [HTMLScript] {
        var found: [HTMLScript] = []
        while let open = find(UInt8(ascii: "<"), from: position) {
            position = open + 1
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "!") {
                skipMarkupDeclaration()
            } else if byte == UInt8(ascii: "?") {
                skip(past: UInt8(ascii: ">"))
            } else if byte == UInt8(ascii: "/") {
                skipEndTag()
            } else if Self.isLetter(byte), let tag = readTag() {
                if matches(tag.name, Self.script) {
                    found.append(rawText(until: Self.script, type: tag.type))
                } else if let element = Self.rawTextElements.first(where: { matches(tag.name, $0) }) {
                    _ = rawText(until: element, type: nil)
                } else if matches(tag.name, Self.plaintext) {
                    // Nothing after `<plaintext>` is markup, not even its end tag.
                    position = bytes.count
                }
            }
            // Any other "<" is text ("a < b").
        }
        return found
    }

    /// Reads a start tag from its name (at `position`) past its `>`; nil when the page
    /// ends inside it, where a browser drops the tag.
    private mutating func readTag() -> Tag? {
        let nameStart = position
        while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
        var tag = Tag(name: nameStart..<position)
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                position += 1
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return tag
            } else {
                let (name, value) = readAttribute()
                if tag.type == nil, matches(name, Self.type) { tag.type = value ?? position..<position }
            }
        }
        return nil
    }

    /// Reads one attribute from its name: `name`, `name=value`, `name="value"` or
    /// `name='value'`, with white space around the `=`. Returns the ranges of its name
    /// and value (nil for a bare attribute).
    private mutating func readAttribute() -> (name: Range<Int>, value: Range<Int>?) {
        let nameStart = position
        // The first character belongs to the name even when it is "=".
        position += 1
        while position < bytes.count, !Self.endsName(bytes[position]), bytes[position] != UInt8(ascii: "=") { position += 1 }
        let name = nameStart..<position
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return (name, nil) }
        position += 1
        skipSpaces()
        guard position < bytes.count else { return (name, nil) }
        let quote = bytes[position]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let valueStart = position + 1
            let valueEnd = find(quote, from: valueStart) ?? bytes.count
            position = min(valueEnd + 1, bytes.count)
            return (name, valueStart..<valueEnd)
        }
        let valueStart = position
        while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") { position += 1 }
        return (name, valueStart..<position)
    }

    /// Reads an element's raw text (`position` is just past its start tag) and its end
    /// tag: `</` and `name` in any case, then white space, `/` or `>`.
    private mutating func rawText(until name: [UInt8], type: Range<Int>?) -> HTMLScript {
        let start = position
        let typeText = type.map { String(decoding: bytes[$0], as: UTF8.self) }
        var searchFrom = start
        while let open = find(UInt8(ascii: "<"), from: searchFrom) {
            let nameStart = open + 2
            let nameEnd = nameStart + name.count
            searchFrom = open + 1
            guard nameEnd < bytes.count, bytes[open + 1] == UInt8(ascii: "/"), matches(nameStart..<nameEnd, name) else { continue }
            let next = bytes[nameEnd]
            guard Self.isSpace(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: ">") else { continue }
            position = nameEnd
            // An end tag may carry attributes too; they are read and dropped.
            if readTag() == nil { position = bytes.count }
            return HTMLScript(type: typeText, text: start..<open, isClosed: true)
        }
        position = bytes.count
        return HTMLScript(type: typeText, text: start..<bytes.count, isClosed: false)
    }

    /// Passes over `<!…`: a comment to its `-->` (or `--!>`, or at once for `<!-->`), a
    /// CDATA section to its `]]>`, anything else (the doctype) to its `>`.
    private mutating func skipMarkupDeclaration() {
        let rest = position + 1
        if starts(with: "--", at: rest) {
            skipComment(from: rest + 2)
        } else if starts(with: "[CDATA[", at: rest) {
            // Outside SVG a browser would end it at the first ">"; ending it at "]]>" keeps
            // a tag written inside it from being taken for one.
            var from = rest + 7
            while let close = find(UInt8(ascii: ">"), from: from) {
                if close - from >= 2, bytes[close - 1] == UInt8(ascii: "]"), bytes[close - 2] == UInt8(ascii: "]") {
                    position = close + 1
                    return
                }
                from = close + 1
            }
            position = bytes.count
        } else {
            skip(past: UInt8(ascii: ">"))
        }
    }

    /// Passes over a comment whose text starts at `start`, to the end of the page when it
    /// is never closed (as a browser does).
    private mutating func skipComment(from start: Int) {
        if starts(with: ">", at: start) {
            position = start + 1
            return
        }
        if starts(with: "->", at: start) {
            position = start + 2
            return
        }
        var from = start
        while let close = find(UInt8(ascii: ">"), from: from) {
            let dashes = close - 2 >= start && bytes[close - 1] == UInt8(ascii: "-") && bytes[close - 2] == UInt8(ascii: "-")
            let bang = close - 3 >= start && starts(with: "--!", at: close - 3)
            if dashes || bang {
                position = close + 1
                return
            }
            from = close + 1
        }
        position = bytes.count
    }

    /// Passes over `</…`: an end tag (its attributes read like a start tag's), or, when no
    /// letter follows, a bogus comment to its `>`.
    private mutating func skipEndTag() {
        position += 1
        if position < bytes.count, Self.isLetter(bytes[position]) {
            if readTag() == nil { position = bytes.count }
        } else {
            skip(past: UInt8(ascii: ">"))
        }
    }

    /// Moves past the next `byte`, or to the end of the page when there is none.
    private mutating func skip(past byte: UInt8) {
        position = find(byte, from: position).map { $0 + 1 } ?? bytes.count
    }

    private mutating func skipSpaces() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    /// The index of the first `byte` at or after `start`.
    private func find(_ byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// Whether the bytes at `start` are `text`, exactly.
    private func starts(with text: StaticString, at start: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard start >= 0, start + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[start + $0] == text.utf8Start[$0] }
    }

    /// Whether the bytes of `range` spell the lower-case ASCII `name`, in any case.
    private func matches(_ range: Range<Int>, _ name: [UInt8]) -> Bool {
        guard range.count == name.count, range.upperBound <= bytes.count else { return false }
        return zip(range, name).allSatisfy { index, byte in Self.lowercased(bytes[index]) == byte }
    }

    /// An ASCII capital made small; any other byte as it is (HTML names are ASCII-folded only).
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Whether `byte` is an ASCII letter: what a tag name starts with.
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// HTML's ASCII white space: tab, line feed, form feed, carriage return, space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// What ends a tag or attribute name.
    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
