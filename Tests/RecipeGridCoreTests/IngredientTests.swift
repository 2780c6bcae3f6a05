import CoreTestSupport
import Testing

@testable import RecipeGridCore

@Suite struct IngredientTests {
    /// Lines as recipe sites write them, then odd input that must not crash and keeps its text as the name.
    static let lines: [(String, Ingredient)] = [
        ("1 1/2 cups all-purpose flour", Ingredient(quantity: 1.5, unit: .cup, name: "all-purpose flour")),
        ("½ tsp salt", Ingredient(quantity: 0.5, unit: .teaspoon, name: "salt")),
        ("2 large eggs", Ingredient(quantity: 2, unit: nil, name: "large eggs")),
        ("1 (14.5 oz) can diced tomatoes", Ingredient(quantity: 1, unit: .can, name: "(14.5 oz) diced tomatoes")),
        ("3-4 cloves garlic, minced", Ingredient(quantity: 3, upperQuantity: 4, unit: .clove, name: "garlic, minced")),
        ("200g dark chocolate", Ingredient(quantity: 200, unit: .gram, name: "dark chocolate")),
        ("Salt and pepper to taste", Ingredient(quantity: nil, unit: nil, name: "Salt and pepper to taste")),
        ("1 ½ tablespoons olive oil", Ingredient(quantity: 1.5, unit: .tablespoon, name: "olive oil")),
        ("2 Tbsp. butter", Ingredient(quantity: 2, unit: .tablespoon, name: "butter")),
        ("1 kg potatoes", Ingredient(quantity: 1, unit: .kilogram, name: "potatoes")),
        ("250 ml milk", Ingredient(quantity: 250, unit: .milliliter, name: "milk")),
        ("A pinch of nutmeg", Ingredient(quantity: 1, unit: .pinch, name: "nutmeg")),
        ("⅓ cup sugar", Ingredient(quantity: 1.0 / 3, unit: .cup, name: "sugar")),
        ("1.5 lbs chicken thighs", Ingredient(quantity: 1.5, unit: .pound, name: "chicken thighs")),
        ("juice of 1 lemon", Ingredient(quantity: nil, unit: nil, name: "juice of 1 lemon")),
        ("¼ cup milk", Ingredient(quantity: 0.25, unit: .cup, name: "milk")),
        ("¾ cup brown sugar, packed", Ingredient(quantity: 0.75, unit: .cup, name: "brown sugar, packed")),
        ("⅔ cup heavy cream", Ingredient(quantity: 2.0 / 3, unit: .cup, name: "heavy cream")),
        ("⅛ tsp cayenne pepper", Ingredient(quantity: 0.125, unit: .teaspoon, name: "cayenne pepper")),
        ("⅜ cup water", Ingredient(quantity: 0.375, unit: .cup, name: "water")),
        ("⅝ cup rolled oats", Ingredient(quantity: 0.625, unit: .cup, name: "rolled oats")),
        ("⅞ cup rice", Ingredient(quantity: 0.875, unit: .cup, name: "rice")),
        ("⅕ cup honey", Ingredient(quantity: 0.2, unit: .cup, name: "honey")),
        ("1½ cups water", Ingredient(quantity: 1.5, unit: .cup, name: "water")),
        ("2 1/4 teaspoons active dry yeast", Ingredient(quantity: 2.25, unit: .teaspoon, name: "active dry yeast")),
        ("1-1/2 cups sugar", Ingredient(quantity: 1.5, unit: .cup, name: "sugar")),
        ("0.25 tsp baking soda", Ingredient(quantity: 0.25, unit: .teaspoon, name: "baking soda")),
        (".5 tsp cinnamon", Ingredient(quantity: 0.5, unit: .teaspoon, name: "cinnamon")),
        ("1,5 kg Mehl", Ingredient(quantity: 1.5, unit: .kilogram, name: "Mehl")),
        ("1,000 g flour", Ingredient(quantity: 1000, unit: .gram, name: "flour")),
        ("2–3 tbsp lemon juice", Ingredient(quantity: 2, upperQuantity: 3, unit: .tablespoon, name: "lemon juice")),
        ("1 to 2 tsp chili flakes", Ingredient(quantity: 1, upperQuantity: 2, unit: .teaspoon, name: "chili flakes")),
        ("1 ½–2 cups chicken broth", Ingredient(quantity: 1.5, upperQuantity: 2, unit: .cup, name: "chicken broth")),
        ("½-1 tsp salt", Ingredient(quantity: 0.5, upperQuantity: 1, unit: .teaspoon, name: "salt")),
        ("1 C. sugar", Ingredient(quantity: 1, unit: .cup, name: "sugar")),
        ("2 c milk", Ingredient(quantity: 2, unit: .cup, name: "milk")),
        ("1 T honey", Ingredient(quantity: 1, unit: .tablespoon, name: "honey")),
        ("1 t vanilla extract", Ingredient(quantity: 1, unit: .teaspoon, name: "vanilla extract")),
        ("8 oz cream cheese, softened", Ingredient(quantity: 8, unit: .ounce, name: "cream cheese, softened")),
        ("4 ounces feta cheese", Ingredient(quantity: 4, unit: .ounce, name: "feta cheese")),
        ("1 lb ground beef", Ingredient(quantity: 1, unit: .pound, name: "ground beef")),
        ("2 pounds carrots", Ingredient(quantity: 2, unit: .pound, name: "carrots")),
        ("1 L chicken stock", Ingredient(quantity: 1, unit: .liter, name: "chicken stock")),
        ("2 litres water", Ingredient(quantity: 2, unit: .liter, name: "water")),
        ("500 mL coconut milk", Ingredient(quantity: 500, unit: .milliliter, name: "coconut milk")),
        ("2 dl cream", Ingredient(quantity: 2, unit: .deciliter, name: "cream")),
        ("2 fl oz dark rum", Ingredient(quantity: 2, unit: .fluidOunce, name: "dark rum")),
        ("1 gallon whole milk", Ingredient(quantity: 1, unit: .gallon, name: "whole milk")),
        ("2 pinches salt", Ingredient(quantity: 2, unit: .pinch, name: "salt")),
        ("1 dash Worcestershire sauce", Ingredient(quantity: 1, unit: .dash, name: "Worcestershire sauce")),
        ("1 stick unsalted butter", Ingredient(quantity: 1, unit: .stick, name: "unsalted butter")),
        ("4 slices bacon", Ingredient(quantity: 4, unit: .slice, name: "bacon")),
        ("1 bunch cilantro", Ingredient(quantity: 1, unit: .bunch, name: "cilantro")),
        ("2 sprigs fresh thyme", Ingredient(quantity: 2, unit: .sprig, name: "fresh thyme")),
        ("1 head garlic", Ingredient(quantity: 1, unit: .head, name: "garlic")),
        ("3 stalks celery", Ingredient(quantity: 3, unit: .stalk, name: "celery")),
        ("2 tins chickpeas", Ingredient(quantity: 2, unit: .can, name: "chickpeas")),
        ("1 packet active dry yeast", Ingredient(quantity: 1, unit: .package, name: "active dry yeast")),
        ("1 sheet puff pastry, thawed", Ingredient(quantity: 1, unit: .sheet, name: "puff pastry, thawed")),
        ("2 cans (15 oz each) black beans", Ingredient(quantity: 2, unit: .can, name: "(15 oz each) black beans")),
        ("1 cup (240 ml) milk", Ingredient(quantity: 1, unit: .cup, name: "(240 ml) milk")),
        ("2 (6 oz) salmon fillets", Ingredient(quantity: 2, unit: nil, name: "(6 oz) salmon fillets")),
        ("2 cups of water", Ingredient(quantity: 2, unit: .cup, name: "water")),
        ("3 eggs", Ingredient(quantity: 3, unit: nil, name: "eggs")),
        ("1 12-ounce can evaporated milk", Ingredient(quantity: 1, unit: nil, name: "12-ounce can evaporated milk")),
        ("1-inch piece ginger, grated", Ingredient(quantity: nil, unit: nil, name: "1-inch piece ginger, grated")),
        ("A few sprigs of parsley", Ingredient(quantity: nil, unit: nil, name: "A few sprigs of parsley")),
        ("an apple", Ingredient(quantity: nil, unit: nil, name: "an apple")),
        ("Crème fraîche, for serving", Ingredient(quantity: nil, unit: nil, name: "Crème fraîche, for serving")),
        ("  2   cups\tflour  ", Ingredient(quantity: 2, unit: .cup, name: "flour")),
        ("", Ingredient(quantity: nil, unit: nil, name: "")),
        (" \t\n", Ingredient(quantity: nil, unit: nil, name: "")),
        ("12", Ingredient(quantity: 12, unit: nil, name: "")),
        ("½", Ingredient(quantity: 0.5, unit: nil, name: "")),
        ("2 cups", Ingredient(quantity: 2, unit: .cup, name: "")),
        ("/", Ingredient(quantity: nil, unit: nil, name: "/")),
        ("1/", Ingredient(quantity: nil, unit: nil, name: "1/")),
        ("1/0", Ingredient(quantity: nil, unit: nil, name: "1/0")),
        ("1/0 cup sugar", Ingredient(quantity: nil, unit: nil, name: "1/0 cup sugar")),
        ("99999999999999999999 g", Ingredient(quantity: nil, unit: nil, name: "99999999999999999999 g")),
        ("-5 g salt", Ingredient(quantity: nil, unit: nil, name: "-5 g salt")),
        ("3-2 eggs", Ingredient(quantity: nil, unit: nil, name: "3-2 eggs")),
        ("1.2.3 cups", Ingredient(quantity: nil, unit: nil, name: "1.2.3 cups")),
        ("🥚🥚", Ingredient(quantity: nil, unit: nil, name: "🥚🥚")),
        ("2 🥚", Ingredient(quantity: 2, unit: nil, name: "🥚")),
        ("2🥚", Ingredient(quantity: nil, unit: nil, name: "2🥚")),
        ("a", Ingredient(quantity: nil, unit: nil, name: "a")),
        ("2 (6 oz", Ingredient(quantity: 2, unit: nil, name: "(6 oz")),
    ]

