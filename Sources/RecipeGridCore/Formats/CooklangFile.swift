/// A Cooklang file as the editor edits it: its YAML front matter, whose lines are kept
/// as written except the keys the editor changes, and its body (the steps with their
/// `@`, `#` and `~` markup, notes and sections), which the user edits as text.
package struct CooklangFile: Sendable, Equatable {
    /// The lines between the `---` fences, nil when the file has no front matter.
    var frontMatter: [String]?
    var body: String
    /// The file's line break: "\r\n" when it uses them, so an edit keeps the file's own.
    var newline: String

    package init(text: String) {
        newline = text.contains("\r\n") ? "\r\n" : "\n"
        let lines = text.split(separator: newline, omittingEmptySubsequences: false).map(String.init)
        let isFence = { (line: String) in line.trimmingWhitespace() == "---" }
        if let first = lines.first, isFence(first), let close = lines.dropFirst().firstIndex(where: isFence) {
            frontMatter = Array(lines[1..<close])
            body = lines[(close + 1)...].joined(separator: newline)
        } else {
            frontMatter = nil
            body = text
        }
    }

    /// A metadata field and the keys Cooklang files write it under, in the order the reader
    /// looks for them; a new line gets `written` (the name of cooklang.org's canonical
    /// metadata).
    package struct Key: Sendable, Equatable {
        var names: [String]
        var written: String

        init(_ names: String..., written: String? = nil) {
            self.names = names
            self.written = written ?? names[0]
        }

        static let title = Key("title")
        static let category = Key("category", "course")
        static let tags = Key("tags")
        static let servings = Key("servings", "serves", "yield")
        static let prepTime = Key("prep time", "time.prep")  // not translated: the format's own words
        static let cookTime = Key("cook time", "time.cook")  // not translated: the format's own words
        static let totalTime = Key("time required", "time", "duration", "total time", written: "time")  // not translated: the format's own words
        static let description = Key("description", "introduction")
        static let source = Key("source")
    }

    /// The whole text with `body` and the front matter changed as `changes` say: a key's
    /// line (and the list items under it) replaced by `key: value` where the file has it,
    /// else added at the end; a nil value takes the line away. Other lines stay as they are.
    package func text(body: String, setting changes: [(key: Key, value: String?)]) -> String {
        var lines = frontMatter ?? []
        var bodyLines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (key, value) in changes {
            if let found = Self.line(of: key, in: lines) {
                // A list written as "- item" lines under its key goes with it.
                var end = found + 1
                while end < lines.count, lines[end].trimmingWhitespace().hasPrefix("- ") { end += 1 }
                let name = FrontMatter.entry(lines[found], keepsEmpty: true)?.key ?? key.written
                lines.replaceSubrange(found..<end, with: value.map { [Self.line(name, $0)] } ?? [])
            } else if let found = Self.metadataLine(of: key, in: bodyLines) {
                // Older files give metadata as ">> key: value" lines among the steps: that line is edited.
                let name = FrontMatter.entry(String(bodyLines[found].trimmingWhitespace().dropFirst(2)))?.key ?? key.written
                bodyLines.replaceSubrange(found...found, with: value.map { [">> " + Self.line(name, $0)] } ?? [])
            } else if let value {
                lines.append(Self.line(key.written, value))
            }
        }
        let newBody = bodyLines.joined(separator: "\n")
        guard frontMatter != nil || !lines.isEmpty else { return newBody }
        return (["---"] + lines + ["---"]).joined(separator: newline) + newline + newBody
    }

    private static func line(of key: Key, in lines: [String]) -> Int? {
        lines.firstIndex { line in
            guard line.first != " ", line.first != "\t", let entry = FrontMatter.entry(line, keepsEmpty: true) else { return false }
            return key.names.contains(entry.key.lowercased())
        }
    }

    private static func metadataLine(of key: Key, in lines: [String]) -> Int? {
        lines.firstIndex { line in
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix(">>"), let entry = FrontMatter.entry(String(trimmed.dropFirst(2))) else { return false }
            return key.names.contains(entry.key.lowercased())
        }
    }

    /// `key: value`, the value quoted when YAML would read it otherwise (a colon and a
    /// space, a leading quote, bracket, `#`, `-`, …) in a quote it does not hold; its line
    /// breaks become spaces.
    static func line(_ key: String, _ value: String) -> String {
        let flat = value.split(whereSeparator: \.isNewline).joined(separator: " ")
        let special =
            flat.contains(": ") || flat.contains(" #") || flat.hasSuffix(":")
            || flat.first.map { "\"'[]{}#&*!|>%@`-,?".contains($0) } == true || flat != flat.trimmingWhitespace()
        // The reader takes quotes off without unescaping: a quote the value has not.
        guard special, let quote = ["\"", "'"].first(where: { !flat.contains($0) }) else { return "\(key): \(flat)" }
        return "\(key): \(quote)\(flat)\(quote)"
    }
}
