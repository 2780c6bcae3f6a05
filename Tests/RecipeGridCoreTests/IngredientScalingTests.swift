import Testing

@testable import RecipeGridCore

@Suite struct IngredientScalingTests {
    /// Lines scaled in their own units: the amount rounded as a cook measures, units promoted and demoted, nouns agreeing.
    static let written: [(String, Double, String)] = [
        ("1 egg", 2, "2 eggs"),
        ("2 eggs", 0.5, "1 egg"),
        ("3 eggs", 0.5, "1 ½ eggs"),
        ("1 egg", 0.5, "½ egg"),
        ("1 large onion, diced", 2, "2 large onions, diced"),
        ("2 large onions, diced", 0.5, "1 large onion, diced"),
        ("1 tomato", 3, "3 tomatoes"),
        ("1 bay leaf", 2, "2 bay leaves"),
        ("1 lemon, juiced", 2, "2 lemons, juiced"),
        ("4 (6 oz) salmon fillets", 0.25, "1 (6 oz) salmon fillet"),
        ("1 12-ounce can evaporated milk", 2, "2 12-ounce cans evaporated milk"),
        ("1 cup flour", 2, "2 cups flour"),
        ("2 cups flour", 0.5, "1 cup flour"),
        ("1 tbsp sugar", 16, "1 cup sugar"),
        ("1 tsp salt", 3, "1 tbsp salt"),
        ("½ tsp salt", 3, "1 ½ tsp salt"),
        ("1 tbsp oil", 2, "2 tbsp oil"),
        ("½ cup milk", 0.25, "2 tbsp milk"),
        ("1 cup milk", 0.25, "¼ cup milk"),
        ("⅔ cup cream", 0.5, "⅓ cup cream"),
        ("¾ cup sugar", 0.5, "6 tbsp sugar"),
        ("1 tbsp butter", 1.5, "1 ½ tbsp butter"),
        ("⅓ cup sugar", 0.5, "2 tbsp + 2 tsp sugar"),
        ("1 ½ cups water", 2, "3 cups water"),
        ("1 ½ cups water", 1.0 / 3, "½ cup water"),
        ("1 cup stock", 1.5, "1 ½ cups stock"),
        ("2-3 cloves garlic", 2, "4–6 cloves garlic"),
        ("1-2 tbsp honey", 2, "2–4 tbsp honey"),
        ("3-4 cloves garlic, minced", 0.5, "1 ½–2 cloves garlic, minced"),
        ("250 ml milk", 2, "500 ml milk"),
        ("250 ml milk", 6, "1.5 L milk"),
        ("1 L stock", 0.5, "500 ml stock"),
        ("1 kg potatoes", 0.5, "500 g potatoes"),
        ("500 g flour", 2, "1 kg flour"),
        ("750 g flour", 2, "1.5 kg flour"),
        ("200 g butter", 1.0 / 3, "67 g butter"),
        ("8 oz cream cheese", 2, "1 lb cream cheese"),
        ("1 lb ground beef", 1.5, "1 ½ lb ground beef"),
        ("4 oz feta", 0.5, "2 oz feta"),
        ("2 dl cream", 1.5, "3 dl cream"),
        ("1 pint cream", 2, "2 pints cream"),
        ("1 can chickpeas", 2, "2 cans chickpeas"),
        ("1 (14.5 oz) can diced tomatoes", 2, "2 cans (14.5 oz) diced tomatoes"),
        ("1 pinch nutmeg", 3, "3 pinches nutmeg"),
        ("12", 2, "24"),
        ("3 eggs", 1.0 / 3, "1 egg"),
        ("1 onion", 1.0 / 3, "¼ onion"),
        ("10 cherry tomatoes", 1.5, "15 cherry tomatoes"),
    ]

    @Test(arguments: written)
    func scalesInTheLinesOwnUnits(line: String, factor: Double, shown: String) {
        #expect(IngredientScaling.scaled(line, by: factor, in: .written) == shown)
    }

    @Test(arguments: [
        "2 Tbsp.  butter", "1 (14.5 oz) can diced tomatoes", "Salt and pepper to taste", "1 egg", "", "3-4 cloves garlic",
        "1/0 cup sugar", "🥚🥚",
    ])
    func leavesLinesUnchangedAtTheirOwnServingsAndUnits(line: String) {
        #expect(IngredientScaling.scaled(line, by: 1, in: .written) == line)
    }

    @Test(arguments: ["Salt and pepper to taste", "juice of 1 lemon", "1-inch piece ginger", "A few sprigs of parsley", ""])
    func leavesLinesWithoutAnAmountUnchanged(line: String) {
        for system in UnitSystem.allCases {
            #expect(IngredientScaling.scaled(line, by: 2, in: system) == line)
        }
    }

