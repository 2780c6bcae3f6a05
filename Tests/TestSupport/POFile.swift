import Foundation

/// The entries of a gettext `.po` or `.pot` file, as the catalog tests need them: each
/// message's context, msgid, plural msgid, translations and whether it is fuzzy.
public struct POFile {
    public struct Entry {
        public var context: String?
        public var id = ""
        public var plural: String?
        public var strings: [String] = []
        public var fuzzy = false

        /// Translated: every form filled and not fuzzy.
        public var isTranslated: Bool { !fuzzy && !strings.isEmpty && strings.allSatisfy { !$0.isEmpty } }
    }

    /// Every entry but the header (the empty msgid).
    public var entries: [Entry] = []
    public var header = ""

    public init(path: String) throws {
        var current = Entry()
        var field: WritableKeyPath<Entry, String>?
        var pluralField = false
        var started = false
        func finish() {
            if started {
                if current.id.isEmpty { header = current.strings.first ?? "" } else { entries.append(current) }
            }
            current = Entry()
            started = false
        }
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#,") {
                if started && current.strings.count > 0 { finish() }
                if line.contains("fuzzy") { current.fuzzy = true }
            } else if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !current.strings.isEmpty { finish() }
            } else if line.hasPrefix("msgctxt ") {
                if !current.strings.isEmpty { finish() }
                current.context = Self.quoted(line)
                started = true
                field = nil
            } else if line.hasPrefix("msgid_plural ") {
                current.plural = Self.quoted(line)
                field = nil
                pluralField = true
            } else if line.hasPrefix("msgid ") {
                if !current.strings.isEmpty { finish() }
                current.id = Self.quoted(line)
                started = true
                field = \.id
                pluralField = false
            } else if line.hasPrefix("msgstr") {
                current.strings.append(Self.quoted(line))
                field = nil
            } else if line.hasPrefix("\"") {
                let more = Self.quoted(line)
                if let field {
                    current[keyPath: field] += more
                } else if !current.strings.isEmpty {
                    current.strings[current.strings.count - 1] += more
                } else if pluralField {
                    current.plural? += more
                } else {
                    current.context? += more
                }
            }
        }
        finish()
    }

    /// The text between the first and last quote of `line`, unescaped.
    public static func quoted(_ line: Substring) -> String {
        guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { return "" }
        var result = ""
        var escaped = false
        for character in line[line.index(after: first)..<last] {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension POFile {
    /// The translation of `id` (its first form for a plural message), nil when missing or fuzzy.
    public func translation(of id: String, context: String? = nil) -> String? {
        entries.first { $0.id == id && $0.context == context && $0.isTranslated }?.strings.first
    }

    /// Every form of the plural message whose msgid starts with `prefix`, its placeholders
    /// filled from `values`; nil when there is none.
    public func forms(ofPluralStartingWith prefix: String, filling values: [String: String]) -> [String]? {
        entries.first { $0.id.hasPrefix(prefix) && $0.plural != nil }?.strings.map { form in
            values.reduce(form) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }
    }

    /// The label as shown: the "_" that marks a menu letter taken out ("__" is one underscore).
    public static func withoutMark(_ label: String) -> String {
        var result = ""
        var pendingMark = false
        for character in label {
            if character == "_" && !pendingMark {
                pendingMark = true
                continue
            }
            pendingMark = false
            result.append(character)
        }
        return result
    }
}
