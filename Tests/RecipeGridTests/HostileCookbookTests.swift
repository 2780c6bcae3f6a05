import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Hostile and odd cookbook files: none crashes or hangs, each bad one is named
/// with its reason, the good ones load, and a huge one is refused by its size before it
/// is read. The time limits only turn a hang (a FIFO opened for reading) into a failure;
/// they are long, so that a busy machine never fails a test.
@Suite struct HostileCookbookTests {
    /// What loading a folder holding one odd file must give.
    enum Outcome: Sendable {
        /// These recipe names, and no problem.
        case loads([String])
        /// No recipe, and one problem for the file whose message contains this.
        case skipped(String)
        /// These names, and one problem containing the text.
        case loadsWithProblem([String], String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Puts the odd thing into the folder (as `book.json`, unless it says otherwise).
        var make: @Sendable (String) throws -> Void
        var outcome: Outcome
        var testDescription: String { name }

        init(_ name: String, _ outcome: Outcome, make: @escaping @Sendable (String) throws -> Void) {
            self.name = name
            self.make = make
            self.outcome = outcome
        }

        init(_ name: String, bytes: [UInt8], _ outcome: Outcome) {
            self.init(name, outcome) { folder in try Data(bytes).write(to: URL(fileURLWithPath: folder + "/book.json")) }
        }

        init(_ name: String, json: String, _ outcome: Outcome) {
            self.init(name, bytes: Array(json.utf8), outcome)
        }
    }

    static func recipe(_ name: String, _ extra: String = "") -> String {
        #"{"@type": "Recipe", "name": "\#(name)"\#(extra)}"#
    }

