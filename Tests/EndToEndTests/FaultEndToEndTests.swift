import CX11
import Foundation
import Testing

/// The faults a desktop program meets: a dying X server, a data dir on a disk
/// that is read-only, full or not a folder, and a state file that is not what it should be.
@Suite("Faults")
struct FaultEndToEndTests {
    /// The state file's JSON, or nil when there is none.
    static func savedState(in data: URL) throws -> [String: Any]? {
        guard let bytes = FileManager.default.contents(atPath: data.appendingPathComponent("state.json").path) else { return nil }
        return try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any], "state.json is a JSON object")
    }

    static func ratings(in data: URL) throws -> [String: String] {
        (try savedState(in: data)?["ratings"] as? [String: String]) ?? [:]
    }

    /// Opens the selected recipe, focuses its rating and presses `digit`; returns its line.
    @discardableResult
    static func rate(_ app: AppSession, _ digit: String) throws -> TraceLine {
        if app.trace.latest?.screen != "detail" { try app.press("Return") }
        if app.trace.latest?.focus != "detail.rating" { try #require(try app.press("Tab").focus == "detail.rating") }
        return try app.press(digit)
    }

    // MARK: The X server goes away

    @Test func losingTheXServerEndsTheAppWithOneLineAndEveryChangeSaved() throws {
        let home = try PersistenceEndToEndTests.Home()
        try home.run { app in
            try #require(try Self.rate(app, "2").rating == "yummy")
            try #require(try app.press("g", .control).grocery?.count == 3)

            // The test's own connection goes first: Xlib would end this process too.
            app.connection.close()
            kill(try #require(app.server.processID, "a private Xvfb to kill"), SIGKILL)
            let outcome = try app.waitForExit()
            #expect(outcome.exitStatus == 1, "\(outcome)")
            let lines = outcome.stderr.split(separator: "\n")
            #expect(lines.count == 1, "one line: \(outcome.stderr)")
            #expect(lines.first?.hasPrefix("recipegrid: lost the connection to the X display") == true, "\(outcome.stderr)")
            #expect(try Self.ratings(in: home.data).values.sorted() == ["yummy"])
        }
        try home.run { app in
            #expect(app.start.grocery?.count == 3, "the grocery list is back: \(app.start)")
            try #expect(app.press("Return").rating == "yummy", "the rating is back")
        }
    }

    // MARK: Bad cookbook files

    @Test func badFilesBesideGoodOnesAreNamedOnStderrAndTheGoodOnesLoad() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cookbook = folder.appendingPathComponent("cookbook")
        try FileManager.default.createDirectory(at: cookbook, withIntermediateDirectories: true)
        let bad: [(name: String, reason: String)] = [
            ("broken.json", "unexpected end of file during JSON parse"),
            ("empty.json", "the file is empty"),
            ("huge.json", "the file is 2048 MB, larger than a cookbook file can be (1 GB)"),
            ("pipe.json", "not a regular file (a FIFO)"),
            ("wide.json", "the file is UTF-16 or UTF-32"),
        ]
        try Data("{".utf8).write(to: cookbook.appendingPathComponent("broken.json"))
        try Data().write(to: cookbook.appendingPathComponent("empty.json"))
        try Data().write(to: cookbook.appendingPathComponent("huge.json"))
        try #require(truncate(cookbook.appendingPathComponent("huge.json").path, 2 << 30) == 0)
        try #require(mkfifo(cookbook.appendingPathComponent("pipe.json").path, 0o644) == 0)
        try Data([0xFF, 0xFE, UInt8(ascii: "["), 0, UInt8(ascii: "]"), 0]).write(to: cookbook.appendingPathComponent("wide.json"))

        try withRecipeGrid(cookbookDirectory: cookbook) { app in
            #expect(app.start.selection == TestCookbook.names[0], "the good file loads: \(app.start)")
            let lines = app.app.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == bad.count, "one line per bad file: \(lines)")
            for file in bad {
                let named = lines.filter { $0.hasPrefix("recipegrid: skipped \(cookbook.path)/\(file.name):") }
                #expect(named.count == 1 && named[0].contains(file.reason), "\(file.name): \(lines)")
            }
        }
    }

    // MARK: Disk trouble

    @Test func aReadOnlyDataDirIsNamedAtStartAndTheChangesAreSavedOnceItIsWritable() throws {
        guard let disk = try ScratchFileSystem.mount(kilobytes: 256) else {
            print("skipped: mounting a read-only tmpfs needs root")
            return
        }
        defer { disk.unmount() }
        let data = disk.root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        try disk.setReadOnly(true)

        try withRecipeGrid(dataDirectory: data) { app in
            let toast = try #require(app.start.toast, "the start names the problem: \(app.start)")
            #expect(toast.contains("Read-only file system"), "\(toast)")

            let rated = try Self.rate(app, "3")
            #expect(rated.rating == "delicious", "the change is made in memory: \(rated)")
            #expect(rated.toast?.contains("Read-only file system") == true, "\(rated)")
            #expect(try Self.savedState(in: data) == nil)

            try disk.setReadOnly(false)
            let saved = try app.trace.waitForLine("the save to work again", where: { $0.toast?.contains("again") == true })
            #expect(saved.event == "timer", "\(saved)")
            #expect(try Self.ratings(in: data).values.sorted() == ["delicious"], "saved without another key press")
        }
    }

    @Test func aFullDiskKeepsTheOldFileAndSavesWhenThereIsRoomAgain() throws {
        guard let disk = try ScratchFileSystem.mount(kilobytes: 64) else {
            print("skipped: mounting a small tmpfs needs root")
            return
        }
        defer { disk.unmount() }
        let data = disk.root.appendingPathComponent("data")

        try withRecipeGrid(dataDirectory: data) { app in
            try #require(try Self.rate(app, "1").rating == "meh")
            #expect(try Self.ratings(in: data).values.sorted() == ["meh"])
            let filler = try disk.fill()

            let full = try Self.rate(app, "3")
            #expect(full.rating == "delicious", "\(full)")
            #expect(full.toast?.contains("No space left on device") == true, "\(full)")
            #expect(try Self.ratings(in: data).values.sorted() == ["meh"], "the last good file is intact")
            let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
            #expect(names.sorted() == ["state.json", "state.json.lock"], "no half-written temp file is left: \(names)")

            try #require(try app.press("Escape").screen == "grid", "the app goes on working")
            try FileManager.default.removeItem(at: filler)
            let saved = try app.trace.waitForLine("the save to work again", where: { $0.toast?.contains("again") == true })
            #expect(saved.event == "timer", "\(saved)")
            #expect(try Self.ratings(in: data).values.sorted() == ["delicious"])
        }
    }

    @Test func aDataDirThatIsAFileIsNamedAndQuittingWithUnsavedChangesSaysWhatIsLost() throws {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let data = scratch.appendingPathComponent("data")
        try Data("mine".utf8).write(to: data)

        try withRecipeGrid(dataDirectory: data) { app in
            #expect(app.start.toast?.contains("Not a directory") == true, "\(app.start)")
            let rated = try Self.rate(app, "2")
            #expect(rated.rating == "yummy" && rated.toast?.contains("Not a directory") == true, "\(rated)")
            try app.press("q", .control)
            let outcome = try app.waitForExit()
            #expect(outcome.exitStatus == 1, "\(outcome)")
            #expect(outcome.stderr.contains("cannot save to \(data.path)/state.json: Not a directory"), "\(outcome)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome)")
        }
        #expect(try String(contentsOf: data, encoding: .utf8) == "mine", "the file in the way is left alone")
    }

    // MARK: Corrupt state

    static let corruptStates: [(String, Data)] = [
        ("truncated JSON", Data(#"{"version":1,"ratings":{"pancakes":"yum"#.utf8)),
        ("wrong types", Data(#"{"version":1,"ratings":["pancakes"],"grocery":"milk"}"#.utf8)),
        ("binary garbage", Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })),
    ]

    @Test(arguments: corruptStates)
    func aCorruptStateFileIsMovedAsideAndTheAppStartsClean(reason: String, bytes: Data) throws {
        let home = try PersistenceEndToEndTests.Home()
        try bytes.write(to: home.data.appendingPathComponent("state.json"))

        try home.run { app in
            let toast = try #require(app.start.toast, "\(reason): \(app.start)")
            let aside = try FileManager.default.contentsOfDirectory(atPath: home.data.path).filter { $0.hasPrefix("state.json.corrupt-") }
            #expect(aside.count == 1, "\(reason): \(aside)")
            #expect(toast == "Saved state was unreadable; moved it to \(aside.first ?? "?")", "\(reason)")
            #expect(FileManager.default.contents(atPath: home.data.appendingPathComponent(aside.first ?? "?").path) == bytes, "kept as it was")
            #expect(app.start.grocery?.isEmpty == true && app.start.selectionIndex == 0, "a clean start: \(app.start)")
            #expect(try Self.rate(app, "1").rating == "meh", "the app works")
            #expect(try Self.ratings(in: home.data).values.sorted() == ["meh"], "a new state file is written")
        }
    }

    /// A newer RecipeGrid may keep fields this one does not know: its file is neither moved
    /// aside nor replaced, and this one's changes stay in memory (and are lost at the end,
    /// which stderr says in one line).
    @Test func aStateFileFromANewerVersionIsLeftUntouchedAndChangesStayInMemory() throws {
        let home = try PersistenceEndToEndTests.Home()
        let newer = Data(#"{"version":99,"ratings":{"x":"yummy"},"futureField":[1,2,3]}"#.utf8)
        let file = home.data.appendingPathComponent("state.json")
        try newer.write(to: file)
        try home.run { app in
            #expect(app.start.toast?.contains("newer RecipeGrid") == true, "\(app.start)")
            let rated = try Self.rate(app, "1")
            #expect(rated.rating == "meh", "the change is made in memory: \(rated)")
            #expect(rated.toast?.contains("newer RecipeGrid") == true, "a save is refused, and says why: \(rated)")
            #expect(try Data(contentsOf: file) == newer)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.data.path) == ["state.json"], "nothing moved aside")
        #expect(try Data(contentsOf: file) == newer, "the newer program's file is as it left it")
    }
}
