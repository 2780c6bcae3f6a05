import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Hostile and odd Cooklang files through the loader: none crashes or hangs, each loads
/// what it says (a Cooklang file is one recipe, named by its title or its file name). As in
/// HostileCookbookTests, the time limit only turns a hang into a failure.
@Suite struct HostileCooklangTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var bytes: @Sendable () -> [UInt8]
        /// The recipe's name, its ingredient count and its step count.
        var expected: (name: String, ingredients: Int, steps: Int)
        var testDescription: String { name }

        init(_ name: String, _ file: String = "Odd.cook", _ expected: (String, Int, Int), bytes: @escaping @Sendable () -> [UInt8]) {
            (self.name, self.file, self.bytes, self.expected) = (name, file, bytes, expected)
        }

        init(_ name: String, _ text: String, _ expected: (String, Int, Int)) {
            self.init(name, "Odd.cook", expected) { Array(text.utf8) }
        }
    }

    /// `count` copies of `line`.
    static func repeated(_ line: String, _ count: Int) -> [UInt8] { Array(String(repeating: line, count: count).utf8) }

    /// Steps of about 650 bytes each, as many as make the huge file.
    static let longSteps = TestScale.hugeMegabytes * 1_600

    static let cases: [Case] = [
        Case("front matter that never closes", "---\ntitle: Never\n@salt{1%tsp}", ("Odd", 1, 1)),
        Case("a block comment that never closes", "Stir @salt [- and never\n\nmore", ("Odd", 1, 2)),
        Case("braces that never close", "Add @flour{2%cups and @sugar{\n\n#pan{ ~{5", ("Odd", 2, 2)),
        Case("a title of only white space", "---\ntitle:   \n---\nStir.", ("Odd", 0, 1)),
        Case("NUL and control characters", "---\ntitle: Nul\u{0}Soup\u{7}\n---\nStir \u{1B}[31m@salt\u{0}.", ("Nul Soup", 1, 1)),
        Case("10,000 steps", "Many.cook", ("Many", 1, 10_000)) { repeated("Stir the @pot{}.\n\n", 10_000) },
        Case("10,000 ingredients in one step", "Many.cook", ("Many", 10_000, 1)) {
            Array((0..<10_000).map { "@item \($0){\($0)%g} " }.joined().utf8)
        },
        Case("invalid UTF-8", "Bytes.cook", ("Bytes", 1, 1)) { [0x40, 0x73, 0x61, 0x6C, 0x74, 0xFF, 0xFE, 0x7B, 0x31, 0x7D, 0x0A] },
        Case("a huge file (\(TestScale.hugeMegabytes) MB)", "Long.cook", ("Long", 1, longSteps)) {
            repeated(
                String(repeating: "Stir the pot slowly. ", count: 28) + "Stir the @soup{1%l} [- gently -] for ~{2%minutes} -- or so\n\n", longSteps)
        },
        Case("a huge line (\(TestScale.hugeMegabytes) MB)", "Line.cook", ("Line", 0, 1)) { repeated("stir ", TestScale.hugeMegabytes * 210_000) },
    ]

    @Test(.timeLimit(.minutes(10)), arguments: cases)
    func anOddFileLoadsWhatItSays(_ odd: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(odd.bytes()).write(to: URL(fileURLWithPath: folder.path + "/" + odd.file))
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        #expect(cookbook.problems.isEmpty, "\(cookbook.problems)")
        let recipe = try #require(cookbook.recipes.first)
        #expect(cookbook.recipes.count == 1 && recipe.name == odd.expected.name)
        let content = CookbookLoader.content(of: recipe)
        #expect(content.ingredients.count == odd.expected.ingredients && content.steps.count == odd.expected.steps)
    }
}
