import Foundation
import TestSupport
import Testing

@testable import RecipeGrid

/// A fresh folder under `base` (the system temporary folder), removed with its contents,
/// permissions restored first, when `body` returns.
func withScratchFolder(in base: String = NSTemporaryDirectory(), _ body: (String) throws -> Void) throws {
    let root = URL(fileURLWithPath: base).appendingPathComponent("RecipeGridTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer {
        chmod(root, 0o700)
        for relative in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] { chmod(root + "/" + relative, 0o700) }
        try? FileManager.default.removeItem(atPath: root)
    }
    try body(root)
}

func contents(of folder: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

func text(of path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

@Suite struct TrashTests {
    /// A Trash in `root`/data, its clock stopped at a known time.
    static func trash(in root: String) -> Trash {
        var trash = Trash(folders: XDGFolders(environment: ["HOME": root, "XDG_DATA_HOME": root + "/data"]))
        trash.now = { Date(timeIntervalSince1970: 1_700_000_000) }
        return trash
    }

    /// The deletion date as the specification writes it, in local time, made another way.
    static var expectedDeletionDate: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test("a file goes to files/, with a .trashinfo naming where it was, percent-encoded, and when")
    func trashesAFile() throws {
        try withScratchFolder { root in
            try FileManager.default.createDirectory(atPath: root + "/my recipes", withIntermediateDirectories: true)
            let original = root + "/my recipes/Crème brûlée #2.json"
            try "{}".write(toFile: original, atomically: false, encoding: .utf8)
            let item = try Self.trash(in: root).moveToTrash(original)
            #expect(!exists(original))
            #expect(item.name == "Crème brûlée #2.json")
            #expect(try text(of: root + "/data/Trash/files/Crème brûlée #2.json") == "{}")
            let encodedRoot = root.replacingOccurrences(of: " ", with: "%20")
            #expect(
                try text(of: root + "/data/Trash/info/Crème brûlée #2.json.trashinfo")
                    == "[Trash Info]\nPath=\(encodedRoot)/my%20recipes/Cr%C3%A8me%20br%C3%BBl%C3%A9e%20%232.json\nDeletionDate=\(Self.expectedDeletionDate)\n"
            )
        }
    }

    @Test(arguments: [
        ("/a/b c/d.json", "/a/b%20c/d.json"), ("/x/ü", "/x/%C3%BC"), ("/%#?&=+;:@,'", "/%25%23%3F%26%3D%2B%3B%3A%40%2C%27"),
        ("/-._~AZaz09", "/-._~AZaz09"), ("/tab\there", "/tab%09here"),
    ])
    func pathsArePercentEncodedAsGioDoes(path: String, encoded: String) {
        #expect(Trash.percentEncoded(path) == encoded)
    }

    @Test("a folder goes to the Trash whole, and comes back whole")
    func trashesAndRestoresAFolder() throws {
        try withScratchFolder { root in
            try FileManager.default.createDirectory(atPath: root + "/Pie/photos", withIntermediateDirectories: true)
            try "{}".write(toFile: root + "/Pie/recipe.json", atomically: false, encoding: .utf8)
            let item = try Self.trash(in: root).moveToTrash(root + "/Pie/")
            #expect(item.originalPath == root + "/Pie")
            #expect(contents(of: root + "/data/Trash/files/Pie") == ["photos", "recipe.json"])
            try item.restore()
            #expect(contents(of: root + "/Pie") == ["photos", "recipe.json"])
            #expect(contents(of: root + "/data/Trash/files").isEmpty && contents(of: root + "/data/Trash/info").isEmpty)
        }
    }

    @Test("names in use are numbered before the first dot, as gio does; a file left without its info is not replaced")
    func nameClashes() throws {
        try withScratchFolder { root in
            let trash = Self.trash(in: root)
            try FileManager.default.createDirectory(atPath: root + "/data/Trash/files", withIntermediateDirectories: true)
            try "orphan".write(toFile: root + "/data/Trash/files/recipe.3.json", atomically: false, encoding: .utf8)
            var names: [String] = []
            for folder in ["a", "b", "c", "d"] {
                try FileManager.default.createDirectory(atPath: root + "/" + folder + "/Pie", withIntermediateDirectories: true)
                try folder.write(toFile: root + "/" + folder + "/recipe.json", atomically: false, encoding: .utf8)
                names.append(try trash.moveToTrash(root + "/" + folder + "/recipe.json").name)
                names.append(try trash.moveToTrash(root + "/" + folder + "/Pie").name)
            }
            #expect(names == ["recipe.json", "Pie", "recipe.2.json", "Pie.2", "recipe.4.json", "Pie.3", "recipe.5.json", "Pie.4"])
            #expect(try text(of: root + "/data/Trash/files/recipe.3.json") == "orphan")
            #expect(try text(of: root + "/data/Trash/files/recipe.4.json") == "c")
            #expect(!contents(of: root + "/data/Trash/info").contains("recipe.3.json.trashinfo"))
        }
    }

    @Test(arguments: [("recipe.json", 2, "recipe.2.json"), ("a.tar.gz", 3, "a.3.tar.gz"), ("Pie", 2, "Pie.2"), (".hidden", 2, ".2.hidden")])
    func numberedNames(name: String, number: Int, numbered: String) {
        #expect(Trash.numbered(name, number) == numbered)
    }

    @Test("restore puts a file back and removes its .trashinfo")
    func restoresAFile() throws {
        try withScratchFolder { root in
            try "pie".write(toFile: root + "/pie.json", atomically: false, encoding: .utf8)
            let item = try Self.trash(in: root).moveToTrash(root + "/pie.json")
            try item.restore()
            #expect(try text(of: root + "/pie.json") == "pie")
            #expect(!exists(item.infoPath) && !exists(item.trashedPath))
        }
    }

    @Test("restore when the name is taken again, or the folder is gone: a clear error, and nothing moves")
    func restoreRefusesToReplace() throws {
        try withScratchFolder { root in
            try FileManager.default.createDirectory(atPath: root + "/book", withIntermediateDirectories: true)
            try "old".write(toFile: root + "/book/pie.json", atomically: false, encoding: .utf8)
            let item = try Self.trash(in: root).moveToTrash(root + "/book/pie.json")
            try "new".write(toFile: root + "/book/pie.json", atomically: false, encoding: .utf8)
            let taken = try #require(throws: FileOperationError.self) { try item.restore() }
            #expect(taken.code == EEXIST)
            #expect(
                taken.message == "Cannot put pie.json back: something named pie.json is in \(root)/book now — rename or move that one, then try again"
            )
            #expect(try text(of: root + "/book/pie.json") == "new")
            #expect(exists(item.trashedPath) && exists(item.infoPath))

            try FileManager.default.removeItem(atPath: root + "/book")
            let gone = try #require(throws: FileOperationError.self) { try item.restore() }
            #expect(gone.code == ENOENT)
            #expect(gone.message.hasPrefix("Cannot put pie.json back: the folder \(root)/book is not there any more"))
            #expect(exists(item.trashedPath) && exists(item.infoPath))
        }
    }

    @Test("a file that is not there: a clear error")
    func missingFile() throws {
        try withScratchFolder { root in
            let error = try #require(throws: FileOperationError.self) { try Self.trash(in: root).moveToTrash(root + "/nothing.json") }
            #expect(error.message == "Cannot move nothing.json to the Trash: it is not there any more")
        }
    }

    @Test("a file in a read-only folder stays, and no .trashinfo is left behind")
    func readOnlyFolder() throws {
        try asUnprivilegedUser(test: "TrashTests/readOnlyFolder") {
            try withScratchFolder { root in
                try FileManager.default.createDirectory(atPath: root + "/locked", withIntermediateDirectories: true)
                try "pie".write(toFile: root + "/locked/pie.json", atomically: false, encoding: .utf8)
                chmod(root + "/locked", 0o500)
                let error = try #require(throws: FileOperationError.self) { try Self.trash(in: root).moveToTrash(root + "/locked/pie.json") }
                #expect(error.code == EACCES)
                #expect(
                    error.message
                        == "Cannot move pie.json to the Trash: the folder \(root)/locked is read-only for you — change its permissions and try again")
                #expect(exists(root + "/locked/pie.json"))
                #expect(contents(of: root + "/data/Trash/info").isEmpty && contents(of: root + "/data/Trash/files").isEmpty)
            }
        }
    }

    static let otherDriveMessage =
        "Cannot move pie.json to the Trash: it is on another drive than your Trash (TRASH), and this version cannot trash files on another drive — it is left where it is"

    @Test("a file on another drive (rename says EXDEV) is not copied: it stays, with a clear error")
    func anotherDriveByInjection() throws {
        try withScratchFolder { root in
            try "pie".write(toFile: root + "/pie.json", atomically: false, encoding: .utf8)
            var trash = Self.trash(in: root)
            trash.move = { _, _ in EXDEV }
            let error = try #require(throws: FileOperationError.self) { try trash.moveToTrash(root + "/pie.json") }
            #expect(error.code == EXDEV)
            #expect(error.message == Self.otherDriveMessage.replacingOccurrences(of: "TRASH", with: trash.folder))
            #expect(try text(of: root + "/pie.json") == "pie")
            #expect(contents(of: root + "/data/Trash/info").isEmpty)
        }
    }

    static var shmIsAnotherDevice: Bool {
        var shm = stat()
        var temporary = stat()
        return stat("/dev/shm", &shm) == 0 && access("/dev/shm", W_OK) == 0 && stat(NSTemporaryDirectory(), &temporary) == 0
            && shm.st_dev != temporary.st_dev
    }

    @Test("a file on another drive, for real: /dev/shm beside a Trash in the temporary folder", .enabled(if: shmIsAnotherDevice))
    func anotherDriveForReal() throws {
        try withScratchFolder { root in
            try withScratchFolder(in: "/dev/shm") { elsewhere in
                try "pie".write(toFile: elsewhere + "/pie.json", atomically: false, encoding: .utf8)
                let trash = Self.trash(in: root)
                let error = try #require(throws: FileOperationError.self) { try trash.moveToTrash(elsewhere + "/pie.json") }
                #expect(error.message == Self.otherDriveMessage.replacingOccurrences(of: "TRASH", with: trash.folder))
                #expect(try text(of: elsewhere + "/pie.json") == "pie")
                #expect(contents(of: root + "/data/Trash/info").isEmpty && contents(of: root + "/data/Trash/files").isEmpty)
            }
        }
    }
}
