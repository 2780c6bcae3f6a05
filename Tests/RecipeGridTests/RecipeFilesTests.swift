import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// The editor's Save on real files: a JSON recipe differs only in the field edited (and
/// the identifier it gets once), in a file of its own and in a `@graph`; a Cooklang file
/// keeps its markup; a new recipe is `NAME/recipe.json` with its photo; the bundled sample
/// and a file changed on disk are never written over.
@Suite struct RecipeFilesTests {
    /// The recipe named `name` of the cookbook at `root`, as the app loaded it.
    private func recipe(_ name: String, in root: String) throws -> Recipe {
        try #require(try CookbookLoader.load(paths: [root]).recipes.first { $0.name == name })
    }

    /// The editor on `name` with `field` set to `text`: the write its Save asks for.
    private func edit(_ name: String, in root: String, _ field: EditorFieldID, to text: String) throws -> RecipeWrite {
        let recipe = try recipe(name, in: root)
        var editor = try #require(RecipeEditor(RecipeFiles.readForEditing(recipe), recipe: recipe, returnsTo: .grid))
        editor.setText(EditorText(field, text: text), of: field)
        return try editor.write().get()
    }

    private func json(_ path: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? NSDictionary)
    }

    @Test("an edited field is the one change to a file of fields the app does not use, but the identifier it gets once")
    func singleRecipeFile() throws {
        try withScratchFolder { root in
            let path = root + "/soup.json"
            let original = """
                {
                    "@context": "https://schema.org",
                    "@type": "Recipe",
                    "name": "Leek Soup",
                    "recipeYield": 4,
                    "aggregateRating": {"ratingValue": 4.5, "ratingCount": 12},
                    "recipeIngredient": ["2 leeks", "1 l stock"],
                    "x-private": [1, 2, {"keep": true}]
                }

                """
            try original.write(toFile: path, atomically: false, encoding: .utf8)
            let before = try json(path)
            let oldID = try recipe("Leek Soup", in: root).id
            #expect(oldID.hasPrefix("file:"))
            let write = try edit("Leek Soup", in: root, .yield, to: "6")
            #expect(write.identityToKeep == oldID)
            let outcome = RecipeFiles(roots: [root]).write(write)
            guard case .saved(_, _, let renamed, _) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            let after = try json(path)
            let identifier = try #require(after["identifier"] as? String)
            #expect(renamed == [oldID: identifier], "its rating and notes follow it to the new id")
            let changed = Set((after.allKeys as! [String])).symmetricDifference(before.allKeys as! [String])
            #expect(changed == ["identifier"])
            for key in before.allKeys as! [String] where key != "recipeYield" {
                #expect((before[key] as? NSObject) == (after[key] as? NSObject), "\(key)")
            }
            #expect(after["recipeYield"] as? Int == 6, "a number stays a number")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(#""x-private": [1, 2, {"keep": true}]"#), "bytes the edit did not touch stay as they were")
            #expect(try recipe("Leek Soup", in: root).id == identifier, "the recipe is known by its identifier from now on")
        }
    }

    @Test("a recipe of a @graph is edited in place; the other recipe's bytes stay as they were")
    func graph() throws {
        try withScratchFolder { root in
            let path = root + "/two.jsonld"
            let first = ##"{"@type": "Recipe", "@id": "#tart", "name": "Fig Tart", "recipeIngredient": ["6 figs"]}"##
            let second = ##"{"@type": "Recipe", "@id": "#cake", "name": "Plum Cake", "description": "Old."}"##
            try #"{"@context": "https://schema.org", "@graph": [\#(first), \#(second)]}"#.write(toFile: path, atomically: false, encoding: .utf8)
            let write = try edit("Plum Cake", in: root, .description, to: "From my aunt.")
            #expect(write.identityToKeep == nil, "an @id is identity enough")
            guard case .saved = RecipeFiles(roots: [root]).write(write) else {
                Issue.record("not saved")
                return
            }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let edited = ##"{"@type": "Recipe", "@id": "#cake", "name": "Plum Cake", "description": "From my aunt."}"##
            #expect(text == #"{"@context": "https://schema.org", "@graph": [\#(first), \#(edited)]}"#)
        }
    }

    @Test("a Cooklang recipe keeps its markup; its metadata goes to the front matter")
    func cooklang() throws {
        try withScratchFolder { root in
            let path = root + "/Tea.cook"
            try "---\nservings: 2\nsource: me\n---\nBoil @water{500%ml} for ~{5%minutes}.\n".write(toFile: path, atomically: false, encoding: .utf8)
            var write = try edit(
                "Tea", in: root, .cooklang, to: "Boil @water{500%ml} for ~{5%minutes}.\n\nSteep #teapot{} with @tea leaves{2%tsp}.\n")
            #expect(write.target != .newRecipe)
            guard case .saved = RecipeFiles(roots: [root]).write(write) else {
                Issue.record("not saved")
                return
            }
            write = try edit("Tea", in: root, .yield, to: "4")
            guard case .saved = RecipeFiles(roots: [root]).write(write) else {
                Issue.record("not saved")
                return
            }
            #expect(
                try String(contentsOfFile: path, encoding: .utf8)
                    == "---\nservings: 4\nsource: me\n---\nBoil @water{500%ml} for ~{5%minutes}.\n\nSteep #teapot{} with @tea leaves{2%tsp}.\n")
            let read = try recipe("Tea", in: root).detail
            #expect(read.ingredients == ["500 ml water", "2 tsp tea leaves"] && read.yield == "4")
        }
    }

    @Test("a new recipe is NAME/recipe.json with its dates, an identifier and its photo; a second of that name is “NAME 2”")
    func newRecipe() throws {
        try withScratchFolder { root in
            let photo = root + "/scone.jpg"
            try Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]).write(to: URL(fileURLWithPath: photo))
            var fields = EditableRecipe(name: "Scones / Rich", categories: ["Baking"], content: .empty)
            fields.ingredients = ["250 g flour"]
            fields.prepTime = 900
            let files = RecipeFiles(roots: [root])
            let outcome = files.write(RecipeWrite(target: .newRecipe, fields: fields, photo: photo))
            #expect(outcome == .saved(path: root + "/Scones - Rich/recipe.json", change: nil, renamedIDs: [:], note: nil))
            let saved = try json(root + "/Scones - Rich/recipe.json")
            #expect(saved["name"] as? String == "Scones / Rich" && saved["@type"] as? String == "Recipe")
            #expect(saved["recipeCategory"] as? [String] == ["Baking"] || saved["recipeCategory"] as? String == "Baking")
            #expect(saved["recipeIngredient"] as? [String] == ["250 g flour"] && saved["prepTime"] as? String == "PT15M")
            #expect(saved["image"] as? String == "full.jpg" && saved["identifier"] is String)
            #expect(saved["dateCreated"] is String && saved["dateModified"] is String)
            #expect(FileManager.default.contents(atPath: root + "/Scones - Rich/full.jpg") == Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
            #expect(
                files.write(RecipeWrite(target: .newRecipe, fields: fields))
                    == .saved(path: root + "/Scones - Rich 2/recipe.json", change: nil, renamedIDs: [:], note: nil))
            let loaded = try CookbookLoader.load(paths: [root]).recipes.first { $0.sourcePath.hasSuffix("/Scones - Rich/recipe.json") }
            #expect(loaded?.name == "Scones / Rich" && loaded?.imagePath?.hasSuffix("/Scones - Rich/full.jpg") == true)
        }
    }

    @Test("a PNG photo of a new recipe becomes its full.jpg, converted by libjpeg-turbo: the same picture")
    func photoConverted() throws {
        try withScratchFolder { root in
            var files = RecipeFiles(roots: [root])
            files.convertToJPEG = X11JPEG.converted(path:)
            let png = PhotoTests.fixtures + "/half-red.png"
            let outcome = files.write(
                RecipeWrite(target: .newRecipe, fields: EditableRecipe(name: "Red", categories: [], content: .empty), photo: png))
            #expect(outcome == .saved(path: root + "/Red/recipe.json", change: nil, renamedIDs: [:], note: nil))
            let jpeg = root + "/Red/full.jpg"
            #expect((try? FileBytes.read(jpeg).bytes.starts(with: [0xFF, 0xD8, 0xFF])) == true)
            let original = X11PhotoDecoder.decode(PhotoRequest(path: png, width: 16, height: 16))
            let converted = X11PhotoDecoder.decode(PhotoRequest(path: jpeg, width: 16, height: 16))
            #expect(original.pixels.count == converted.pixels.count && !converted.pixels.isEmpty)
            // The fixture is half-transparent red: on a white page it is a light red.
            func difference(_ a: UInt32, _ b: UInt32) -> Int {
                var largest = 0
                for shift: UInt32 in [16, 8, 0] {
                    let onWhite = Int((a >> shift) & 0xFF) + 255 - Int(a >> 24)
                    let other = Int((b >> shift) & 0xFF)
                    largest = max(largest, abs(onWhite - other))
                }
                return largest
            }
            let differences = zip(original.pixels, converted.pixels).map(difference)
            let mean = Double(differences.reduce(0, +)) / Double(max(1, differences.count))
            #expect(mean < 16 && differences.first.map { $0 < 16 } == true && differences.last.map { $0 < 16 } == true, "\(differences)")
            let text = files.write(
                RecipeWrite(
                    target: .newRecipe, fields: EditableRecipe(name: "Text", categories: [], content: .empty), photo: root + "/Red/recipe.json"))
            guard case .failed(let reason) = text else {
                Issue.record("\(text)")
                return
            }
            #expect(reason.hasPrefix("Cannot use the photo"))
            #expect(!FileManager.default.fileExists(atPath: root + "/Text"), "nothing half made is left")
        }
    }

    @Test("folder names: no slash, no leading dot, never . or ..")
    func folderNames() {
        #expect(RecipeFiles.folderName(for: "../../etc") == "-..-etc")
        #expect(RecipeFiles.folderName(for: "..") == "Recipe")
        #expect(RecipeFiles.folderName(for: ".hidden") == "hidden")
        #expect(RecipeFiles.folderName(for: "  ") == "Recipe")
    }

    @Test(
        "nothing is written into the bundled sample (a folder of the user's is asked for and made), nor over a file changed since the editor read it")
    func refusals() throws {
        try withScratchFolder { root in
            let fields = EditableRecipe(name: "Toast", categories: [], content: .empty)
            let sample = RecipeFiles(roots: [root], bundled: root)
            #expect(sample.write(RecipeWrite(target: .newRecipe, fields: fields)) == .needsFolder, "the user is asked for a folder")
            var into = RecipeWrite(target: .newRecipe, fields: fields)
            into.folder = root + "/inside"
            guard case .failed(let reason) = sample.write(into) else {
                Issue.record("written into the sample")
                return
            }
            #expect(reason.contains("~/Recipes"))
            #expect(contents(of: root).isEmpty)
            into.folder = root + "/../" + (root as NSString).lastPathComponent + "-mine/Recipes"
            defer { try? FileManager.default.removeItem(atPath: root + "-mine") }
            #expect(sample.write(into) == .saved(path: root + "-mine/Recipes/Toast/recipe.json", change: nil, renamedIDs: [:], note: nil))
            let path = root + "/toast.json"
            try #"{"@type": "Recipe", "name": "Toast"}"#.write(toFile: path, atomically: false, encoding: .utf8)
            let write = try edit("Toast", in: root, .name, to: "Cheese Toast")
            try #"{"@type": "Recipe", "name": "Toast", "recipeYield": "1"}"#.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(RecipeFiles(roots: [root]).write(write) == .changedOnDisk)
            #expect(try text(of: path) == #"{"@type": "Recipe", "name": "Toast", "recipeYield": "1"}"#)
        }
    }
}
