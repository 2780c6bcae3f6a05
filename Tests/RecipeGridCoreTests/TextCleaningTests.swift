import CoreTestSupport
import Testing

@testable import RecipeGridCore

@Suite struct TextCleaningTests {
    @Test(arguments: [
        ("Apple Pie", "Apple Pie"), ("  Apple \t\n Pie  ", "Apple Pie"), ("Apple\u{00A0}Pie\u{2009}", "Apple Pie"),
        ("", ""), (" \n ", ""), ("Crème brûlée", "Crème brûlée"), ("“Quoted” – dash…", "“Quoted” – dash…"),
    ])
    func cleansOneLine(text: String, cleaned: String) {
        #expect(TextCleaning.line(text) == cleaned)
    }

    @Test(arguments: [
        ("Mac &amp; Cheese", "Mac & Cheese"), ("Grandma&#39;s", "Grandma's"), ("Grandma&#x27;s", "Grandma's"),
        ("&lt;b&gt;", "<b>"), ("350&deg;F", "350°F"), ("a&nbsp;&nbsp;b", "a b"), ("AT&T & co", "AT&T & co"),
        ("&bogus; &#0; &#xZZ;", "&bogus; &#0; &#xZZ;"), ("&amp;amp;", "&amp;"), ("trailing &", "trailing &"),
        // From the whole WHATWG table: uncommon names, two characters, a long name, a mark.
        ("cr&egrave;me br&ucirc;l&eacute;e", "crème brûlée"), ("&half; &frac18; &frac58;", "½ ⅛ ⅝"), ("&NotEqualTilde;", "≂\u{338}"),
        ("&CounterClockwiseContourIntegral;", "∳"), ("a&DownBreve;", "a\u{311}"), ("&copy 2024", "&copy 2024"),
    ])
    func decodesCharacterReferences(text: String, decoded: String) {
        #expect(TextCleaning.line(text) == decoded)
    }

    @Test func splitsLinesAndDropsBlankOnes() {
        #expect(TextCleaning.lines("Mix.\r\n\r\n  Bake  well.\n") == ["Mix.", "Bake well."])
    }

    @Test func keepsParagraphsWithOneBlankLineBetween() {
        #expect(TextCleaning.paragraphs("\n\nFirst  line.\nSecond.\n\n\n\nLast.\n\n") == "First line.\nSecond.\n\nLast.")
        #expect(TextCleaning.paragraphs("  One line  ") == "One line")
    }
}
