/// Ingredient lines as the detail shows them for a number of servings and a unit system.
///
/// A line is scaled only when it has an amount `Ingredient.parse` reads. Scaled, its amount is rounded as a cook
/// measures (`KitchenAmount`), written in the unit a cook would use (`UnitConversion`) and its noun agrees:
/// "1 egg" ×2 is "2 eggs", "1 large onion, diced" ×2 "2 large onions, diced", "½ cup" ×0.25 "2 tbsp".
///
/// In `.written` a measure stays in its own family (US spoons and cups, ml and L, g and kg, oz and lb); fluid
/// ounces, pints, quarts, gallons, cl and dl keep their unit. In `.metric` US volumes become ml or L (or grams for
/// the few ingredients `UnitConversion` knows the density of: "1 cup flour" is "125 g flour") and ounces and
/// pounds become g or kg; in `.us` metric volumes become spoons and cups and metric weights ounces and pounds.
/// Units that are not measures (cans, cloves, pinches) and lines without a unit are scaled and never converted.
/// A line with nothing to change (no amount, or a factor of 1 in its own units) is returned byte for byte.
/// An equivalent in brackets after the unit ("1 cup (240 ml) milk") scales along, or goes when the line converts.
enum IngredientScaling {
    /// `line` with its amount multiplied by `factor` (the current servings over the recipe's own) in `system`.
    static func scaled(_ line: String, by factor: Double, in system: UnitSystem) -> String {
        guard factor.isFinite, factor > 0, !(factor == 1 && system == .written) else { return line }
        let ingredient = Ingredient.parse(line)
        guard let quantity = ingredient.quantity else { return line }
        let target = Target(unit: ingredient.unit, name: ingredient.name, system: system)
        if factor == 1, !target.converts { return line }
        let lower = quantity * factor
        let upper = ingredient.upperQuantity.map { $0 * factor }
        let amounts = target.express(lower: lower, upper: upper)
        var name = ingredient.name
        if let (equivalent, rest) = equivalent(opening: name, of: ingredient.unit) {
            let bracket = target.converts ? "" : "(" + scaled(equivalent, by: factor, in: .written) + ")"
            name = [bracket, rest].filter { !$0.isEmpty }.joined(separator: " ")
        }
        if ingredient.unit == nil, !name.isEmpty {
            let shown = amounts.upper ?? amounts.lower.last?.value ?? 0
            name = shown > 1 ? NounPhrase.plural(name) : NounPhrase.singular(name)
        }
        return [amounts.text, name].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The same amount in other units, bracketed at the start of a measured line's name ("(240 ml)" of "1 cup
    /// (240 ml) milk"), and the name after it. It scales with the line, and is dropped when the line is converted,
    /// where it would repeat the amount or give it in the units just left. A can's "(14.5 oz)" is its size: not this.
    private static func equivalent(opening name: String, of unit: IngredientUnit?) -> (String, String)? {
        guard let unit, UnitConversion.measure(of: unit) != nil, name.hasPrefix("("), let close = name.firstIndex(of: ")") else {
            return nil
        }
        let inner = String(name[name.index(after: name.startIndex)..<close])
        let amount = Ingredient.parse(inner)
        guard amount.quantity != nil, amount.name.isEmpty, let other = amount.unit, UnitConversion.measure(of: other) != nil else {
            return nil
        }
        return (inner, name[name.index(after: close)...].trimmingPrefix(" ").description)
    }
}

/// The amounts of one line as shown: a single amount (perhaps a pair, "1 tbsp + 1 tsp") or a range in one unit.
struct ShownAmounts {
    var lower: [KitchenAmount]
    /// The upper end of a range, in the unit of the single `lower` amount.
    var upper: Double?

