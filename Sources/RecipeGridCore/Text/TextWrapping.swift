/// Greedy line wrapping with a measurer, at the places `LineBreaking` allows: at spaces,
/// between Han, kana and Hangul characters, after hyphens. A piece wider than a line (a
/// long word) is broken between characters.
///
/// Runs of spaces, tabs and newlines count as one space, and a line neither starts nor
/// ends with one.
enum TextWrapping {
    static func wrap(_ text: String, width: Double, style: TextStyle, measurer: any TextMeasuring) -> [String] {
        let characters = collapsingSpaces(text)
        guard width > 0 else { return [String(characters)] }
        var lines: [String] = []
        var line = ""
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count, !LineBreaking.allowed(before: end, in: characters) { end += 1 }
            let piece = String(characters[start..<end])
            start = end
            let candidate = line + piece
            if measurer.width(of: trimmed(candidate), style: style) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(trimmed(line)) }
            line = ""
            for character in trimmed(piece) {
                let longer = line + String(character)
                if !line.isEmpty && measurer.width(of: longer, style: style) > width {
                    lines.append(line)
                    line = String(character)
                } else {
                    line = longer
                }
            }
            if piece.last == " " { line += " " }
        }
        line = trimmed(line)
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The text's characters with each run of whitespace one space, none at either end.
    private static func collapsingSpaces(_ text: String) -> [Character] {
        var characters: [Character] = []
        characters.reserveCapacity(text.count)
        for character in text {
            let space = character == " " || character == "\n" || character == "\t" || character == "\r\n"
            if !space {
                characters.append(character)
            } else if let last = characters.last, last != " " {
                characters.append(" ")
            }
        }
        if characters.last == " " { characters.removeLast() }
        return characters
    }

    private static func trimmed(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
