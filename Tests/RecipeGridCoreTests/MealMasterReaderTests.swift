import Testing

@testable import RecipeGridCore

/// The MealMaster reader on its own: unit codes, columns, line kinds, the text decoding it
/// shares with MasterCook, and recipes written here in a few lines.
@Suite struct MealMasterReaderTests {
    /// A line in MealMaster's columns: amount right-aligned in 1–7, code in 9–10, text from 12.
    static func ingredient(_ amount: String, _ code: String, _ text: String) -> String {
        String(repeating: " ", count: max(0, 7 - amount.count)) + amount + " " + code + String(repeating: " ", count: 2 - code.count) + " " + text
    }

    static func read(_ lines: [String]) -> (recipes: [Recipe], problems: [LoadProblem]) {
        MealMasterReader.read(Array(lines.joined(separator: "\n").utf8), path: "/book.mmf")
    }

    static func ingredients(_ recipe: Recipe?) -> [String] {
        guard case .held(let content) = recipe?.content else { return [] }
        return content.ingredients
    }

    static func steps(_ recipe: Recipe?) -> [RecipeStep] {
        guard case .held(let content) = recipe?.content else { return [] }
        return content.steps
    }

    @Test(arguments: [
        ("1 1/2", "c", "flour", "1 1/2 cups flour", IngredientUnit.cup as IngredientUnit?),
        ("1", "c", "milk", "1 cup milk", .cup), ("1/2", "c", "milk", "1/2 cup milk", .cup), ("2-3", "c", "stock", "2-3 cups stock", .cup),
        ("1", "T", "oil", "1 tablespoon oil", .tablespoon), ("2", "t", "salt", "2 teaspoons salt", .teaspoon),
        ("1", "tb", "oil", "1 tablespoon oil", .tablespoon), ("3", "ts", "salt", "3 teaspoons salt", .teaspoon),
        ("2", "fl", "rum", "2 fl oz rum", .fluidOunce), ("1", "pt", "cream", "1 pint cream", .pint), ("2", "qt", "water", "2 quarts water", .quart),
        ("1", "ga", "tea", "1 gallon tea", .gallon), ("8", "oz", "cheese", "8 ounces cheese", .ounce), ("2", "lb", "beef", "2 pounds beef", .pound),
        (".5", "lb", "beef", "0.5 pound beef", .pound), ("250", "ml", "milk", "250 ml milk", .milliliter),
        ("5", "cb", "vanilla", "5 ml vanilla", .milliliter), ("2", "cl", "gin", "2 cl gin", .centiliter),
        ("3", "dl", "milk", "3 dl milk", .deciliter),
        ("1", "l", "water", "1 liter water", .liter), ("2", "l", "water", "2 liters water", .liter), ("500", "g", "flour", "500 g flour", .gram),
        ("1", "kg", "potatoes", "1 kg potatoes", .kilogram), ("1", "cn", "beans", "1 can beans", .can), ("2", "cn", "beans", "2 cans beans", .can),
        ("1", "pk", "yeast", "1 package yeast", .package), ("1", "pn", "salt", "1 pinch salt", .pinch),
        ("2", "ds", "tabasco", "2 dashes tabasco", .dash),
        ("3", "sl", "bacon", "3 slices bacon", .slice), ("1", "bn", "parsley", "1 bunch parsley", .bunch),
        ("2", "lg", "eggs", "2 large eggs", nil), ("1", "sm", "onion", "1 small onion", nil), ("1", "md", "leek", "1 medium leek", nil),
        ("3", "dr", "bitters", "3 drops bitters", nil), ("1", "ct", "cream", "1 carton cream", nil), ("4", "x", "rolls", "4 rolls", nil),
        ("2", "ea", "eggs", "2 eggs", nil), ("", "", "Salt", "Salt", nil), ("10", "mg", "saffron", "10 mg saffron", nil),
    ])
    func unitCodesBecomeWordsTheIngredientParserReads(amount: String, code: String, text: String, line: String, unit: IngredientUnit?) {
        #expect(MealMasterUnits.line(amount: amount, code: code, text: text) == line)
        #expect(Ingredient.parse(line).unit == unit)
    }

