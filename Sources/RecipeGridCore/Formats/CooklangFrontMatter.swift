/// The YAML front matter of a Cooklang file, as far as recipes use it: `key: value` lines,
/// a list as `[a, b]` or as `- item` lines under its key (joined with ", "), quotes taken
/// off a value. Deeper YAML (nested maps, multi-line strings) is kept as its lines' text.
enum FrontMatter {
    static func read(_ lines: [String]) -> [CooklangMetadata] {
        var entries: [CooklangMetadata] = []
        for line in lines {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("- "), line.first == " " || line.first == "\t" || line.first == "-", !entries.isEmpty {
                // An item of the list under the last key.
                let item = unquoted(String(trimmed.dropFirst(2)))
                let last = entries.count - 1
                entries[last].value = entries[last].value.isEmpty ? item : entries[last].value + ", " + item
            } else if let entry = entry(line, keepsEmpty: true) {
                entries.append(entry)
            }
        }
        return entries.filter { !$0.value.isEmpty }
    }

    /// `key: value` ("cooking time    :30 mins" too); nil without a colon or a key, or,
    /// unless `keepsEmpty` (a list may follow), without a value.
    static func entry(_ line: String, keepsEmpty: Bool = false) -> CooklangMetadata? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon].trimmingWhitespace()
        var value = line[line.index(after: colon)...].trimmingWhitespace()
        if value.hasPrefix("[") && value.hasSuffix("]") {
            value = value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0)) }.filter { !$0.isEmpty }.joined(
                separator: ", ")
        } else {
            value = unquoted(value)
        }
        guard !key.isEmpty, keepsEmpty || !value.isEmpty else { return nil }
        return CooklangMetadata(key: key, value: value)
    }

    private static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        for quote in ["\"", "'"] where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }
}
