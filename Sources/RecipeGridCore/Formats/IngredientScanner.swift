/// Reads an ingredient line from the front, one piece at a time; a failed read leaves the position unchanged.
///
/// The text has its whitespace collapsed to single spaces and no leading or trailing space.
struct IngredientScanner {
    let characters: [Character]
    /// Where reading goes on; a reader of another language's word order moves it to the amount.
    var position = 0
    /// Whether a comma is always a decimal point and a point before three digits groups thousands ("1.000 g").
    private let decimalComma: Bool
    /// The word between the ends of a range: "to", "bis", "à".
    private let rangeWord: String

    init(_ text: String, decimalComma: Bool = false, rangeWord: String = "to") {
        characters = Array(text)
        self.decimalComma = decimalComma
        self.rangeWord = rangeWord
    }

    init(_ characters: [Character], decimalComma: Bool, rangeWord: String) {
        self.characters = characters
        self.decimalComma = decimalComma
        self.rangeWord = rangeWord
    }

    /// Larger amounts are codes or typos, not quantities, and would only overflow when summed and shown.
    private static let largestQuantity = 1e9

    private static let vulgarFractions: [Character: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5,
        "⅗": 3.0 / 5, "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅐": 1.0 / 7, "⅛": 1.0 / 8, "⅜": 3.0 / 8,
        "⅝": 5.0 / 8, "⅞": 7.0 / 8, "⅑": 1.0 / 9, "⅒": 1.0 / 10,
    ]

    /// The text not yet read, without its leading space.
    var rest: String {
        String(String(characters[position...]).trimmingPrefix(" "))
    }

    var next: Character? { position < characters.count ? characters[position] : nil }

    private func character(at offset: Int) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    /// A quantity or a range of two, followed by the end, a space, a letter or "(".
    mutating func scanAmount() -> (lower: Double, upper: Double?)? {
        let start = position
        guard var lower = scanNumber() else { return nil }
        var upper: Double?
        var afterLower = position
        let hyphenated = next == "-"
        if scanRangeSeparator(), let second = scanNumber() {
            if second > lower {
                upper = second
            } else if hyphenated, lower == lower.rounded(), second < 1 {
                // "1-1/2 cups" is the American way of writing one and a half, and a range may follow it:
                // "1-1/2 to 2 cups", which the grocery list writes "1 ½–2 cups".
                lower += second
                afterLower = position
                if scanRangeSeparator(), let third = scanNumber(), third > lower { upper = third } else { position = afterLower }
            } else {
                position = afterLower
            }
        } else {
            position = afterLower
        }
        let endsWell = next.map { $0 == " " || $0 == "(" || $0.isLetter } ?? true
        // At most, not below: an amount just under the limit shows as the limit ("1000000000"), and must read back.
        // A line that goes on as if the amount had more to it ("2.0 1/2 cup", "3.001 to 3 eggs") is too odd to
        // guess at: the grocery list writes the amount as it shows ("2 1/2", "3 to 3"), which reads otherwise.
        guard endsWell, (upper ?? lower) <= Self.largestQuantity, !amountFollows() else {
            position = start
            return nil
        }
        return (lower, upper)
    }

    /// Whether more of an amount comes next: a range separator and a number, or a space and a fraction.
    private mutating func amountFollows() -> Bool {
        let start = position
        defer { position = start }
        if scanRangeSeparator(), scanNumber() != nil { return true }
        position = start
        skipSpace()
        return scanVulgarFraction() != nil || scanProperFraction() != nil
    }

    /// "(14.5 oz)" after a space, brackets included.
    mutating func scanBracketed() -> String? {
        let start = position
        skipSpace()
        guard next == "(", let close = characters[position...].firstIndex(of: ")") else {
            position = start
            return nil
        }
        defer { position = close + 1 }
        return String(characters[position...close])
    }

    /// A unit word after an optional space; "fl oz" and "fluid ounces" span two words.
    mutating func scanUnit() -> IngredientUnit? {
        let start = position
        let word = scanWord()
        if ["fl", "fl.", "fluid"].contains(word.lowercased()) {
            if IngredientUnit(spelling: scanWord()) == .ounce { return .fluidOunce }
        } else if let unit = IngredientUnit(spelling: word) {
            return unit
        }
        position = start
        return nil
    }

