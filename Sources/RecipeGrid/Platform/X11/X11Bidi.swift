import CX11
import RecipeGridCore

/// Hebrew and Arabic text in the order and shape it is seen in. Xft draws characters in
/// the order they are stored, each in its isolated form, so a Hebrew name would read
/// backwards and Arabic letters would not join. GNU FriBidi runs the Unicode bidi
/// algorithm and shapes Arabic into its presentation forms, which the fonts have.
enum X11Bidi {
    /// `text` in visual order, left to right, Arabic joined; unchanged (and not copied
    /// through FriBidi) when it holds nothing written right to left.
    static func visualOrder(_ text: String) -> String {
        guard needsBidi(text) else { return text }
        var logical = text.unicodeScalars.map { FriBidiChar($0.value) }
        // One more than the text: older FriBidi releases end the visual string with a 0.
        var visual = [FriBidiChar](repeating: 0, count: logical.count + 1)
        // The paragraph takes its direction from its first strong letter.
        var base = cx11_fribidi_par_on()
        guard fribidi_log2vis(&logical, FriBidiStrIndex(logical.count), &base, &visual, nil, nil, nil) != 0 else { return text }
        var scalars = String.UnicodeScalarView()
        for code in visual.prefix(logical.count) {
            // Shaping may leave a zero-width filler where a ligature took two letters.
            guard code != 0xFEFF, let scalar = Unicode.Scalar(code) else { continue }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Whether any scalar is Hebrew, Arabic, Syriac, Thaana or NKo, or their presentation
    /// forms: a quick look at the UTF-8 lead bytes first, as almost every name is Latin.
    static func needsBidi(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0xD6 && $0 <= 0xDF || $0 == 0xE0 || $0 == 0xEF }) else { return false }
        return text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFC: true
            default: false
            }
        }
    }
}
