/// The words of a typed time (`CookingTime`): amounts ("90", "1.5", "1,5", "1/2", "½",
/// "a", "an", "one"), units in any spelling a cook uses ("h", "hrs", "hours", "m", "min.",
/// "minutes", "s", "secs", "d", "days"), "half", and what joins them ("and", "&", a comma
/// and a space), which is skipped.
enum CookingTimeTokens {
    enum Token: Equatable {
        /// `isFraction` for "½" or "1/2", which may follow a whole number ("1 ½").
        case amount(Double, text: String, isFraction: Bool)
        case unit(Double, word: String)
        case half
    }

    /// Seconds in each unit.
    static let units: [String: Double] = [
        "d": 86400, "day": 86400, "days": 86400,
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    ]

    private static let glyphs: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]
    /// More digits than this before the point is past any time a field takes.
    private static let maximumDigits = 7

    /// The tokens of `input`, lower case with its spaces trimmed.
    static func read(_ input: [Character]) throws(CookingTime.Problem) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < input.count {
            let character = input[index]
            if character == " " || character == "&" || (character == "," && (index + 1 == input.count || input[index + 1] == " ")) {
                index += 1
            } else if isDigit(character) {
                tokens.append(try number(input, &index))
            } else if let value = glyphs[character] {
                tokens.append(.amount(value, text: String(character), isFraction: true))
                index += 1
            } else if character.isLetter {
                let start = index
                while index < input.count, input[index].isLetter { index += 1 }
                let word = String(input[start..<index])
                // "min." and "hrs.": the point of an abbreviation.
                if index < input.count, input[index] == "." { index += 1 }
                if let token = try self.word(word, after: tokens.last) { tokens.append(token) }
            } else {
                throw .notUnderstood(String(character))
            }
        }
        return tokens
    }

    private static func word(_ word: String, after previous: Token?) throws(CookingTime.Problem) -> Token? {
        switch word {
        case "and": return nil
        // "half an hour": the article belongs to "half".
        case "a", "an", "one": return previous == .half ? nil : .amount(1, text: word, isFraction: false)
        case "half": return .half
        default:
            guard let seconds = units[word] else { throw .notUnderstood(String(word.prefix(30))) }
            return .unit(seconds, word: word)
        }
    }

    /// "90", "1.5", "1,5", "1/2": digits, a decimal part after a point or comma, or a
    /// fraction's denominator after a slash.
    private static func number(_ input: [Character], _ index: inout Int) throws(CookingTime.Problem) -> Token {
        let start = index
        func digits() -> String {
            let from = index
            while index < input.count, isDigit(input[index]) { index += 1 }
            return String(input[from..<index])
        }
        let whole = digits()
        guard whole.count <= maximumDigits else { throw .tooLong }
        var value = Double(whole) ?? 0
        var isFraction = false
        if index + 1 < input.count, input[index] == "." || input[index] == ",", isDigit(input[index + 1]) {
            index += 1
            value = Double(whole + "." + digits().prefix(9)) ?? value
        } else if index + 1 < input.count, input[index] == "/", isDigit(input[index + 1]) {
            index += 1
            let denominator = digits()
            guard let divisor = Double(denominator.prefix(maximumDigits)), divisor > 0 else {
                throw .notUnderstood(String(input[start..<index]))
            }
            value /= divisor
            isFraction = true
        }
        return .amount(value, text: String(input[start..<index]), isFraction: isFraction)
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