    @Test func onlyLinesInTheColumnsAreIngredients() {
        #expect(
            MealMasterIngredients.entry(Array(Self.ingredient("1 1/2", "c", "flour").unicodeScalars)[...])
                == .init(amount: "1 1/2", code: "c", text: "flour"))
        #expect(MealMasterIngredients.entry(Array("           -sifted".unicodeScalars)[...])?.isContinuation == true)
        for direction in ["  Heat the oven to 350F.", "Mix well.", "1 c flour", "  350 degrees for an hour", "      2 zz odd code", "\tTabbed"] {
            #expect(MealMasterIngredients.entry(Array(direction.unicodeScalars)[...]) == nil, "\(direction)")
        }
    }

    @Test(arguments: [
        ("MMMMM----- Recipe via Meal-Master (tm) v8.05", MealMasterLine.start), ("---------- Recipe via Meal-Master (tm) v8.02", .start),
        ("MMMMM----- Now You're Cooking! v5.65 [Meal-Master Export Format]", .start),
        ("MMMMM----------------Meal-Master recipe exported by AnyMeal-----------------", .start), ("MMMMM", .end), ("-----", .end),
        ("MMMMM   ", .end), ("MMMMM-----------------------FILLING-----------------------", .heading("FILLING")),
        ("-----Sauce-----", .heading("Sauce")), ("MMMMM--------------------------------", .heading("")), ("   ", .blank),
        ("  Stir well -----", .other), ("------ or", .heading("or")),
    ])
    func linesAreToldApartByTheirFirstColumns(line: String, kind: MealMasterLine) {
        #expect(MealMasterLine(line) == kind)
    }

    @Test func aHeadingJustBeforeTheDirectionsNamesTheirFirstPartAndColonsBreakLines() {
        let (recipes, problems) = Self.read([
            "MMMMM----- Recipe via Meal-Master", "Title: Tea", "Categories: None, Drinks", "Servings: 2", "", Self.ingredient("2", "ts", "tea"),
            "MMMMM-----METHOD-----", "Boil the water", "and pour.", ":Steep 3 minutes.", "MMMMM",
        ])
        #expect(problems.isEmpty)
        #expect(recipes.first?.categories == ["Drinks"], "\"None\" is no category")
        #expect(Self.ingredients(recipes.first) == ["2 teaspoons tea"])
        #expect(
            Self.steps(recipes.first) == [
                RecipeStep(section: "METHOD", text: "Boil the water and pour."), RecipeStep(section: "METHOD", text: "Steep 3 minutes."),
            ])
    }

    @Test func aRecipeWithoutATitleIsAProblemAndTheNextStillLoads() {
        let (recipes, problems) = Self.read([
            "Banner text", "MMMMM----- Recipe via Meal-Master", "Categories: Lost", "", Self.ingredient("1", "c", "rice"), "MMMMM",
            "MMMMM----- Recipe via Meal-Master", "Title: Found", "MMMMM",
        ])
        #expect(recipes.map(\.name) == ["Found"])
        #expect(problems.map(\.description) == ["/book.mmf:2: the recipe that starts here has no title"])
        #expect(recipes.first?.id == Recipe.unassignedID && recipes.first?.sortKey == "found")
    }

    @Test func aRecipeThatRunsIntoTheNextLoadsWithAProblem() {
        let (recipes, problems) = Self.read([
            "MMMMM----- Recipe via Meal-Master", "Title: First", "", Self.ingredient("1", "c", "rice"),
            "MMMMM----- Recipe via Meal-Master", "Title: Second", "MMMMM",
        ])
        #expect(recipes.map(\.name) == ["First", "Second"])
        #expect(problems.map(\.line) == [1])
    }

    @Test func aFileWithoutARecipeSaysSo() {
        #expect(Self.read(["Just a note", "----- not a recipe -----"]).problems.map(\.message) == [MealMasterReader.noRecipeMessage])
        #expect(!MealMasterReader.isFramed(Array("Just a note\n-----\n".utf8)))
        #expect(MealMasterReader.isFramed(Array("Banner\r\r---------- Recipe via Meal-Master\r".utf8)))
    }

    @Test func legacyTextIsUTF8WhenValidElseWindows1252() {
        #expect(LegacyText.utf8(Array("Crème".utf8)) == Array("Crème".utf8))
        #expect(LegacyText.utf8([0xEF, 0xBB, 0xBF] + Array("Tea".utf8)) == Array("Tea".utf8))
        #expect(
            String(decoding: LegacyText.utf8([0x43, 0x72, 0xE8, 0x6D, 0x65, 0x20, 0x96, 0x20, 0x80, 0x93, 0x94]), as: UTF8.self) == "Crème – €“”")
        #expect(String(decoding: LegacyText.utf8([0xC3, 0x28]), as: UTF8.self) == "Ã(", "invalid UTF-8 is read as Windows-1252")
        let text = Array("a\r\nb\rc\n\nd".utf8)
        #expect(LegacyText.lines(text).map { String(decoding: text[$0], as: UTF8.self) } == ["a", "b", "c", "", "d"])
        #expect(LegacyText.lines([]).isEmpty)
    }
}