    @Test(arguments: lines)
    func parsesRecipeLines(line: String, expected: Ingredient) {
        #expect(Ingredient.parse(line) == expected)
    }

    @Test(arguments: lines)
    func readingTheTextBackGivesTheSameIngredient(line: String, expected: Ingredient) {
        let ingredient = Ingredient.parse(line)
        #expect(Ingredient.parse(ingredient.text) == ingredient)
    }

    @Test(arguments: [
        ("1 1/2 cups all-purpose flour", "1 ½ cups all-purpose flour"), ("½ tsp salt", "½ tsp salt"), ("3 eggs", "3 eggs"),
        ("1 (14.5 oz) can diced tomatoes", "1 can (14.5 oz) diced tomatoes"), ("3-4 cloves garlic, minced", "3–4 cloves garlic, minced"),
        ("1 clove garlic", "1 clove garlic"), ("200g dark chocolate", "200 g dark chocolate"), ("A pinch of nutmeg", "1 pinch nutmeg"),
        ("1.5 lbs chicken thighs", "1 ½ lb chicken thighs"), ("2 Tbsp. butter", "2 tbsp butter"), ("1 cup sugar", "1 cup sugar"),
        ("2 cups sugar", "2 cups sugar"), ("⅝ cup oats", "⅝ cup oats"), ("⅕ cup honey", "0.2 cup honey"), ("0.33 cup oil", "0.33 cup oil"),
        ("2 l water", "2 L water"), ("2 pinches salt", "2 pinches salt"), ("2 boxes pasta", "2 boxes pasta"), ("½-1 tsp salt", "½–1 tsp salt"),
        ("1,000 g flour", "1000 g flour"), ("2 fluid ounces rum", "2 fl oz rum"), ("Salt and pepper to taste", "Salt and pepper to taste"),
        ("12", "12"), ("", ""), ("2 cups", "2 cups"), ("2 egg", "2 eggs"), ("1 egg", "1 egg"), ("1.5 onion, diced", "1 ½ onions, diced"),
        ("2 (6 oz) salmon fillet", "2 (6 oz) salmon fillets"), ("2 🥚", "2 🥚"),
    ])
    func showsLinesTheWayTheGroceryListDoes(line: String, text: String) {
        #expect(Ingredient.parse(line).text == text)
    }

