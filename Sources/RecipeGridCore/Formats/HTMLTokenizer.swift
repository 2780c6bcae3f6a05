/// One attribute of a start tag, as byte ranges of the page: its name, and its value
/// (nil for a bare attribute such as `itemscope`).
struct HTMLAttribute: Sendable, Equatable {
    var name: Range<Int>
    var value: Range<Int>?
}

/// A start tag read: its name, its attributes in the order written, and for a raw-text
/// element (`<script>`, `<style>`, `<title>`, …) the text up to its end tag, which is read
/// with it, as none of it is markup.
struct HTMLStartTag: Sendable, Equatable {
    var name: Range<Int>
    var attributes: [HTMLAttribute]
    /// A raw-text element's text, from just after its start tag to its end tag; nil for
    /// any other element.
    var rawText: Range<Int>?
    /// False when the page ends inside a raw-text element, before its end tag.
    var isClosed = true
}

/// What the tokenizer finds, in page order. Comments, CDATA sections, the doctype and
/// processing instructions give no token: what is written inside them is no markup.
enum HTMLToken: Sendable, Equatable {
    /// Text between tags, as written (character references not decoded).
    case text(Range<Int>)
    case startTag(HTMLStartTag)
    /// An end tag's name (its attributes, which HTML allows and ignores, are dropped).
    case endTag(Range<Int>)
}

/// A small tokenizer of HTML over the page's bytes, as a browser's finds tags: comments,
/// CDATA sections, the doctype and processing instructions are passed over (a tag written
/// inside them is no tag), tags are read with their attributes in any order and case,
/// quoted, unquoted or bare, and the text of `<script>`, `<style>`, `<title>`,
/// `<textarea>` and the other raw-text elements is read whole with its start tag.
///
/// A raw-text element ends at the first `</name` in any case followed by white space, `/`
/// or `>`, even inside a JavaScript or JSON string: that is the HTML rule. The tokenizer
/// keeps no stack of open elements and never goes back, so it is linear in the page's
/// size however deep its tags nest, and bytes that are not UTF-8 are only bytes to it.
/// It works on the page's buffer, which must outlive it.
struct HTMLTokenizer {
    let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// A tag found after text: returned by the next call, after the text.
    private var pending: HTMLToken?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Elements whose text is not markup: a `<script>` inside `<style>` or `<title>` is text.
    /// By first letter, so that the tags of any other name cost one comparison.
    private static let rawTextElements: [UInt8: [[UInt8]]] = Dictionary(
        grouping: ["script", "style", "xmp", "iframe", "noembed", "noframes", "textarea", "title"].map { Array($0.utf8) },
        by: { $0[0] })
    private static let plaintext = Array("plaintext".utf8)

    /// The next token, or nil at the end of the page.
    mutating func next() -> HTMLToken? {
        if let token = pending {
            pending = nil
            return token
        }
        var textStart = position
        while position < bytes.count {
            guard let open = find(UInt8(ascii: "<"), from: position) else {
                position = bytes.count
                break
            }
            position = open + 1
            // Any "<" that starts no markup is text ("a < b").
            guard let markup = markup(at: open) else { continue }
            if open > textStart {
                pending = markup
                return .text(textStart..<open)
            }
            if let markup { return markup }
            // A comment: the text after it is a token of its own. (A loop, not a call: a
            // page may hold a million comments in a row.)
            textStart = position
        }
        return position > textStart ? .text(textStart..<position) : nil
    }

