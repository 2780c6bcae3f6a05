import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Hostile and odd MealMaster and MasterCook files: none crashes or hangs, what can be read
/// loads, and what cannot is named with its reason. As in HostileCookbookTests, the time
/// limit only turns a hang into a failure.
@Suite struct HostileOldFormatTests {
    enum Outcome: Sendable {
        /// These recipe names, and no problem.
        case loads([String])
        /// This many recipes, and no problem.
        case loadsMany(Int)
        /// No recipe, and one problem for the file whose message contains this.
        case skipped(String)
        /// These names, and one problem containing the text.
        case loadsWithProblem([String], String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var bytes: @Sendable () -> [UInt8]
        var outcome: Outcome
        var testDescription: String { "\(file): \(name)" }

        init(_ name: String, _ file: String, _ outcome: Outcome, bytes: @escaping @Sendable () -> [UInt8]) {
            (self.name, self.file, self.bytes, self.outcome) = (name, file, bytes, outcome)
        }

        init(_ name: String, _ file: String, _ text: String, _ outcome: Outcome) {
            self.init(name, file, outcome) { Array(text.utf8) }
        }
    }

    static let start = "MMMMM----- Recipe via Meal-Master (tm) v8.05\n"
    static func meal(_ title: String, _ body: String = "      1 c  rice\n\nBoil.\n") -> String { start + "Title: \(title)\n\n" + body + "MMMMM\n" }
    static let header = "*  Exported from  MasterCook  *\n\n"
    static let table = "  Amount  Measure       Ingredient -- Preparation Method\n--------  ------------  --------------------------------\n"
    static func cook(_ title: String) -> String { header + "  \(title)\n\n" + table + "   1      cup           rice\n\nBoil.\n\n- - - - - - - -\n\n" }
    static func rcpe(_ name: String) -> String {
        #"<RcpE name="\#(name)"><IngR name="rice" unit="cup" qty="1"/><DirS><DirT>Boil.</DirT></DirS></RcpE>"#
    }

    /// `head`, `megabytes` (the huge files' size) of `filler` lines, then `tail`.
    static func huge(_ head: String, _ filler: String, _ tail: String, megabytes: Int = TestScale.hugeMegabytes) -> [UInt8] {
        var bytes = Array(head.utf8)
        let line = Array(filler.utf8)
        bytes.reserveCapacity((megabytes << 20) + line.count + tail.utf8.count + bytes.count)
        while bytes.count < megabytes << 20 { bytes += line }
        return bytes + Array(tail.utf8)
    }

    static let mealMaster: [Case] = [
        Case("a recipe with no end line", "book.mmf", start + "Title: Open\n\n      1 c  rice\n", .loadsWithProblem(["Open"], "has no end line")),
        Case("only an end line", "book.mmf", "MMMMM\n", .skipped("no MealMaster recipe")),
        Case("only a start line", "book.mmf", start, .skipped("has no title")),
        Case("an empty file", "book.mmf", "", .skipped("the file is empty")),
        Case("a PNG named .mmf", "book.mmf", .skipped("no MealMaster recipe")) { [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] },
        Case("10,000 recipes", "book.mmf", String(repeating: meal("Rice"), count: 10_000), .loadsMany(10_000)),
        Case("invalid UTF-8 read as Windows-1252", "book.mmf", .loads(["CafÃ( Crème"])) {
            Array((start + "Title: Caf").utf8) + [0xC3, 0x28, 0x20, 0x43, 0x72, 0xE8, 0x6D, 0x65] + Array("\nMMMMM\n".utf8)
        },
        Case("NUL and control characters", "book.mmf", meal("Nul\u{0}\u{7}Soup", "\u{0}\u{1}\n\u{1B}[31m\n"), .loads(["Nul Soup"])),
        Case("a huge file of directions (\(TestScale.hugeMegabytes) MB)", "book.mmf", .loads(["Long Read"])) {
            huge(start + "Title: Long Read\n\n      1 c  rice\n\n", "  Stir the pot and keep stirring until it is done.\n", "MMMMM\n")
        },
        Case("a huge line (\(TestScale.hugeMegabytes) MB)", "book.mmf", .loads(["One Line"])) { huge(start + "Title: One Line\n", "a", "\nMMMMM\n") },
        // 5 MB (2 in make test): 80,000 two-column lines are 160,000 ingredients, which take a while in a debug build.
        Case("a file of ingredients", "book.mmf", .loads(["Many Things"])) {
            huge(
                start + "Title: Many Things\n\n", "      1 c  rice                                  2 tb butter\n", "MMMMM\n",
                megabytes: TestScale.pick(quick: 2, long: 5))
        },
        Case("a huge text file that is no MealMaster (\(TestScale.hugeMegabytes) MB)", "notes.txt", .loads([])) {
            huge("", "Just notes, nothing more.\n", "")
        },
    ]

