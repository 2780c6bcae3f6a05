extension Ingredient {
    /// Splits a recipe line into quantity, unit and name. Never fails: whatever it cannot read stays in the name.
    ///
    /// Quantities: "2", "0.25", "1,5" (decimal comma; a comma before exactly three digits groups thousands),
    /// "1/2", "1 1/2", "1-1/2", "½", "1½", "1 ½", and ranges "2-3", "2–3", "2 to 3". A unit is read only right
    /// after a quantity, glued or not ("200g", "2 Tbsp."), or after "a"/"an" ("a pinch of nutmeg" is one pinch);
    /// an "of" after the unit is dropped. A size in brackets straight after the quantity
    /// ("1 (14.5 oz) can tomatoes") opens the name, so the text reads "1 can (14.5 oz) tomatoes".
    /// An amount must end at a space, a letter or a bracket: "1-inch piece ginger" and "1/0" have no quantity.
    static func parse(_ line: String) -> Ingredient {
        let text = collapsingWhitespace(line)
        var scanner = IngredientScanner(text)
        if let amount = scanner.scanAmount() {
            let size = scanner.scanBracketed()
            let unit = scanner.scanUnit()
            if unit != nil { scanner.skipOf() }
            let name = [size, scanner.rest].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Ingredient(quantity: amount.lower, upperQuantity: amount.upper, unit: unit, name: name)
        }
        if scanner.skipWord("a") || scanner.skipWord("an"), let unit = scanner.scanUnit() {
            scanner.skipOf()
            return Ingredient(quantity: 1, unit: unit, name: scanner.rest)
        }
        return Ingredient(quantity: nil, unit: nil, name: text)
    }

    /// `line` with each run of white space made one space, none at either end, and every space a `Character`
    /// of its own. A combining mark after white space, or a prepended mark before it, has nothing to sit on and
    /// is dropped: it would join the space into one `Character`, which the scanner does not read as a space and
    /// the next `parse` of the text drops ("A pinch \u{064E} of nutmeg" read the text back as another line).
    static func collapsingWhitespace(_ line: String) -> String {
        var words = line.split(whereSeparator: \.isWhitespace)
        guard words.count > 1 else { return words.first.map(String.init) ?? "" }
        // Only a non-ASCII character can join a space: the check is rare and cheap.
        func joins(_ character: Character?, after: Bool) -> Bool {
            guard let character, !character.isASCII else { return false }
            return (after ? " " + String(character) : String(character) + " ").count == 1
        }
        for index in words.indices {
            if index > words.startIndex { while joins(words[index].first, after: true) { words[index].removeFirst() } }
            if index < words.endIndex - 1 { while joins(words[index].last, after: false) { words[index].removeLast() } }
        }
        return words.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
