import CoreTestSupport
import TestSupport
import Testing

@testable import RecipeGridCore

/// The visual lines: wrapped by words as TextWrapping wraps, newlines and empty lines
/// kept, long words broken; kept up to date edit by edit; the scroll follows the caret.
@Suite struct MultilineTextLayoutTests {
    private func lines(_ text: String, width: Double = 110) -> [String] {
        var geometry = multilineGeometry
        geometry.width = width
        let characters = Array(text)
        return MultilineTextLayout(characters, geometry: geometry).lines.map { String(characters[$0.start..<$0.end]) }
    }

    @Test func wrapsAtWordsWithTheSpacesHangingAtTheLineEnd() {
        #expect(lines("one two three fours") == ["one two ", "three ", "fours"])
        #expect(lines("three four") == ["three four"])
    }

    @Test func keepsNewlinesAndEmptyLines() {
        #expect(lines("a\n\nb\n") == ["a", "", "b", ""])
        #expect(lines("") == [""])
        #expect(lines("\n") == ["", ""])
    }

    @Test func breaksAWordLongerThanTheLine() {
        #expect(lines("ab abcdefghijklmnopqrstuvwxyz z") == ["ab ", "abcdefghij", "klmnopqrst", "uvwxyz z"])
    }

    @Test func aLineTooNarrowForOneCharacterStillMovesOn() {
        #expect(lines("abc", width: 5) == ["a", "b", "c"])
        #expect(lines("a b", width: 0) == ["a ", "b"])
    }

    @Test func theLinesSpanTheTextWithoutGapsOrOverlaps() {
        let text = "Preheat the oven to 200 °C.\n\nMix the flour, the sugar and the eggs until smooth; rest.\n"
        let layout = MultilineTextLayout(Array(text), geometry: multilineGeometry)
        var next = 0
        for line in layout.lines {
            #expect(line.start == next)
            next = line.next
        }
        #expect(layout.lines.last?.end == Array(text).count)
    }

    @Test("edit by edit, the lines kept up to date are the lines laid out afresh")
    func incrementalLinesMatchAFreshLayout() {
        var random = SeededGenerator(seed: 11)
        var field = MultilineTextField.laidOut("Whisk two eggs with the milk.\n\nFold in the flour gently, then rest it.\nBake.")
        let pieces = ["a", " ", "\n", "flour ", "abcdefghijklmnopqrstuvwxyz", "x\ny", "  ", "é"]
        for round in 0..<300 {
            let count = field.characters.count
            let from = random.next(below: count + 1)
            let to = min(count, from + random.next(below: 12))
            field.select(cursor: to, anchor: from)
            if random.next(below: 3) == 0 {
                field.press("BackSpace")
            } else {
                field.insert(pieces[random.next(below: pieces.count)])
            }
            let fresh = MultilineTextLayout(field.characters, geometry: multilineGeometry)
            #expect(field.layoutCache?.lines == fresh.lines, "round \(round)")
        }
    }

    @Test("a key in a 5,000-line text is handled, re-wrapping only the lines it touched")
    func aKeyInALongText() throws {
        let text = (0..<5000).map { "Step \($0): stir the sauce until it thickens, then season." }.joined(separator: "\n")
        var field = MultilineTextField(text: text)
        field.setGeometry(multilineGeometry)
        field.select(cursor: text.distance(of: "Step 2500:"))
        let linesBefore = try #require(field.layoutCache).lines.count
        field.press("x", text: "x")
        field.press("Down")
        field.press("BackSpace")
        field.press("Page_Down")
        field.press("z", .control)
        let layout = try #require(field.layoutCache)
        #expect(layout.lines.count == linesBefore)
        #expect(field.text.hasPrefix(String(text.prefix(text.distance(of: "Step 2500:")))))
        #expect(field.caretLine(in: layout) > 0)
    }

    @Test("a pasted word of 200,000 letters is laid out and edited")
    func aVeryLongWord() throws {
        var field = MultilineTextField(text: String(repeating: "a", count: 200_000))
        field.setGeometry(multilineGeometry)
        #expect(field.layoutCache?.lines.count == 20_000)
        field.select(cursor: 199_995)
        field.press("BackSpace")
        #expect(field.layoutCache?.lines.count == 20_000)
        #expect(field.caretLine(in: try #require(field.layoutCache)) == 19_999)
    }

    @Test func theScrollFollowsTheCaretDownAndUp() {
        let text = (0..<10).map { "line \($0)" }.joined(separator: "\n")
        var field = MultilineTextField.laidOut(text)
        for _ in 0..<5 { field.press("Down") }
        #expect(field.scroll == 50)  // line 5's bottom at the viewport's bottom
        field.press("Up")
        #expect(field.scroll == 50)
        for _ in 0..<3 { field.press("Up") }
        #expect(field.scroll == 25)
        field.press("End", .control)
        #expect(field.scroll == 150)
        field.press("Home", .control)
        #expect(field.scroll == 0)
    }

    @Test func aTallerViewportScrollsBackWithinTheText() {
        let text = (0..<10).map { "line \($0)" }.joined(separator: "\n")
        var field = MultilineTextField.laidOut(text)
        field.press("End", .control)
        #expect(field.scroll == 150)
        var taller = multilineGeometry
        taller.viewportHeight = 200
        field.setGeometry(taller)
        #expect(field.scroll == 50)
        #expect(field.visibleLines(in: field.layout(for: taller)) == 2..<10)
    }
}
