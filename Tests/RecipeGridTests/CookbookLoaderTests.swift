import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// A fresh folder under the system's temporary directory, for cookbooks written by a test.
struct TemporaryFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("recipegrid-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `relativePath`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Loads `json` written to a single file and returns the cookbook and the file's path.
/// Loads `json` as a file, and reads each recipe's detail before the file goes away.
private func loadFile(_ json: String, name: String = "recipes.json") throws -> (Cookbook, String) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(name, json)
    var cookbook = try CookbookLoader.load(paths: [file])
    for index in cookbook.recipes.indices {
        cookbook.recipes[index].content = .held(CookbookLoader.content(of: cookbook.recipes[index]))
    }
    return (cookbook, file)
}

@Suite struct CookbookLoaderTests {
    @Test func readsOneRecipeObjectWithItsFields() throws {
        let (cookbook, file) = try loadFile(
            """
            {"@context": "https://schema.org", "@type": "Recipe", "@id": "pie-1",
             "name": "  Apple   Pie ", "description": "Flaky.\\n\\n\\nSweet &amp; tart.",
             "recipeCategory": "Dessert", "recipeIngredient": ["6 apples", 2, " 1  crust "],
             "recipeInstructions": "Peel the apples.\\n\\nBake.\\n",
             "totalTime": "PT1H30M", "prepTime": "PT30M", "cookTime": "PT1H",
             "recipeYield": 8, "keywords": "fruit, baking", "unknownField": {"x": 1}}
            """)
        let recipe = try #require(cookbook.recipes.first)
        #expect(cookbook.recipes.count == 1)
        #expect(cookbook.problems.isEmpty)
        #expect(recipe.id == "pie-1")
        #expect(recipe.name == "Apple Pie")
        #expect(recipe.sortKey == "apple pie")
        #expect(recipe.detail.summary == "Flaky.\n\nSweet & tart.")
        #expect(recipe.categories == ["Dessert"])
        #expect(recipe.detail.ingredients == ["6 apples", "2", "1 crust"])
        #expect(recipe.detail.steps == [RecipeStep(section: nil, text: "Peel the apples."), RecipeStep(section: nil, text: "Bake.")])
        #expect(recipe.detail.totalTime == 5400)
        #expect(recipe.detail.prepTime == 1800)
        #expect(recipe.detail.cookTime == 3600)
        #expect(recipe.detail.yield == "8")
        #expect(recipe.detail.keywords == ["fruit", "baking"])
        #expect(recipe.emoji == "🥧")
        #expect(recipe.imagePath == nil)
        #expect(recipe.sourcePath == file)
    }

