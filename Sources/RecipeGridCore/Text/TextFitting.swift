/// Cuts a line of text to a width, ending it with an ellipsis when it was too long.
package enum TextFitting {
    package static func fit(_ text: String, width: Double, style: TextStyle, measurer: any TextMeasuring) -> String {
        guard measurer.width(of: text, style: style) > width else { return text }
        let characters = Array(text)
        // Binary search for the longest prefix that fits with the ellipsis.
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[..<middle]).trimmingTrailingSpaces + "…"
            if measurer.width(of: candidate, style: style) <= width { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]).trimmingTrailingSpaces + "…"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