    static let cases: [Case] = [
        Case("an empty file", json: "", .skipped("the file is empty")),
        Case("only white space", json: " \n\t\n", .skipped("the file is empty")),
        Case("null", json: "null", .skipped("no schema.org Recipe")),
        Case("a number", json: "42", .skipped("no schema.org Recipe")),
        Case("a string", json: #""Pancakes""#, .skipped("no schema.org Recipe")),
        Case("an empty array", json: "[]", .skipped("no schema.org Recipe")),
        Case("an object of another type", json: #"{"@type": "Person", "name": "Ada"}"#, .skipped("no schema.org Recipe")),
        Case("a graph without recipes", json: #"{"@graph": [{"@type": "WebPage", "name": "Home"}]}"#, .skipped("no schema.org Recipe")),
        Case(
            "10,000 nested arrays", json: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            .skipped("nested more than 512 levels")),
        Case(
            "10,000 nested objects", json: String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000),
            .skipped("nested more than 512 levels")),
        Case("a huge string (\(TestScale.hugeMegabytes) MB)", .loads(["Long Read"])) { folder in
            var bytes = Array(#"{"@type": "Recipe", "name": "Long Read", "description": ""#.utf8)
            bytes += repeatElement(UInt8(ascii: "a"), count: TestScale.hugeMegabytes << 20)
            bytes += Array(#""}"#.utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/book.json"))
        },
        Case(
            "invalid UTF-8 in a name", bytes: Array(#"{"@type": "Recipe", "name": "Caf"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
            .skipped("invalid UTF-8")),
        Case("a lone continuation byte", bytes: Array(#"[{"name": "A"#.utf8) + [0x80] + Array(#""}]"#.utf8), .skipped("invalid UTF-8")),
        Case(
            "UTF-16 with a byte order mark, little-endian", bytes: [0xFF, 0xFE] + utf16(recipe("Wide"), bigEndian: false),
            .skipped("UTF-16")),
        Case("UTF-16 with a byte order mark, big-endian", bytes: [0xFE, 0xFF] + utf16(recipe("Wide"), bigEndian: true), .skipped("UTF-16")),
        Case("UTF-8 with a byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(recipe("Marked").utf8), .loads(["Marked"])),
        Case(
            "a name of 10,000 characters", json: recipe(String(repeating: "Soup ", count: 2_000)),
            .loads([String(repeating: "Soup ", count: 2_000).trimmingCharacters(in: .whitespaces)])),
        Case("a name with combining marks", json: recipe("Cre\u{0300}me bru\u{0302}le\u{0301}e"), .loads(["Crème brûlée"])),
        Case("a name with zero-width characters", json: recipe("Pan\u{200B}cakes\u{FEFF}"), .loads(["Pancakes"])),
        Case("a Hebrew name", json: recipe("שקשוקה"), .loads(["שקשוקה"])),
        Case("an Arabic name with a right-to-left mark", json: recipe("\u{200F}حمص"), .loads(["حمص"])),
        Case("an emoji-only name", json: recipe("🍕🍕"), .loads(["🍕🍕"])),
        Case("duplicate names", json: "[\(recipe("Twin")), \(recipe("Twin"))]", .loads(["Twin", "Twin"])),
        Case("a top-level object without @type", json: #"{"name": "Plain"}"#, .loads(["Plain"])),
        Case("@type as a list", json: #"{"@type": ["Recipe", "NewsArticle"], "name": "Listed"}"#, .loads(["Listed"])),
        Case("recipeIngredient of numbers", json: recipe("Numbers", #", "recipeIngredient": [1, 2.5, true, null]"#), .loads(["Numbers"])),
        Case("recipeCategory a number", json: recipe("Counted", #", "recipeCategory": 7"#), .loads(["Counted"])),
        Case("an image at /dev/zero", json: recipe("Zero", #", "image": "/dev/zero""#), .loads(["Zero"])),
        Case("an image far away", json: recipe("Remote", #", "image": "https://example.com/a.jpg""#), .loads(["Remote"])),
        Case("a name that is a number", json: #"{"@type": "Recipe", "name": 12}"#, .loads(["12"])),
        Case("a name that is an object with text", json: #"{"@type": "Recipe", "name": {"text": "Soup"}}"#, .loads(["Soup"])),
        Case("a name that is an empty object", json: #"{"@type": "Recipe", "name": {}}"#, .skipped("recipe #1 has no name")),
        Case("a name that is true", json: #"{"@type": "Recipe", "name": true}"#, .skipped("recipe #1 has no name")),
        Case("a name of white space", json: recipe("   "), .skipped("recipe #1 has no name")),
        Case("a name with control characters", json: recipe(#"Tab\tand\nnew\u0000line"#), .loads(["Tab and new line"])),
        Case("HTML in a name", json: recipe("Mac &amp; Cheese <b>deluxe</b>"), .loads(["Mac & Cheese deluxe"])),
        Case("a lone surrogate escape", json: recipe(#"Odd \ud800 one"#), .loads(["Odd \u{FFFD} one"])),
        Case("less-than that is no tag", json: recipe("Eggs <3 & 1 < 2"), .loads(["Eggs <3 & 1 < 2"])),
        Case("a zero-width joiner in an emoji", json: recipe("👩\u{200D}🍳 Brunch"), .loads(["👩\u{200D}🍳 Brunch"])),
        Case("a trailing comma", json: "[\(recipe("A")),]", .skipped("invalid value")),
        Case("a comment", json: "// recipes\n" + recipe("A"), .skipped("invalid value")),
        Case("NaN", json: recipe("A", #", "prepTime": NaN"#), .skipped("invalid value")),
        Case("a number too large for a double", json: recipe("Big", #", "recipeYield": 1e999"#), .loads(["Big"])),
        Case("a truncated file", json: String(recipe("Cut").dropLast(3)), .skipped("unexpected end of file")),
        Case("garbage after the value", json: recipe("A") + " x", .skipped("garbage at end")),
        Case("a PNG named .json", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], .skipped("invalid value")),
        Case(
            "a recipe and a nameless one", json: "[\(recipe("Kept")), {\"@type\": \"Recipe\"}]", .loadsWithProblem(["Kept"], "recipe #2 has no name")),
        Case("a megabyte of white space before the value", json: String(repeating: " ", count: 1 << 20) + recipe("Late"), .loads(["Late"])),
        Case("a folder named like a cookbook", .loads(["Inner"])) { folder in
            try FileManager.default.createDirectory(atPath: folder + "/book.json", withIntermediateDirectories: false)
            try Data(recipe("Inner").utf8).write(to: URL(fileURLWithPath: folder + "/book.json/inner.json"))
        },
        Case("a FIFO", .skipped("not a regular file")) { folder in
            guard mkfifo(folder + "/book.json", 0o644) == 0 else { throw POSIXError(.EIO) }
        },
        Case("a symlink loop", .skipped("Too many levels of symbolic links")) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/book.json", withDestinationPath: folder + "/book.json")
        },
        Case("a dangling symlink", .skipped("No such file or directory")) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/book.json", withDestinationPath: folder + "/gone.json")
        },
        Case("a folder that links to itself", .loads(["Once"])) { folder in
            try Data(recipe("Once").utf8).write(to: URL(fileURLWithPath: folder + "/once.json"))
            try FileManager.default.createSymbolicLink(atPath: folder + "/again", withDestinationPath: folder)
        },
        Case("a file of 2 GB, sparse", .skipped("the file is 2048 MB, larger than a cookbook file can be (1 GB)")) { folder in
            let path = folder + "/book.json"
            guard FileManager.default.createFile(atPath: path, contents: nil), truncate(path, 2 << 30) == 0 else { throw POSIXError(.EIO) }
        },
    ]

    @Test(.timeLimit(.minutes(10)), arguments: cases)
    func anOddFileLoadsOrIsNamedWithItsReason(_ odd: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try odd.make(folder.path)
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        let names = cookbook.recipes.map(\.name)
        let problems = cookbook.problems.map(\.description)
        switch odd.outcome {
        case .loads(let expected):
            #expect(names == expected)
            #expect(problems.isEmpty)
        case .skipped(let reason):
            #expect(names.isEmpty)
            #expect(problems.count == 1 && problems[0].contains(reason), "\(problems)")
            #expect(problems.first?.hasPrefix(folder.path + "/book.json") == true, "the problem names the file: \(problems)")
        case .loadsWithProblem(let expected, let reason):
            #expect(names == expected)
            #expect(problems.count == 1 && problems[0].contains(reason), "\(problems)")
        }
    }

    @Test func unreadableFilesAreNamed() throws {
        try asUnprivilegedUser(test: "HostileCookbookTests/unreadableFilesAreNamed") {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let file = try folder.write("locked.json", Self.recipe("Locked"))
            _ = try folder.write("open.json", Self.recipe("Open"))
            chmod(file, 0)
            let cookbook = try CookbookLoader.load(paths: [folder.path])
            #expect(cookbook.recipes.map(\.name) == ["Open"])
            #expect(cookbook.problems.map(\.description) == ["\(file): cannot read: Permission denied"])
        }
    }

    @Test(.timeLimit(.minutes(10))) func everyOddFileInOneFolderIsNamedOnceAndTheGoodOnesLoad() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var expectedNames: [String] = []
        var expectedProblems = 0
        // Links would reach the other cases' folders; the huge string costs seconds and is tried alone.
        for (index, odd) in Self.cases.enumerated()
        where !odd.name.contains("symlink") && !odd.name.contains("links to") && !odd.name.contains("huge") {
            let sub = folder.path + "/case-\(index)"
            try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
            try odd.make(sub)
            switch odd.outcome {
            case .loads(let names): expectedNames += names
            case .skipped: expectedProblems += 1
            case .loadsWithProblem(let names, _):
                expectedNames += names
                expectedProblems += 1
            }
        }
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        #expect(cookbook.recipes.map(\.name).sorted() == expectedNames.sorted())
        #expect(cookbook.problems.count == expectedProblems, "\(cookbook.problems)")
    }

    @Test(.timeLimit(.minutes(10))) func tensOfThousandsOfFilesInOneFolderAllLoad() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let count = TestScale.pick(quick: 20_000, long: 100_000)
        for index in 0..<count {
            let path = folder.path + "/r\(index).json"
            let bytes = Array(Self.recipe("Recipe \(index)").utf8)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            try #require(descriptor >= 0)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        #expect(cookbook.recipes.count == count)
        #expect(cookbook.problems.isEmpty)
        #expect(cookbook.recipes.first?.name == "Recipe 0")
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }
}