    static let formattedQuantities: [(Double, String)] = [
        (1.0, "1"), (12.0, "12"), (0.0, "0"), (0.5, "½"), (2.5, "2 ½"), (1.0 / 3, "⅓"), (2 + 2.0 / 3, "2 ⅔"), (0.125, "⅛"),
        (0.75, "¾"), (1.0 / 3 + 1.0 / 3 + 1.0 / 3, "1"), (0.1 + 0.2, "0.3"), (0.2, "0.2"), (1.55, "1.55"), (1.234, "1.23"),
        (0.9999, "1"), (0.05, "0.05"), (14.5, "14 ½"), (1_000_000, "1000000"), (-0.5, "-½"),
    ]

    @Test(arguments: formattedQuantities)
    func formatsQuantitiesAsFractionsOrShortDecimals(quantity: Double, shown: String) {
        #expect(Ingredient(quantity: quantity, unit: nil, name: "x").text == "\(shown) x")
    }

    @Test func formatsQuantitiesTooLargeForWholeNumberArithmeticWithoutCrashing() {
        #expect(Ingredient(quantity: 1e20, unit: .gram, name: "salt").text.hasSuffix(" g salt"))
        #expect(Ingredient(quantity: .infinity, unit: nil, name: "salt").text == "inf salt")
        #expect(Ingredient(quantity: .nan, unit: nil, name: "salt").text == "nan salt")
    }

