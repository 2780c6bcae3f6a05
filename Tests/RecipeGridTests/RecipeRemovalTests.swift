import Foundation
import RecipeGridCore
import Testing

@testable import RecipeGrid

/// Recipe ▸ Delete Recipe and Undo Delete on a real folder, with a Trash in a temporary
/// `XDG_DATA_HOME` (README, Using it): files and Nextcloud folders to the Trash, recipes
/// cut out of the JSON files they share and put back byte for byte, refusals that write
/// nothing.
@Suite struct RecipeRemovalTests {
    /// A cookbook folder opened as the app opens it, and read again after each change as
    /// the watch reads it.
    final class OpenCookbook {
        let root: String
        private var reload: CookbookReload
        private(set) var store: CookbookStore
        var removal: RecipeRemoval

        init(_ root: String, scratch: String, bundled: String? = nil, trash: Trash? = nil) throws {
            self.root = root
            let plan = try CookbookLoader.plan(paths: [root])
            let cookbook = try CookbookLoader.load(plan)
            reload = CookbookReload(cookbook: cookbook, plan: plan)
            store = CookbookStore(cookbook)
            removal = RecipeRemoval(trash: trash ?? TrashTests.trash(in: scratch), bundled: bundled)
        }

        func reread() -> (store: CookbookStore, renamedIDs: [String: String])? {
            guard let outcome = reload.next(renames: [:], cache: nil) else { return nil }
            reload = outcome.reload
            guard outcome.changed else { return nil }
            store = CookbookStore(outcome.reload.cookbook)
            return (store, outcome.renamedIDs)
        }

        var names: [String] { store.recipes.map(\.name) }

        func delete(_ names: String...) -> TrashOutcome {
            let indices = names.map { name in store.recipes.firstIndex { $0.name == name }! }
            return removal.delete(indices, of: store, roots: [root], reread: reread)
        }

        func undo(_ outcome: TrashOutcome) -> TrashOutcome { removal.undo(outcome.token ?? -1, reread: reread) }
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// A cookbook of `three` in `recipes.json`: the scratch folder, the file and the cookbook open.
    private func withThreeInOneFile(_ body: (String, String, OpenCookbook) throws -> Void) throws {
        try withScratchFolder { root in
            let file = root + "/cookbook/recipes.json"
            try write(Self.three, to: file)
            try body(root, file, try OpenCookbook(root + "/cookbook", scratch: root))
        }
    }

    private func info(_ root: String, _ name: String) throws -> String { try text(of: root + "/data/Trash/info/\(name).trashinfo") }

    private static let three = """
        [
          {"name": "Apple Pie", "recipeYield": "8"},
          {"name": "Bun", "recipeYield": "12"},
          {"name": "Cake"}
        ]

        """

