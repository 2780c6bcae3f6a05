import Foundation
import Testing

@testable import RecipeGridCore

private func object(_ text: String) throws -> JSONNode { try JSONTape(bytes: Array(text.utf8)).root }

/// `file` with its first recipe edited by `edit`, as text.
private func edited(_ file: String, _ edit: (inout EditableRecipe) -> Void) throws -> String {
    let bytes = Array(file.utf8)
    let range = try recipeRange(0, in: bytes)
    var recipe = try EditableRecipe.read(objectAt: range, in: bytes)
    edit(&recipe)
    return String(decoding: try recipe.written(toObjectAt: range, in: bytes).bytes, as: UTF8.self)
}

struct RecipeEditCase: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var edit: @Sendable (inout EditableRecipe) -> Void
    var expected: String
    var testDescription: String { name }
}

@Suite struct EditableRecipeTests {
    static let full = lines(
        "{",
        #"  "@type": "Recipe","#,
        #"  "name": "Leek Soup","#,
        #"  "recipeCategory": ["Soup", "Starter"],"#,
        #"  "keywords": "leek, winter","#,
        #"  "recipeYield": 4,"#,
        #"  "prepTime": "PT90M","#,
        #"  "cookTime": "P0DT0H20M0S","#,
        #"  "description": "A  soup &amp; more.","#,
        #"  "isBasedOn": {"@type": "CreativeWork", "url": "https://example.org/leek"},"#,
        #"  "recipeIngredient": ["2 leeks", "1 l stock"],"#,
        #"  "recipeInstructions": [{"@type": "HowToSection", "name": "Soup", "itemListElement": ["#,
        #"    {"@type": "HowToStep", "text": "Chop."}, {"@type": "HowToStep", "text": "Simmer."}]}],"#,
        #"  "image": {"@type": "ImageObject", "url": "leek.jpg"},"#,
        #"  "identifier": "leek-1","#,
        #"  "dateCreated": "2024-01-02","#,
        #"  "dateModified": "2024-02-03""#,
        "}")

    @Test("what the file has reads as the app reads it")
    func readsTheFields() throws {
        let recipe = EditableRecipe(try object(Self.full))
        #expect(recipe.name == "Leek Soup")
        #expect(recipe.categories == ["Soup", "Starter"])
        #expect(recipe.keywords == ["leek", "winter"])
        #expect(recipe.yield == "4")
        #expect(recipe.prepTime == 5400)
        #expect(recipe.cookTime == 1200)
        #expect(recipe.totalTime == nil)
        #expect(recipe.description == "A soup & more.")
        #expect(recipe.source == "https://example.org/leek")
        #expect(recipe.ingredients == ["2 leeks", "1 l stock"])
        #expect(recipe.steps == [RecipeStep(section: "Soup", text: "Chop."), RecipeStep(section: "Soup", text: "Simmer.")])
        #expect(recipe.image == "leek.jpg")
        #expect(recipe.identifier == "leek-1")
        #expect(recipe.dateCreated == "2024-01-02")
        #expect(recipe.dateModified == "2024-02-03")
    }

    @Test("nothing edited: nothing is rewritten, whatever form the file writes its fields in")
    func untouchedFieldsAreNotRewritten() throws {
        let node = try object(Self.full)
        #expect(EditableRecipe(node).changes(from: node).isEmpty)
        var padded = EditableRecipe(node)
        padded.name = "  Leek   Soup "
        #expect(padded.changes(from: node).isEmpty)
    }

