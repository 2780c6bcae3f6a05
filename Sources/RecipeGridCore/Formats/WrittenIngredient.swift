extension Ingredient {
    /// `line` read by the rules of `language`: German, French, Spanish, Korean and Japanese lines by their own
    /// unit words and word order (`WrittenIngredient`), any other language the English way (`parse(_:)`).
    static func parse(_ line: String, language: RecipeLanguage) -> Ingredient {
        WrittenIngredient.read(line, language: language)?.ingredient ?? parse(line)
    }
}

/// An ingredient line of a language with a unit table (`UnitWords`), read where its words stand: the amount and
/// the unit are found in the line, and whatever else it says stays in its place, so that a scaled line keeps the
/// line's own words and order ("고춧가루 1큰술" ×2 is "고춧가루 2큰술", "しょうゆ 大さじ2" "しょうゆ 大さじ4").
///
/// German, French and Spanish lines start with their amount, as English ones do ("1 ½ EL Öl", "2 c. à soupe
/// d'huile", "1-2 cucharadas de aceite"); a comma is their decimal point and a point groups thousands. Korean
/// and Japanese lines name the ingredient first and glue the unit to the amount, after it ("간장 2큰술",
/// "米 2合") or before it ("砂糖 小さじ1/2"); "大さじ1と1/2" is one and a half, and a word such as 少々 or 약간
/// is an amount without a number, which no scale changes.
struct WrittenIngredient {
    var ingredient: Ingredient
    /// The line, its white space collapsed; the ranges below index it.
    var characters: [Character]
    var amount: Range<Int>?
    var unit: Range<Int>?
    let words: UnitWords

    /// `line` read in `language`; nil for a language without a unit table.
    static func read(_ line: String, language: RecipeLanguage) -> WrittenIngredient? {
        guard let words = UnitWords.of(language) else { return nil }
        let characters = Array(Ingredient.collapsingWhitespace(line))
        var reader = WrittenIngredient(
            ingredient: Ingredient(quantity: nil, unit: nil, name: String(characters)), characters: characters, words: words)
        var scanner = IngredientScanner(
            words.gluesUnits ? characters.map(\.halfWidth) : characters, decimalComma: language.writesDecimalComma,
            rangeWord: rangeWords[language] ?? "to")
        if words.gluesUnits { reader.readGlued(&scanner) } else { reader.readLeading(&scanner) }
        return reader
    }

    private static let rangeWords: [RecipeLanguage: String] = [.german: "bis", .french: "à", .spanish: "a"]

    /// German, French, Spanish: the amount first, then a unit of one or more words, then "de" and the name.
    private mutating func readLeading(_ scanner: inout IngredientScanner) {
        guard let amount = scanner.scanAmount() else { return }
        self.amount = 0..<scanner.position
        ingredient.quantity = amount.lower
        ingredient.upperQuantity = amount.upper
        scanner.skipSpace()
        let unitStart = scanner.position
        let following = characters[unitStart...].split(separator: " ", maxSplits: words.longestSpelling).map { String($0) }
        for count in stride(from: min(words.longestSpelling, following.count), through: 1, by: -1) {
            let spelling = following[0..<count].joined(separator: " ")
            let trimmed = spelling.last == "," ? String(spelling.dropLast()) : spelling
            guard let unit = words.unit(trimmed[...]), unit != .aLittle else { continue }
            ingredient.unit = unit
            self.unit = unitStart..<unitStart + trimmed.count
            break
        }
        var nameStart = self.unit?.upperBound ?? self.amount!.upperBound
        if self.unit != nil { nameStart = skippingLinkingWord(from: nameStart) }
        ingredient.name = String(characters[nameStart...]).trimmingPrefix(" ").description
    }

    /// After a unit: the start of the name past "de" or an elided "d'" ("1 pincée de sel", "d'huile").
    private func skippingLinkingWord(from start: Int) -> Int {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        for word in words.linkingWords {
            let end = index + word.count
            guard end <= characters.count, String(characters[index..<end]).lowercased() == word else { continue }
            if word.last == "'" || word.last == "’" { return end }
            if end < characters.count, characters[end] == " " { return end }
        }
        return start
    }

