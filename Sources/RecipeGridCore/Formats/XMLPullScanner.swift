/// A small pull scanner of XML, enough for the documents recipe programs write
/// (MasterCook's `.mx2`): start and end tags with their attributes, text with its
/// character references decoded, CDATA sections as text; comments, processing
/// instructions and the DOCTYPE are passed over. It does not check that tags nest.
///
/// Not FoundationXML: that needs libxml2 at run time, and refuses the whole file at the
/// first fault, where these files have known ones to read past. MasterCook writes quotes
/// inside attribute values unescaped (`name="3/4" dice"`), so a quote ends a value only
/// when what follows can end it: `>`, `/`, `?`, the end, or another attribute's name and
/// "=". Scans UTF-8 bytes (every delimiter is ASCII), so a 50 MB file is one pass.
struct XMLPullScanner {
    enum Event: Equatable {
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(name: String)
        case text(String)
    }

    /// A construct the file ends inside of; `offset` is where it began.
    struct Unclosed: Error, Equatable {
        var what: Construct
        var offset: Int
    }

    enum Construct: Equatable {
        case tag, comment, cdataSection, declaration

        /// The load problem of a file cut short inside one, a whole sentence for the catalog.
        var endsInsideMessage: String {
            switch self {
            // TRANSLATORS: a load problem after "recipes.mx2:12: ", the line where it begins.
            case .tag: tr("the file ends inside a tag begun here")
            case .comment: tr("the file ends inside a comment begun here")
            case .cdataSection: tr("the file ends inside a CDATA section begun here")
            case .declaration: tr("the file ends inside a declaration begun here")
            }
        }
    }

    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next event, or nil at the end of the bytes.
    mutating func next() throws(Unclosed) -> Event? {
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<"), position + 1 < bytes.count, Self.startsMarkup(bytes[position + 1]) else {
                return .text(takeText())
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: .comment)
            } else if starts(with: "<![CDATA[") {
                let start = position
                position += 9
                guard let end = find("]]>") else { throw Unclosed(what: .cdataSection, offset: start) }
                defer { position = end + 3 }
                return .text(String(decoding: bytes[start + 9..<end], as: UTF8.self))
            } else if starts(with: "<?") {
                try skip(past: "?>", what: .declaration)
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else {
                return try tag()
            }
        }
        return nil
    }

    /// The 1-based line of a byte offset, for a problem's message.
    func line(of offset: Int) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// Whether a "<" followed by `byte` starts markup; else it is text ("1 < 2"), as a
    /// lenient reader takes it.
    private static func startsMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...: true
        default: [UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(byte)
        }
    }

    /// Text up to the next "<" after the first byte (which may be a "<" that is text).
    private mutating func takeText() -> String {
        let start = position
        position = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        return HTMLEntities.decode(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func tag() throws(Unclosed) -> Event {
        let start = position
        position += 1
        let closing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if closing { position += 1 }
        let name = takeName()
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard position < bytes.count else { throw Unclosed(what: .tag, offset: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return closing ? .end(name: name) : .start(name: name, attributes: attributes, selfClosing: false)
            }
            if byte == UInt8(ascii: "/") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">") {
                position += 2
                return closing ? .end(name: name) : .start(name: name, attributes: attributes, selfClosing: true)
            }
            // A new tag before this one ended: this one was never closed.
            if byte == UInt8(ascii: "<") { throw Unclosed(what: .tag, offset: start) }
            // A stray character (a quote, "=", a "/" not before ">") is passed over.
            if Self.endsName(byte) {
                position += 1
                continue
            }
            let key = takeName()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { continue }
            position += 1
            skipSpace()
            if attributes[key] == nil { attributes[key] = takeValue() } else { _ = takeValue() }
        }
    }

    private mutating func takeName() -> String {
        let start = position
        while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// An attribute's value: quoted (read past quotes that cannot end it) or bare.
    private mutating func takeValue() -> String {
        guard position < bytes.count else { return "" }
        let quote = bytes[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            let start = position
            while position < bytes.count, bytes[position] > 0x20, bytes[position] != UInt8(ascii: ">") { position += 1 }
            return HTMLEntities.decode(String(decoding: bytes[start..<position], as: UTF8.self))
        }
        let start = position + 1
        var firstQuote: Int?
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == quote {
                if firstQuote == nil { firstQuote = index }
                if canEndValue(after: index + 1) { break }
            }
            index += 1
        }
        // No quote that can end it before the next tag: the first quote does; with no quote
        // at all the value ends at the next tag (or the end), and the tag is unclosed.
        let closed = index < bytes.count && bytes[index] == quote
        let end = closed ? index : firstQuote ?? index
        position = closed || firstQuote != nil ? end + 1 : index
        return HTMLEntities.decode(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// Whether a quote followed by `offset` can end a value: the tag ends there, or
    /// another attribute starts.
    private func canEndValue(after offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] <= 0x20 { index += 1 }
        guard index < bytes.count else { return true }
        let byte = bytes[index]
        if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") { return true }
        guard index > offset else { return false }
        let nameStart = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        guard index > nameStart else { return false }
        while index < bytes.count, bytes[index] <= 0x20 { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "=")
    }

    private mutating func skipSpace() {
        while position < bytes.count, bytes[position] <= 0x20 { position += 1 }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[position + $0] == text.utf8Start[$0] }
    }

    /// The offset of the next `text` from the position, or nil.
    private func find(_ text: StaticString) -> Int? {
        let count = text.utf8CodeUnitCount
        let first = text.utf8Start[0]
        var index = position
        while index + count <= bytes.count {
            if bytes[index] == first && (1..<count).allSatisfy({ bytes[index + $0] == text.utf8Start[$0] }) { return index }
            index += 1
        }
        return nil
    }

    private mutating func skip(past text: StaticString, what: Construct) throws(Unclosed) {
        let start = position
        position += 2
        guard let end = find(text) else { throw Unclosed(what: what, offset: start) }
        position = end + text.utf8CodeUnitCount
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets that may hold ">".
    private mutating func skipDeclaration() throws(Unclosed) {
        let start = position
        var depth = 0
        position += 2
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth = max(0, depth - 1) }
            if byte == UInt8(ascii: ">") && depth == 0 { return }
        }
        throw Unclosed(what: .declaration, offset: start)
    }
}
