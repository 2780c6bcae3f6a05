/// Finds the words of a time in step text, by hand rather than with a regular expression
/// (which would keep Swift's regex engine in memory): an amount ("25", "1.5", "1,5",
/// "1 1/2", "1½", "1/2", "½", "a", "an", "one" … "thirty"), perhaps a range to a second
/// number ("10-12", "10 – 12", "10 to 12", "10~12"), then a unit as a whole word (hour(s), hr(s),
/// minute(s), min(s), second(s), sec(s), and the German, French and Spanish words in
/// `TimeWords`), in any case, or glued to the number and to what follows in Korean and
/// Japanese ("30분간", "10分ほど", "1時間").
enum DurationScanner {
    struct Match {
        /// Where the amount and the unit are, and where the time ends.
        var amount: Range<Int>
        var unit: Range<Int>
        var end: Int
    }

    /// Whether a word may start at `index`: no letter or digit just before it, but for a letter of a script
    /// written without spaces ("弱火で10分").
    static func startsWord(_ text: [Character], at index: Int) -> Bool {
        index == 0 || !isWordCharacter(text[index - 1]) || TimeWords.isUnspaced(text[index - 1])
    }

    /// The time starting at `start`, if one does.
    static func match(_ text: [Character], at start: Int) -> Match? {
        for amountEnd in amountEnds(text, at: start) {
            for rangeEnd in [rangeEnd(text, after: amountEnd), amountEnd].compactMap({ $0 }) {
                let unitStart = skipSpaces(text, from: rangeEnd)
                if let unitEnd = TimeWords.unitEnd(text, at: unitStart) {
                    return Match(amount: start..<amountEnd, unit: unitStart..<unitEnd, end: unitEnd)
                }
            }
        }
        return nil
    }

    private static let glyphs: Set<Character> = ["½", "¼", "¾", "⅓", "⅔"]
    private static let words = ["an", "a", "one", "two", "three", "four", "five", "six", "ten", "fifteen", "twenty", "thirty"] + TimeWords.numbers.keys

    /// Where an amount starting at `start` may end, the longest first.
    private static func amountEnds(_ text: [Character], at start: Int) -> [Int] {
        if let number = numberEnd(text, at: start) {
            var ends = [number]
            let afterSpaces = skipSpaces(text, from: number)
            if afterSpaces < text.count, glyphs.contains(text[afterSpaces]) {
                ends.insert(afterSpaces + 1, at: 0)
            } else if afterSpaces > number, let fraction = simpleFractionEnd(text, at: afterSpaces) {
                ends.insert(fraction, at: 0)
            }
            if let fraction = simpleFractionEnd(text, at: start) { ends.append(fraction) }
            return ends
        }
        if start < text.count, glyphs.contains(text[start]) { return [start + 1] }
        let rest = text[start...]
        return words.compactMap { word in
            rest.count >= word.count && String(rest.prefix(word.count)).lowercased() == word ? start + word.count : nil
        }
    }

    /// "25", "1.5", "1,5": digits, perhaps a decimal part.
    private static func numberEnd(_ text: [Character], at start: Int) -> Int? {
        var index = start
        while index < text.count, isDigit(text[index]) { index += 1 }
        guard index > start else { return nil }
        if index + 1 < text.count, text[index] == "." || text[index] == ",", isDigit(text[index + 1]) {
            index += 1
            while index < text.count, isDigit(text[index]) { index += 1 }
        }
        return index
    }

    /// "1/2": one digit, a slash, one digit.
    private static func simpleFractionEnd(_ text: [Character], at start: Int) -> Int? {
        guard start + 2 < text.count, isDigit(text[start]), text[start + 1] == "/", isDigit(text[start + 2]) else { return nil }
        return start + 3
    }

    /// The end of "-12", " – 12" or " to 12" after an amount.
    private static func rangeEnd(_ text: [Character], after amountEnd: Int) -> Int? {
        var index = skipSpaces(text, from: amountEnd)
        if index < text.count, "-–~〜～".contains(text[index]) {
            index += 1
        } else if index + 1 < text.count, String(text[index...(index + 1)]).lowercased() == "to" {
            index += 2
        } else {
            return nil
        }
        return numberEnd(text, at: skipSpaces(text, from: index))
    }

    private static func skipSpaces(_ text: [Character], from start: Int) -> Int {
        var index = start
        while index < text.count, text[index].isWhitespace { index += 1 }
        return index
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
}
