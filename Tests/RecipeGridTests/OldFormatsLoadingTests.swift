import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// MealMaster and MasterCook files through the cookbook loader: `Tests/Fixtures/mealmaster`
/// and `Tests/Fixtures/mastercook`, written from the formats' descriptions with their awkward
/// cases (two columns, continuations, headings, recipes with no blank line between them,
/// Windows line ends and Latin-1, old Mac line ends, a banner before the first recipe, files
/// cut short, a text file that is no recipe).
@Suite struct OldFormatsLoadingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    private static func load(_ folder: String) throws -> (recipes: [String: Recipe], problems: [String]) {
        let cookbook = try CookbookLoader.load(paths: [fixtures + "/" + folder])
        return (Dictionary(cookbook.recipes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }), cookbook.problems.map(\.description))
    }

    @Test func theMealMasterFolderLoadsEveryRecipeAndNamesTheFileCutShort() throws {
        let cookbook = try CookbookLoader.load(paths: [Self.fixtures + "/mealmaster"])
        #expect(
            cookbook.recipes.map(\.name).sorted() == [
                "Apple Walnut Cake", "Crêpes Suzette", "Garlic Bread", "Half Written Stew", "Oatmeal Cookies", "Plain Rice", "Quick Tomato Soup",
                "Ricotta Cannoli",
            ])
        let file = Self.fixtures + "/mealmaster/truncated.mmf"
        #expect(
            cookbook.problems.map(\.description) == [
                "\(file):14: the recipe \"Half Written Stew\" has no end line (MMMMM or -----): the file may be cut short"
            ], "notes.txt, no MealMaster, is passed over quietly")
        #expect(cookbook.recipes.allSatisfy { $0.id.hasPrefix("file:") }, "the loader gives ids by file and place")
    }

    @Test func headingsContinuationsAndUnitCodesReadAsIngredientLines() throws {
        let (recipes, _) = try Self.load("mealmaster")
        let cake = try #require(recipes["Apple Walnut Cake"])
        #expect(cake.categories == ["Cakes", "Desserts"])
        #expect(cake.detail.yield == "1 cake")
        #expect(
            cake.detail.ingredients == [
                "CAKE:", "1 1/2 cups flour", "1 teaspoon baking soda", "1/2 teaspoon salt", "2 large eggs", "3 medium tart apples, peeled and diced",
                "TOPPING:", "1/2 cup walnuts, chopped", "2 tablespoons brown sugar", "1 teaspoon cinnamon", "Powdered sugar",
            ])
        #expect(
            cake.detail.steps == [
                RecipeStep(section: nil, text: "Heat the oven to 350F. Butter a 9-inch pan."),
                RecipeStep(section: "CAKE", text: "Whisk the flour, soda and salt. Beat in the eggs, then fold in the apples."),
                RecipeStep(section: "CAKE", text: "Spread in the pan."),
                RecipeStep(section: "TOPPING", text: "Mix the walnuts, sugar and cinnamon and scatter over the top. Bake 45 minutes."),
            ])
        let parsed = cake.detail.ingredients.map(Ingredient.parse)
        #expect(parsed[1].quantity == 1.5 && parsed[1].unit == .cup && parsed[1].name == "flour")
        #expect(parsed[8].quantity == 2 && parsed[8].unit == .tablespoon)

        let soup = try #require(recipes["Quick Tomato Soup"], "it follows the cake's end line with no blank line between")
        #expect(
            soup.detail.ingredients == [
                "1 can tomatoes (28 oz)", "1 small onion, chopped", "2 tablespoons butter", "2 cups chicken stock", "1 pinch sugar",
                "Salt and pepper",
            ])
        #expect(
            soup.detail.steps.map(\.text) == [
                "Soften the onion in the butter. Add tomatoes, stock and sugar and simmer 20 minutes. Blend until smooth and season."
            ])
        #expect(soup.detail.yield == "4" && soup.categories == ["Soups"])
    }

    @Test func twoColumnsReadDownTheLeftThenTheRight() throws {
        let (recipes, _) = try Self.load("mealmaster")
        let cannoli = try #require(recipes["Ricotta Cannoli"])
        #expect(
            cannoli.detail.ingredients == [
                "FILLING:", "1 1/2 cups Ricotta cheese; well drained", "3 tablespoons Sugar", "1/2 teaspoon Cinnamon",
                "1 1/2 ounces Dark chocolate; finely chopped", "1/4 cup Pistachios",
                "SHELLS:", "1 cup Flour", "1 tablespoon Sugar", "4 tablespoons Sweet Marsala wine or dry white wine", "2 cups Oil for frying",
            ])
        #expect(cannoli.detail.steps.count == 2 && cannoli.detail.yield == "16 servings")
        let bread = try #require(recipes["Garlic Bread"], "it follows the dashed end line at once")
        #expect(bread.detail.ingredients == ["1 baguette", "4 garlic cloves, crushed", "1/4 pound butter, soft"])
        #expect(bread.detail.steps.map(\.text) == ["Mix the garlic into the butter, spread on the sliced loaf and bake 10 minutes."])
    }

    @Test func latin1WithWindowsLineEndsAndATextFileWithOldMacLineEndsRead() throws {
        let (recipes, _) = try Self.load("mealmaster")
        let crepes = try #require(recipes["Crêpes Suzette"])
        #expect(crepes.categories == ["Desserts", "Français"])
        #expect(crepes.detail.yield == "12 crêpes")
        #expect(crepes.detail.ingredients == ["125 g farine", "3 dl lait", "2 œufs", "1/2 cup crème fraîche", "1 package sucre vanillé"])
        #expect(crepes.detail.steps.map(\.text) == ["Mélanger la farine et le lait. Cuire à 180°C – quelques minutes."])
        let cookies = try #require(recipes["Oatmeal Cookies"], "a .txt framed as MealMaster, after a banner")
        #expect(cookies.detail.ingredients.count == 5 && cookies.detail.ingredients[3] == "1 1/2 cups flour")
        #expect(cookies.detail.steps.count == 1, "the signature after the end line is not read")
    }

    @Test func aRecipeCutShortKeepsWhatItHas() throws {
        let (recipes, _) = try Self.load("mealmaster")
        #expect(try #require(recipes["Half Written Stew"]).detail.ingredients == ["2 pounds beef chuck, cubed", "3 medium carrots"])
        #expect(try #require(recipes["Plain Rice"]).detail.steps.map(\.text) == ["Simmer covered 18 minutes."])
    }

    @Test func theMasterCookFolderLoadsTextAndXMLExports() throws {
        let (recipes, problems) = try Self.load("mastercook")
        #expect(recipes.keys.sorted() == ["Braised Chicken", "Crème Brûlée", "Gingerbread Cookies", "Lemon Bars", "Rice Pudding", "Split Pea Soup"])
        let file = Self.fixtures + "/mastercook/cut-short.mxp"
        #expect(problems == ["\(file):1: the recipe \"Split Pea Soup\" has no end line (- - - -): the file may be cut short"])
        let soup = try #require(recipes["Split Pea Soup"])
        #expect(soup.detail.ingredients == ["1 pound split peas", "1 ham hock"] && soup.detail.prepTime == 7200)
    }

    @Test func aMasterCookTextExportReadsItsFieldsTableAndNotes() throws {
        let (recipes, _) = try Self.load("mastercook")
        let cookies = try #require(recipes["Gingerbread Cookies"])
        #expect(cookies.categories == ["Cookies", "Holiday", "Christmas"])
        #expect(cookies.detail.yield == "36" && cookies.detail.prepTime == 4500)
        #expect(
            cookies.detail.ingredients == [
                "Dough:", "3 cups all-purpose flour", "1 teaspoon ground ginger", "3/4 cup butter, softened", "1 large egg", "Icing:",
                "2 cups powdered sugar", "2 tablespoons milk",
            ])
        #expect(cookies.detail.steps.count == 2 && cookies.detail.steps[1].text.hasPrefix("Chill 1 hour"))
        #expect(cookies.detail.summary == "Keeps a week in a tin. Freeze the dough for up to a month.")
        let bars = try #require(recipes["Lemon Bars"])
        #expect(bars.detail.ingredients == ["1 cup flour", "1/4 cup sugar", "2 lemons, juiced and zested"])
        #expect(
            bars.detail.steps.map(\.text) == [
                "Press the flour and sugar into a pan and bake 15 minutes. Pour the lemon mixture over and bake 20 minutes more."
            ])
        let creme = try #require(recipes["Crème Brûlée"], "MasterCook II, Latin-1, Windows line ends")
        #expect(creme.categories == ["Desserts", "Français"])
        #expect(creme.detail.ingredients == ["2 cups crème fraîche", "5 egg yolks", "1/2 cup sugar, plus more for the top"])
        #expect(creme.detail.steps.map(\.text) == ["Bake the custards at 150°C until just set – about 40 minutes."])
    }

    @Test func aMasterCookXMLExportReadsPastItsUnescapedQuotes() throws {
        let (recipes, _) = try Self.load("mastercook")
        let chicken = try #require(recipes["Braised Chicken"])
        #expect(chicken.categories == ["Dinner", "Poultry"])
        #expect(
            chicken.detail.ingredients == ["For the braise:", "2 pounds chicken thighs, skin on", "1.5 cups tomatoes in 3/4\" dice", "salt & pepper"])
        #expect(chicken.detail.steps.map(\.text) == ["Brown the chicken & set aside.", "Add the tomatoes & simmer 1 hour."])
        #expect(chicken.detail.yield == "4" && chicken.detail.prepTime == 1800 && chicken.detail.totalTime == 6300)
        #expect(chicken.detail.summary == "Sunday dinner, à la grand-mère.")
        let pudding = try #require(recipes["Rice Pudding"])
        #expect(pudding.detail.ingredients == ["0.5 cup short-grain rice", "4 cups milk"] && pudding.detail.yield == "6")
    }

    @Test func aTextFileNamedOnItsOwnIsReadAsMealMasterOnlyWhenFramedSo() throws {
        let cookbook = try CookbookLoader.load(paths: [Self.fixtures + "/mealmaster/old-mac.txt"])
        #expect(cookbook.recipes.map(\.name) == ["Oatmeal Cookies"])
        let notes = try CookbookLoader.load(paths: [Self.fixtures + "/mealmaster/notes.txt"])
        #expect(notes.recipes.isEmpty && notes.problems.count == 1, "named by the user, it is read as JSON and says why it is none")
    }
}