    static let edits: [RecipeEditCase] = [
        RecipeEditCase(
            name: "a time is written as ISO 8601", file: #"{"name": "A", "prepTime": "PT90M"}"#, edit: { $0.prepTime = 3600 + 1800 + 5 },
            expected: #"{"name": "A", "prepTime": "PT1H30M5S"}"#),
        RecipeEditCase(
            name: "a time taken away", file: #"{"name": "A", "prepTime": "PT90M", "x": 1}"#, edit: { $0.prepTime = nil },
            expected: #"{"name": "A", "x": 1}"#),
        RecipeEditCase(
            name: "keywords in a string stay a string", file: #"{"name": "A", "keywords": "a, b"}"#, edit: { $0.keywords.append("c") },
            expected: #"{"name": "A", "keywords": "a, b, c"}"#),
        RecipeEditCase(
            name: "keywords in an array stay an array", file: #"{"name": "A", "keywords": ["a"]}"#, edit: { $0.keywords = ["b", "c"] },
            expected: #"{"name": "A", "keywords": ["b", "c"]}"#),
        RecipeEditCase(
            name: "a category added to a recipe that had none", file: #"{"name": "A"}"#, edit: { $0.categories = ["Soup"] },
            expected: #"{"name": "A", "recipeCategory": "Soup"}"#),
        RecipeEditCase(
            name: "a yield that was a number stays a number", file: #"{"name": "A", "recipeYield": 4}"#, edit: { $0.yield = "6" },
            expected: #"{"name": "A", "recipeYield": 6}"#),
        RecipeEditCase(
            name: "steps as strings stay strings", file: #"{"name": "A", "recipeInstructions": ["One."]}"#,
            edit: { $0.steps.append(RecipeStep(text: "Two.")) },
            expected: #"{"name": "A", "recipeInstructions": ["One.", "Two."]}"#),
        RecipeEditCase(
            name: "steps in one string stay one string", file: #"{"name": "A", "recipeInstructions": "One.\nTwo."}"#,
            edit: { $0.steps.removeFirst() }, expected: #"{"name": "A", "recipeInstructions": "Two."}"#),
        RecipeEditCase(
            name: "steps of a recipe that had none are HowToSteps", file: #"{"name": "A"}"#, edit: { $0.steps = [RecipeStep(text: "Bake.")] },
            expected: #"{"name": "A", "recipeInstructions": [{"@type": "HowToStep", "text": "Bake."}]}"#),
        RecipeEditCase(
            name: "steps in sections become HowToSections", file: #"{"name": "A", "recipeInstructions": ["One."]}"#,
            edit: { $0.steps = [RecipeStep(text: "Prepare."), RecipeStep(section: "Sauce", text: "Stir.")] },
            expected: #"{"name": "A", "recipeInstructions": ["Prepare.", {"@type": "HowToSection", "name": "Sauce", "itemListElement": ["Stir."]}]}"#),
        RecipeEditCase(
            name: "the source goes where the file has it", file: #"{"name": "A", "url": "https://a.example"}"#,
            edit: { $0.source = "https://b.example" }, expected: #"{"name": "A", "url": "https://b.example"}"#),
        RecipeEditCase(
            name: "a new source is isBasedOn", file: #"{"name": "A"}"#, edit: { $0.source = "https://b.example" },
            expected: #"{"name": "A", "isBasedOn": "https://b.example"}"#),
        RecipeEditCase(
            name: "ingredients under the old name stay there", file: #"{"name": "A", "ingredients": ["salt"]}"#,
            edit: { $0.ingredients = ["salt", "pepper"] }, expected: #"{"name": "A", "ingredients": ["salt", "pepper"]}"#),
        RecipeEditCase(
            name: "an emptied description is taken away", file: #"{"name": "A", "description": "Nice."}"#, edit: { $0.description = "  " },
            expected: #"{"name": "A"}"#),
        RecipeEditCase(
            name: "the dates and identifier", file: #"{"name": "A", "dateModified": "2024-01-01"}"#,
            edit: {
                $0.dateModified = "2025-03-04T10:00:00+01:00"
                $0.identifier = "a-1"
            },
            expected: #"{"name": "A", "dateModified": "2025-03-04T10:00:00+01:00", "identifier": "a-1"}"#),
        RecipeEditCase(
            name: "an image object becomes the path", file: #"{"name": "A", "image": {"@type": "ImageObject", "url": "a.jpg"}}"#,
            edit: { $0.image = "b.jpg" }, expected: #"{"name": "A", "image": "b.jpg"}"#),
    ]

    @Test(arguments: edits)
    func editedFieldsAreWrittenInTheFilesForm(_ example: RecipeEditCase) throws {
        #expect(try edited(example.file, example.edit) == example.expected)
    }

    @Test("every field edited: each reads back, and only those keys differ")
    func everyFieldRoundTrips() throws {
        let bytes = Array(Self.full.utf8)
        let range = try recipeRange(0, in: bytes)
        var recipe = try EditableRecipe.read(objectAt: range, in: bytes)
        recipe.name = "Leek and Potato Soup"
        recipe.categories = ["Soup"]
        recipe.keywords = ["leek", "potato", "winter"]
        recipe.yield = "6 bowls"
        (recipe.prepTime, recipe.cookTime, recipe.totalTime) = (600, 2400, 3000)
        recipe.description = "Thick \"and\" smooth\u{2028}with a \\ in it.\n\nServe hot."
        recipe.source = "https://example.org/soup"
        recipe.ingredients = ["3 leeks", "2 potatoes", "1 l stock"]
        recipe.steps = [RecipeStep(text: "Wash."), RecipeStep(section: "Soup", text: "Chop."), RecipeStep(section: "Soup", text: "Blend.")]
        recipe.image = "soup.jpg"
        recipe.identifier = "soup-2"
        recipe.dateCreated = nil
        recipe.dateModified = "2025-05-06"
        let result = try recipe.written(toObjectAt: range, in: bytes)

        // What reads back is the text as the app cleans every description.
        var expected = recipe
        expected.description = TextCleaning.paragraphs(recipe.description!)
        #expect(EditableRecipe(try JSONTape(bytes: result.bytes).root) == expected)
        let keys = Set(
            structuralDifferences(try parsed(bytes), try parsed(result.bytes)).map { $0.split(separator: "/").first.map(String.init) ?? "" })
        #expect(
            keys == [
                "name", "recipeCategory", "keywords", "recipeYield", "prepTime", "cookTime", "totalTime", "description", "isBasedOn",
                "recipeIngredient", "recipeInstructions", "image", "identifier", "dateCreated", "dateModified",
            ])
        #expect(String(decoding: result.bytes, as: UTF8.self).contains(#"  "@type": "Recipe","#))
    }

    @Test(arguments: [(0, "PT0S"), (59, "PT59S"), (60, "PT1M"), (5400, "PT1H30M"), (93600, "PT26H"), (3601, "PT1H1S")])
    func durationsAreWrittenAsISO8601(seconds: Int, text: String) {
        #expect(ISO8601Duration.text(seconds: seconds) == text)
        #expect(ISO8601Duration.seconds(text) == seconds)
    }
}
