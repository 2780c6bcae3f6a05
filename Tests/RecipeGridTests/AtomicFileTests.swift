import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

@Suite struct AtomicFileTests {
    static func mode(of path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test("the new bytes replace the old, the file keeps mode 0640, and no temporary file is left")
    func keepsTheMode() throws {
        try withScratchFolder { root in
            let path = root + "/recipe.json"
            try "old".write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, 0o640)
            try AtomicFile.write(Array("new".utf8), to: path)
            #expect(try text(of: path) == "new")
            #expect(Self.mode(of: path) == 0o640)
            #expect(contents(of: root) == ["recipe.json"])
        }
    }

    @Test("a new file is made as any program makes one: 0666 less the umask")
    func newFileFollowsTheUmask() throws {
        try withScratchFolder { root in
            let mask = umask(0o022)
            defer { umask(mask) }
            try AtomicFile.write(Array("new".utf8), to: root + "/recipe.json")
            #expect(Self.mode(of: root + "/recipe.json") == 0o644)
        }
    }

    @Test("a symbolic link stays a link, and the file it points to gets the bytes")
    func followsALink() throws {
        try withScratchFolder { root in
            try "old".write(toFile: root + "/real.json", atomically: false, encoding: .utf8)
            symlink(root + "/real.json", root + "/link.json")
            try AtomicFile.write(Array("new".utf8), to: root + "/link.json")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link.json") == root + "/real.json")
            #expect(try text(of: root + "/real.json") == "new")
        }
    }

    @Test("a file changed since it was read is not overwritten")
    func refusesAFileChangedMeanwhile() throws {
        try withScratchFolder { root in
            let path = root + "/recipe.json"
            try "old".write(toFile: path, atomically: false, encoding: .utf8)
            let (_, stamp) = try FileBytes.read(path)
            try "changed by another program".write(toFile: path, atomically: false, encoding: .utf8)
            let error = try #require(throws: FileOperationError.self) { try AtomicFile.write(Array("new".utf8), to: path, ifStill: stamp) }
            #expect(error.message == "Cannot save recipe.json: it changed on disk since it was opened — open it again and redo the edit")
            #expect(try text(of: path) == "changed by another program")
            #expect(contents(of: root) == ["recipe.json"])
        }
    }

    @Test("a read-only folder: one clear line, the old file as it was, no temporary file")
    func readOnlyFolder() throws {
        try asUnprivilegedUser(test: "AtomicFileTests/readOnlyFolder") {
            try withScratchFolder { root in
                let path = root + "/recipe.json"
                try "old".write(toFile: path, atomically: false, encoding: .utf8)
                chmod(root, 0o500)
                let error = try #require(throws: FileOperationError.self) { try AtomicFile.write(Array("new".utf8), to: path) }
                #expect(error.code == EACCES)
                #expect(
                    error.message
                        == "Cannot save recipe.json: the folder \(root) is read-only for you — change its permissions, or keep the recipe in another folder"
                )
                #expect(try text(of: path) == "old")
                #expect(contents(of: root) == ["recipe.json"])
            }
        }
    }

    @Test("a folder that is gone: one clear line")
    func missingFolder() throws {
        try withScratchFolder { root in
            let error = try #require(throws: FileOperationError.self) { try AtomicFile.write(Array("new".utf8), to: root + "/gone/recipe.json") }
            #expect(error.message == "Cannot save recipe.json: the folder \(root)/gone is not there any more — open the cookbook again")
        }
    }

    @Test(arguments: [
        (ENOSPC, "the disk is full — free some space and try again"),
        (EDQUOT, "your disk quota is used up — free some space and try again"),
        (EROFS, "/book is on a read-only disk — copy the cookbook to a disk you can write to"),
        (EIO, "Input/output error — try again, or keep the recipe in another folder"),
    ])
    func reasonsSayWhatToDo(code: Int32, reason: String) {
        #expect(AtomicFile.reason(code, folder: "/book") == reason)
    }

    @Test("a full disk, for real where /dev/full is there: the write fails with ENOSPC")
    func fullDisk() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(AtomicFile.writeAll(Array(repeating: 0, count: 4096), to: descriptor) == ENOSPC)
    }

    @Test("an edited recipe written back: the file on disk differs only in the field edited")
    func spliceWrittenBack() throws {
        try withScratchFolder { root in
            let path = root + "/recipes.json"
            let original = "[\n\t{\"name\": \"A\", \"recipeYield\": \"2\"},\n\t{\"name\": \"B\"}\n]\n"
            try original.write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, 0o640)
            let (bytes, stamp) = try FileBytes.read(path)
            let tape = try JSONTape(bytes: bytes)
            let range = SchemaOrgRecipeReader(path: path, folder: root, files: .none).recipeObjects(in: tape.root)[0].node.byteRange
            var recipe = try EditableRecipe.read(objectAt: range, in: bytes)
            recipe.yield = "4"
            try AtomicFile.write(try recipe.written(toObjectAt: range, in: bytes).bytes, to: path, ifStill: stamp)
            #expect(try text(of: path) == original.replacingOccurrences(of: "\"2\"", with: "\"4\""))
            #expect(Self.mode(of: path) == 0o640)
        }
    }
}

/// The bundled cookbook's recipes through the editor's path: read, left alone, renamed.
@Suite struct BundledCookbookSpliceTests {
    static let cookbook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/cookbook").path

    static var files: [String] {
        (FileManager.default.enumerator(atPath: cookbook)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("every bundled recipe: nothing edited rewrites nothing; a new name changes only the name's bytes", arguments: files)
    func bundledRecipes(file: String) throws {
        let bytes = try FileBytes.read(Self.cookbook + "/" + file).bytes
        let objects = SchemaOrgRecipeReader(path: file, folder: "/", files: .none).recipeObjects(in: try JSONTape(bytes: bytes).root)
        #expect(!objects.isEmpty)
        for object in objects {
            let range = object.node.byteRange
            var recipe = try EditableRecipe.read(objectAt: range, in: bytes)
            #expect(try recipe.written(toObjectAt: range, in: bytes).bytes == bytes)
            let oldName = try #require(object.node["name"]).byteRange
            recipe.name += " (mine)"
            let result = try recipe.written(toObjectAt: range, in: bytes)
            let nameEnd = oldName.upperBound - 1 + result.bytes.count - bytes.count
            #expect(result.bytes[..<(oldName.upperBound - 1)] == bytes[..<(oldName.upperBound - 1)])
            #expect(Array(result.bytes[(oldName.upperBound - 1)..<nameEnd]) == Array(" (mine)".utf8))
            #expect(result.bytes[nameEnd...] == bytes[(oldName.upperBound - 1)...])
        }
    }
}