    static let masterCook: [Case] = [
        Case(
            "a recipe with no end line", "book.mxp", header + "  Open\n\n" + table + "   1      cup           rice\n",
            .loadsWithProblem(["Open"], "has no end line")),
        Case("only the header", "book.mxp", header, .skipped("has no title")),
        Case("no header", "book.mxp", "Serving Size  : 4\n- - - - - - -\n", .skipped("no MasterCook recipe")),
        Case("10,000 recipes", "book.mxp", String(repeating: cook("Rice"), count: 10_000), .loadsMany(10_000)),
        Case("invalid UTF-8 read as Windows-1252", "book.mxp", .loads(["Café"])) {
            Array((header + "  Caf").utf8) + [0xE9] + Array("\n\n- - - - - - - -\n".utf8)
        },
        Case("a huge file of directions (\(TestScale.hugeMegabytes) MB)", "book.mxp", .loads(["Long Read"])) {
            huge(header + "  Long Read\n\n" + table + "   1      cup           rice\n\n", "Stir the pot and keep stirring.\n", "- - - - - - - -\n")
        },
        Case(
            "an unclosed tag", "book.mx2", "<mx2>" + rcpe("Kept") + #"<RcpE name="Cut"><IngR name="x""#,
            .loadsWithProblem(["Kept", "Cut"], "ends inside a tag")),
        Case("an unclosed comment", "book.mx2", "<mx2>" + rcpe("Kept") + "<!-- <RcpE>", .loadsWithProblem(["Kept"], "ends inside a comment")),
        Case(
            "an unclosed CDATA section", "book.mx2", "<mx2>" + rcpe("Kept") + "<RcpE name=\"Cut\"><DirS><DirT><![CDATA[Stir",
            .loadsWithProblem(["Kept", "Cut"], "ends inside a CDATA")),
        Case("an unclosed attribute", "book.mx2", #"<mx2><RcpE name="Open"#, .skipped("ends inside a tag")),
        Case("an unclosed recipe", "book.mx2", "<mx2>" + rcpe("Kept") + #"<RcpE name="Cut">"#, .loadsWithProblem(["Kept", "Cut"], "no </RcpE>")),
        Case("a recipe without a name", "book.mx2", "<mx2><RcpE><IngR name=\"x\"/></RcpE></mx2>", .skipped("has no name")),
        Case("no recipe", "book.mx2", "<mx2><Summ/></mx2>", .skipped("no MasterCook recipe")),
        Case("10,000 recipes", "book.mx2", "<mx2>" + String(repeating: rcpe("Rice"), count: 10_000) + "</mx2>", .loadsMany(10_000)),
        Case("10,000 nested elements", "book.mx2", String(repeating: "<a>", count: 10_000) + rcpe("Deep"), .loads(["Deep"])),
        Case(
            "odd character references", "book.mx2", "<mx2>" + rcpe("A &#0; &#xFFFFFFFF; &nosuch; &amp;") + "</mx2>",
            .loads(["A &#0; &#xFFFFFFFF; &nosuch; &"])),
        Case("invalid UTF-8 read as Windows-1252", "book.mx2", .loads(["Café"])) {
            Array(#"<mx2><RcpE name="Caf"#.utf8) + [0xE9] + Array(#""/></mx2>"#.utf8)
        },
        Case("a huge direction (\(TestScale.hugeMegabytes) MB)", "book.mx2", .loads(["Long Read"])) {
            huge(#"<mx2><RcpE name="Long Read"><DirS><DirT>"#, "Stir the pot &amp; keep stirring. ", "</DirT></DirS></RcpE></mx2>")
        },
        Case("huge of quotes in an attribute (\(TestScale.hugeMegabytes) MB)", "book.mx2", .skipped("ends inside a tag")) {
            huge(#"<mx2><RcpE name=""#, #"" "#, "")
        },
    ]

    @Test(.timeLimit(.minutes(10)), arguments: mealMaster + masterCook)
    func anOddFileLoadsWhatItCanOrIsNamedWithItsReason(_ odd: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/" + odd.file
        try Data(odd.bytes()).write(to: URL(fileURLWithPath: path))
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        let names = cookbook.recipes.map(\.name)
        let problems = cookbook.problems.map(\.description)
        switch odd.outcome {
        case .loads(let expected):
            #expect(names == expected)
            #expect(problems.isEmpty, "\(problems)")
        case .loadsMany(let count):
            #expect(names.count == count)
            #expect(Set(cookbook.recipes.map(\.id)).count == count, "each has an id of its own")
            #expect(problems.isEmpty, "\(problems)")
        case .skipped(let reason):
            #expect(names.isEmpty)
            #expect(problems.count == 1 && problems[0].contains(reason), "\(problems)")
            #expect(problems.first?.hasPrefix(path) == true, "the problem names the file: \(problems)")
        case .loadsWithProblem(let expected, let reason):
            #expect(names.sorted() == expected.sorted())
            #expect(problems.count == 1 && problems[0].contains(reason), "\(problems)")
            #expect(problems.first?.hasPrefix(path) == true, "the problem names the file: \(problems)")
        }
    }
}
