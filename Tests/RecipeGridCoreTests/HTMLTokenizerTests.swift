import Foundation
import Testing

@testable import RecipeGridCore

/// A token as text: "<tag a=v b>", "</tag>", "'text'", with raw text as "<tag>{raw}".
private func tokens(_ html: String) -> [String] {
    let page = Array(html.utf8)
    return page.withUnsafeBufferPointer { buffer in
        var tokenizer = HTMLTokenizer(bytes: buffer)
        var found: [String] = []
        while let token = tokenizer.next() {
            switch token {
            case .text(let range):
                found.append("'\(tokenizer.text(range))'")
            case .endTag(let name):
                found.append("</\(tokenizer.text(name))>")
            case .startTag(let tag):
                let attributes = tag.attributes.map { attribute in
                    tokenizer.text(attribute.name) + (attribute.value.map { "=" + tokenizer.text($0) } ?? "")
                }
                let raw = tag.rawText.map { "{\(tokenizer.text($0))}" + (tag.isClosed ? "" : "…") } ?? ""
                found.append("<" + ([tokenizer.text(tag.name)] + attributes).joined(separator: " ") + ">" + raw)
            }
        }
        return found
    }
}

@Suite struct HTMLTokenizerTests {
    @Test(
        "tags, attributes and text come in page order; comments and declarations give nothing",
        arguments: [
            ("<p class=\"a b\" id=x hidden>Hi &amp; bye</p>", ["<p class=a b id=x hidden>", "'Hi &amp; bye'", "</p>"]),
            ("a < b <!-- <i>no</i> --> c", ["'a < b '", "' c'"]),
            ("<!DOCTYPE html><?xml x?><![CDATA[<b>]]>x", ["'x'"]),
            ("<DIV ItemScope ItemProp = 'name' >", ["<DIV ItemScope ItemProp=name>"]),
            ("<img src=a.jpg/>", ["<img src=a.jpg/>"]),
            ("<br/><br />", ["<br>", "<br>"]),
            ("</p class=x>tail", ["</p>", "'tail'"]),
            ("</ 3>text", ["'text'"]),
            ("<title>A <b>bold</b> title</title>after", ["<title>{A <b>bold</b> title}", "'after'"]),
            ("<script>if (a<b) x()</script>", ["<script>{if (a<b) x()}"]),
            ("<style>p{}", ["<style>{p{}}…"]),
            ("<plaintext><p>all text", ["<plaintext>{<p>all text}"]),
        ])
    func tokenizes(html: String, expected: [String]) {
        #expect(tokens(html) == expected)
    }

    @Test(
        "a page that ends inside a tag, an attribute or a comment gives what came before it",
        arguments: [
            ("text<div class=\"never closed", ["'text'"]),
            ("text<div", ["'text'"]),
            ("text<!-- never closed <p>", ["'text'"]),
            ("text</di", ["'text'"]),
            ("text<", ["'text<'"]),
        ])
    func endsInsideMarkup(html: String, expected: [String]) {
        #expect(tokens(html) == expected)
    }

    @Test func aMillionCommentsInARowAreReadWithoutRecursion() {
        let html = String(repeating: "<!---->", count: 1_000_000) + "<p>"
        #expect(tokens(html) == ["<p>"])
    }
}
