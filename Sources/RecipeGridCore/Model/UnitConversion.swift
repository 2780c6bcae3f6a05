/// Volumes and weights moved between units, and the unit a cook would write an amount in.
///
/// Volumes are counted in millilitres and weights in grams (US customary measures: a teaspoon is 4.93 ml,
/// a cup 236.6 ml, an ounce 28.35 g; the metric spoons of Europe and Asia hold 15 and 5 ml, the Japanese and
/// Korean cup 200 ml and the rice cup 180 ml). Which unit an amount is written in:
///
/// - **US volume** (`usVolume`): under 3 tsp in teaspoons; under ¼ cup in tablespoons when a whole or half
///   tablespoon, else "1 tbsp + 1 tsp"; under 1 cup in cups when within a teaspoon of ¼ ⅓ ½ ⅔ ¾ of a cup, else in
///   tablespoons; from 1 cup in cups. So 16 tbsp is 1 cup, 6 tbsp stays 6 tbsp, 1½ tsp stays 1½ tsp.
/// - **Metric volume and weight**: millilitres and grams below 1000, litres and kilograms from 1000.
/// - **US weight**: ounces below 1 lb, and up to 2 lb unless within ½ oz of a quarter pound; pounds above.
enum UnitConversion {
    /// What an amount measures; the base unit is a millilitre or a gram.
    enum Kind: Sendable, Equatable {
        case volume, weight
    }

    /// What `unit` measures and how many millilitres or grams it holds; nil for units that are not measures.
    static func measure(of unit: IngredientUnit) -> (kind: Kind, base: Double)? {
        switch unit {
        case .teaspoon: (.volume, 4.92892)
        case .tablespoon: (.volume, 14.7868)
        case .fluidOunce: (.volume, 29.5735)
        case .cup: (.volume, 236.588)
        case .pint: (.volume, 473.176)
        case .quart: (.volume, 946.353)
        case .gallon: (.volume, 3785.41)
        case .metricTablespoon: (.volume, 15)
        case .metricTeaspoon: (.volume, 5)
        case .japaneseCup: (.volume, 200)
        case .riceCup: (.volume, 180)
        case .milliliter: (.volume, 1)
        case .centiliter: (.volume, 10)
        case .deciliter: (.volume, 100)
        case .liter: (.volume, 1000)
        case .gram: (.weight, 1)
        case .kilogram: (.weight, 1000)
        case .ounce: (.weight, 28.3495)
        case .pound: (.weight, 453.592)
        default: nil
        }
    }

    /// A single amount of US volume, in teaspoons, as one unit or a tablespoon-and-teaspoon pair.
    static func usVolume(teaspoons: Double) -> [KitchenAmount] {
        let spoons = KitchenAmount.rounded(teaspoons, in: .teaspoon)
        if spoons < 3 { return [KitchenAmount(value: spoons, unit: .teaspoon)] }
        let unit = usVolumeUnit(teaspoons: teaspoons)
        let tablespoons = (teaspoons / 3).rounded(.down)
        let rest = KitchenAmount.rounded(teaspoons - tablespoons * 3, in: .teaspoon)
        guard unit == .teaspoon, rest > 0, rest < 3 else {
            return [KitchenAmount(rounding: teaspoons / perTeaspoon(unit), in: unit)]
        }
        return [KitchenAmount(value: tablespoons, unit: .tablespoon), KitchenAmount(value: rest, unit: .teaspoon)]
    }

    /// The unit `usVolume` writes an amount in; teaspoons between 1 and 4 tablespoons mean a pair.
    static func usVolumeUnit(teaspoons: Double) -> IngredientUnit {
        if KitchenAmount.rounded(teaspoons, in: .teaspoon) < 3 { return .teaspoon }
        // A quarter cup worked out from millilitres can fall a hair short of 12 teaspoons.
        if teaspoons < 11.99 {
            let isHalfSpoon = KitchenAmount.isClose(teaspoons / 3, to: [0, 0.5, 1], within: 0.1)
            return isHalfSpoon ? .tablespoon : .teaspoon
        }
        if teaspoons < 48, !KitchenAmount.isClose(teaspoons / 48, to: KitchenAmount.cupFractions, within: 1.0 / 48) {
            return .tablespoon
        }
        return .cup
    }

    private static func perTeaspoon(_ unit: IngredientUnit) -> Double {
        unit == .cup ? 48 : unit == .tablespoon ? 3 : 1
    }

    /// Millilitres or grams in the metric unit a cook writes them in: ml or g below 1000, L or kg above.
    static func metric(_ base: Double, kind: Kind) -> IngredientUnit {
        let large = KitchenAmount.rounded(base, in: kind == .volume ? .milliliter : .gram) >= 1000
        switch kind {
        case .volume: return large ? .liter : .milliliter
        case .weight: return large ? .kilogram : .gram
        }
    }

    /// The US weight unit for `grams`: ounces, or pounds from 2 lb or at a quarter pound.
    static func usWeight(grams: Double) -> IngredientUnit {
        let ounces = grams / 28.3495
        if ounces < 15.75 { return .ounce }
        let nearQuarterPound = KitchenAmount.isClose(ounces / 16, to: [0, 0.25, 0.5, 0.75, 1], within: 0.5 / 16)
        return ounces >= 32 || nearQuarterPound ? .pound : .ounce
    }

    /// Grams per US cup of common dry and sticky ingredients, by the words that end the ingredient's name.
    ///
    /// Liquids (milk, water, oil, stock) are left out on purpose: metric recipes measure them by volume.
    private static let gramsPerCup: [(words: [String], grams: Double)] = [
        (["flour"], 125), (["bread", "flour"], 130), (["cake", "flour"], 115), (["whole", "wheat", "flour"], 120),
        (["sugar"], 200), (["brown", "sugar"], 220), (["powdered", "sugar"], 120), (["icing", "sugar"], 120),
        (["confectioners", "sugar"], 120), (["confectioners'", "sugar"], 120), (["butter"], 227), (["peanut", "butter"], 260),
        (["rice"], 185), (["oats"], 90), (["cocoa"], 85), (["cocoa", "powder"], 85), (["honey"], 340),
    ]

    /// Grams per millilitre of the ingredient `name` when the density table knows it.
    ///
    /// The name's head words must end with an entry ("unsalted butter, softened" is butter; "rice vinegar" and
    /// "buttermilk" are not rice or butter); the longest entry wins ("brown sugar" over "sugar").
    static func gramsPerMilliliter(of name: String) -> Double? {
        guard let head = NounPhrase.head(of: name) else { return nil }
        let words = TextFolding.fold(String(head)).split(separator: " ").map(String.init)
        let matches = gramsPerCup.filter { words.count >= $0.words.count && Array(words.suffix($0.words.count)) == $0.words }
        guard let best = matches.max(by: { $0.words.count < $1.words.count }) else { return nil }
        return best.grams / 236.588
    }
}
