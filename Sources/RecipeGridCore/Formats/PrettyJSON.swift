/// JSON text as Foundation's JSONSerialization wrote the export, with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`, so that exported files stay byte for byte
/// what they were: two spaces an indent, `"key" : value`, and its empty-array quirk.
enum PrettyJSON {
    /// Strings, arrays and string-keyed objects of them: all the export writes.
    static func text(_ value: Any) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: Any, indent: Int, into out: inout String) {
        switch value {
        case let string as String: quote(string, into: &out)
        case let object as [String: Any]:
            // Foundation orders keys case-insensitively (and numerically, forced): for the
            // export's ASCII keys without digits that is lower case first, then as written.
            let keys = object.keys.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
            let members = keys.map { key in
                { (out: inout String) in
                    quote(key, into: &out)
                    out += " : "
                    write(object[key]!, indent: indent + 2, into: &out)
                }
            }
            block("{", "}", members, indent: indent, into: &out)
        case let array as [Any]:
            let elements = array.map { element in { (out: inout String) in write(element, indent: indent + 2, into: &out) } }
            block("[", "]", elements, indent: indent, into: &out)
        // not translated: a programmer's error, never shown
        default: preconditionFailure("PrettyJSON writes strings, arrays and objects only")
        }
    }

    /// The members one a line, indented; an empty one still opens and closes on lines of
    /// their own, as JSONSerialization writes it.
    private static func block(
        _ open: String, _ close: String, _ members: [(inout String) -> Void], indent: Int, into out: inout String
    ) {
        out += open + "\n"
        for (index, member) in members.enumerated() {
            if index > 0 { out += ",\n" }
            out += String(repeating: " ", count: indent + 2)
            member(&out)
        }
        out += "\n" + String(repeating: " ", count: indent) + close
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