    @Test func readsAnArrayOfRecipesAndKeysThoseWithoutIDByTheirFileAndPlace() throws {
        let (cookbook, _) = try loadFile(
            #"[{"@type": "Recipe", "name": "Crème Soup"}, {"@type": "Recipe", "name": "Bread", "identifier": "b-7"}]"#)
        #expect(cookbook.recipes.map(\.name) == ["Bread", "Crème Soup"])
        #expect(cookbook.recipes.map(\.id) == ["b-7", "file:recipes.json#1"])
    }

    @Test func findsRecipesInAJSONLDGraphAndSkipsOtherNodes() throws {
        let (cookbook, _) = try loadFile(
            """
            {"@context": "https://schema.org", "@graph": [
              {"@type": "WebSite", "name": "Cooking Site"},
              {"@type": "Person", "name": "Ann"},
              {"@type": ["Recipe", "NewsArticle"], "name": "Typed Twice"},
              [{"@type": "schema:Recipe", "name": "Nested In Array"}],
              {"@type": "WebPage", "name": "Page", "mainEntity": {"@type": "http://schema.org/Recipe", "name": "Main Entity"}},
              {"name": "Untyped In Graph"}
            ]}
            """, name: "page.jsonld")
        #expect(cookbook.recipes.map(\.name) == ["Main Entity", "Nested In Array", "Typed Twice"])
        #expect(cookbook.problems.isEmpty)
    }

    @Test func searchesFoldersRecursivelyForJSONAndJSONLDOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.json", #"{"@type": "Recipe", "name": "Top"}"#)
        try folder.write("desserts/cakes/b.jsonld", #"{"@type": "Recipe", "name": "Deep"}"#)
        try folder.write("desserts/C.JSON", #"{"@type": "Recipe", "name": "Upper Case Extension"}"#)
        try folder.write("desserts/notes.txt", #"{"@type": "Recipe", "name": "Not A Cookbook File"}"#)
        try folder.write(".hidden/d.json", #"{"@type": "Recipe", "name": "In Hidden Folder"}"#)
        try folder.write("desserts/.e.json", #"{"@type": "Recipe", "name": "Hidden File"}"#)
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        #expect(cookbook.recipes.map(\.name) == ["Deep", "Top", "Upper Case Extension"])
        #expect(
            cookbook.recipes.map(\.sourcePath).sorted() == [
                folder.path + "/a.json", folder.path + "/desserts/C.JSON", folder.path + "/desserts/cakes/b.jsonld",
            ])
    }

    @Test func survivesASymbolicLinkLoopAndLoadsEachFileOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sub/a.json", #"{"@type": "Recipe", "name": "Once"}"#)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sub/loop", withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: folder.path + "/sub/a.json")
        let cookbook = try CookbookLoader.load(paths: [folder.path, folder.path + "/sub"])
        #expect(cookbook.recipes.map(\.name) == ["Once"])
    }

    @Test func readsStringHowToStepAndHowToSectionInstructions() throws {
        let (cookbook, _) = try loadFile(
            """
            [{"name": "Strings", "recipeInstructions": ["Mix.", "  Rest\\n overnight. ", ""]},
             {"name": "Steps", "recipeInstructions": [
               {"@type": "HowToStep", "text": "Whisk the eggs."},
               {"@type": "HowToStep", "name": "Only a name"}]},
             {"name": "Sections", "recipeInstructions": [
               {"@type": "HowToSection", "name": "Dough", "itemListElement": [
                 {"@type": "HowToStep", "text": "Knead."}, "Proof."]},
               {"@type": "HowToSection", "name": "Filling", "itemListElement": {"@type": "HowToStep", "text": "Stir."}},
               {"@type": "HowToStep", "text": "Serve."}]}]
            """)
        let steps = Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0.detail.steps) })
        #expect(steps["Strings"] == [RecipeStep(section: nil, text: "Mix."), RecipeStep(section: nil, text: "Rest overnight.")])
        #expect(steps["Steps"] == [RecipeStep(section: nil, text: "Whisk the eggs."), RecipeStep(section: nil, text: "Only a name")])
        #expect(
            steps["Sections"] == [
                RecipeStep(section: "Dough", text: "Knead."), RecipeStep(section: "Dough", text: "Proof."),
                RecipeStep(section: "Filling", text: "Stir."), RecipeStep(section: nil, text: "Serve."),
            ])
    }

    @Test func readsCategoriesFromAStringAListOrCommaSeparated() throws {
        let (cookbook, _) = try loadFile(
            """
            [{"name": "A", "recipeCategory": "Dessert"},
             {"name": "B", "recipeCategory": ["Main Course", "Vegetarian"]},
             {"name": "C", "recipeCategory": "Baking, dessert,  Breakfast "},
             {"name": "D", "recipeCategory": "All Recipes"}, {"name": "E", "recipeCategory": "all recipes"}]
            """)
        let categories = Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0.categories) })
        #expect(categories["A"] == ["Dessert"])
        #expect(categories["B"] == ["Main Course", "Vegetarian"])
        #expect(categories["C"] == ["Baking", "dessert", "Breakfast"])
        #expect(cookbook.categories == ["Baking", "Breakfast", "Dessert", "Main Course", "Vegetarian"])
    }

    @Test func resolvesLocalImagesAndIgnoresWebImages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "book/recipes.json",
            """
            [{"name": "Relative", "image": "photos/../pics/pie.jpg"},
             {"name": "File URL", "image": "file:///srv/photos/my%20soup.png"},
             {"name": "Web", "image": "https://example.com/a.jpg"},
             {"name": "Object", "image": {"@type": "ImageObject", "url": "obj.jpg"}},
             {"name": "Content URL", "image": {"@type": "ImageObject", "contentUrl": "/abs/c.jpg"}},
             {"name": "List", "image": ["http://example.com/a.jpg", "local.jpg"]}]
            """)
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        let images = Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0.imagePath) })
        let book = URL(fileURLWithPath: folder.path + "/book").standardizedFileURL.path
        #expect(images["Relative"] == book + "/pics/pie.jpg")
        #expect(images["File URL"] == "/srv/photos/my soup.png")
        #expect(images["Web"] == .some(nil))
        #expect(images["Object"] == book + "/obj.jpg")
        #expect(images["Content URL"] == "/abs/c.jpg")
        #expect(images["List"] == book + "/local.jpg")
    }

    @Test func reportsASyntaxErrorWithLineAndColumnAndLoadsTheOtherFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("good.json", #"{"@type": "Recipe", "name": "Good"}"#)
        let broken = try folder.write("broken.json", "{\n  \"@type\": \"Recipe\",\n  \"name\": \"Bad\",,\n}\n")
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        #expect(cookbook.recipes.map(\.name) == ["Good"])
        let problem = try #require(cookbook.problems.first)
        #expect(cookbook.problems.count == 1)
        #expect(problem.path == broken)
        #expect(problem.line == 3)
        #expect(problem.column == 17)
        #expect(problem.description == "\(broken):3:17: invalid JSON: invalid value")
    }

    @Test func countsColumnsInCharactersAfterAByteOrderMark() throws {
        let (cookbook, _) = try loadFile("\u{FEFF}{\"name\": \"Crème\" \"x\": 1}")
        let problem = try #require(cookbook.problems.first)
        #expect(problem.line == 1)
        #expect(problem.column == 18)
    }

    @Test func pointsATruncatedFileAtItsEnd() throws {
        let (cookbook, file) = try loadFile("[{\"name\": \"Cut\"},\n {\"name\": \"Off\"\n\n")
        #expect(cookbook.recipes.isEmpty)
        #expect(cookbook.problems.map(\.description) == ["\(file):2:16: invalid JSON: unexpected end of file during JSON parse"])
    }

    @Test func skipsARecipeWithoutANameAndLoadsTheRest() throws {
        let (cookbook, file) = try loadFile(
            #"[{"@type": "Recipe", "name": "Kept"}, {"@type": "Recipe", "name": "  "}, {"@type": "Recipe"}]"#)
        #expect(cookbook.recipes.map(\.name) == ["Kept"])
        #expect(
            cookbook.problems == [
                LoadProblem(path: file, message: "recipe #2 has no name"),
                LoadProblem(path: file, message: "recipe #3 has no name"),
            ])
        #expect(cookbook.problems[0].description == "\(file): recipe #2 has no name")
    }

    @Test func throwsForAPathThatDoesNotExist() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/book.json"
        #expect(throws: CookbookPathError(path: missing, reason: "No such file or directory")) {
            try CookbookLoader.load(paths: [missing])
        }
        #expect(
            CookbookPathError(path: "x", reason: "No such file or directory").message
                == "cannot read cookbook 'x': No such file or directory")
    }

    @Test func sortsByFoldedNameThenNameThenID() throws {
        let (cookbook, _) = try loadFile(
            """
            [{"name": "Fish Tacos"}, {"name": "Éclair"}, {"name": "Dumplings"}, {"name": "Banana"},
             {"name": "apple", "@id": "2"}, {"name": "Apple", "@id": "3"}, {"name": "apple", "@id": "1"}]
            """)
        #expect(cookbook.recipes.map(\.name) == ["Apple", "apple", "apple", "Banana", "Dumplings", "Éclair", "Fish Tacos"])
        #expect(cookbook.recipes.prefix(3).map(\.id) == ["3", "1", "2"])
    }

    @Test func givesRecipesOfACategoryInSortedOrder() throws {
        let (cookbook, _) = try loadFile(
            """
            [{"name": "Cake", "recipeCategory": "Dessert"}, {"name": "Stew", "recipeCategory": "Main"},
             {"name": "Apple Pie", "recipeCategory": ["Dessert", "dessert"]}, {"name": "Crème", "recipeCategory": "DESSERT"}]
            """)
        #expect(cookbook.categories == ["Dessert", "Main"])
        #expect(cookbook.recipeIndices(inCategory: nil) == [0, 1, 2, 3])
        #expect(cookbook.recipeIndices(inCategory: "Dessert").map { cookbook.recipes[$0].name } == ["Apple Pie", "Cake", "Crème"])
        #expect(cookbook.recipeIndices(inCategory: "Main") == [3])
        #expect(cookbook.recipeIndices(inCategory: "Nope") == [])
    }

    @Test func keepsTheCategoryIndexInStepWithTheRecipes() {
        func recipe(_ name: String, _ categories: [String]) -> Recipe {
            Recipe(
                id: name, name: name, categories: categories, ingredients: [], steps: [], imagePath: nil, summary: nil,
                totalTime: nil, prepTime: nil, cookTime: nil, yield: nil, keywords: [], emoji: "🍽️",
                sortKey: TextFolding.fold(name), sourcePath: "/x.json")
        }
        var cookbook = Cookbook(recipes: [recipe("A", ["Soup"]), recipe("B", ["Main"])], categories: ["Main", "Soup"])
        #expect(cookbook.recipeIndices(inCategory: "soup") == [0])
        cookbook.recipes.append(recipe("C", ["Soup"]))
        #expect(cookbook.recipeIndices(inCategory: "Soup") == [0, 2])
        #expect(cookbook.categories == ["Main", "Soup"])
    }

    @Test func makesSharedIDsUnique() throws {
        let (cookbook, _) = try loadFile(
            #"[{"name": "A", "@id": "same"}, {"name": "B", "@id": "same"}, {"name": "C", "@id": "same"}]"#)
        #expect(cookbook.recipes.map(\.id) == ["same", "same#2", "same#3"])
    }

    @Test func cleansTextAndToleratesOddValueTypes() throws {
        let (cookbook, _) = try loadFile(
            """
            {"name": "Mac &amp; Cheese &#39;n&#x27; Peas &bogus; & more", "recipeYield": ["4 servings", "4"],
             "recipeIngredient": [1.5, true, null, {"@value": "salt"}], "keywords": ["Quick", "quick", " Easy "],
             "totalTime": "junk", "description": ""}
            """)
        let recipe = try #require(cookbook.recipes.first)
        #expect(recipe.name == "Mac & Cheese 'n' Peas &bogus; & more")
        #expect(recipe.detail.yield == "4 servings")
        #expect(recipe.detail.ingredients == ["1.5", "salt"])
        #expect(recipe.detail.keywords == ["Quick", "Easy"])
        #expect(recipe.detail.totalTime == nil)
        #expect(recipe.detail.summary == nil)
        #expect(recipe.emoji == "🍝")
    }

    @Test func setsAnEmojiOnEveryRecipe() throws {
        let (cookbook, _) = try loadFile(
            #"[{"name": "Tomato Soup"}, {"name": "Grandma's Special", "recipeCategory": "Salads"}, {"name": "Mystery"}]"#)
        #expect(cookbook.recipes.map(\.emoji) == ["🥗", "🍽️", "🍲"])
    }

    @Test func readsALargeFileCompletelyAndInFileOrder() throws {
        let entries = (1...1000).map { $0 % 100 == 0 ? #"{"name": " "}"# : #"{"name": "Recipe \#($0)"}"# }
        let (cookbook, _) = try loadFile("[" + entries.joined(separator: ",") + "]")
        #expect(cookbook.recipes.count == 990)
        #expect(Set(cookbook.recipes.map(\.id)).count == 990)
        #expect(cookbook.recipes.first { $0.name == "Recipe 7" }?.id == "file:recipes.json#7")
        #expect(cookbook.problems.map(\.message) == (1...10).map { "recipe #\($0 * 100) has no name" })
    }

    @Test func readsManyFilesAndReportsTheirProblemsInFileOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for number in 1...60 {
            let json = number % 20 == 0 ? "{ broken" : #"{"@type": "Recipe", "name": "Dish \#(number)"}"#
            try folder.write(String(format: "%02d/recipe.json", number), json)
        }
        let cookbook = try CookbookLoader.load(paths: [folder.path + "/"])
        #expect(cookbook.recipes.count == 57)
        #expect(cookbook.problems.map(\.path) == [20, 40, 60].map { folder.path + "/\($0)/recipe.json" })
    }

    @Test func readsANamedFileWhateverItsExtension() throws {
        let (cookbook, _) = try loadFile(#"{"@type": "Recipe", "name": "Exported"}"#, name: "export.txt")
        #expect(cookbook.recipes.map(\.name) == ["Exported"])
    }

    @Test(.timeLimit(.minutes(10))) func skipsSpecialFilesInAFolderRatherThanBlockOnThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.json", #"{"@type": "Recipe", "name": "Plain"}"#)
        #expect(mkfifo(folder.path + "/pipe.json", 0o644) == 0)
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        #expect(cookbook.recipes.map(\.name) == ["Plain"])
        #expect(cookbook.problems.map(\.description) == ["\(folder.path)/pipe.json: not a regular file (a FIFO)"])
    }

    @Test func describesProblemsAsPathLineColumnMessage() {
        #expect(LoadProblem(path: "a.json", message: "bad", line: 3, column: 7).description == "a.json:3:7: bad")
        #expect(LoadProblem(path: "a.json", message: "bad", line: 3).description == "a.json:3: bad")
        #expect(LoadProblem(path: "a.json", message: "bad").description == "a.json: bad")
    }

    @Test func keepsOnlyTheTileInMemoryAndReadsTheDetailFromTheFileWhenAsked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            "book.json",
            """
            [{"name": "Soup", "recipeIngredient": ["1 leek"], "recipeInstructions": "Simmer."},
             {"name": "Tart", "recipeIngredient": ["2 pears", "1 crust"], "description": "Crisp."}]
            """)
        let cookbook = try CookbookLoader.load(paths: [file])
        let tart = try #require(cookbook.recipes.last)
        guard case .inFile(let bytes, _) = tart.content else {
            Issue.record("the detail is held in memory")
            return
        }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(String(Array(text.utf8)[bytes].map { Character(Unicode.Scalar($0)) }).hasPrefix(#"{"name": "Tart""#))
        #expect(tart.detail.ingredients == ["2 pears", "1 crust"])
        #expect(tart.detail.summary == "Crisp.")
        #expect(cookbook.recipes.first?.detail.steps == [RecipeStep(section: nil, text: "Simmer.")])
    }

    @Test func aDetailWhoseFileChangedSinceLoadingSaysSoInsteadOfShowingAnotherRecipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("book.json", #"[{"name": "Soup", "recipeIngredient": ["1 leek"]}]"#)
        let soup = try #require(try CookbookLoader.load(paths: [file]).recipes.first)
        try folder.write("book.json", #"[{"name": "Cake", "recipeIngredient": ["3 eggs", "1 cup flour"]}]"#)
        #expect(soup.detail.ingredients.isEmpty)
        #expect(soup.detail.summary?.contains("changed or went away") == true)
        try FileManager.default.removeItem(atPath: file)
        #expect(soup.detail.summary?.contains(file) == true)
    }

    @Test func refusesAFileLargerThanACookbookCanBeBeforeReadingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path + "/huge.json"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        #expect(truncate(file, off_t(FileBytes.largestCookbookFile + 1)) == 0)
        #expect(throws: CookbookPathError(path: file, reason: "the file is 1024 MB, larger than a cookbook file can be (1 GB)")) {
            try CookbookLoader.load(paths: [file])
        }
    }
}
