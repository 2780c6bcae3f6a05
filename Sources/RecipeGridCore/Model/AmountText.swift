/// How an amount is written, in one place: "2", "1 ½", "¾", "0.3", "1,5" — whole numbers plainly, common
/// fractions as glyphs when the unit is measured in them, anything else to two places.
///
/// The separator is a parameter so that the detail can show the display locale's ("1,5 kg" in a German kitchen);
/// export, the state file and the trace keep the point.
enum AmountText {
    /// Fractions of US measures and counts.
    static let commonFractions: [(value: Double, glyph: String)] = [
        (1.0 / 8, "⅛"), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (1.0 / 2, "½"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"),
    ]
    /// Those and the other eighths, which a grocery list's sums reach.
    static let eighths: [(value: Double, glyph: String)] = [
        (1.0 / 8, "⅛"), (1.0 / 4, "¼"), (1.0 / 3, "⅓"), (3.0 / 8, "⅜"), (1.0 / 2, "½"),
        (5.0 / 8, "⅝"), (2.0 / 3, "⅔"), (3.0 / 4, "¾"), (7.0 / 8, "⅞"),
    ]

    /// `value` written with `fractions` as glyphs (none: decimals only) and `decimalSeparator`; `fractionJoiner`
    /// stands between a whole number and its glyph ("1 ½"; Japanese and Korean write "1½").
    static func format(
        _ value: Double, fractions: [(value: Double, glyph: String)] = [], decimalSeparator: Character = ".",
        fractionJoiner: String = " "
    ) -> String {
        if value < 0 { return "-" + format(-value, fractions: fractions, decimalSeparator: decimalSeparator, fractionJoiner: fractionJoiner) }
        // Beyond this, whole-number arithmetic below could overflow; no recipe gets there.
        guard value.isFinite, value < 1e15 else { return "\(value)" }
        // Sums of thirds and eighths are not exact in binary; a thousandth is far below any kitchen measure.
        let tolerance = 0.001
        let whole = value.rounded(.down)
        let fraction = value - whole
        if !fractions.isEmpty {
            if fraction < tolerance { return "\(Int64(whole))" }
            if fraction > 1 - tolerance { return "\(Int64(whole) + 1)" }
            if let glyph = fractions.first(where: { abs($0.value - fraction) < tolerance })?.glyph {
                return whole == 0 ? glyph : "\(Int64(whole))" + fractionJoiner + glyph
            }
        }
        let hundredths = Int64((value * 100).rounded())
        let decimals = hundredths % 100
        if decimals == 0 { return "\(hundredths / 100)" }
        let digits = decimals < 10 ? "0\(decimals)" : "\(decimals)"
        return "\(hundredths / 100)" + String(decimalSeparator) + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
}
