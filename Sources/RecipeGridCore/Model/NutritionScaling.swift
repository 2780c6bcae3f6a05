/// A nutrition value for several servings: "240 kcal" per serving is "960 kcal" for four.
///
/// Values are kept as the file wrote them, so only a value that starts with a number (or a
/// range of two, "10-12 g") scales; its unit and anything after stay as written. A value
/// with no number ("trace", "low") has no total.
enum NutritionScaling {
    static func scaled(_ value: String, by factor: Double) -> String? {
        let text = value.trimmingWhitespace()
        guard factor.isFinite, factor > 0, let (first, afterFirst) = leadingNumber(text[...]) else { return nil }
        var rest = afterFirst
        var upper: Double?
        let afterSpaces = rest.drop { $0 == " " }
        if let dash = afterSpaces.first, dash == "-" || dash == "–",
            let (second, afterSecond) = leadingNumber(afterSpaces.dropFirst().drop { $0 == " " })
        {
            upper = second
            rest = afterSecond
        }
        let amount = upper.map { "\(format(first * factor))–\(format($0 * factor))" } ?? format(first * factor)
        return amount + rest
    }

    /// A number at the start of `text` ("12", "12.5", "12,5") and what follows it.
    private static func leadingNumber(_ text: Substring) -> (Double, Substring)? {
        var end = text.startIndex
        var seenSeparator = false
        while end < text.endIndex {
            let character = text[end]
            if character.isASCII && character.isNumber {
                end = text.index(after: end)
            } else if character == "." || character == ",", !seenSeparator, end > text.startIndex,
                text.index(after: end) < text.endIndex, text[text.index(after: end)].isASCII, text[text.index(after: end)].isNumber
            {
                seenSeparator = true
                end = text.index(after: end)
            } else {
                break
            }
        }
        guard end > text.startIndex, let value = Double(text[..<end].replacing(",", with: ".")), value < 1e9 else { return nil }
        return (value, text[end...])
    }

    /// Whole numbers plainly, else one decimal place: a label's precision.
    private static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