    @Test("a recipe's own file goes to the Trash with its .trashinfo and comes back byte for byte")
    func singleFile() throws {
        try withScratchFolder { root in
            let pie = root + "/cookbook/Pie.json"
            try write(#"{"name": "Pie", "recipeYield": "6"}"#, to: pie)
            try write(Self.three, to: root + "/cookbook/recipes.json")
            let book = try OpenCookbook(root + "/cookbook", scratch: root)
            let deleted = book.delete("Pie")
            #expect(deleted.failure == nil && deleted.token != nil && deleted.names == ["Pie"])
            #expect(!exists(pie) && deleted.cookbook?.recipes.map(\.name) == ["Apple Pie", "Bun", "Cake"])
            #expect(try text(of: root + "/data/Trash/files/Pie.json") == #"{"name": "Pie", "recipeYield": "6"}"#)
            #expect(try info(root, "Pie.json").contains("Path=\(Trash.percentEncoded(pie))\n"))
            let undone = book.undo(deleted)
            #expect(undone.failure == nil && undone.ids == deleted.ids)
            #expect(try text(of: pie) == #"{"name": "Pie", "recipeYield": "6"}"#)
            #expect(contents(of: root + "/data/Trash/files").isEmpty && contents(of: root + "/data/Trash/info").isEmpty)
            #expect(book.names.contains("Pie"))
        }
    }

    @Test("a Nextcloud recipe folder goes whole, photos and all; a folder holding more gives up only the file")
    func nextcloudFolder() throws {
        try withScratchFolder { root in
            let folder = root + "/cookbook/Pancakes"
            try write(#"{"name": "Pancakes"}"#, to: folder + "/recipe.json")
            for photo in ["full.jpg", "thumb.jpg", "thumb16.jpg"] { try write("jpeg", to: folder + "/" + photo) }
            let shared = root + "/cookbook/Waffles"
            try write(#"{"name": "Waffles"}"#, to: shared + "/recipe.json")
            try write("my notes", to: shared + "/notes.txt")
            let book = try OpenCookbook(root + "/cookbook", scratch: root)
            let deleted = book.delete("Pancakes")
            #expect(deleted.failure == nil && !exists(folder))
            #expect(contents(of: root + "/data/Trash/files/Pancakes") == ["full.jpg", "recipe.json", "thumb.jpg", "thumb16.jpg"])
            #expect(try info(root, "Pancakes").contains("Path=\(Trash.percentEncoded(folder))\n"))
            #expect(book.names == ["Waffles"])
            let waffles = book.delete("Waffles")
            #expect(waffles.failure == nil && contents(of: shared) == ["notes.txt"])
            #expect(exists(root + "/data/Trash/files/recipe.json"))
            _ = book.undo(waffles)
            let undone = book.undo(deleted)
            #expect(undone.failure == nil && contents(of: folder) == ["full.jpg", "recipe.json", "thumb.jpg", "thumb16.jpg"])
            #expect(book.names == ["Pancakes", "Waffles"] && contents(of: shared) == ["notes.txt", "recipe.json"])
        }
    }

    @Test("the cookbook folder itself is never trashed: a recipe.json at its top gives up only the file")
    func cookbookRootKept() throws {
        try withScratchFolder { root in
            try write(#"{"name": "Soup"}"#, to: root + "/cookbook/recipe.json")
            try write(#"{"name": "Stew"}"#, to: root + "/cookbook/stew.json")
            let book = try OpenCookbook(root + "/cookbook", scratch: root)
            #expect(book.delete("Soup").failure == nil)
            #expect(exists(root + "/cookbook") && contents(of: root + "/cookbook") == ["stew.json"])
        }
    }

    @Test("a Cooklang recipe's photo of the same name goes with it, and comes back with it")
    func cooklangPhoto() throws {
        try withScratchFolder { root in
            try write(">> servings: 2\nMix @flour{1%cup}.\n", to: root + "/cookbook/Pie.cook")
            try write("jpeg", to: root + "/cookbook/Pie.jpg")
            try write("jpeg", to: root + "/cookbook/Other.jpg")
            let book = try OpenCookbook(root + "/cookbook", scratch: root)
            let deleted = book.delete("Pie")
            #expect(deleted.failure == nil && contents(of: root + "/cookbook") == ["Other.jpg"])
            #expect(contents(of: root + "/data/Trash/files") == ["Pie.cook", "Pie.jpg"])
            #expect(book.undo(deleted).failure == nil && contents(of: root + "/cookbook") == ["Other.jpg", "Pie.cook", "Pie.jpg"])
        }
    }

    @Test("a recipe cut out of an array: the others' bytes kept, its own in the Trash as a file, the ids after it renumbered; undone byte for byte")
    func cutFromArray() throws {
        try withThreeInOneFile { root, file, book throws in
            let ids = book.store.recipes.map(\.id)
            #expect(ids == ["file:recipes.json#1", "file:recipes.json#2", "file:recipes.json#3"])
            let deleted = book.delete("Bun")
            #expect(deleted.failure == nil)
            #expect(try text(of: file) == "[\n  {\"name\": \"Apple Pie\", \"recipeYield\": \"8\"},\n  {\"name\": \"Cake\"}\n]\n")
            #expect(try text(of: root + "/data/Trash/files/Bun.json") == "{\"name\": \"Bun\", \"recipeYield\": \"12\"}\n")
            #expect(try info(root, "Bun.json").contains("Path=\(Trash.percentEncoded(root + "/cookbook/Bun.json"))\n"))
            #expect(deleted.renamedIDs == ["file:recipes.json#3": "file:recipes.json#2"])
            #expect(book.names == ["Apple Pie", "Cake"])
            let undone = book.undo(deleted)
            #expect(undone.failure == nil && undone.ids == ["file:recipes.json#2"])
            #expect(undone.renamedIDs == ["file:recipes.json#2": "file:recipes.json#3"])
            #expect(try FileBytes.read(file).bytes == Array(Self.three.utf8))
            #expect(contents(of: root + "/data/Trash/files").isEmpty)
            #expect(book.store.recipes.map(\.id) == ids)
        }
    }

    @Test("a recipe cut out of a JSON-LD @graph, and put back byte for byte, tabs and all")
    func cutFromGraph() throws {
        try withScratchFolder { root in
            let file = root + "/cookbook/soups.jsonld"
            let original =
                "{\n\t\"@context\": \"https://schema.org\",\n\t\"@graph\": [\n\t\t{\"@type\": \"Recipe\", \"name\": \"Leek Soup\"},\n\t\t{\"@type\": \"Recipe\", \"name\": \"Pea Soup\"}\n\t]\n}\n"
            try write(original, to: file)
            let book = try OpenCookbook(root + "/cookbook", scratch: root)
            let deleted = book.delete("Pea Soup")
            #expect(deleted.failure == nil)
            #expect(
                try text(of: file)
                    == "{\n\t\"@context\": \"https://schema.org\",\n\t\"@graph\": [\n\t\t{\"@type\": \"Recipe\", \"name\": \"Leek Soup\"}\n\t]\n}\n")
            #expect(book.undo(deleted).failure == nil)
            #expect(try FileBytes.read(file).bytes == Array(original.utf8))
        }
    }

    @Test("a file changed before the undo is not overwritten: the undo says so and the recipe stays in the Trash")
    func changedBeforeUndo() throws {
        try withThreeInOneFile { root, file, book throws in
            let deleted = book.delete("Cake")
            let edited = "[\n  {\"name\": \"Apple Pie\", \"recipeYield\": \"10\"},\n  {\"name\": \"Bun\", \"recipeYield\": \"12\"}\n]\n"
            try write(edited, to: file)
            let undone = book.undo(deleted)
            #expect(
                undone.failure
                    == "Cannot put “Cake” back into recipes.json: the file changed on disk since — nothing was overwritten; it is in the Trash as Cake.json"
            )
            #expect(undone.ids.isEmpty)
            #expect(try text(of: file) == edited)
            #expect(try text(of: root + "/data/Trash/files/Cake.json") == "{\"name\": \"Cake\"}\n")
        }
    }

    @Test("marked recipes of several files go together, and one undo puts them all back")
    func several() throws {
        try withScratchFolder { root in
            try write(#"{"name": "Pie"}"#, to: root + "/cookbook/Pie.json")
            try write(Self.three, to: root + "/cookbook/recipes.json")
            let book = try OpenCookbook(root + "/cookbook", scratch: root)
            let deleted = book.delete("Pie", "Apple Pie", "Cake")
            #expect(deleted.failure == nil && book.names == ["Bun"])
            #expect(contents(of: root + "/data/Trash/files") == ["Apple Pie.json", "Cake.json", "Pie.json"])
            let undone = book.undo(deleted)
            #expect(undone.failure == nil && Set(undone.ids) == Set(deleted.ids))
            #expect(book.names == ["Apple Pie", "Bun", "Cake", "Pie"])
            #expect(try text(of: root + "/cookbook/recipes.json") == Self.three)
        }
    }

    @Test("the bundled sample is never written: the delete is refused and nothing moves")
    func bundledSample() throws {
        try withScratchFolder { root in
            try write(#"{"name": "Pie"}"#, to: root + "/sample/Pie.json")
            let book = try OpenCookbook(root + "/sample", scratch: root, bundled: root + "/sample")
            let refused = book.delete("Pie")
            #expect(refused.token == nil && refused.cookbook == nil)
            #expect(
                refused.failure?.hasPrefix("Cannot delete “Pie”: it is in the sample cookbook, which cannot be changed — copy the folder") == true)
            #expect(exists(root + "/sample/Pie.json") && !exists(root + "/data/Trash"))
        }
    }

    @Test("one recipe of a MealMaster file of many is refused with what to do instead; nothing is written")
    func mealMasterOfMany() throws {
        try withScratchFolder { root in
            let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/mealmaster/classics.mmf").path
            try FileManager.default.createDirectory(atPath: root + "/cookbook", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: fixture, toPath: root + "/cookbook/classics.mmf")
            let before = try FileBytes.read(root + "/cookbook/classics.mmf").bytes
            let book = try OpenCookbook(root + "/cookbook", scratch: root)
            try #require(book.names.count > 1)
            let refused = book.delete(book.names[0])
            let failure = try #require(refused.failure)
            #expect(failure.contains("classics.mmf (a MealMaster file)") && failure.contains("remove it from the file in a text editor"))
            #expect(refused.token == nil)
            #expect(try FileBytes.read(root + "/cookbook/classics.mmf").bytes == before)
            #expect(!exists(root + "/data/Trash"))
        }
    }

    @Test("a failure half-way puts back what was done: a file on another drive leaves the delete undone")
    func failureRollsBack() throws {
        try withScratchFolder { root in
            try write(#"{"name": "Apple"}"#, to: root + "/cookbook/a.json")
            try write(#"{"name": "Bun"}"#, to: root + "/cookbook/b.json")
            var trash = TrashTests.trash(in: root)
            trash.move = { from, to in from.hasSuffix("/b.json") ? EXDEV : Trash.moveWithoutReplacing(from, to) }
            let book = try OpenCookbook(root + "/cookbook", scratch: root, trash: trash)
            let failed = book.delete("Apple", "Bun")
            #expect(failed.token == nil && failed.failure?.contains("it is on another drive than your Trash") == true)
            #expect(contents(of: root + "/cookbook") == ["a.json", "b.json"] && contents(of: root + "/data/Trash/files").isEmpty)
            #expect(book.names == ["Apple", "Bun"])
        }
    }

    @Test("a file changed since it was read is not cut: try again once it is read anew")
    func changedBeforeCut() throws {
        try withThreeInOneFile { root, file, book throws in
            try write(Self.three.replacingOccurrences(of: "\"8\"", with: "\"9\""), to: file)
            let refused = book.delete("Bun")
            #expect(refused.failure == "Cannot delete “Bun”: recipes.json changed on disk since it was read — try again in a moment")
            #expect(try text(of: file).contains("\"9\""))
            #expect(!exists(root + "/data/Trash"))
        }
    }

    @Test("a recipe's own copy is named after it, with what a file name cannot hold replaced")
    func copyNames() {
        #expect(RecipeRemoval.fileName(for: "Mac & Cheese") == "Mac & Cheese.json")
        #expect(RecipeRemoval.fileName(for: "Salt/Pepper Wings") == "Salt-Pepper Wings.json")
        #expect(RecipeRemoval.fileName(for: " .hidden") == "recipe.hidden.json")
    }
}
