/// Decodes the HTML character references that recipe sites leave in their JSON-LD
/// ("Mac &amp; Cheese", "Grandma&#39;s Pie").
///
/// Deliberately minimal: numeric references and the named ones recipes use. Unknown
/// names are kept as written, so a stray "&" in real text survives.
enum HTMLEntities {
    /// `text` with its character references replaced by the characters they stand for.
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        // Bytes, not Characters: this runs on every string of every recipe.
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (replacement, length) = reference(in: bytes, at: index) {
                output.append(contentsOf: replacement.utf8)
                index += length
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of the reference that starts with the "&" at `start`, and its length in
    /// bytes up to and including the ";".
    private static func reference(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        let nameStart = start + 1
        let window = bytes[nameStart..<min(bytes.count, nameStart + 12)]
        guard let end = window.firstIndex(of: UInt8(ascii: ";")),
            let character = character(for: Substring(decoding: bytes[nameStart..<end], as: UTF8.self))
        else { return nil }
        return (String(character), end + 1 - start)
    }

    /// The character for `name` in "&name;", "&#39;" or "&#x27;".
    private static func character(for name: Substring) -> Character? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return scalar(UInt32(name.dropFirst(2), radix: 16))
        }
        if name.hasPrefix("#") {
            return scalar(UInt32(name.dropFirst(), radix: 10))
        }
        return named[String(name)]
    }

    private static func scalar(_ value: UInt32?) -> Character? {
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return Character(scalar)
    }

    private static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
        // A non-breaking space would defeat trimming and word splitting.
        "nbsp": " ",
        "ndash": "–", "mdash": "—", "hellip": "…", "deg": "°", "times": "×",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔",
        "eacute": "é", "egrave": "è", "agrave": "à", "ccedil": "ç", "uuml": "ü",
        "ouml": "ö", "auml": "ä", "ntilde": "ñ", "szlig": "ß",
    ]
}
