/// An ingredient line split into quantity, unit and name: "1 ½ cups all-purpose flour" is 1.5, `.cup`, "all-purpose flour".
///
/// A range such as "3-4 cloves garlic" keeps both ends: `quantity` is the lower one, `upperQuantity` the upper one,
/// so the grocery list still says "3–4". `upperQuantity` is nil for a single amount and always nil without a `quantity`.
struct Ingredient: Sendable, Equatable {
    /// The amount, or nil when the line gives none ("salt to taste"); the lower end of a range.
    var quantity: Double?
    /// The upper end of a range, greater than `quantity`; nil for a single amount.
    var upperQuantity: Double? = nil
    /// The unit of `quantity`, or nil for a count ("3 eggs") or a line without an amount.
    var unit: IngredientUnit?
    /// What to buy, trimmed, in the recipe's own case; notes stay in it ("butter, softened").
    var name: String

    /// The line as the grocery list shows it: "1 ½ cups flour", "3 eggs", "salt to taste", "200 g butter".
    ///
    /// Reading `text` back with `parse` gives the same ingredient whenever the quantity shows exactly, but for a
    /// count above one, whose noun is made plural ("2 egg" shows "2 eggs"); and the same text always: the plural
    /// follows the amount as shown ("1.0001 cans" shows "1 can"), and a range whose ends show alike shows as one.
    var text: String {
        var parts: [String] = []
        let lower = quantity.map(Self.shown)
        var upper = upperQuantity.map(Self.shown)
        if upper == lower { upper = nil }
        if let lower {
            parts.append(upper.map { "\(Self.format(lower))–\(Self.format($0))" } ?? Self.format(lower))
        }
        let plural = (upper ?? lower ?? 0) > 1
        if let unit { parts.append(unit.symbol(plural: plural)) }
        // A count agrees with its noun: "2 eggs", not "2 egg"; a unit takes the plural in its place.
        let isCount = unit == nil && (upper ?? lower ?? 0).isFinite
        if !name.isEmpty { parts.append(isCount && plural ? NounPhrase.plural(name) : name) }
        return parts.joined(separator: " ")
    }

    /// The key under which two lines name the same thing to buy: "2 Eggs" and "1 egg" share "egg".
    ///
    /// The name is folded (case, diacritics), its whitespace collapsed, a trailing "to taste" or "as needed"
    /// dropped (it says how much, not what) and each word reduced by a few plural rules that both forms of a
    /// word go through alike. The key is only ever compared, never shown. A nameless line has an empty key.
    var mergeKey: String {
        var words = TextFolding.fold(name).split(whereSeparator: \.isWhitespace).map(String.init)
        if [["to", "taste"], ["as", "needed"]].contains(Array(words.suffix(2))) {
            words.removeLast(2)
            if words.last == "or" { words.removeLast() }
            if words.last?.hasSuffix(",") == true { words[words.count - 1].removeLast() }
        }
        return words.map(Self.singularKey).joined(separator: " ")
    }

    /// The amount `format` shows for `value`: a whole number or common fraction within a
    /// thousandth, else `value` to two places, which may itself be a common fraction
    /// (0.252 shows as 0.25, which is ¼: it must show as ¼, since "0.25" reads back as ¼).
    static func shown(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        let tolerance = 0.001
        let whole = value.rounded(.down)
        let fraction = value - whole
        if fraction < tolerance { return whole }
        if fraction > 1 - tolerance { return whole + 1 }
        if let glyph = AmountText.eighths.first(where: { abs($0.value - fraction) < tolerance }) { return whole + glyph.value }
        let hundredths = (value * 100).rounded() / 100
        return hundredths == value ? value : shown(hundredths)
    }

    /// "2", "1 ½", "¾", "0.3": whole numbers plainly, common fractions as glyphs, anything else to two places.
    private static func format(_ value: Double) -> String {
        AmountText.format(value, fractions: AmountText.eighths)
    }

    /// Plurals that do not come from the rules in `singularKey`.
    private static let irregularPlurals = ["leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife", "people": "person"]

    /// A word reduced so that its singular and plural meet: "tomatoes" and "tomato" → "tomato",
    /// "berries" and "berry" → "berri", "peaches" and "peach" → "peach".
    ///
    /// Conservative on purpose: words of three letters or fewer stay as they are, and "ss"/"us" endings
    /// ("glass", "asparagus", "hummus") are not plurals. Punctuation around the word is kept.
    private static func singularKey(_ word: String) -> String {
        let lead = word.prefix { !$0.isLetter }
        let trail = String(word.reversed().prefix { !$0.isLetter }.reversed())
        guard lead.count + trail.count < word.count else { return word }
        var core = String(word.dropFirst(lead.count).dropLast(trail.count))
        if let singular = irregularPlurals[core] { return lead + singular + trail }
        if core.count > 3, core.hasSuffix("s"), !core.hasSuffix("ss"), !core.hasSuffix("us") { core.removeLast() }
        // The "e" of an "-es" plural, removed from the singular too so that "quiche" meets "quiches".
        if core.count > 3, ["oe", "che", "she", "xe", "sse", "ie"].contains(where: core.hasSuffix) { core.removeLast() }
        if core.count > 3, core.hasSuffix("y") { core = core.dropLast() + "i" }
        return lead + core + trail
    }
}
