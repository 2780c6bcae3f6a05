import FoundationEssentials
import Glibc
import RecipeGridCore

/// The shell's half of translation (ARCHITECTURE.md, "Translations"): a GNU gettext catalog
/// (`.mo`) of the domain `recipegrid` read into the core's `Translations`. The file is the
/// user's system's, so every offset in it is checked against its size: a truncated or
/// hostile file is refused with a reason, never read past its end.
enum MessageCatalog {
    static let domain = "recipegrid"

    /// Why a catalog was refused.
    struct Failure: Error, Sendable, Equatable {
        var reason: String
    }

    /// No real catalog comes near this; a larger file is refused before it is read.
    static let largestFile = 16 << 20

    /// The catalog at `path`, and what was wrong with its plural rule if English's stands in.
    static func read(_ path: String) throws(Failure) -> (translations: Translations, problem: String?) {
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > largestFile {
            throw Failure(reason: "\(info.st_size) bytes, more than a catalog can be")
        }
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path).bytes } catch { throw Failure(reason: error.reason) }
        return try parse(bytes)
    }

    /// The translations in the bytes of a `.mo` file. A `Plural-Forms` header that cannot be
    /// read leaves English's rule (`n != 1`), with the reason as `problem`.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> (translations: Translations, problem: String?) {
        let reader = try MOReader(bytes)
        var messages: [String: String] = [:]
        var plurals: [String: [String]] = [:]
        var header: String?
        for index in 0..<reader.count {
            let original = try reader.string(table: reader.originals, index: index)
            let translation = try reader.string(table: reader.translations, index: index)
            let forms = translation.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            if original.isEmpty {
                header = forms[0]
            } else if let nul = original.firstIndex(of: "\0") {
                // A plural message: "singular\0plural", keyed by its singular as gettext does.
                plurals[String(original[..<nul])] = forms
            } else {
                messages[original] = forms[0]
            }
        }
        let fields = header.map(headerFields) ?? [:]
        if let contentType = fields["content-type"], let charset = charset(of: contentType),
            !["utf-8", "utf8", "ascii", "us-ascii"].contains(charset.lowercased())
        {
            throw Failure(reason: "the catalog is in \(charset), not UTF-8")
        }
        var rule = PluralRule.english
        var problem: String?
        if let pluralForms = fields["plural-forms"] {
            do { rule = try PluralRule(header: pluralForms) } catch { problem = "its Plural-Forms: \(error.reason)" }
        }
        return (Translations(messages: messages, plurals: plurals, rule: rule), problem)
    }

    /// The header entry's `Name: value` lines, by lowercased name.
    static func headerFields(_ header: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in header.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingWhitespace().lowercased()
            fields[name] = line[line.index(after: colon)...].trimmingWhitespace()
        }
        return fields
    }

    /// `charset=` of a `Content-Type` value (`text/plain; charset=UTF-8`).
    static func charset(of contentType: String) -> String? {
        for parameter in contentType.split(separator: ";") {
            let field = parameter.trimmingWhitespace()
            if field.lowercased().hasPrefix("charset=") { return String(field.dropFirst("charset=".count)) }
        }
        return nil
    }
}

/// The tables of a `.mo` file, checked: its byte order by the magic number, a revision this
/// reader knows, and both string tables inside the file.
struct MOReader {
    let bytes: [UInt8]
    let bigEndian: Bool
    let count: Int
    let originals: Int
    let translations: Int

    init(_ bytes: [UInt8]) throws(MessageCatalog.Failure) {
        self.bytes = bytes
        guard bytes.count >= 20 else { throw MessageCatalog.Failure(reason: "\(bytes.count) bytes, too short for a catalog") }
        switch Array(bytes[0..<4]) {
        case [0xDE, 0x12, 0x04, 0x95]: bigEndian = false
        case [0x95, 0x04, 0x12, 0xDE]: bigEndian = true
        default: throw MessageCatalog.Failure(reason: "not a gettext catalog (no .mo magic number)")
        }
        // Major revisions 0 and 1 share the tables read here; revision 1's system-dependent
        // strings (C format macros) are for C programs and are not read.
        let revision = Self.word(bytes, at: 4, bigEndian: bigEndian)
        guard revision >> 16 <= 1 else { throw MessageCatalog.Failure(reason: "revision \(revision >> 16) of the .mo format") }
        count = Self.word(bytes, at: 8, bigEndian: bigEndian)
        originals = Self.word(bytes, at: 12, bigEndian: bigEndian)
        translations = Self.word(bytes, at: 16, bigEndian: bigEndian)
        for (name, table) in [("original", originals), ("translation", translations)]
        where table + count * 8 > bytes.count {
            throw MessageCatalog.Failure(reason: "its \(name) table runs past the end of the file (\(bytes.count) bytes)")
        }
    }

    /// The `index`th string of the table at `table`, checked to lie in the file.
    func string(table: Int, index: Int) throws(MessageCatalog.Failure) -> String {
        let length = Self.word(bytes, at: table + index * 8, bigEndian: bigEndian)
        let offset = Self.word(bytes, at: table + index * 8 + 4, bigEndian: bigEndian)
        guard offset + length <= bytes.count else {
            throw MessageCatalog.Failure(reason: "string \(index) runs past the end of the file (\(bytes.count) bytes)")
        }
        guard let text = String(validating: bytes[offset..<(offset + length)], as: UTF8.self) else {
            throw MessageCatalog.Failure(reason: "string \(index) is not UTF-8")
        }
        return text
    }

    /// The 32-bit word at `offset`, in the file's byte order; the caller has checked it fits.
    private static func word(_ bytes: [UInt8], at offset: Int, bigEndian: Bool) -> Int {
        let four = (0..<4).map { Int(bytes[offset + $0]) }
        return bigEndian
            ? four[0] << 24 | four[1] << 16 | four[2] << 8 | four[3] : four[3] << 24 | four[2] << 16 | four[1] << 8 | four[0]
    }
}