    /// Reads the markup whose "<" is at `open` (`position` is just past it). Nil when the
    /// "<" is text; `.some(nil)` for markup that gives no token (a comment, a tag the page
    /// ends inside).
    private mutating func markup(at open: Int) -> HTMLToken?? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        if byte == UInt8(ascii: "!") {
            skipMarkupDeclaration()
        } else if byte == UInt8(ascii: "?") {
            skip(past: UInt8(ascii: ">"))
        } else if byte == UInt8(ascii: "/") {
            return .some(endTag())
        } else if Self.isLetter(byte) {
            return .some(startTag())
        } else {
            return nil
        }
        return .some(nil)
    }

    /// Reads a start tag from its name (at `position`), and a raw-text element's text.
    private mutating func startTag() -> HTMLToken? {
        guard var tag = readTag() else { return nil }
        let first = Self.lowercased(bytes[tag.name.lowerBound])
        if let element = Self.rawTextElements[first]?.first(where: { matches(tag.name, $0) }) {
            (tag.rawText, tag.isClosed) = rawText(until: element)
        } else if first == UInt8(ascii: "p"), matches(tag.name, Self.plaintext) {
            // Nothing after `<plaintext>` is markup, not even its end tag.
            tag.rawText = position..<bytes.count
            position = bytes.count
        }
        return .startTag(tag)
    }

    /// Reads a start tag from its name (at `position`) past its `>`; nil when the page
    /// ends inside it, where a browser drops the tag.
    private mutating func readTag() -> HTMLStartTag? {
        let nameStart = position
        while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
        var tag = HTMLStartTag(name: nameStart..<position, attributes: [])
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                position += 1
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return tag
            } else {
                tag.attributes.append(readAttribute())
            }
        }
        position = bytes.count
        return nil
    }

    /// Reads one attribute from its name: `name`, `name=value`, `name="value"` or
    /// `name='value'`, with white space around the `=`.
    private mutating func readAttribute() -> HTMLAttribute {
        let nameStart = position
        // The first character belongs to the name even when it is "=".
        position += 1
        while position < bytes.count, !Self.endsName(bytes[position]), bytes[position] != UInt8(ascii: "=") { position += 1 }
        let name = nameStart..<position
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return HTMLAttribute(name: name) }
        position += 1
        skipSpaces()
        guard position < bytes.count else { return HTMLAttribute(name: name) }
        let quote = bytes[position]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let valueStart = position + 1
            let valueEnd = find(quote, from: valueStart) ?? bytes.count
            position = min(valueEnd + 1, bytes.count)
            return HTMLAttribute(name: name, value: valueStart..<valueEnd)
        }
        let valueStart = position
        while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") { position += 1 }
        return HTMLAttribute(name: name, value: valueStart..<position)
    }

    /// Reads an element's raw text (`position` is just past its start tag) and its end
    /// tag: `</` and `name` in any case, then white space, `/` or `>`.
    private mutating func rawText(until name: [UInt8]) -> (Range<Int>, isClosed: Bool) {
        let start = position
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
            _ = readTag()
            return (start..<open, true)
        }
        position = bytes.count
        return (start..<bytes.count, false)
    }

    /// Reads `</…`: an end tag (its attributes read like a start tag's), or, when no
    /// letter follows, a bogus comment to its `>`, which gives no token.
    private mutating func endTag() -> HTMLToken? {
        position += 1
        guard position < bytes.count, Self.isLetter(bytes[position]) else {
            skip(past: UInt8(ascii: ">"))
            return nil
        }
        return readTag().map { .endTag($0.name) }
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
        var offset = 0
        while offset < count {
            guard bytes[start + offset] == text.utf8Start[offset] else { return false }
            offset += 1
        }
        return true
    }
}

extension HTMLTokenizer {
    /// Whether the bytes of `range` spell the lower-case ASCII `name`, in any case.
    func matches(_ range: Range<Int>, _ name: [UInt8]) -> Bool {
        guard range.count == name.count, range.upperBound <= bytes.count else { return false }
        // A loop rather than `zip` and `allSatisfy`: this runs for every tag of the page.
        var offset = 0
        while offset < name.count {
            guard Self.lowercased(bytes[range.lowerBound + offset]) == name[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// The first attribute of `tag` named `name` (lower-case ASCII), as browsers keep the
    /// first of repeated ones.
    func attribute(_ name: [UInt8], of tag: HTMLStartTag) -> HTMLAttribute? {
        for attribute in tag.attributes where matches(attribute.name, name) { return attribute }
        return nil
    }

    /// The text of `range`, bytes that are not UTF-8 replaced.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// An ASCII capital made small; any other byte as it is (HTML names are ASCII-folded only).
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Whether `byte` is an ASCII letter: what a tag name starts with.
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// HTML's ASCII white space: tab, line feed, form feed, carriage return, space.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// What ends a tag or attribute name.
    static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}

extension HTMLAttribute {
    init(name: Range<Int>) {
        self.init(name: name, value: nil)
    }
}
