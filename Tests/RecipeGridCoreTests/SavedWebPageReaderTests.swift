import Foundation
import Testing

@testable import RecipeGridCore

/// A page read as the loader reads one, from `/saved/Pie – Site.html`, with `existing`
/// the only files on the disk.
private struct ReadPage {
    static let folder = "/saved"
    static let path = folder + "/Pie – Site.html"
    static let assets = folder + "/Pie – Site_files"

    let bytes: [UInt8]
    let recipes: [Recipe]
    let problems: [LoadProblem]

    init(_ html: String, existing: Set<String> = []) {
        self.init(bytes: Array(html.utf8), existing: existing)
    }

    init(bytes: [UInt8], existing: Set<String> = []) {
        self.bytes = bytes
        let reader = SavedWebPageReader(path: Self.path, folder: Self.folder, files: FileLookup { existing.contains($0) })
        (recipes, problems) = reader.read(bytes, stamp: FileStamp(size: bytes.count, modifiedNanoseconds: 0))
    }

    var names: [String] { recipes.map(\.name) }
    var messages: [String] { problems.map(\.message) }

    /// The recipe's detail as the shell reads it again: its byte range of the page.
    func detail(_ index: Int = 0) throws -> RecipeContent {
        switch recipes[index].content {
        case .held(let content): return content
        case .inFile(let range, _): return SchemaOrgRecipeReader.content(from: try JSONTape(bytes: Array(bytes[range])).root)
        }
    }
}

