import CX11
import RecipeGridCore

/// The direction printed text is set in (README, Printing), from the Unicode bidi classes of
/// its letters as FriBidi knows them: the same with Pango or without it.
enum PrintDirection {
    /// A paragraph's: that of its strong letters when they all agree; the page's when it has
    /// letters of both directions (a Hebrew line that names a brand in Latin letters reads
    /// as the page around it does) or none (a step's number).
    static func of(_ text: String, page: LayoutDirection) -> LayoutDirection {
        let letters = strongLetters(in: text)
        switch (letters.ltr > 0, letters.rtl > 0) {
        case (true, false): return .ltr
        case (false, true): return .rtl
        default: return page
        }
    }

    /// A recipe's pages: the direction most of its letters are written in, else the layout's.
    static func of(recipe texts: [String], layout: LayoutDirection) -> LayoutDirection {
        let letters = texts.map(strongLetters).reduce((ltr: 0, rtl: 0)) { ($0.ltr + $1.ltr, $0.rtl + $1.rtl) }
        if letters.ltr == letters.rtl { return layout }
        return letters.rtl > letters.ltr ? .rtl : .ltr
    }

    /// How many of `text`'s letters are strong left to right, and right to left (Hebrew,
    /// Arabic, Syriac, Thaana, NKo); ASCII without asking FriBidi.
    static func strongLetters(in text: String) -> (ltr: Int, rtl: Int) {
        var counts = (ltr: 0, rtl: 0)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if scalar.properties.isAlphabetic { counts.ltr += 1 }
                continue
            }
            let type = Int(fribidi_get_bidi_type(FriBidiChar(scalar.value)).rawValue)
            guard type & Int(FRIBIDI_MASK_STRONG) != 0, type & Int(FRIBIDI_MASK_LETTER) != 0 else { continue }
            if type & Int(FRIBIDI_MASK_RTL) != 0 { counts.rtl += 1 } else { counts.ltr += 1 }
        }
        return counts
    }
}
