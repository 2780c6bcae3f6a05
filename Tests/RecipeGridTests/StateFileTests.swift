import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// README, Where state lives: the state file survives restarts, corrupt files are moved aside, failed saves keep the old file.
struct StateFileTests {
    /// A fresh directory under the system temp dir, removed (permissions restored first) when `body` returns.
    static func withScratchDirectory(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("StateFileTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer {
            chmodTree(root)
            try? FileManager.default.removeItem(atPath: root)
        }
        try body(root)
    }

    /// Makes every directory under `root` writable again so a test that locked one can still be cleaned up.
    private static func chmodTree(_ root: String) {
        chmod(root, 0o700)
        for relative in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] {
            chmod(root + "/" + relative, 0o700)
        }
    }

    private static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    private static func write(_ bytes: Data, to path: String) throws {
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    private static let sample = SavedState(
        ratings: ["pancakes": .delicious, "kale-chips": .meh, "soup/tomato": .yummy],
        grocery: [GroceryItem(name: "Eggs", obtained: true), GroceryItem(name: "Crème fraîche — 200 g")],
        lastCategory: "Breakfast", lastRecipe: "pancakes")

    // MARK: Loading

    @Test("a saved state loads back equal")
    func roundTrip() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            #expect(file.save(Self.sample) == nil)
            let loaded = file.load()
            #expect(loaded.problem == nil)
            #expect(loaded.state == Self.sample)
            #expect(file.load().state == Self.sample, "loading does not consume the file")
        }
    }

    @Test("any state of this version round-trips through the file", arguments: 0..<200)
    func randomStatesRoundTrip(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9)
        // Quotes, backslashes, control characters, slashes, combining marks, emoji, RTL, lone surrogate
        // replacements and long runs: everything JSON has to escape or pass through.
        let pieces = [
            "a", "Crème", "\"", "\\", "/", "\u{0}", "\n", "\t", "\u{1F}", "\u{7F}", "e\u{301}", "🥰", "👩\u{200D}🍳", "שלום", "\u{FFFD}", " ", "name:x",
            String(repeating: "z", count: 300),
        ]
        func text() -> String { (0..<Int(random.next() % 6)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        var state = SavedState()
        for _ in 0..<Int(random.next() % 30) { state.ratings[text()] = Rating.allCases.randomElement(using: &random)! }
        state.grocery = (0..<Int(random.next() % 30)).map { _ in GroceryItem(name: text(), obtained: random.next() % 2 == 0) }
        state.lastCategory = random.next() % 3 == 0 ? nil : text()
        state.lastRecipe = random.next() % 3 == 0 ? nil : text()
        for _ in 0..<Int(random.next() % 5) { state.notes[text()] = text() + "n" }
        let days = (0..<Int(random.next() % 4)).map { _ in
            CalendarDate(year: 2000 + Int(random.next() % 30), month: 2, day: 28 - Int(random.next() % 2))!
        }
        if !days.isEmpty { state.made[text()] = days.sorted() }
        state.gridSort = GridSort.allCases.randomElement(using: &random)!
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            #expect(file.save(state, durable: random.next() % 2 == 0) == nil)
            let loaded = file.load()
            #expect(loaded.problem == nil)
            #expect(loaded.state == state)
        }
    }

    @Test("no state file means a clean start and no toast")
    func missingFile() throws {
        try Self.withScratchDirectory { root in
            let loaded = StateFile(directory: root + "/never-created").load()
            #expect(loaded.state == SavedState())
            #expect(loaded.problem == nil)
        }
    }

    @Test("missing keys take defaults and unknown keys are ignored")
    func tolerantDecoding() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            try Self.write(Data(#"{"version":1}"#.utf8), to: file.path)
            #expect(file.load().state == SavedState())
            #expect(file.load().problem == nil)

            let json = #"{"version":1,"futureField":[1,2],"grocery":[{"name":"Milk","colour":"white"}],"lastRecipe":"x"}"#
            try Self.write(Data(json.utf8), to: file.path)
            let loaded = file.load()
            #expect(loaded.problem == nil)
            #expect(loaded.state == SavedState(grocery: [GroceryItem(name: "Milk", obtained: false)], lastRecipe: "x"))
        }
    }

    @Test("the move-aside name is the UTC time of the load")
    func corruptNameUsesUTC() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            try Self.write(Data("{".utf8), to: file.path)
            // 2026-11-22 10:15:00 UTC.
            let loaded = file.load(now: Date(timeIntervalSince1970: 1_795_342_500))
            #expect(Self.contents(of: root) == ["state.json.corrupt-20261122T101500"])
            #expect(loaded.problem == "Saved state was unreadable; moved it to state.json.corrupt-20261122T101500")
        }
    }

    /// Files a corrupt state file is moved aside as, by what makes them corrupt.
    static let corruptFiles: [(String, Data)] = [
        ("truncated JSON", Data(#"{"version":1,"ratings":{"pancakes":"deli"#.utf8)),
        ("a rating that is not meh, yummy or delicious", Data(#"{"version":1,"ratings":{"pancakes":"amazing"}}"#.utf8)),
        ("ratings as a list", Data(#"{"version":1,"ratings":["pancakes"]}"#.utf8)),
        ("version as a string", Data(#"{"version":"1"}"#.utf8)),
        ("a grocery item without a name", Data(#"{"version":1,"grocery":[{"obtained":true}]}"#.utf8)),
        ("a top-level array", Data("[]".utf8)),
        ("version zero", Data(#"{"version":0}"#.utf8)),
        ("binary garbage", Data([0x00, 0xFF, 0xFE, 0x7B, 0x80, 0x01, 0xC3, 0x28, 0x00])),
        ("an empty file", Data()),
    ]

    @Test("a corrupt file is moved aside with its bytes intact and the start is clean", arguments: corruptFiles)
    func corruptFileMovedAside(reason: String, bytes: Data) throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            try Self.write(bytes, to: file.path)
            let loaded = file.load()
            #expect(loaded.state == SavedState(), "\(reason)")

            let names = Self.contents(of: root)
            let moved = try #require(names.first, "\(reason)")
            #expect(names.count == 1, "state.json is gone and nothing else appeared: \(names)")
            #expect(moved.wholeMatch(of: /state\.json\.corrupt-\d{8}T\d{6}/) != nil)
            #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/" + moved)) == bytes)
            #expect(loaded.problem == "Saved state was unreadable; moved it to \(moved)")

            #expect(file.save(Self.sample) == nil, "the clean state saves over the moved-away file")
            #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/" + moved)) == bytes)
        }
    }

    @Test("a second corrupt file in the same second gets -1, then -2")
    func corruptNameCollision() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            let now = Date(timeIntervalSince1970: 1_795_342_500)
            for generation in 0..<3 {
                try Self.write(Data("garbage \(generation)".utf8), to: file.path)
                _ = file.load(now: now)
            }
            let stamped = "state.json.corrupt-20261122T101500"
            #expect(Self.contents(of: root) == [stamped, stamped + "-1", stamped + "-2"])
            #expect(try String(contentsOfFile: root + "/" + stamped + "-2", encoding: .utf8) == "garbage 2")
        }
    }

    @Test("an unreadable state file is reported and left in place")
    func unreadableFileNotMoved() throws {
        try asUnprivilegedUser(test: "StateFileTests/unreadableFileNotMoved") {
            try Self.withScratchDirectory { root in
                let file = StateFile(directory: root)
                #expect(file.save(Self.sample) == nil)
                chmod(file.path, 0)
                let loaded = file.load()
                #expect(loaded.state == SavedState())
                #expect(loaded.problem == "Cannot read saved state: Permission denied")
                #expect(Self.contents(of: root) == ["state.json", "state.json.lock"])
            }
        }
    }

    @Test("a state file from a newer RecipeGrid is left untouched: named at load, never replaced by a save")
    func newerVersionLeftAlone() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            let newer = Data(#"{"version": 7, "ratings": {"a": "yummy"}, "shoppingTrips": [1, 2]}"#.utf8)
            try Self.write(newer, to: file.path)
            let loaded = file.load()
            #expect(loaded.state == SavedState())
            #expect(loaded.problem == StateFile.newerFileMessage)
            #expect(file.save(Self.sample)?.contains("newer RecipeGrid") == true, "a save is refused, and the changes stay in memory")
            #expect(file.saveAtExit(Self.sample) != nil)
            #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == newer, "the file is as the newer program left it")
            #expect(Self.contents(of: root) == ["state.json"], "not moved aside as corrupt")
        }
    }

    @Test("a state file that is a directory is reported and left in place")
    func stateFileIsDirectory() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: false)
            let loaded = file.load()
            #expect(loaded.state == SavedState())
            #expect(loaded.problem == "Cannot read saved state: Is a directory")
            #expect(Self.contents(of: root) == ["state.json"])
        }
    }

    @Test("a corrupt file that cannot be moved is reported")
    func corruptFileCannotBeMoved() throws {
        try asUnprivilegedUser(test: "StateFileTests/corruptFileCannotBeMoved") {
            try Self.withScratchDirectory { root in
                let file = StateFile(directory: root)
                try Self.write(Data("{".utf8), to: file.path)
                chmod(root, 0o500)
                let loaded = file.load()
                #expect(loaded.state == SavedState())
                #expect(loaded.problem == "Saved state was unreadable and could not be moved aside (Permission denied); starting clean")
                #expect(Self.contents(of: root) == ["state.json"])
            }
        }
    }

    // MARK: Saving

    @Test("the first save creates the data dir and its parents, private to the user")
    func saveCreatesDirectory() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root + "/xdg/data/recipegrid")
            #expect(file.save(Self.sample) == nil)
            #expect(file.load().state == Self.sample)
            for directory in ["/xdg", "/xdg/data", "/xdg/data/recipegrid"] {
                let mode = try FileManager.default.attributesOfItem(atPath: root + directory)[.posixPermissions] as? Int
                #expect(mode == 0o700, "\(directory)")
            }
        }
    }

    @Test("saving over an existing file replaces it and leaves no temp files")
    func saveReplacesWithoutLeftovers() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            #expect(file.save(SavedState(lastCategory: "Soups")) == nil)
            var changed = Self.sample
            for rating in Rating.allCases {
                changed.ratings["pancakes"] = rating
                #expect(file.save(changed) == nil)
            }
            #expect(Self.contents(of: root) == ["state.json", "state.json.lock"])
            #expect(file.load().state == changed)
        }
    }

    @Test("a save without fsync (a moved selection) still replaces the file whole")
    func quickSaveReplaces() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            #expect(file.save(Self.sample) == nil)
            var moved = Self.sample
            moved.lastRecipe = "soup"
            #expect(file.save(moved, durable: false) == nil)
            #expect(Self.contents(of: root) == ["state.json", "state.json.lock"])
            #expect(file.load().state == moved)
        }
    }

    @Test("the file is JSON with sorted keys")
    func savedFormat() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            #expect(file.save(SavedState(ratings: ["b": .meh, "a": .yummy])) == nil)
            let text = try String(contentsOfFile: file.path, encoding: .utf8)
            let keys = ["\"grocery\"", "\"ratings\"", "\"a\"", "\"b\"", "\"version\""].map { text.range(of: $0)?.lowerBound }
            #expect(keys.allSatisfy { $0 != nil })
            #expect(keys.compactMap { $0 } == keys.compactMap { $0 }.sorted())
        }
    }

    @Test("a save into a read-only dir fails with a toast and keeps the old file")
    func saveIntoReadOnlyDirectory() throws {
        try asUnprivilegedUser(test: "StateFileTests/saveIntoReadOnlyDirectory") {
            try Self.withScratchDirectory { root in
                let file = StateFile(directory: root)
                #expect(file.save(Self.sample) == nil)
                let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
                chmod(root, 0o500)
                let message = file.save(SavedState())
                #expect(message == "Cannot save to \(URL(fileURLWithPath: root).lastPathComponent): Permission denied — changes kept until it can")
                #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before)
                #expect(Self.contents(of: root) == ["state.json", "state.json.lock"])
            }
        }
    }

    @Test("a save where a file stands in place of the data dir's parent fails with a toast and leaves the file")
    func saveBelowARegularFile() throws {
        try Self.withScratchDirectory { root in
            try Self.write(Data("not a folder".utf8), to: root + "/blocker")
            let message = StateFile(directory: root + "/blocker/recipegrid").save(Self.sample)
            #expect(message == "Cannot save to recipegrid: Not a directory — changes kept until it can")
            #expect(try String(contentsOfFile: root + "/blocker", encoding: .utf8) == "not a folder")
        }
    }

    @Test("a failed rename removes the temp file and leaves what was there")
    func failedRenameCleansUp() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root)
            // rename(2) cannot replace a non-empty directory, even for root.
            try FileManager.default.createDirectory(atPath: file.path + "/keep", withIntermediateDirectories: true)
            let message = try #require(file.save(Self.sample))
            #expect(message.hasPrefix("Cannot save to \(URL(fileURLWithPath: root).lastPathComponent): "))
            #expect(message.hasSuffix(" — changes kept until it can"))
            #expect(Self.contents(of: root) == ["state.json", "state.json.lock"])
            #expect(Self.contents(of: file.path) == ["keep"])
        }
    }

    @Test("a data dir that is a regular file neither loads nor saves, and is left alone")
    func dataDirectoryIsAFile() throws {
        try Self.withScratchDirectory { root in
            let file = StateFile(directory: root + "/recipegrid")
            try Self.write(Data("mine".utf8), to: file.directory)
            let loaded = file.load()
            #expect(loaded.state == SavedState())
            #expect(loaded.problem == "Cannot read saved state: Not a directory")
            #expect(file.save(Self.sample) == "Cannot save to recipegrid: Not a directory — changes kept until it can")
            #expect(try String(contentsOfFile: file.directory, encoding: .utf8) == "mine")
            #expect(Self.contents(of: root) == ["recipegrid"])
        }
    }
}
