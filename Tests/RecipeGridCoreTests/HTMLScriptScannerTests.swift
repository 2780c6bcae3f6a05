import Foundation
import TestSupport
import Testing

@testable import RecipeGridCore

/// A script the scanner found, as text: its type, its text and whether it was closed.
private struct Found: Equatable, CustomStringConvertible {
    var type: String?
    var text: String
    var isClosed = true

    var description: String { "\(type ?? "nil") \(isClosed ? "" : "(open) ")\(text.debugDescription)" }
}

private func scripts(_ bytes: [UInt8]) -> [Found] {
    HTMLScriptScanner.scripts(in: bytes).map { script in
        Found(type: script.type, text: String(decoding: bytes[script.text], as: UTF8.self), isClosed: script.isClosed)
    }
}

private func scripts(_ html: String) -> [Found] { scripts(Array(html.utf8)) }

@Suite struct HTMLScriptScannerTests {
    @Test(
        "a script's type is read in any attribute order and case, quoted, unquoted or bare",
        arguments: [
            (#"<script type="application/ld+json">{}</script>"#, true),
            (#"<SCRIPT TYPE="APPLICATION/LD+JSON">{}</SCRIPT>"#, true),
            (#"<script type = ' Application/LD+json ; charset=utf-8 '>{}</script>"#, true),
            ("<script async id=x type=application/ld+json data-y>{}</script>", true),
            ("<script\n\tclass=\"schema\"\n\ttype=\"application/ld+json\"\n>{}</script>", true),
            (#"<script/type="application/ld+json">{}</script>"#, true),
            (#"<script data-x="a > b" type="application/ld+json">{}</script>"#, true),
            (#"<script type="application/json">{}</script>"#, false),
            (#"<script type="application/ld+json5">{}</script>"#, false),
            ("<script>{}</script>", false),
            ("<script type>{}</script>", false),
            (#"<script data-type="application/ld+json">{}</script>"#, false),
            // A repeated attribute keeps its first value, as in a browser.
            (#"<script type="text/javascript" TYPE="application/ld+json">{}</script>"#, false),
        ])
    func recognisesJSONLD(html: String, isJSONLD: Bool) throws {
        let script = try #require(HTMLScriptScanner.scripts(in: Array(html.utf8)).first)
        #expect(script.isJSONLD == isJSONLD)
        #expect(scripts(html).map(\.text) == ["{}"])
    }

    @Test func findsSeveralScriptsInOrderWithTheirTypes() {
        let html = """
            <!DOCTYPE html><html><head><script src="a.js"></script>
            <script type="application/ld+json">{"a": 1}</script></head>
            <body><p>1 < 2 and 3 > 2, <3 </ p> <script type='x'>b</script></body></html>
            """
        #expect(
            scripts(html) == [
                Found(type: nil, text: ""), Found(type: "application/ld+json", text: #"{"a": 1}"#), Found(type: "x", text: "b"),
            ])
    }

    @Test(
        "comments, CDATA, the doctype and processing instructions hide the tags written in them",
        arguments: [
            #"<!-- <script type="application/ld+json">{"fake": 1}</script> -->"#,
            #"<!-- a -- b <script>fake</script> --!><!-->"#,
            #"<!-- x <!-- <script>fake</script> y ---->"#,
            #"<![CDATA[ <script>fake</script> ]]>"#,
            #"<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd">"#,
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            #"<style>p::after { content: "<script>fake</script>" }</style>"#,
            #"<title>Cake <script>fake</script></title>"#,
            #"<TEXTAREA><script>fake</script></textarea >"#,
        ])
    func passesOverWhatIsNotMarkup(before: String) {
        let found = scripts(before + #"<script type="application/ld+json">{"real": 1}</script>"#)
        #expect(found == [Found(type: "application/ld+json", text: #"{"real": 1}"#)])
    }

    @Test func anUnclosedCommentHidesTheRestOfThePage() {
        #expect(scripts(#"<p>x</p><!-- <script>{}</script>"#).isEmpty)
        #expect(scripts(#"<![CDATA[ <script>{}</script>"#).isEmpty)
        // "<!-->" and "<!--->" are whole (empty) comments, as in a browser: what follows is markup.
        #expect(scripts("<!--><script>1</script><!---><script>2</script>").map(\.text) == ["1", "2"])
    }

    @Test func theFirstClosingScriptTagEndsTheTextEvenInsideAJSONString() {
        let html = #"<script type="application/ld+json">{"d": "<b>x</b> <script>y</script> z"}</script><script>2</script>"#
        #expect(scripts(html).map(\.text) == [#"{"d": "<b>x</b> <script>y"#, "2"])
    }

    @Test(
        "the end tag is </script in any case, then white space, / or >",
        arguments: [
            ("<script>a</SCRIPT>", "a"),
            ("<script>a</script\n>", "a"),
            (#"<script>a</script foo="x>y">"#, "a"),
            ("<script>a</script/>", "a"),
            ("<script>a</scripts>b</script>", "a</scripts>b"),
            ("<script>a</ script>b</script>", "a</ script>b"),
            ("<script>a<!-- </scrip -->b</script>", "a<!-- </scrip -->b"),
        ])
    func endsAtTheEndTag(html: String, text: String) {
        #expect(scripts(html + "<script>next</script>").map(\.text) == [text, "next"])
    }

    @Test func anUnclosedScriptRunsToTheEndOfThePage() {
        #expect(
            scripts(#"<script type="application/ld+json">{"name": "x"}</scr"#) == [
                Found(type: "application/ld+json", text: #"{"name": "x"}</scr"#, isClosed: false)
            ])
        #expect(scripts("<script>a</script").map(\.isClosed) == [false])
        // A start tag cut off by the end of the page is no tag at all.
        #expect(scripts(#"<script type="application/ld+json"#).isEmpty)
        #expect(scripts(#"<script type='application/ld+json>{}</script>"#).isEmpty)
    }

    @Test func tenThousandNestedTagsAreScannedWithoutRecursion() {
        let depth = 10_000
        let html =
            String(repeating: #"<div class="level"><span>"#, count: depth) + #"<script type="application/ld+json">{}</script>"#
            + String(repeating: "</span></div>", count: depth)
        #expect(scripts(html) == [Found(type: "application/ld+json", text: "{}")])
        let unclosed = String(repeating: "<b><i x=1 y>", count: depth) + "<script>1</script>"
        #expect(scripts(unclosed).map(\.text) == ["1"])
        // A "<" inside a tag is part of an attribute name there, so this script tag is swallowed, as in a browser.
        #expect(scripts("<i y<script>1</script>").isEmpty)
    }

    @Test func bytesThatAreNotUTF8AreOnlyBytes() {
        var bytes = Array(#"<p class=""#.utf8) + [0xFF, 0xC3, 0x28, 0x80]
        bytes += Array(#""><script type="application/ld+json">{"#.utf8) + [0xE2, 0x82] + Array("}</script>".utf8)
        bytes += [0xF8, 0x3C, 0xFE]
        let found = HTMLScriptScanner.scripts(in: bytes)
        #expect(found.count == 1)
        #expect(found.first?.isJSONLD == true)
        #expect(found.first.map { Array(bytes[$0.text]) } == [UInt8(ascii: "{"), 0xE2, 0x82, UInt8(ascii: "}")])
        var type = Array("<script type=".utf8) + [0xC0, 0xAF] + Array(">x</script>".utf8)
        #expect(HTMLScriptScanner.scripts(in: type).map(\.isJSONLD) == [false])
        type.removeLast(10)
        #expect(HTMLScriptScanner.scripts(in: type).map(\.isClosed) == [false])
    }

    @Test(
        "a page of nothing, or of lone markup characters, has no scripts",
        arguments: ["", "<", "<<<<", "</", "<!", "<!-", "<!--", "<?", "<a", "<a b=", "<a b='", "</a", ">>>", "<script", "</script>"])
    func scansDegeneratePages(html: String) {
        #expect(scripts(html).isEmpty)
    }

    @Test(
        "pages pieced together at random from markup fragments give scripts in order, inside the page, each closed or at its end",
        arguments: 1...4)
    func randomPages(seed: UInt64) {
        let fragments = [
            "<", ">", "</", "<!--", "-->", "--!>", "<![CDATA[", "]]>", "<!DOCTYPE html>", "<?", "<script", "</script", "<SCRIPT ",
            " type=", "'", "\"", "application/ld+json", "<style>", "</style>", "<title>", "=", "/", " ", "\n", "{}", "x", "\u{FF}",
        ].map { Array($0.utf8) }
        var random = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let page = (0..<Int.random(in: 0...60, using: &random)).flatMap { _ in fragments.randomElement(using: &random)! }
            let found = HTMLScriptScanner.scripts(in: page)
            for (script, next) in zip(found, found.dropFirst().map(Optional.some) + [nil]) {
                #expect(script.text.lowerBound >= 0 && script.text.upperBound <= page.count)
                #expect(script.isClosed || script.text.upperBound == page.count)
                if let next { #expect(script.isClosed && script.text.upperBound < next.text.lowerBound) }
            }
        }
    }
}
