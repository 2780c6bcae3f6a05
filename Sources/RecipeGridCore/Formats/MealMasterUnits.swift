/// MealMaster's two-letter unit codes as the words a recipe reads with: "1 1/2 c  flour"
/// becomes "1 1/2 cups flour", which the ingredient parser, the grocery list and unit
/// conversion all understand. Sizes ("lg") become adjectives; "x" (per serving) and "ea"
/// (each) mean no unit.
enum MealMasterUnits {
    /// Whether `code`, trimmed, is a unit code MealMaster writes in columns 9–10.
    static func isCode(_ code: String) -> Bool {
        words(for: code) != nil
    }

    /// The ingredient line for an amount, a unit code and the text: "2 cups sugar".
    static func line(amount: String, code: String, text: String) -> String {
        let amount = amount.hasPrefix(".") ? "0" + amount : amount
        let unit = words(for: code).map { isSingular(amount) ? $0.one : $0.many } ?? ""
        return [amount, unit, text].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The singular and plural words of `code`; empty words for the codes that mean none.
    private static func words(for code: String) -> (one: String, many: String)? {
        // "t" and "T" differ (teaspoon, tablespoon); other codes are read in any case.
        if code == "t" { return ("teaspoon", "teaspoons") }
        if code == "T" { return ("tablespoon", "tablespoons") }
        return table[code.lowercased()]
    }

    private static let table: [String: (one: String, many: String)] = [
        "x": ("", ""), "ea": ("", ""),
        "sm": ("small", "small"), "md": ("medium", "medium"), "lg": ("large", "large"),
        "cn": ("can", "cans"), "pk": ("package", "packages"), "pn": ("pinch", "pinches"), "dr": ("drop", "drops"),
        "ds": ("dash", "dashes"), "ct": ("carton", "cartons"), "bn": ("bunch", "bunches"), "sl": ("slice", "slices"),
        // not translated: unit words written into the recipe's ingredient lines (data the ingredient reader reads)
        "ts": ("teaspoon", "teaspoons"), "tb": ("tablespoon", "tablespoons"), "fl": ("fl oz", "fl oz"), "c": ("cup", "cups"),
        "pt": ("pint", "pints"), "qt": ("quart", "quarts"), "ga": ("gallon", "gallons"), "oz": ("ounce", "ounces"),
        "lb": ("pound", "pounds"),
        // A cubic centimetre is a millilitre; "cc" is no unit the parser knows.
        "ml": ("ml", "ml"), "cb": ("ml", "ml"), "cl": ("cl", "cl"), "dl": ("dl", "dl"), "l": ("liter", "liters"),
        "mg": ("mg", "mg"), "cg": ("cg", "cg"), "dg": ("dg", "dg"), "g": ("g", "g"), "kg": ("kg", "kg"),
    ]

    /// Whether `amount` is at most one ("1", "1/2", "0.75", none): "1 cup", "1/2 cup", but
    /// "1 1/2 cups" and "2-3 cups".
    static func isSingular(_ amount: String) -> Bool {
        if amount.contains("-") { return false }
        var total = 0.0
        for part in amount.split(separator: " ") {
            let pieces = part.split(separator: "/", omittingEmptySubsequences: false)
            if pieces.count == 2, let top = Double(pieces[0]), let bottom = Double(pieces[1]), bottom > 0 {
                total += top / bottom
            } else if let value = Double(part) {
                total += value
            } else {
                return false
            }
        }
        return total <= 1
    }
}
