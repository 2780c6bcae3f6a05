import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Recipe ids that do not depend on load order: a rating or servings never pass from
/// one recipe to another when files come, go or are renamed.
struct RecipeIdentityTests {
    @Test("a recipe's id is its file inside the folder and its place, whatever other files come, go or move")
    func idsDoNotDependOnOtherFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Soups/Leek/recipe.json", #"{"name": "Soup"}"#)
        try folder.write("b.cook", ">> title: Soup\n@salt")
        func ids() throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try CookbookLoader.load(paths: [folder.path]).recipes.map { ($0.sourcePath, $0.id) })
        }
        let before = try ids()
        #expect(Set(before.values) == ["file:Soups/Leek/recipe.json#1", "file:b.cook#1"])
        // A recipe of the same name before them in load order, and one renamed: nobody else's id moves.
        try folder.write("a.json", #"{"name": "Soup"}"#)
        try FileManager.default.moveItem(atPath: folder.path + "/b.cook", toPath: folder.path + "/c.cook")
        let after = try ids()
        #expect(after[folder.path + "/Soups/Leek/recipe.json"] == "file:Soups/Leek/recipe.json#1")
        #expect(after[folder.path + "/a.json"] == "file:a.json#1")
        #expect(after[folder.path + "/c.cook"] == "file:c.cook#1")
    }
}
