/// Decodes the HTML character references that recipe sites leave in their JSON-LD
/// ("Mac &amp; Cheese", "Grandma&#39;s Pie").
///
/// Numeric references and every named one of the WHATWG table, each ended by ";" (the
/// legacy forms without it are left as written, as are unknown names, so a stray "&" in
/// real text survives).
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
        // The longest name, "CounterClockwiseContourIntegral;", has 32 bytes.
        let window = bytes[nameStart..<min(bytes.count, nameStart + 33)]
        guard let end = window.firstIndex(of: UInt8(ascii: ";")),
            let text = text(for: Substring(decoding: bytes[nameStart..<end], as: UTF8.self))
        else { return nil }
        return (text, end + 1 - start)
    }

    /// The characters for `name` in "&name;", "&#39;" or "&#x27;" (one or two: "&NotEqualTilde;").
    private static func text(for name: Substring) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return scalar(UInt32(name.dropFirst(2), radix: 16))
        }
        if name.hasPrefix("#") {
            return scalar(UInt32(name.dropFirst(), radix: 10))
        }
        return named[name + ";"]
    }

    private static func scalar(_ value: UInt32?) -> String? {
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return String(Character(scalar))
    }

    /// Every named reference of the WHATWG table (`HTMLEntityTable.swift`, generated), read
    /// once when a recipe first has one; the non-breaking space becomes a plain one, which
    /// trimming and word splitting treat as a space.
    private static let named: [String: String] = {
        var named: [String: String] = [:]
        named.reserveCapacity(2_300)
        // Split as bytes: a value that starts with a combining mark ("&DownBreve;") would
        // join the space before it into one Character.
        let fields = table.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        for index in stride(from: 0, to: fields.count - 1, by: 2) { named[fields[index]] = fields[index + 1] }
        named["nbsp;"] = " "
        return named
    }()
}
