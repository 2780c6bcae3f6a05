/// A unit of measure, canonical: every spelling a recipe uses for it ("tbsp", "Tbsp.", "tablespoons", "T") reads as one case.
enum IngredientUnit: String, Sendable, Equatable, CaseIterable {
    case teaspoon, tablespoon, fluidOunce, cup, pint, quart, gallon
    case milliliter, centiliter, deciliter, liter
    case gram, kilogram, ounce, pound
    case pinch, dash, clove, can, jar, package, bag, box, bottle
    case slice, piece, bunch, stick, sprig, head, handful, stalk, sheet
    /// Spoons of 15 and 5 ml: EL and TL, cuillère à soupe and à café, cucharada and cucharadita, 大さじ and 小さじ, 큰술 and 작은술.
    case metricTablespoon, metricTeaspoon
    /// The Japanese and Korean cup (カップ, 컵) of 200 ml, and the rice cup 合 of 180 ml.
    case japaneseCup, riceCup
    /// Measures of no fixed size, scaled and never converted: Messerspitze, a glass (verre, vaso), a tub (Becher), a block (丁, 모).
    case knifeTip, glass, tub, block
    /// An amount written without a number (少々, 약간, "etwas"): never scaled.
    case aLittle

    /// The unit a recipe spelling names, or nil when the word is not a unit.
    ///
    /// Case matters only for the old cookbook shorthand, where "T" is a tablespoon and "t" a teaspoon;
    /// one trailing full stop is ignored ("Tbsp.", "c.").
    init?(spelling: String) {
        let word = spelling.hasSuffix(".") ? String(spelling.dropLast()) : spelling
        switch word {
        case "T": self = .tablespoon
        case "t": self = .teaspoon
        default:
            guard let unit = Self.spellings[word.lowercased()] else { return nil }
            self = unit
        }
    }

    /// How the grocery list writes the unit after a quantity: "2 cups", "1 cup", "200 g".
    ///
    /// Abbreviations (metric symbols, tsp, tbsp, oz, lb) never take a plural.
    func symbol(plural: Bool) -> String {
        switch self {
        case .teaspoon: "tsp"
        case .tablespoon: "tbsp"
        case .fluidOunce: "fl oz"  // not translated: a unit as recipes write it (the ingredient reader's data)
        case .milliliter: "ml"
        case .centiliter: "cl"
        case .deciliter: "dl"
        // A capital L: a lower-case l is too easily read as the digit 1.
        case .liter: "L"
        case .gram: "g"
        case .kilogram: "kg"
        case .ounce: "oz"
        case .pound: "lb"
        case .metricTablespoon: "tbsp"
        case .metricTeaspoon: "tsp"
        case .japaneseCup: plural ? "cups (200 ml)" : "cup (200 ml)"  // not translated: a unit as English recipes write it
        case .riceCup: plural ? "rice cups" : "rice cup"  // not translated: a unit as English recipes write it
        case .knifeTip: plural ? "knife tips" : "knife tip"  // not translated: a unit as English recipes write it
        case .aLittle: "a little"  // not translated: a unit as English recipes write it
        case .pinch, .dash, .box, .bunch, .glass: plural ? rawValue + "es" : rawValue
        default: plural ? rawValue + "s" : rawValue
        }
    }

    /// Lower-cased spellings seen in recipes, each unit's own symbol and plural included.
    private static let spellings: [String: IngredientUnit] = {
        let table: [IngredientUnit: [String]] = [
            .teaspoon: ["tsp", "tsps", "tspn", "teaspoon", "teaspoons"],
            .tablespoon: ["tbsp", "tbsps", "tbs", "tbl", "tblsp", "tablespoon", "tablespoons"],
            .fluidOunce: ["floz", "fl oz"],  // not translated: words the reader knows
            .cup: ["c", "cup", "cups"],
            .pint: ["pt", "pint", "pints"],
            .quart: ["qt", "quart", "quarts"],
            .gallon: ["gal", "gallon", "gallons"],
            .milliliter: ["ml", "milliliter", "milliliters", "millilitre", "millilitres"],
            .centiliter: ["cl", "centiliter", "centiliters", "centilitre", "centilitres"],
            .deciliter: ["dl", "deciliter", "deciliters", "decilitre", "decilitres"],
            .liter: ["l", "liter", "liters", "litre", "litres"],
            .gram: ["g", "gr", "gram", "grams", "gramme", "grammes"],
            .kilogram: ["kg", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
            .ounce: ["oz", "ounce", "ounces"],
            .pound: ["lb", "lbs", "pound", "pounds"],
            .pinch: ["pinch", "pinches"],
            .dash: ["dash", "dashes"],
            .clove: ["clove", "cloves"],
            .can: ["can", "cans", "tin", "tins"],
            .jar: ["jar", "jars"],
            .package: ["pkg", "pkgs", "package", "packages", "packet", "packets"],
            .bag: ["bag", "bags"],
            .box: ["box", "boxes"],
            .bottle: ["bottle", "bottles"],
            .slice: ["slice", "slices"],
            .piece: ["pc", "pcs", "piece", "pieces"],
            .bunch: ["bunch", "bunches"],
            .stick: ["stick", "sticks"],
            .sprig: ["sprig", "sprigs"],
            .head: ["head", "heads"],
            .handful: ["handful", "handfuls"],
            .stalk: ["stalk", "stalks"],
            .sheet: ["sheet", "sheets"],
        ]
        var spellings: [String: IngredientUnit] = [:]
        for (unit, words) in table {
            for word in words { spellings[word] = unit }
        }
        return spellings
    }()
}
