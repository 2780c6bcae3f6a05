import CoreTestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Right-to-left names in the order and shape they are seen (FriBidi under Xft).
@Suite("Bidi", .serialized)
struct BidiTests {
    @Test func hebrewIsDrawnRightToLeft() {
        #expect(X11Bidi.visualOrder("שקשוקה") == String("שקשוקה".reversed()))
    }

    @Test func arabicIsReversedAndJoinedIntoPresentationForms() {
        let shown = X11Bidi.visualOrder("حمص")
        // ح initial (FEA3), م medial (FEE4), ص final (FEBA), drawn from the left: final first.
        #expect(shown.unicodeScalars.map(\.value) == [0xFEBA, 0xFEE4, 0xFEA3])
        #expect(
            X11Bidi.visualOrder("حمص بالطحينة").unicodeScalars.allSatisfy { !(0x0600...0x06FF).contains($0.value) },
            "every letter took its joined form")
    }

    @Test func aLatinNameWithAHebrewPartKeepsItsOrderAndTurnsOnlyTheHebrew() {
        #expect(X11Bidi.visualOrder("Apple Pie (פאי תפוחים)") == "Apple Pie (םיחופת יאפ)")
        #expect(X11Bidi.visualOrder("פאי 2 ק״ג").contains("2"))
    }

    @Test func latinTextIsLeftAlone() {
        for text in ["Apple Pie", "Crème brûlée", "🥧 Pie", "", "Ｐｉｅ"] {
            #expect(X11Bidi.visualOrder(text) == text)
            #expect(!X11Bidi.needsBidi(text))
        }
    }
}

/// Sorting and type-to-select on names in other scripts.
@Suite("Non-Latin names")
struct NonLatinNameTests {
    @Test func typingTheFirstLetterSelectsTheNameInItsOwnScript() {
        var h = Harness(store: TestCookbook.store(names: ["Apple Pie", "שקשוקה", "חומוס", "Борщ", "Ωμελέτα", "حمص", "Éclair"]))
        for (letter, name) in [("ש", "שקשוקה"), ("ח", "חומוס"), ("б", "Борщ"), ("ω", "Ωμελέτα"), ("ح", "حمص"), ("e", "Éclair")] {
            h.press("Escape")
            h.now += 5
            h.press(letter, text: letter)
            #expect(h.selectedName == name, "\(letter)")
        }
    }

    @Test func namesSortByTheirFoldedLettersWithinEachScript() {
        let folded = ["Борщ", "блины", "Ωμελέτα", "άρτος"].map(TextFolding.fold)
        #expect(folded == ["борщ", "блины", "ωμελετα", "αρτοσ"], "case folding also turns the final sigma into σ")
        #expect(TextFolding.fold("שקשוקה") == "שקשוקה", "Hebrew letters survive folding")
    }
}