private func page(_ blocks: String...) -> String {
    "<!DOCTYPE html><html><head><title>Pie</title>\n"
        + blocks.map { #"<script type="application/ld+json">"# + $0 + "</script>\n" }.joined() + "</head><body><p>Pie.</p></body></html>"
}

@Suite struct SavedWebPageReaderTests {
    @Test func readsARecipeWhoseDetailIsAtItsByteRangeOfThePage() throws {
        let read = ReadPage(
            page(#"{"@context": "https://schema.org", "@type": "Recipe", "name": "Apple Pie", "recipeIngredient": ["6 apples", "1 crust"]}"#))
        #expect(read.names == ["Apple Pie"])
        #expect(read.problems.isEmpty)
        #expect(read.recipes[0].sourcePath == ReadPage.path)
        guard case .inFile(let range, _) = read.recipes[0].content else {
            Issue.record("the detail of a page's recipe is left in the page")
            return
        }
        #expect(read.bytes[range.lowerBound] == UInt8(ascii: "{") && read.bytes[range.upperBound - 1] == UInt8(ascii: "}"))
        #expect(try read.detail().ingredients == ["6 apples", "1 crust"])
    }

    @Test func readsAGraphOfPageOrganizationAndRecipeAndARecipeInMainEntity() throws {
        let read = ReadPage(
            page(
                #"""
                {"@context": "https://schema.org", "@graph": [
                  {"@type": "WebPage", "@id": "#page", "name": "Pie – Site"},
                  {"@type": "Organization", "name": "Site", "logo": {"@type": "ImageObject", "url": "https://site.example/logo.png"}},
                  {"@type": "Recipe", "name": "Graph Pie", "mainEntityOfPage": {"@id": "#page"}, "recipeIngredient": ["flour"]}]}
                """#,
                #"{"@type": "WebPage", "name": "Main", "mainEntity": {"@type": "Recipe", "name": "Main Pie", "recipeIngredient": ["sugar"]}}"#,
                #"[{"@type": "BreadcrumbList", "name": "Crumbs"}, {"name": "Untyped Is Not A Recipe In A Page"}]"#))
        #expect(read.names == ["Graph Pie", "Main Pie"])
        #expect(read.problems.isEmpty)
        #expect(try read.detail(0).ingredients == ["flour"])
        #expect(try read.detail(1).ingredients == ["sugar"])
    }

    @Test func aBlockThatIsNotJSONIsNamedWithItsPlaceInThePageAndTheOthersStillRead() throws {
        let read = ReadPage(page("var x = 1;", #"{"@type": "Recipe", "name": "Second"}"#, #"{"@type": "Recipe", "name": "Third",}"#))
        #expect(read.names == ["Second"])
        #expect(read.messages == ["its ld+json block 1 is not valid JSON: invalid value", "its ld+json block 3 is not valid JSON: invalid value"])
        #expect(read.problems.map(\.line) == [2, 4])
        #expect(read.problems[0].column == 36)
        #expect(read.problems[0].description.hasPrefix(ReadPage.path + ":2:36: "))
    }

    @Test func aClosingScriptTagInAJSONStringEndsTheBlockWhichIsReportedAndLaterBlocksRead() {
        let read = ReadPage(
            page(#"{"@type": "Recipe", "name": "Cut", "description": "a </script> b"}"#, #"{"@type": "Recipe", "name": "After"}"#))
        #expect(read.names == ["After"])
        #expect(
            read.messages == [
                #"its ld+json block 1 is not valid JSON: it ends before its JSON does (a "</script" ends a script even inside a string)"#
            ])
    }

    @Test func anUnclosedBlockIsReadToTheEndOfThePageAsABrowserWould() {
        let whole = ReadPage(#"<html><script type="application/ld+json">{"@type": "Recipe", "name": "Whole"}"#)
        #expect(whole.names == ["Whole"] && whole.problems.isEmpty)
        let cut = ReadPage(#"<html><script type="application/ld+json">{"@type": "Recipe", "name": "Cut"#)
        #expect(cut.names.isEmpty)
        #expect(cut.messages == ["its ld+json block 1 is not valid JSON: the page ends inside it, with no </script>"])
    }

    @Test(
        "a page without a Recipe is skipped with the reason",
        arguments: [
            ("<html><body>No data.</body></html>", SavedWebPageReader.noBlockMessage),
            (#"<script type="application/json">{"@type": "Recipe", "name": "Config"}</script>"#, SavedWebPageReader.noBlockMessage),
            (#"<!-- <script type="application/ld+json">{"@type": "Recipe", "name": "Hidden"}</script> -->"#, SavedWebPageReader.noBlockMessage),
            (page(#"{"@type": "Organization", "name": "Site"}"#), SavedWebPageReader.noRecipeMessage),
            (page(#"{"@type": "Recipe", "name": " "}"#), "recipe #1 has no name"),
        ])
    func skipsAPageWithoutARecipe(html: String, message: String) {
        let read = ReadPage(html)
        #expect(read.recipes.isEmpty)
        #expect(read.messages == [message])
    }

    @Test func entitiesInStringsAreDecodedAndABlockEscapedWholeIsDecodedFirst() throws {
        let read = ReadPage(
            page(
                #"{"@type": "Recipe", "name": "Mac &amp; Cheese", "recipeIngredient": ["&frac12; cup milk &ndash; warm"]}"#,
                "{&quot;@type&quot;: &quot;Recipe&quot;, &quot;name&quot;: &quot;Fish &amp;amp; Chips&quot;, &quot;recipeIngredient&quot;: [&quot;2 potatoes &ndash; peeled&quot;]}"
            ))
        #expect(read.names == ["Mac & Cheese", "Fish & Chips"])
        #expect(try read.detail(0).ingredients == ["½ cup milk – warm"])
        // Offsets in a decoded block are not the page's: its detail is held instead.
        let decoded = try read.detail(1)
        #expect(read.recipes[1].content == .held(decoded))
        #expect(decoded.ingredients == ["2 potatoes – peeled"])
    }

    @Test(
        "a block wrapped for old browsers in CDATA or a comment is read",
        arguments: ["<![CDATA[ $ ]]>", "/*<![CDATA[*/ $ /*]]>*/", "//<![CDATA[\n$\n//]]>", "<!-- $ -->", "\n\n  $\n\t"])
    func readsAWrappedBlock(wrapper: String) throws {
        let json = #"{"@type": "Recipe", "name": "Wrapped", "recipeIngredient": ["salt"]}"#
        let read = ReadPage(page(wrapper.replacingOccurrences(of: "$", with: json)))
        #expect(read.names == ["Wrapped"])
        #expect(try read.detail().ingredients == ["salt"])
    }

    @Test func bytesThatAreNotUTF8FailOnlyTheirBlock() {
        var bytes = Array(#"<p>"#.utf8) + [0xFF, 0xFE] + Array(#"</p><script type="application/ld+json">{"@type": "Recipe", "name": "Bad "#.utf8)
        bytes += [0xC3, 0x28] + Array(#""}</script><script type="application/ld+json">{"@type": "Recipe", "name": "Good"}</script>"#.utf8)
        let read = ReadPage(bytes: bytes)
        #expect(read.names == ["Good"])
        #expect(read.messages == ["its ld+json block 1 is not valid JSON: invalid UTF-8"])
    }

    @Test(
        "an image is a local file: a web address or a site's path its copy in Name_files, a relative path beside the page or in Name_files",
        arguments: [
            ("https://site.example/up/pie%20slice.jpg?w=1200#top", [ReadPage.assets + "/pie slice.jpg"], ReadPage.assets + "/pie slice.jpg"),
            ("HTTP://site.example/up/pie.jpg", [ReadPage.assets + "/pie.jpg"], ReadPage.assets + "/pie.jpg"),
            ("https://site.example/up/pie.jpg", [], nil),
            ("https://site.example/up/pie.jpg", [ReadPage.folder + "/pie.jpg"], nil),
            ("https://site.example/up/", [ReadPage.assets], nil),
            ("/wp-content/pie.png", [ReadPage.assets + "/pie.png"], ReadPage.assets + "/pie.png"),
            ("//cdn.example/pie.png", [ReadPage.assets + "/pie.png"], ReadPage.assets + "/pie.png"),
            ("pie.png", [ReadPage.folder + "/pie.png", ReadPage.assets + "/pie.png"], ReadPage.folder + "/pie.png"),
            ("./pie.png", [ReadPage.assets + "/pie.png"], ReadPage.assets + "/pie.png"),
            ("img/pie.png", [ReadPage.assets + "/img/pie.png"], ReadPage.assets + "/img/pie.png"),
            ("img/pie.png?v=2", [ReadPage.assets + "/pie.png"], ReadPage.assets + "/pie.png"),
            ("pie.png", [], nil),
            ("data:image/png;base64,iVBORw0KGgo=", [], nil),
            // A decoded "/" would lead out of the folder: only the name as written is looked for.
            ("https://site.example/a%2F..%2Fb.png", [ReadPage.assets + "/a%2F..%2Fb.png"], ReadPage.assets + "/a%2F..%2Fb.png"),
            ("file:///home/me/pie.png", [], "/home/me/pie.png"),
        ])
    func resolvesImages(reference: String, existing: [String], expected: String?) {
        let read = ReadPage(
            page(#"{"@type": "Recipe", "name": "Pie", "image": {"@type": "ImageObject", "url": "\#(reference)"}}"#), existing: Set(existing))
        #expect(read.recipes.map(\.imagePath) == [expected])
    }
}
