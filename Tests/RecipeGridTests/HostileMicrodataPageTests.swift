import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Hostile and broken saved pages marked with microdata: none crashes, overflows the
/// stack or hangs; each loads what it can, or is named with its reason. The time limit
/// only turns a hang into a failure; it is long, so that a busy machine never fails.
@Suite struct HostileMicrodataPageTests {
    enum Outcome: Sendable {
        /// These recipe names, and no problem.
        case loads([String])
        /// This many recipes (checked by count, for the huge ones), and no problem.
        case loadsCount(Int)
        /// No recipe, and one problem for the page whose message contains this.
        case skipped(String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var page: @Sendable () -> [UInt8]
        var outcome: Outcome
        var testDescription: String { name }

        init(_ name: String, _ outcome: Outcome, page: @escaping @Sendable () -> [UInt8]) {
            self.name = name
            self.page = page
            self.outcome = outcome
        }

        init(_ name: String, html: String, _ outcome: Outcome) {
            self.init(name, outcome) { Array(html.utf8) }
        }
    }

    static let recipe = #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pie</h1>"#

    static let cases: [Case] = [
        Case("a page ending inside a tag", html: recipe + #"<span itemprop="recipeIngredient" class="x"#, .loads(["Pie"])),
        Case("a page ending inside a tag's name", html: recipe + "<spa", .loads(["Pie"])),
        Case("a page ending inside an end tag", html: recipe + "</di", .loads(["Pie"])),
        Case("an unterminated comment", html: recipe + #"<!-- <span itemprop="name">Hidden</span>"#, .loads(["Pie"])),
        Case(
            "an unterminated attribute value before the item", html: #"<div class="oops>"# + recipe + "</div>",
            .skipped(SavedWebPageReader.noBlockMessage)),
        Case(
            "an unterminated attribute value inside the item",
            html: recipe + #"<img itemprop="image" src="pie.jpg alt=x><span itemprop="recipeIngredient">1 egg</span></div>"#,
            .loads(["Pie"])),
        Case("an unterminated script", html: recipe + "<script>var a = '<div itemprop=name>No</div>';", .loads(["Pie"])),
        Case("a recipe item without a name", html: #"<div itemscope itemtype="http://schema.org/Recipe"></div>"#, .skipped("recipe #1 has no name")),
        Case("only markup characters", html: String(repeating: "<</<!<?>&;\"'=", count: 10_000), .skipped(SavedWebPageReader.noBlockMessage)),
        Case(
            "only itemscope attributes", html: String(repeating: "<i itemscope itemprop=a>", count: 100_000),
            .skipped(SavedWebPageReader.noBlockMessage)),
        Case("stray end tags", html: String(repeating: "</div></li></p>", count: 100_000) + recipe, .loads(["Pie"])),
        Case(
            "100,000 unclosed list items", html: recipe + "<ul>" + String(repeating: #"<li itemprop="recipeIngredient">egg"#, count: 100_000),
            .loads(["Pie"])),
        Case("10,000 recipe items in one page", .loadsCount(10_000)) {
            Array((0..<10_000).map { #"<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Dish \#($0)</b></div>"# }.joined().utf8)
        },
        Case("itemscope nested 100,000 deep as properties", .loads(["Deep"])) {
            let open = String(repeating: #"<div itemprop="step" itemscope itemtype="https://schema.org/Recipe">"#, count: 100_000)
            return Array((recipe.replacingOccurrences(of: "Pie", with: "Deep") + open + #"<b itemprop="name">Inner</b>"#).utf8)
        },
        Case("itemscope nested 100,000 deep as items of their own", .loads(["Innermost"])) {
            Array((String(repeating: "<div itemscope>", count: 100_000) + recipe.replacingOccurrences(of: "Pie", with: "Innermost")).utf8)
        },
        Case("100,000 nested elements inside a property", .loads(["Pie"])) {
            Array((recipe + #"<div itemprop="description">"# + String(repeating: "<span>", count: 100_000) + "x").utf8)
        },
        Case("invalid UTF-8 in a name", .loads(["Caf\u{FFFD}( Cake"])) {
            Array(#"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Caf"#.utf8) + [0xC3, 0x28]
                + Array(" Cake</h1>".utf8)
        },
        Case("invalid UTF-8 in tag and attribute names", .loads(["Pie"])) {
            Array(recipe.utf8) + [0x3C, 0xFF, 0xFE, 0x20, 0x80, 0x3D, 0xC0, 0x3E] + Array("<span itemprop=\"x\u{80}\">".utf8) + [0xED, 0xA0, 0x80]
        },
        Case("NUL bytes", .loads(["Pie"])) { Array(recipe.utf8) + [0, 0x3C, 0, 0x3E, 0] },
        Case("a huge page (\(TestScale.hugeMegabytes) MB)", .loads(["Needle"])) {
            var page = Array(#"<html><body><div itemscope itemtype="https://schema.org/Recipe"><div itemprop="description">"#.utf8)
            let filler = Array((#"<div class="card" data-id=7><a href='/r?a=1&b=2'>Item &amp; more</a><!-- c --><br/></div>"# + "\n").utf8)
            page.reserveCapacity(TestScale.hugeMegabytes << 20 + 1024)
            while page.count < TestScale.hugeMegabytes << 20 { page += filler }
            return page + Array(#"</div><h1 itemprop="name">Needle</h1></div></body></html>"#.utf8)
        },
    ]

    @Test(.timeLimit(.minutes(10)), arguments: cases)
    func anOddPageLoadsWhatItCanOrIsNamedWithItsReason(_ odd: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/page.html"
        try Data(odd.page()).write(to: URL(fileURLWithPath: path))
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        let names = cookbook.recipes.map(\.name)
        let problems = cookbook.problems.map(\.description)
        switch odd.outcome {
        case .loads(let expected):
            #expect(names == expected)
            #expect(problems.isEmpty, "\(problems)")
        case .loadsCount(let count):
            #expect(names.count == count)
            #expect(problems.isEmpty, "\(problems.prefix(3))")
        case .skipped(let reason):
            #expect(names.isEmpty)
            #expect(problems.count == 1 && problems[0].contains(reason) && problems[0].hasPrefix(path), "\(problems)")
        }
        for recipe in cookbook.recipes.prefix(10) { _ = recipe.detail }
    }
}
