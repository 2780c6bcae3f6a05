import Testing

@testable import RecipeGridCore

@Suite struct StepTemperaturesTests {
    /// Steps in Fahrenheit and what Metric shows; Celsius stays.
    static let toMetric: [(String, String)] = [
        ("Preheat the oven to 350°F.", "Preheat the oven to 175 °C."),
        ("Preheat the oven to 350 °F.", "Preheat the oven to 175 °C."),
        ("Bake at 350 F for 30 minutes.", "Bake at 175 °C for 30 minutes."),
        ("Bake at 350F.", "Bake at 175 °C."),
        ("Heat to 350 degrees F.", "Heat to 175 °C."),
        ("Heat to 350 degrees Fahrenheit", "Heat to 175 °C"),
        ("Heat to 350 Fahrenheit", "Heat to 175 °C"),
        ("Roast at 425º F until golden", "Roast at 220 °C until golden"),
        ("Bake at 400°f", "Bake at 205 °C"),
        ("Bake at 350-375°F", "Bake at 175–190 °C"),
        ("Bake at 350 to 375 degrees F", "Bake at 175–190 °C"),
        ("Fry at 375°F, then 350°F.", "Fry at 190 °C, then 175 °C."),
        ("Cook to 240°F (soft ball)", "Cook to 115 °C (soft ball)"),
        ("Chill to 40°F", "Chill to 5 °C"),
        ("Bake at 180°C", "Bake at 180°C"),
        ("Bake at 180 C", "Bake at 180 C"),
        ("Add 2 C of flour", "Add 2 C of flour"),
        ("Add 2 cups flour and bake at 350 degrees", "Add 2 cups flour and bake at 350 degrees"),
        ("Use 4 F-stops", "Use 4 F-stops"),
        ("Preheat to 350 Fish", "Preheat to 350 Fish"),
        ("Cut into 12 pieces", "Cut into 12 pieces"),
        ("", ""),
    ]

    @Test(arguments: toMetric)
    func turnsFahrenheitIntoCelsiusForMetric(step: String, shown: String) {
        #expect(StepTemperatures.convertingTemperatures(in: step, to: .metric) == shown)
    }

    /// Steps in Celsius and what US shows: oven heats on the dial's 25-degree marks, lower ones to 5.
    static let toUS: [(String, String)] = [
        ("Bake at 180°C", "Bake at 350 °F"),
        ("Bake at 180 °C for 20 min", "Bake at 350 °F for 20 min"),
        ("Bake at 180 C.", "Bake at 350 °F."),
        ("Bake at 200 degrees C", "Bake at 400 °F"),
        ("Bake at 200 degrees Celsius", "Bake at 400 °F"),
        ("Bake at 220 Celsius", "Bake at 425 °F"),
        ("Bake at 160 centigrade", "Bake at 325 °F"),
        ("Bake at 190-200°C", "Bake at 375–400 °F"),
        ("Cook to 115°C", "Cook to 240 °F"),
        ("Prove at 30 °C", "Prove at 85 °F"),
        ("Bake at 350°F", "Bake at 350°F"),
        ("Add 2 C of flour", "Add 2 C of flour"),
        ("Add 150 Cups", "Add 150 Cups"),
    ]

    @Test(arguments: toUS)
    func turnsCelsiusIntoFahrenheitForUS(step: String, shown: String) {
        #expect(StepTemperatures.convertingTemperatures(in: step, to: .us) == shown)
    }

    @Test(arguments: ["Preheat the oven to 350°F.", "Bake at 180 °C", "Add 2 cups flour", ""])
    func leavesStepsAsWritten(step: String) {
        #expect(StepTemperatures.convertingTemperatures(in: step, to: .written) == step)
    }

    @Test func leavesOtherAmountsInTheStepAlone() {
        let step = "Whisk 2 eggs with 1 cup milk, then bake at 350°F for 25 minutes."
        #expect(
            StepTemperatures.convertingTemperatures(in: step, to: .metric)
                == "Whisk 2 eggs with 1 cup milk, then bake at 175 °C for 25 minutes.")
    }
}

@Suite struct UnitSystemTests {
    @Test func cyclesWrittenMetricUS() {
        #expect(UnitSystem.written.next == .metric)
        #expect(UnitSystem.metric.next == .us)
        #expect(UnitSystem.us.next == .written)
    }

    @Test(arguments: [(UnitSystem.written, "written", "As Written"), (.metric, "metric", "Metric"), (.us, "us", "US")])
    func namesItselfForTheTraceAndTheControl(system: UnitSystem, raw: String, title: String) {
        #expect(system.rawValue == raw)
        #expect(system.title == title)
    }
}

@Suite struct NounPhraseTests {
    static let plurals: [(String, String)] = [
        ("egg", "eggs"), ("large egg", "large eggs"), ("large onion, diced", "large onions, diced"),
        ("tomato", "tomatoes"), ("potato", "potatoes"), ("avocado", "avocados"), ("berry", "berries"),
        ("turkey leg", "turkey legs"), ("peach", "peaches"), ("radish", "radishes"), ("box", "boxes"),
        ("bay leaf", "bay leaves"), ("loaf", "loaves"), ("lemon, juiced", "lemons, juiced"), ("cookie", "cookies"),
        ("onion (about 200 g)", "onions (about 200 g)"), ("(6 oz) salmon fillet", "(6 oz) salmon fillets"),
        ("12-ounce can evaporated milk", "12-ounce cans evaporated milk"), ("eggs", "eggs"), ("EGG", "EGGS"),
        ("carrot or parsnip", "carrots or parsnip"), ("🥚", "🥚"), ("", ""), ("(6 oz", "(6 oz"), ("asparagus", "asparagus"),
        ("jalapeño", "jalapeños"), ("person", "people"), ("Leaf", "Leaves"),
        // "to taste" says how much, not what (found by the ingredient fuzz target).
        ("lemon to taste", "lemons to taste"), ("to taste", "to taste"), ("As Needed", "As Needed"), ("gar;lic", "gar;lic"),
        ("garlic;", "garlics;"),
        // A "-u" noun's plural ends like "asparagus", which the merge key keeps whole (found by the fuzz target).
        ("thymu", "thymu"), ("tofu", "tofu"),
        // The merge key counts a word's letters after a leading dash, so "-te" is two letters (found by the fuzz target).
        ("-te", "-te"), ("-berry", "-berries"),
    ]

    @Test(arguments: plurals)
    func makesTheHeadNounPlural(singular: String, plural: String) {
        #expect(NounPhrase.plural(singular) == plural)
    }

    @Test(arguments: plurals)
    func keepsTheMergeKey(singular: String, plural: String) {
        let key = { Ingredient(quantity: nil, unit: nil, name: $0).mergeKey }
        #expect(key(NounPhrase.plural(singular)) == key(singular))
    }

    @Test(arguments: plurals.filter { $0.0 != "eggs" && $0.0 != "asparagus" })
    func makesThePluralSingularAgain(singular: String, plural: String) {
        #expect(NounPhrase.singular(plural) == singular)
    }

    @Test(arguments: ["glass", "hummus", "molasses", "Brussels sprouts", "cookies"])
    func leavesWordsThatAreNotPluralsOrHaveNoRule(word: String) {
        #expect(NounPhrase.singular(word) == (word == "cookies" ? "cookie" : word == "Brussels sprouts" ? "Brussels sprout" : word))
    }
}
