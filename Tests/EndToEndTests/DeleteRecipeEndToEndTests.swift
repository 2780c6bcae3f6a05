import Foundation
import Testing

/// Recipe ▸ Delete Recipe and Undo Delete by real keys (README, Using it): Delete on the
/// grid moves the recipe to the freedesktop Trash in the session's `XDG_DATA_HOME`, the
/// selection goes to its neighbour and a toast offers Undo; Ctrl+Z puts the file back byte
/// for byte and selects the recipe again. Delete on the rating control still only clears it.
@Suite("Delete Recipe end to end")
struct DeleteRecipeEndToEndTests {
    private func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    private func trash(_ app: AppSession) -> URL { app.directory.appendingPathComponent("xdg-data/Trash") }

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test("a recipe's own file: Delete trashes it with its .trashinfo, Ctrl+Z brings it back byte for byte")
    func deleteAndUndoAFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pie = folder.appendingPathComponent("aardvark.json")
        let original = Data("{\n  \"name\": \"Aardvark Pie\",\n  \"recipeIngredient\": [\"1 crust\"]\n}\n".utf8)
        try original.write(to: pie)
        try withRecipeGrid(cookbookDirectory: folder) { app in
            try app.press("Home", .control)
            try #require(try app.press("Right").selection == "Aardvark Pie")

            let deleted = try app.press("Delete")
            #expect(deleted.selection == "Apple Pie" && deleted.selectionIndex == 1, "the neighbour after it is selected: \(deleted)")
            #expect(deleted.focus == "grid" && deleted.screen == "grid", "\(deleted)")
            #expect(deleted.toast == "Moved “Aardvark Pie” to the Trash — Ctrl+Z undoes", "\(deleted)")
            #expect(!exists(pie), "the file left the cookbook folder")
            let trashed = trash(app).appendingPathComponent("files/aardvark.json")
            #expect(try bytes(trashed) == original)
            let info = try String(contentsOf: trash(app).appendingPathComponent("info/aardvark.json.trashinfo"), encoding: .utf8)
            #expect(info.hasPrefix("[Trash Info]\nPath=") && info.contains("/aardvark.json\nDeletionDate="), "\(info)")
            #expect(info.contains(pie.path.replacingOccurrences(of: " ", with: "%20")), "\(info)")

            let undone = try app.press("z", .control)
            #expect(undone.selection == "Aardvark Pie" && undone.selectionIndex == 1, "the recipe put back is selected again: \(undone)")
            #expect(undone.toast == "Put back “Aardvark Pie”", "\(undone)")
            #expect(try bytes(pie) == original)
            #expect(!exists(trashed) && !exists(trash(app).appendingPathComponent("info/aardvark.json.trashinfo")))
        }
    }

    @Test("a recipe cut out of the file it shares: the others keep their ratings, Ctrl+Z writes the file back byte for byte")
    func cutAndUndo() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withRecipeGrid(cookbookDirectory: folder) { app in
            let recipes = folder.appendingPathComponent("recipes.json")
            let original = try bytes(recipes)
            try #require(try app.type("m").selection == "Mushroom Risotto")
            try app.press("Return")
            try app.press("Tab")
            try #require(try app.press("3").rating == "delicious")
            try app.press("Escape")
            try #require(try app.type("l").selection == "Lasagna")

            let deleted = try app.press("Delete")
            #expect(deleted.selection == "Mushroom Risotto" && deleted.rating == "delicious", "the rating follows its recipe: \(deleted)")
            #expect(deleted.toast == "Moved “Lasagna” to the Trash — Ctrl+Z undoes", "\(deleted)")
            let cut = try String(contentsOf: recipes, encoding: .utf8)
            #expect(!cut.contains("\"Lasagna\"") && cut.contains("\"Mushroom Risotto\"") && cut.contains("\"Hummus\""))
            let copy = try String(contentsOf: trash(app).appendingPathComponent("files/Lasagna.json"), encoding: .utf8)
            #expect(copy.contains("\"Lasagna\""), "the recipe itself waits in the Trash as a file: \(copy)")

            let undone = try app.press("z", .control)
            #expect(undone.selection == "Lasagna" && undone.isNull("rating"), "\(undone)")
            #expect(try bytes(recipes) == original)
            #expect(try app.press("Right").rating == "delicious")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: trash(app).appendingPathComponent("files").path)) == [])
        }
    }

    @Test("Delete on the rating control clears the rating and deletes nothing")
    func deleteOnTheRating() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withRecipeGrid(cookbookDirectory: folder) { app in
            let recipes = folder.appendingPathComponent("recipes.json")
            let original = try bytes(recipes)
            try #require(try app.type("p").selection == "Pad Thai")
            try app.press("Return")
            try app.press("Tab")
            try #require(try app.press("2").rating == "yummy")
            let cleared = try app.press("Delete")
            #expect(cleared.isNull("rating") && cleared.focus == "detail.rating" && cleared.screen == "detail", "\(cleared)")
            #expect(cleared.isNull("toast"), "\(cleared)")
            #expect(try bytes(recipes) == original && !exists(trash(app)))
            let back = try app.press("Escape")
            #expect(back.selection == "Pad Thai" && back.selectionIndex == 14, "\(back)")
        }
    }
}
