/// A JSON value the core writes into a user's file: what a field of a recipe becomes when
/// the editor changes it (`JSONFieldChange`).
///
/// Objects keep their members in order, as a list rather than a dictionary: the text written
/// reads in the order the code gave, the same on every run.
package enum JSONValue: Sendable, Equatable {
    case string(String)
    /// Written as an integer when it is one ("4", not "4.0"); a value that is not finite has
    /// no JSON form and is written as `null`.
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([JSONMember])
}

/// One member of a `JSONValue.object`.
package struct JSONMember: Sendable, Equatable {
    package var key: String
    package var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// How the text around a value is laid out, so that what is written looks like what is
/// there: on one line or indented, with which indentation, line break and spacing.
package struct JSONLayout: Sendable, Equatable {
    /// Containers on several lines, one element a line; else on one line.
    package var isMultiLine: Bool
    /// The indentation of one level ("  ", "    ", "\t").
    package var indentUnit: String
    /// "\n", or "\r\n" in a file written on Windows.
    package var newline: String
    /// Between a key and its value: ": ", ":" or " : ".
    package var colon: String
    /// Between the elements of a one-line container: ", " or ",".
    package var comma: String

    /// Two-space indented, as most tools write JSON.
    package static let indented = JSONLayout(isMultiLine: true, indentUnit: "  ", newline: "\n", colon: ": ", comma: ", ")
    /// All on one line without spaces, as minified files are.
    package static let minified = JSONLayout(isMultiLine: false, indentUnit: "", newline: "\n", colon: ":", comma: ",")

    package init(isMultiLine: Bool, indentUnit: String, newline: String, colon: String, comma: String) {
        self.isMultiLine = isMultiLine
        self.indentUnit = indentUnit
        self.newline = newline
        self.colon = colon
        self.comma = comma
    }
}

extension JSONValue {
    /// The value as JSON text in `layout`, its first line continuing a line indented by
    /// `indent` (the indentation of the member it is the value of), later lines indented
    /// from there. Non-ASCII text is written as UTF-8, not escaped.
    package func serialized(in layout: JSONLayout, indent: String = "") -> String {
        var text = ""
        write(to: &text, layout: layout, indent: indent)
        return text
    }

    private func write(to text: inout String, layout: JSONLayout, indent: String) {
        switch self {
        case .string(let string): text += Self.quoted(string)
        case .number(let number): text += Self.numberText(number)
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        case .array(let elements):
            writeContainer(elements.map { ("", $0) }, brackets: ("[", "]"), to: &text, layout: layout, indent: indent)
        case .object(let members):
            let keyed = members.map { (Self.quoted($0.key) + layout.colon, $0.value) }
            writeContainer(keyed, brackets: ("{", "}"), to: &text, layout: layout, indent: indent)
        }
    }

    /// An array (each `prefix` empty) or an object (each `prefix` a key and colon).
    private func writeContainer(
        _ items: [(prefix: String, value: JSONValue)], brackets: (String, String), to text: inout String, layout: JSONLayout,
        indent: String
    ) {
        text += brackets.0
        guard !items.isEmpty else {
            text += brackets.1
            return
        }
        let inner = indent + layout.indentUnit
        for (index, item) in items.enumerated() {
            if index > 0 { text += layout.isMultiLine ? "," : layout.comma }
            if layout.isMultiLine { text += layout.newline + inner }
            text += item.prefix
            item.value.write(to: &text, layout: layout, indent: inner)
        }
        if layout.isMultiLine { text += layout.newline + indent }
        text += brackets.1
    }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped, and
    /// U+2028 and U+2029, which end a line in JavaScript and would break a page's script.
    /// "</" is written "<\/" so that the text can never close the `<script>` element of a
    /// saved web page it lands in; every JSON reader reads it back as "</".
    package static func quoted(_ string: String) -> String {
        var text = "\""
        var previous: Unicode.Scalar = " "
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "/" where previous == "<": text += "\\/"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}": text += unicodeEscape(scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return text + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// An integer as one ("4"); any other finite number in Swift's shortest form that
    /// reads back to it ("2.5", "1e-07"); NaN and infinity, which JSON cannot hold, as null.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
