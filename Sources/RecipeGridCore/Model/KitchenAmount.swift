/// An amount in one unit as a cook writes it: rounded to what the unit is measured in, shown as a fraction or decimal.
///
/// How each unit rounds (`rounded(_:in:)`):
///
/// | unit | rounds to |
/// |---|---|
/// | tsp, metric teaspoon (TL, 小さじ) | ⅛ ¼ ½ ¾ below 1; ¼ up to 4; ½ above |
/// | tbsp, metric tablespoon (EL, 大さじ) | ½ |
/// | cup, Japanese cup, rice cup (カップ, 合), fl oz, pint, quart, gallon | ⅛ ¼ ⅓ ½ ⅔ ¾ of one |
/// | oz | ⅛ below 1; ¼ above |
/// | lb | ¼ |
/// | ml, g | 0.1 below 1; 0.5 below 15; 5 ml / 1 g below 100; 5 g below 250; 10 |
/// | L, kg | 0.05 (50 ml, 50 g) |
/// | cl, dl | 0.5 |
/// | a count (no unit, cans, cloves, pinches…) | ¼ ½ ¾ below 1; ½ below 10; whole |
///
/// Metric units show as decimals ("1.5 L", "2.5 ml"); the others as whole numbers and the glyphs ½ ⅓ ¼ ⅔ ¾ ⅛,
/// which every rounding above lands on. Nothing rounds to zero: the smallest step is the least amount shown.
struct KitchenAmount: Sendable, Equatable {
    /// The amount, already rounded for `unit`.
    var value: Double
    /// The unit, or nil for a count.
    var unit: IngredientUnit?

    /// "1 ½ cups", "500 g", "3": the amount and its unit, the unit in the plural above one.
    var text: String {
        let number = Self.format(value, decimal: unit?.isMetric == true)
        guard let unit else { return number }
        return number + " " + unit.symbol(plural: value > 1)
    }

    /// Fractions of one that cups and other US measures are written in.
    static let cupFractions = [0, 1.0 / 8, 1.0 / 4, 1.0 / 3, 1.0 / 2, 2.0 / 3, 3.0 / 4, 1]
    private static let eighths = [0, 1.0 / 8, 1.0 / 4, 1.0 / 2, 3.0 / 4, 1]
    private static let quarters = [0, 1.0 / 4, 1.0 / 2, 3.0 / 4, 1]
    private static let halves = [0, 1.0 / 2, 1]

    /// `value` rounded as `unit` is measured; a positive value never rounds to zero.
    static func rounded(_ value: Double, in unit: IngredientUnit?) -> Double {
        guard value.isFinite, value > 0 else { return value }
        let result: Double
        switch unit {
        case .teaspoon, .metricTeaspoon: result = snap(value, to: value < 1 ? eighths : value <= 4 ? quarters : halves)
        case .tablespoon, .metricTablespoon: result = snap(value, to: halves)
        case .cup, .japaneseCup, .riceCup, .fluidOunce, .pint, .quart, .gallon: result = snap(value, to: cupFractions)
        case .ounce: result = snap(value, to: value < 1 ? eighths : quarters)
        case .pound: result = snap(value, to: quarters)
        case .milliliter: result = step(value, value < 1 ? 0.1 : value < 15 ? 0.5 : value < 100 ? 5 : 10)
        case .gram: result = step(value, value < 1 ? 0.1 : value < 15 ? 0.5 : value < 100 ? 1 : value < 250 ? 5 : 10)
        case .liter, .kilogram: result = step(value, 0.05)
        case .centiliter, .deciliter: result = step(value, 0.5)
        default: result = value < 10 ? snap(value, to: value < 1 ? quarters : halves) : value.rounded()
        }
        return result > 0 ? result : smallest(in: unit)
    }

    /// The least amount `rounded` gives, for an amount below half of it.
    private static func smallest(in unit: IngredientUnit?) -> Double {
        switch unit {
        case .teaspoon, .metricTeaspoon, .ounce, .cup, .fluidOunce, .pint, .quart, .gallon: 1.0 / 8
        case .tablespoon, .metricTablespoon, .centiliter, .deciliter: 0.5
        case .milliliter, .gram: 0.1
        case .liter, .kilogram: 0.05
        default: 0.25
        }
    }

    /// `value` with its fraction part moved to the nearest of `fractions` (which run from 0 to 1).
    static func snap(_ value: Double, to fractions: [Double]) -> Double {
        let whole = value.rounded(.down)
        let fraction = value - whole
        let nearest = fractions.min { abs($0 - fraction) < abs($1 - fraction) } ?? 0
        return whole + nearest
    }

    /// Whether `value` is within `tolerance` of a whole number plus one of `fractions`.
    static func isClose(_ value: Double, to fractions: [Double], within tolerance: Double) -> Bool {
        abs(snap(value, to: fractions) - value) <= tolerance
    }

    private static func step(_ value: Double, _ step: Double) -> Double {
        (value / step).rounded() * step
    }

    /// "1 ½", "⅔", "12" (fractions), or "1.25", "2.5", "500" (decimals); two places at most either way.
    /// The separator is the display locale's, unless the caller is in `Localization.withDecimalDot`.
    static func format(_ value: Double, decimal: Bool, decimalSeparator: Character = Localization.current.decimalSeparator) -> String {
        AmountText.format(value, fractions: decimal ? [] : AmountText.commonFractions, decimalSeparator: decimalSeparator)
    }
}

extension KitchenAmount {
    /// `value` rounded as `unit` is measured (see the table above).
    init(rounding value: Double, in unit: IngredientUnit?) {
        self.init(value: Self.rounded(value, in: unit), unit: unit)
    }
}

extension IngredientUnit {
    /// Whether the unit is a metric measure, written in decimals.
    var isMetric: Bool {
        [.milliliter, .centiliter, .deciliter, .liter, .gram, .kilogram].contains(self)
    }

    /// Whether the unit is a kitchen measure of a metric country (EL, 大さじ, カップ, 合): not written in decimals,
    /// but moved to spoons and cups in US units as millilitres are.
    var isMetricKitchenMeasure: Bool {
        [.metricTablespoon, .metricTeaspoon, .japaneseCup, .riceCup].contains(self)
    }
}
