import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Saved pages whose recipe is schema.org microdata, through the cookbook loader:
/// `Tests/Fixtures/webpages-microdata` holds a page saved the Firefox way with its `_files`
/// folder, an old page using `ingredients` and instructions as paragraphs (saved the
/// Chromium way), and a page marking its recipe both as JSON-LD and as microdata.
@Suite struct MicrodataPageLoadingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/webpages-microdata").path
    static let cakePage = fixtures + "/Lemon Drizzle Cake – Larder Notes.html"

    private func byName() throws -> [String: Recipe] {
        let cookbook = try CookbookLoader.load(paths: [Self.fixtures])
        #expect(cookbook.problems.isEmpty, "\(cookbook.problems)")
        return Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0) })
    }

    @Test func eachPageGivesOneRecipeAndAPageWithJSONLDGivesItsJSONLDRecipeOnly() throws {
        let cookbook = try CookbookLoader.load(paths: [Self.fixtures])
        #expect(cookbook.recipes.map(\.name) == ["Lemon Drizzle Cake", "Tomato Salad", "Yorkshire Parkin"])
        let salad = try #require(cookbook.recipes.first { $0.name == "Tomato Salad" })
        #expect(salad.detail.ingredients.count == 4, "the JSON-LD's four, not the microdata's two")
        guard case .inFile = salad.content else {
            Issue.record("a JSON-LD recipe's detail stays in its page")
            return
        }
    }

    @Test func theFirefoxPageLoadsWithItsFieldsInOrder() throws {
        let cake = try #require(try byName()["Lemon Drizzle Cake"])
        #expect(cake.sourcePath == Self.cakePage)
        #expect(cake.id == "https://larder.example/recipes/lemon-drizzle-cake/#recipe")
        #expect(cake.categories == ["Baking", "Cake"])
        #expect(cake.imagePath == Self.fixtures + "/Lemon Drizzle Cake – Larder Notes_files/lemon-drizzle.jpg")
        let detail = cake.detail
        #expect(
            detail.ingredients == [
                "225 g unsalted butter, softened", "225 g caster sugar", "4 eggs", "225 g self-raising flour", "2 unwaxed lemons, zested",
                "85 g granulated sugar, for the drizzle",
            ])
        #expect(
            detail.steps == [
                RecipeStep(text: "Heat the oven to 180 °C and line a 2 lb loaf tin."),
                RecipeStep(
                    text: "Beat the butter and sugar until pale, then beat in the eggs one at a time. Fold in the flour and the zest."),
                RecipeStep(text: "Bake for 45 minutes, until a skewer comes out clean."),
                RecipeStep(section: "Drizzle", text: "Mix the lemon juice with the granulated sugar."),
                RecipeStep(section: "Drizzle", text: "Prick the warm cake all over and pour the drizzle on."),
            ])
        #expect(detail.summary == "A tender loaf soaked in lemon & sugar syrup while still warm – the crust crackles.")
        #expect(detail.prepTime == 900 && detail.cookTime == 2700 && detail.totalTime == 3600)
        #expect(detail.yield == "1 loaf (10 slices)")
        #expect(detail.keywords == ["lemon", "loaf cake", "afternoon tea"])
    }

    @Test func theFirefoxPagesNutritionIsKeptAsWritten() throws {
        let cake = try #require(try byName()["Lemon Drizzle Cake"])
        #expect(
            cake.detail.nutrition.facts == [
                NutritionFact(field: .servingSize, value: "1 slice"), NutritionFact(field: .calories, value: "412 kcal"),
                NutritionFact(field: .fatContent, value: "21 g"), NutritionFact(field: .saturatedFatContent, value: "13 g"),
                NutritionFact(field: .sodiumContent, value: "0.3 g"), NutritionFact(field: .carbohydrateContent, value: "52 g"),
                NutritionFact(field: .sugarContent, value: "36 g"), NutritionFact(field: .proteinContent, value: "5 g"),
            ])
    }

    @Test func aMicrodataRecipeHoldsItsDetailSoItOpensWithoutThePage() throws {
        let cake = try #require(try byName()["Lemon Drizzle Cake"])
        guard case .held(let content) = cake.content else {
            Issue.record("a microdata recipe's detail is held")
            return
        }
        #expect(content.ingredients.count == 6)
    }

    @Test func anOldPageWithIngredientsAndParagraphsOfInstructionsLoads() throws {
        let parkin = try #require(try byName()["Yorkshire Parkin"])
        #expect(parkin.categories == ["Cakes"])
        #expect(parkin.imagePath == nil, "a web address that was not saved is no picture")
        let detail = parkin.detail
        #expect(detail.ingredients.count == 9 && detail.ingredients.first == "200g butter" && detail.ingredients.last == "1 tbsp ground ginger")
        #expect(detail.steps.count == 5)
        #expect(
            detail.steps[2].text
                == "Gently melt the syrup, treacle, sugar and butter together in a large pan until the sugar has dissolved. Remove from the heat.")
        #expect(detail.steps.last?.text == "Pour into the tin and bake for 50 mins - 1 hr until the cake feels firm.")
        #expect(detail.summary == "A sticky oatmeal & treacle gingerbread for Bonfire Night.\nBetter after a few days in a tin.")
        #expect(detail.yield == "16" && detail.totalTime == 4800)
    }

    @Test func jsonLDNutritionIsReadFromThePage() throws {
        let salad = try #require(try byName()["Tomato Salad"])
        let nutrition = salad.detail.nutrition
        #expect(nutrition[.calories] == "120 calories" && nutrition[.fatContent] == "9 g")
        #expect(nutrition[.sodiumContent] == "480" && nutrition[.servingSize] == "1 plate")
        #expect(nutrition[.proteinContent] == nil && nutrition.facts.count == 4)
    }

    /// The index keeps byte ranges only, so a cookbook holding a recipe whose detail is
    /// held (as Cooklang's are) is read again each time rather than indexed.
    @Test func aFolderWithAMicrodataRecipeIsNotIndexed() throws {
        let cacheFolder = try TemporaryFolder()
        defer { cacheFolder.remove() }
        let cache = CookbookIndexCache(directory: cacheFolder.path)
        let plan = try CookbookLoader.plan(paths: [Self.fixtures])
        cache.save(try CookbookLoader.load(plan), of: plan)
        #expect(cache.load(plan) == nil)
    }
}