    @Test func pluralisesUnitsAboveOneButNeverAbbreviations() {
        #expect(Ingredient(quantity: 1, unit: .cup, name: "flour").text == "1 cup flour")
        #expect(Ingredient(quantity: 0.5, unit: .cup, name: "flour").text == "½ cup flour")
        #expect(Ingredient(quantity: 1.5, unit: .cup, name: "flour").text == "1 ½ cups flour")
        #expect(Ingredient(quantity: 0.5, upperQuantity: 2, unit: .cup, name: "flour").text == "½–2 cups flour")
        #expect(Ingredient(quantity: 3, unit: .tablespoon, name: "oil").text == "3 tbsp oil")
        #expect(Ingredient(quantity: 200, unit: .gram, name: "butter").text == "200 g butter")
        #expect(Ingredient(quantity: 2, unit: .pound, name: "beef").text == "2 lb beef")
        #expect(Ingredient(quantity: nil, unit: nil, name: "salt to taste").text == "salt to taste")
    }

    /// Units only other languages' lines are read in (EL, 大さじ, Msp.); an English line never names them.
    static let otherLanguagesUnits: [IngredientUnit] = [
        .metricTablespoon, .metricTeaspoon, .japaneseCup, .riceCup, .knifeTip, .glass, .tub, .block, .aLittle,
    ]

    @Test(arguments: IngredientUnit.allCases.filter { !otherLanguagesUnits.contains($0) })
    func readsItsOwnSymbolsBack(unit: IngredientUnit) {
        #expect(IngredientUnit(spelling: unit.symbol(plural: false)) == unit)
        #expect(IngredientUnit(spelling: unit.symbol(plural: true)) == unit)
        #expect(IngredientUnit(spelling: unit.rawValue) == unit || unit == .fluidOunce)
    }

    @Test(arguments: [
        ("T", IngredientUnit.tablespoon), ("t", .teaspoon), ("Tbsp", .tablespoon), ("TBSP", .tablespoon), ("tbsp.", .tablespoon),
        ("Tsp", .teaspoon), ("C", .cup), ("c.", .cup), ("Cups", .cup), ("mL", .milliliter), ("G", .gram), ("lbs.", .pound),
        ("Litres", .liter), ("kilos", .kilogram), ("pcs", .piece),
    ])
    func readsUnitSpellingsInAnyCaseButTheOldShorthand(spelling: String, unit: IngredientUnit) {
        #expect(IngredientUnit(spelling: spelling) == unit)
    }

    @Test(arguments: ["large", "egg", "Tt", "tt", "cupcake", "", ".", "to"])
    func rejectsWordsThatAreNotUnits(word: String) {
        #expect(IngredientUnit(spelling: word) == nil)
    }

    @Test(arguments: [
        ("eggs", "egg"), ("Tomatoes", "tomato"), ("berries", "berry"), ("peaches", "peach"), ("quiches", "quiche"),
        ("Crème Fraîche", "creme fraiche"), ("bay leaves", "bay leaf"), ("salt to taste", "Salt"),
        ("salt and pepper, to taste", "Salt and Pepper"), ("olive oil, as needed", "olive oil"), ("sugar, or to taste", "sugar"),
        ("  all-purpose   flour ", "all-purpose flour"), ("potatoes", "potato"), ("cookies", "cookie"), ("anchovies", "anchovy"),
        ("chilies", "chili"), ("kiwis", "kiwi"), ("glasses", "glass"), ("olives", "olive"), ("cheeses", "cheese"),
        ("Brussels sprouts", "brussel sprout"), ("diced tomatoes", "diced tomato"), ("garlic, minced", "garlic, minced"),
    ])
    func givesSingularAndPluralTheSameMergeKey(name: String, other: String) {
        let key = Ingredient(quantity: nil, unit: nil, name: name).mergeKey
        #expect(key == Ingredient(quantity: nil, unit: nil, name: other).mergeKey)
        #expect(!key.isEmpty)
    }

    @Test(arguments: [
        ("butter", "buttermilk"), ("salt", "sea salt"), ("pepper", "bell pepper"), ("butter, softened", "butter"),
        ("tomato", "tomato paste"), ("mace", "mac"), ("hummus", "hummu"), ("garlic", "garlic powder"), ("pie", "pi"),
    ])
    func keepsDifferentIngredientsApart(name: String, other: String) {
        #expect(Ingredient(quantity: nil, unit: nil, name: name).mergeKey != Ingredient(quantity: nil, unit: nil, name: other).mergeKey)
    }

    @Test func keysOnlyTheName() {
        #expect(Ingredient.parse("2 cups flour").mergeKey == Ingredient.parse("1 tbsp FLOUR").mergeKey)
        #expect(Ingredient.parse("12").mergeKey == "")
        #expect(Ingredient.parse("to taste").mergeKey == "")
    }
}
