/// Which regional variant of Noto Sans CJK draws a Han, kana or Hangul character.
///
/// One code point of Han is drawn differently in Japan, Korea, China, Taiwan and Hong
/// Kong, and CJK punctuation sits differently in its square (。 low at the left in Japan
/// and China, centred in Taiwan). Hangul is always drawn with the Korean variant and kana
/// with the Japanese one. Han and the punctuation follow the string it is in: with kana,
/// Japanese; with Hangul, Korean; else the user's language (ja, ko, zh_TW, zh_HK, zh);
/// else Simplified Chinese, since a string of Han alone is most often Chinese.
enum CJKFontRegion: Int, CaseIterable, Sendable {
    case japanese, korean, simplifiedChinese, traditionalChinese, hongKong

    /// The fontconfig family of Noto Sans CJK for the region (fonts-noto-cjk).
    var family: String {
        let suffixes: [CJKFontRegion: String] = [
            .japanese: "JP", .korean: "KR", .simplifiedChinese: "SC", .traditionalChinese: "TC", .hongKong: "HK",
        ]
        return Self.familyPrefix + (suffixes[self] ?? "SC")
    }

    /// Every variant's family starts so (a font name, not words to translate).
    static let familyPrefix = "Noto Sans CJK "  // not translated: a fontconfig family name

    enum Script { case hangul, kana, han }

    /// Hangul syllables and jamo; hiragana, katakana and their half-width forms; Han, CJK
    /// punctuation and symbols, and the full-width forms. Nil for any other code point.
    static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC: .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F: .kana
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3190...0x31EF, 0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF65, 0x20000...0x3FFFF:
            .han
        default: nil
        }
    }

    /// The region for Han in `text`, or nil when it has no CJK character at all.
    static func forText(_ text: String, languageRegion: CJKFontRegion?) -> CJKFontRegion? {
        var found = false
        var hangul = false
        for scalar in text.unicodeScalars {
            switch script(of: scalar) {
            case .kana: return .japanese
            case .hangul: hangul = true
            case .han: found = true
            case nil: continue
            }
        }
        if hangul { return .korean }
        return found ? languageRegion ?? .simplifiedChinese : nil
    }

    /// The region a scalar is drawn in, in a string whose Han is drawn in `region`.
    static func forScalar(_ scalar: Unicode.Scalar, in region: CJKFontRegion) -> CJKFontRegion? {
        switch script(of: scalar) {
        case .hangul: .korean
        case .kana: .japanese
        case .han: region
        case nil: nil
        }
    }

    /// The region of the first of the user's languages (`ja`, `ko_KR.UTF-8`, `zh_TW`) that
    /// writes Han, if any.
    static func forLanguages(_ languages: [String]) -> CJKFontRegion? {
        for language in languages {
            let name = language.prefix { $0 != "." && $0 != "@" }
            if name.hasPrefix("ja") { return .japanese }
            if name.hasPrefix("ko") { return .korean }
            guard name.hasPrefix("zh") else { continue }
            // not translated: a locale's script, zh_Hant
            if name.hasSuffix("_TW") || name.contains("Hant") { return .traditionalChinese }
            if name.hasSuffix("_HK") || name.hasSuffix("_MO") { return .hongKong }
            return .simplifiedChinese
        }
        return nil
    }
}
