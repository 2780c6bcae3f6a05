/// Greedy word wrapping with a measurer; words longer than a line are broken by characters.
enum TextWrapping {
    static func wrap(_ text: String, width: Double, style: TextStyle, measurer: any TextMeasuring) -> [String] {
        guard width > 0 else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if measurer.width(of: candidate, style: style) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                let longer = line + String(character)
                if !line.isEmpty && measurer.width(of: longer, style: style) > width {
                    lines.append(line)
                    line = String(character)
                } else {
                    line = longer
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