    /// Korean, Japanese: the first amount in the line with the unit glued after or before it, else a word of an
    /// amount without a number; the name is what stands around them.
    private mutating func readGlued(_ scanner: inout IngredientScanner) {
        guard let start = scanner.characters.indices.first(where: { scanner.characters[$0].startsAmount(after: $0 > 0 ? scanner.characters[$0 - 1] : nil) }) else {
            return readUncounted()
        }
        scanner.position = start
        guard var amount = scanner.scanAmount() else { return readUncounted() }
        // "大さじ1と1/2": a whole number and a fraction, joined by "and".
        if amount.upper == nil, scanner.next == "と" || scanner.next == "과" {
            let before = scanner.position
            scanner.position += 1
            if let fraction = scanner.scanNumber(), fraction < 1 { amount.lower += fraction } else { scanner.position = before }
        }
        let range = start..<scanner.position
        self.amount = range
        ingredient.quantity = amount.lower
        ingredient.upperQuantity = amount.upper
        if let after = gluedUnit(from: range.upperBound, forward: true) {
            unit = after
        } else if let before = gluedUnit(from: range.lowerBound, forward: false) {
            unit = before
        }
        ingredient.unit = unit.flatMap { words.unit(String(characters[$0])[...]) }
        ingredient.name = nameAround(unit.map { min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound) } ?? range)
    }

    /// The longest unit spelling right after (or right before) `index`, across one space at most: "1큰술", "200 g",
    /// "大さじ2", "大さじ 2".
    private func gluedUnit(from index: Int, forward: Bool) -> Range<Int>? {
        var edge = index
        if forward, edge < characters.count, characters[edge] == " " { edge += 1 }
        if !forward, edge > 0, characters[edge - 1] == " " { edge -= 1 }
        // The run of the word next to the amount, up to a space, a bracket or a digit.
        let stops: Set<Character> = [" ", "(", "（", ",", "、"]
        var far = edge
        if forward {
            while far < characters.count, !stops.contains(characters[far]), !characters[far].isHalfWidthDigit { far += 1 }
        } else {
            while far > 0, !stops.contains(characters[far - 1]), !characters[far - 1].isHalfWidthDigit { far -= 1 }
        }
        let length = abs(far - edge)
        for count in stride(from: min(length, 6), through: 1, by: -1) {
            let candidate = forward ? edge..<edge + count : edge - count..<edge
            if let unit = words.unit(String(characters[candidate])[...]), unit != .aLittle { return candidate }
        }
        return nil
    }

    /// A line without a number: "塩 少々", "소금 약간", "こしょう少々" (the word may be glued to the name).
    private mutating func readUncounted() {
        for word in words.spellings where word.value == .aLittle {
            let spelling = Array(word.key)
            guard let found = characters.indices.first(where: { characters[$0...].starts(with: spelling) }) else { continue }
            let range = found..<found + spelling.count
            unit = range
            ingredient.unit = .aLittle
            ingredient.name = nameAround(range)
            return
        }
    }

    /// The line without `range`, its ends trimmed of spaces and the dots that lead the eye to an amount.
    private func nameAround(_ range: Range<Int>) -> String {
        let trim: Set<Character> = [" ", "…", "・", ":", "：", "."]
        func trimmed(_ part: ArraySlice<Character>) -> String {
            var part = part
            while let first = part.first, trim.contains(first) { part.removeFirst() }
            while let last = part.last, trim.contains(last) { part.removeLast() }
            return String(part)
        }
        return [trimmed(characters[..<range.lowerBound]), trimmed(characters[range.upperBound...])].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension Character {
    /// Full-width digits and slash as their ASCII forms ("２" → "2"), which Japanese sites often write.
    fileprivate var halfWidth: Character {
        guard let scalar = unicodeScalars.first, unicodeScalars.count == 1, (0xFF0F...0xFF19).contains(scalar.value) else { return self }
        return Character(Unicode.Scalar(scalar.value - 0xFEE0)!)
    }

    fileprivate var isHalfWidthDigit: Bool { halfWidth.isASCII && halfWidth.isWholeNumber }

    /// Whether an amount may start here: a digit or a fraction glyph not inside a number or a Latin word.
    fileprivate func startsAmount(after previous: Character?) -> Bool {
        guard isHalfWidthDigit || "½⅓⅔¼¾⅛⅜⅝⅞".contains(self) else { return false }
        guard let previous else { return true }
        return !(previous.isASCII && (previous.isLetter || previous.isNumber)) && !previous.isHalfWidthDigit && previous != "."
            && previous != "/"
    }
}