    /// Lines converted at the recipe's own servings and scaled, in Metric.
    static let metric: [(String, Double, String)] = [
        ("1 cup flour", 1, "125 g flour"),
        ("1 cup all-purpose flour, sifted", 1, "125 g all-purpose flour, sifted"),
        ("1 cup sugar", 1, "200 g sugar"),
        ("½ cup butter", 1, "115 g butter"),
        ("1 cup packed brown sugar", 1, "220 g packed brown sugar"),
        ("1 cup milk", 1, "240 ml milk"),
        ("1 cup buttermilk", 1, "240 ml buttermilk"),
        ("2 tbsp rice vinegar", 1, "30 ml rice vinegar"),
        ("1 tsp vanilla extract", 1, "5 ml vanilla extract"),
        ("½ tsp vanilla extract", 1, "2.5 ml vanilla extract"),
        ("1 tbsp olive oil", 1, "15 ml olive oil"),
        ("4 cups stock", 1, "950 ml stock"),
        ("4 cups stock", 2, "1.9 L stock"),
        ("1 quart milk", 1, "950 ml milk"),
        ("2 fl oz rum", 1, "60 ml rum"),
        ("1 lb ground beef", 1, "450 g ground beef"),
        ("8 oz cream cheese", 1, "225 g cream cheese"),
        ("1 oz dark chocolate", 1, "28 g dark chocolate"),
        ("3 lb pork shoulder", 1, "1.35 kg pork shoulder"),
        ("2-3 tbsp lemon juice", 1, "30–45 ml lemon juice"),
        ("250 ml milk", 2, "500 ml milk"),
        ("200 g butter", 2, "400 g butter"),
        ("2 eggs", 2, "4 eggs"),
        ("2 cloves garlic", 2, "4 cloves garlic"),
    ]

    @Test(arguments: metric)
    func convertsToMetric(line: String, factor: Double, shown: String) {
        #expect(IngredientScaling.scaled(line, by: factor, in: .metric) == shown)
    }

    /// Lines converted at the recipe's own servings and scaled, in US units.
    static let us: [(String, Double, String)] = [
        ("240 ml milk", 1, "1 cup milk"),
        ("250 ml milk", 1, "1 cup milk"),
        ("500 ml stock", 1, "2 ⅛ cups stock"),
        ("15 ml oil", 1, "1 tbsp oil"),
        ("5 ml vanilla", 1, "1 tsp vanilla"),
        ("100 ml cream", 1, "7 tbsp cream"),
        ("1 L water", 1, "4 ¼ cups water"),
        ("125 g butter", 1, "4 ½ oz butter"),
        ("225 g cream cheese", 1, "8 oz cream cheese"),
        ("450 g beef", 1, "1 lb beef"),
        ("500 g flour", 1, "17 ¾ oz flour"),
        ("1 kg potatoes", 1, "2 ¼ lb potatoes"),
        ("2 kg potatoes", 1, "4 ½ lb potatoes"),
        ("1 cup flour", 2, "2 cups flour"),
        ("3 eggs", 2, "6 eggs"),
    ]

    @Test(arguments: us)
    func convertsToUS(line: String, factor: Double, shown: String) {
        #expect(IngredientScaling.scaled(line, by: factor, in: .us) == shown)
    }

    @Test(arguments: ["2 eggs", "1 cup flour", "2 Tbsp. butter", "1 can tomatoes", "A pinch of nutmeg"])
    func leavesLinesAlreadyInUSUnitsAsWritten(line: String) {
        #expect(IngredientScaling.scaled(line, by: 1, in: .us) == line)
    }

    @Test(arguments: ["200g dark chocolate", "1 L stock", "2 eggs", "3 cloves garlic"])
    func leavesLinesAlreadyInMetricUnitsAsWritten(line: String) {
        #expect(IngredientScaling.scaled(line, by: 1, in: .metric) == line)
    }

    @Test(arguments: [
        ("1 cup (240 ml) milk", 2, UnitSystem.written, "2 cups (480 ml) milk"),
        ("1 cup (240 ml) milk", 1, .metric, "240 ml milk"),
        ("1 cup (240 ml) milk", 1, .us, "1 cup (240 ml) milk"),
        ("1 cup (240 ml) milk", 2, .us, "2 cups (480 ml) milk"),
        ("250 ml (1 cup) milk", 1, .us, "1 cup milk"),
        ("1 stick (8 tbsp) butter", 2, .written, "2 sticks (8 tbsp) butter"),
        ("2 (6 oz) salmon fillets", 2, .metric, "4 (6 oz) salmon fillets"),
    ])
    func scalesOrDropsABracketedEquivalent(line: String, factor: Double, system: UnitSystem, shown: String) {
        #expect(IngredientScaling.scaled(line, by: factor, in: system) == shown)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func leavesLinesUnchangedForAFactorThatIsNotAnAmount(factor: Double) {
        #expect(IngredientScaling.scaled("2 cups flour", by: factor, in: .metric) == "2 cups flour")
    }
}