    /// "4–6 cloves", "1 tbsp + 1 tsp", "500 g": the amounts with their unit, as `Ingredient.text` writes a range.
    var text: String {
        guard let upper, let first = lower.first else { return lower.map(\.text).joined(separator: " + ") }
        let decimal = first.unit?.isMetric == true
        let range = KitchenAmount.format(first.value, decimal: decimal) + "–" + KitchenAmount.format(upper, decimal: decimal)
        guard let unit = first.unit else { return range }
        return range + " " + unit.symbol(plural: upper > 1)
    }
}

/// How a line's amounts are written: which family of units, from which unit, with what density.
struct Target {
    private enum Family {
        case usVolume
        case metric(UnitConversion.Kind)
        case usWeight
        /// The line's own unit, or a count.
        case same
    }

    private let family: Family
    private let source: IngredientUnit?
    /// How many base units (ml or g) the source unit holds, times the density when volume becomes weight.
    private let base: Double
    /// Whether the system moves the amount to another system's units.
    let converts: Bool

    init(unit: IngredientUnit?, name: String, system: UnitSystem) {
        source = unit
        guard let unit, let measure = UnitConversion.measure(of: unit) else {
            (family, base, converts) = (.same, 1, false)
            return
        }
        // A metric kitchen measure (EL, 大さじ) becomes millilitres in metric units and spoons and cups in US ones.
        converts = system == .metric ? !unit.isMetric : system == .us && (unit.isMetric || unit.isMetricKitchenMeasure)
        (family, base) = Self.family(of: unit, measure: measure, name: name, system: system)
    }

    /// The family `unit` is written in under `system`, and the base units (ml or g) one `unit` holds in it.
    private static func family(
        of unit: IngredientUnit, measure: (kind: UnitConversion.Kind, base: Double), name: String, system: UnitSystem
    ) -> (Family, Double) {
        let spoon = [.teaspoon, .tablespoon, .cup].contains(unit)
        switch (system, measure.kind) {
        case (.written, .volume):
            if spoon { return (.usVolume, measure.base) }
            return unit == .milliliter || unit == .liter ? (.metric(.volume), measure.base) : (.same, 1)
        case (.us, .volume):
            return spoon || unit.isMetric || unit.isMetricKitchenMeasure ? (.usVolume, measure.base) : (.same, 1)
        case (.metric, .volume) where !unit.isMetric:
            // Flour and the like are weighed in metric kitchens.
            let density = UnitConversion.gramsPerMilliliter(of: name)
            return (.metric(density == nil ? .volume : .weight), measure.base * (density ?? 1))
        case (.metric, _):
            return (.metric(measure.kind), measure.base)
        case (.written, .weight) where unit.isMetric:
            return (.metric(.weight), measure.base)
        case (.written, .weight), (.us, .weight):
            return (.usWeight, measure.base)
        }
    }

    /// The amounts written in this target's units; a range's ends share the lower end's unit.
    func express(lower: Double, upper: Double?) -> ShownAmounts {
        let lowerBase = lower * base
        guard let upper else { return ShownAmounts(lower: single(lowerBase)) }
        let unit = self.unit(for: lowerBase)
        let perUnit = self.perUnit(unit)
        let first = KitchenAmount(rounding: lowerBase / perUnit, in: unit)
        let last = KitchenAmount.rounded(upper * base / perUnit, in: unit)
        return ShownAmounts(lower: [first], upper: last == first.value ? nil : last)
    }

    private func single(_ amount: Double) -> [KitchenAmount] {
        if case .usVolume = family { return UnitConversion.usVolume(teaspoons: amount / 4.92892) }
        let unit = unit(for: amount)
        return [KitchenAmount(rounding: amount / perUnit(unit), in: unit)]
    }

    /// Base units in one `unit`; amounts of the line's own unit are counted in that unit.
    private func perUnit(_ unit: IngredientUnit?) -> Double {
        if case .same = family { return 1 }
        return unit.flatMap { UnitConversion.measure(of: $0)?.base } ?? 1
    }

    /// The unit for an amount of `amount` base units (or of the source unit, for `.same`).
    private func unit(for amount: Double) -> IngredientUnit? {
        switch family {
        case .same: source
        case .usVolume: UnitConversion.usVolumeUnit(teaspoons: amount / 4.92892)
        case .metric(let kind): UnitConversion.metric(amount, kind: kind)
        case .usWeight: UnitConversion.usWeight(grams: amount)
        }
    }
}
