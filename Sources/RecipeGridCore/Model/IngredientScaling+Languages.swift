extension IngredientScaling {
    /// `line`, written in `language`, scaled and converted as `scaled(_:by:in:)` does an English one, its words
    /// and their order kept: only the amount and, when it changes, the unit are written anew, in the language's
    /// words (`UnitWords`). A language without a unit table is read the English way.
    static func scaled(
        _ line: String, by factor: Double, in system: UnitSystem, language: RecipeLanguage, decimalSeparator: Character = "."
    ) -> String {
        guard let written = WrittenIngredient.read(line, language: language) else { return scaled(line, by: factor, in: system) }
        guard factor.isFinite, factor > 0, !(factor == 1 && system == .written) else { return line }
        let ingredient = written.ingredient
        guard let quantity = ingredient.quantity, written.amount != nil else { return line }
        let target = Target(unit: ingredient.unit, name: ingredient.name, system: system)
        if factor == 1, !target.converts { return line }
        let amounts = target.express(lower: quantity * factor, upper: ingredient.upperQuantity.map { $0 * factor })
        return written.text(showing: amounts, decimalSeparator: decimalSeparator)
    }
}

extension WrittenIngredient {
    /// The line with its amount and unit replaced by `amounts`: "1 EL + 1 TL", "2–4 EL", "고춧가루 2큰술".
    func text(showing amounts: ShownAmounts, decimalSeparator: Character) -> String {
        guard let amount else { return String(characters) }
        let region = unit.map { min($0.lowerBound, amount.lowerBound)..<max($0.upperBound, amount.upperBound) } ?? amount
        var pieces: [String] = []
        if let upper = amounts.upper, let first = amounts.lower.first {
            let range = number(first.value, first.unit, decimalSeparator) + "–" + number(upper, first.unit, decimalSeparator)
            pieces.append(piece(range, first.unit, plural: upper > 1))
        } else {
            pieces = amounts.lower.map { piece(number($0.value, $0.unit, decimalSeparator), $0.unit, plural: $0.value > 1) }
        }
        return String(characters[..<region.lowerBound]) + pieces.joined(separator: " + ") + String(characters[region.upperBound...])
    }

    /// An amount with its unit: the unit as the line wrote it, where it wrote it, when it stays; else the
    /// language's word, before the amount or after it as the language puts it.
    private func piece(_ number: String, _ shown: IngredientUnit?, plural: Bool) -> String {
        guard let shown, let amount else { return number }
        if let unit, shown == ingredient.unit {
            let word = String(characters[unit])
            if unit.lowerBound < amount.lowerBound { return word + String(characters[unit.upperBound..<amount.lowerBound]) + number }
            return number + String(characters[amount.upperBound..<unit.lowerBound]) + word
        }
        let word = words.symbol(shown, plural: plural)
        let space = words.gluesUnits ? "" : " "
        return words.unitsBeforeAmount.contains(shown) ? word + space + number : number + space + word
    }

    /// A metric amount in decimals, any other with fraction glyphs; Japanese and Korean glue a glyph to its
    /// whole number ("1½").
    private func number(_ value: Double, _ unit: IngredientUnit?, _ decimalSeparator: Character) -> String {
        AmountText.format(
            value, fractions: unit?.isMetric == true ? [] : AmountText.commonFractions, decimalSeparator: decimalSeparator,
            fractionJoiner: words.gluesUnits ? "" : " ")
    }
}