    /// Skips "of" after a unit, and a repeated one ("2 cups of of sugar"): the name the text shows must not
    /// start with the word that reading it back would skip.
    mutating func skipOf() {
        while skipWord("of") {}
    }

    /// Reads `word` (any case) after an optional space when it is the next whole word.
    @discardableResult mutating func skipWord(_ word: String) -> Bool {
        let start = position
        if scanWord().lowercased() == word { return true }
        position = start
        return false
    }

    mutating func scanWord() -> String {
        skipSpace()
        let start = position
        while let next, next != " " { position += 1 }
        return String(characters[start..<position])
    }

    mutating func skipSpace() {
        if next == " " { position += 1 }
    }

    /// "-", "–", "—" or a wave dash ("1~2", as Korean and Japanese write ranges) with or without spaces,
    /// or the range word between spaces (" to ").
    private mutating func scanRangeSeparator() -> Bool {
        let start = position
        skipSpace()
        if let dash = next, "-–—~〜～".contains(dash) {
            position += 1
            skipSpace()
            return true
        }
        if skipWord(rangeWord), next == " " {
            skipSpace()
            return true
        }
        position = start
        return false
    }

    /// "½", "1½", "1 ½", "1/2", "1 1/2", "0.25", "1,5"; nil for a broken fraction such as "1/0" or "1/".
    mutating func scanNumber() -> Double? {
        if let fraction = scanVulgarFraction() { return fraction }
        let start = position
        guard let (whole, isInteger) = scanDecimal() else { return nil }
        if next == "/" || next == "⁄" {
            position += 1
            guard isInteger, let denominator = scanDigits().flatMap(Double.init), denominator > 0 else {
                position = start
                return nil
            }
            return whole / denominator
        }
        guard isInteger else { return whole }
        if let fraction = scanVulgarFraction() { return whole + fraction }
        let beforeSpace = position
        skipSpace()
        if position > beforeSpace, let fraction = scanVulgarFraction() ?? scanProperFraction() { return whole + fraction }
        position = beforeSpace
        return whole
    }

    private mutating func scanVulgarFraction() -> Double? {
        guard let next, let value = Self.vulgarFractions[next] else { return nil }
        position += 1
        return value
    }

    /// "1/2" but not "3/2": the fraction part of a mixed number.
    private mutating func scanProperFraction() -> Double? {
        let start = position
        if let numerator = scanDigits().flatMap(Double.init), next == "/" || next == "⁄" {
            position += 1
            if let denominator = scanDigits().flatMap(Double.init), numerator < denominator { return numerator / denominator }
        }
        position = start
        return nil
    }

    /// "12", "0.25", ".5", "1,5", "1,000" (or "1.000" with a decimal comma); says whether the number was written
    /// without a decimal part.
    private mutating func scanDecimal() -> (value: Double, isInteger: Bool)? {
        let start = position
        var digits = scanDigits() ?? ""
        let grouping: Character = decimalComma ? "." : ","
        while !digits.isEmpty, next == grouping, (1...3).allSatisfy({ character(at: $0)?.isDigit == true }),
            character(at: 4)?.isDigit != true
        {
            position += 1
            digits += scanDigits() ?? ""
        }
        var isInteger = true
        if next == "." || next == ",", character(at: 1)?.isDigit == true {
            position += 1
            digits = (digits.isEmpty ? "0" : digits) + "." + (scanDigits() ?? "")
            isInteger = false
        }
        guard let value = Double(digits) else {
            position = start
            return nil
        }
        return (value, isInteger)
    }

    private mutating func scanDigits() -> String? {
        let start = position
        while next?.isDigit == true { position += 1 }
        return position > start ? String(characters[start..<position]) : nil
    }
}

extension Character {
    /// An ASCII digit; other scripts' digits are left to the name.
    fileprivate var isDigit: Bool { isASCII && isWholeNumber }
}
