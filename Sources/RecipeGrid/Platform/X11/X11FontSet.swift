import CX11
import RecipeGridCore

/// Xft fonts for every text style, with fallback for characters the main font lacks,
/// colour emoji from Noto Color Emoji and Han, kana and Hangul from the regional variant of
/// Noto Sans CJK that `CJKFontRegion` picks. Fonts are opened once per style; the font
/// chosen for each character is cached, misses included (dmenu's fontset, st's ring).
@MainActor
final class X11FontSet {
    typealias Font = UnsafeMutablePointer<XftFont>

    /// A piece of text drawn with one font.
    struct Run {
        var font: Font
        var bytes: [UInt8]
        var width: Double
        /// Colour emoji, centred on the main font's box; text of any font shares its baseline.
        var isEmoji = false
    }

    private final class StyleFonts {
        var fonts: [Font]
        var fontForScalar: [UInt32: Int] = [:]
        /// Index in `fonts` of Noto Sans CJK per region, -1 when it cannot be opened.
        var cjkFonts: [CJKFontRegion: Int] = [:]
        let pattern: OpaquePointer?
        let pixelSize: Int
        let bold: Bool
        /// Whether Noto Color Emoji was asked for: until then, and when it cannot be opened,
        /// the second font is the first.
        var emojiOpened = false
        init(primary: Font, pattern: OpaquePointer?, pixelSize: Int, bold: Bool) {
            fonts = [primary, primary]
            self.pattern = pattern
            self.pixelSize = pixelSize
            self.bold = bold
        }
    }

    private let display: X11Display
    private var styles: [TextStyle: StyleFonts] = [:]
    private var runCache: [RunKey: [Run]] = [:]
    private var fitCache: [FitKey: String] = [:]
    private struct FitKey: Hashable {
        var text: String
        var width: Double
        var style: TextStyle
    }

    private struct RunKey: Hashable {
        var text: String
        var style: TextStyle
    }

    /// The font of last resort for a style whose own cannot be opened: any font at all.
    private let anyFont: Font
    /// Where strings of Han alone are drawn from, by the user's language.
    private let languageRegion: CJKFontRegion?

    /// Fails when fontconfig finds no font at all, which is a broken installation, not
    /// something to draw around.
    init(display: X11Display, languageRegion: CJKFontRegion?) throws(LaunchError) {
        self.display = display
        self.languageRegion = languageRegion
        guard let font = XftFontOpenName(display.handle, display.screen, "sans-serif") ?? XftFontOpenName(display.handle, display.screen, "fixed")
        else {
            // TRANSLATORS: on stderr, after "recipegrid: "; keep the package's and the command's names as they are.
            throw LaunchError.runtime(tr("no font could be opened; install a font package (fonts-dejavu-core) and check that fc-list lists it"))
        }
        anyFont = font
    }

    func lineHeight(_ style: TextStyle) -> Double {
        let font = fonts(for: style).fonts[0]
        return (Double(font.pointee.ascent + font.pointee.descent) * 1.22).rounded()
    }

    /// Ascent and descent of the style's main font, for placing baselines.
    func verticalMetrics(_ style: TextStyle) -> (ascent: Double, descent: Double) {
        let font = fonts(for: style).fonts[0]
        return (Double(font.pointee.ascent), Double(font.pointee.descent))
    }

    /// `TextFitting.fit`, remembered: a frame fits every visible tile's name again.
    func fitted(_ text: String, width: Double, style: TextStyle, measurer: any TextMeasuring) -> String {
        let key = FitKey(text: text, width: width, style: style)
        if let cached = fitCache[key] { return cached }
        let fitted = TextFitting.fit(text, width: width, style: style, measurer: measurer)
        if fitCache.count > 20_000 { fitCache.removeAll(keepingCapacity: true) }
        fitCache[key] = fitted
        return fitted
    }

    func width(_ text: String, _ style: TextStyle) -> Double {
        runs(text, style).reduce(0) { $0 + $1.width }
    }

    /// The text split into runs of one font each, measured.
    func runs(_ text: String, _ style: TextStyle) -> [Run] {
        let key = RunKey(text: text, style: style)
        if let cached = runCache[key] { return cached }
        let set = fonts(for: style)
        let region = CJKFontRegion.forText(text, languageRegion: languageRegion)
        var runs: [Run] = []
        for character in X11Bidi.visualOrder(text) {
            let scalars = character.unicodeScalars.filter { !Self.isInvisible($0) }
            guard let first = scalars.first else { continue }
            let wantsEmoji = first.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
            let cjk = region.flatMap { CJKFontRegion.forScalar(first, in: $0) }
            let index = cjk.flatMap { cjkFontIndex(for: first, region: $0, in: set) } ?? fontIndex(for: first, emoji: wantsEmoji, in: set)
            let font = set.fonts[index]
            let bytes = Array(String(String.UnicodeScalarView(scalars)).utf8)
            if let last = runs.last, last.font == font {
                runs[runs.count - 1].bytes += bytes
            } else {
                runs.append(Run(font: font, bytes: bytes, width: 0, isEmoji: index == 1 && set.fonts[1] != set.fonts[0]))
            }
        }
        for index in runs.indices {
            var extents = XGlyphInfo()
            XftTextExtentsUtf8(display.handle, runs[index].font, runs[index].bytes, Int32(runs[index].bytes.count), &extents)
            runs[index].width = Double(extents.xOff)
        }
        if runCache.count > 20_000 { runCache.removeAll(keepingCapacity: true) }
        runCache[key] = runs
        return runs
    }

    /// Variation selectors and joiners have no glyph of their own in Xft.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D
    }

    private func fontIndex(for scalar: Unicode.Scalar, emoji: Bool, in set: StyleFonts) -> Int {
        let key = scalar.value | (emoji ? 0x8000_0000 : 0)
        if let cached = set.fontForScalar[key] { return cached }
        let order = emoji ? [1, 0] + Array(set.fonts.indices.dropFirst(2)) : Array(set.fonts.indices.filter { $0 != 1 }) + [1]
        var found: Int?
        for index in order where index < set.fonts.count {
            if index == 1 { openEmoji(in: set) }
            if XftCharExists(display.handle, set.fonts[index], scalar.value) != 0 {
                found = index
                break
            }
        }
        if found == nil, let fallback = openFallback(for: scalar, in: set) {
            set.fonts.append(fallback)
            found = set.fonts.count - 1
        }
        let index = found ?? 0
        set.fontForScalar[key] = index
        return index
    }

    /// The font of `region`'s Noto Sans CJK for a Han, kana or Hangul `scalar`, if it has
    /// it; nil sends the scalar to the ordinary fallback.
    private func cjkFontIndex(for scalar: Unicode.Scalar, region: CJKFontRegion, in set: StyleFonts) -> Int? {
        let key = scalar.value | UInt32(region.rawValue + 1) << 24
        if let cached = set.fontForScalar[key] { return cached < 0 ? nil : cached }
        if set.cjkFonts[region] == nil {
            set.cjkFonts[region] =
                openCJK(region, like: set).map { font in
                    set.fonts.append(font)
                    return set.fonts.count - 1
                } ?? -1
        }
        let index = set.cjkFonts[region] ?? -1
        let found = index >= 0 && XftCharExists(display.handle, set.fonts[index], scalar.value) != 0 ? index : -1
        set.fontForScalar[key] = found
        return found < 0 ? nil : found
    }

    /// Noto Sans CJK of `region` at the style's size and weight, or nil when fontconfig
    /// offers another family in its place (fonts-noto-cjk not installed).
    private func openCJK(_ region: CJKFontRegion, like set: StyleFonts) -> Font? {
        let bold = set.bold ? ":weight=bold" : ""
        guard let font = XftFontOpenName(display.handle, display.screen, "\(region.family):pixelsize=\(set.pixelSize)\(bold)") else { return nil }
        var family: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(font.pointee.pattern, "family", 0, &family) == FcResultMatch, let family,
            String(cString: family).hasPrefix(CJKFontRegion.familyPrefix)
        {
            return font
        }
        XftFontClose(display.handle, font)
        return nil
    }

    /// Asks fontconfig for any font that has `scalar`, like dmenu's `drw_fontset_getwidth`.
    private func openFallback(for scalar: Unicode.Scalar, in set: StyleFonts) -> Font? {
        guard let base = set.pattern, let pattern = FcPatternDuplicate(base), let charset = FcCharSetCreate() else { return nil }
        defer {
            FcCharSetDestroy(charset)
            FcPatternDestroy(pattern)
        }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, "charset", charset)
        FcPatternAddBool(pattern, "scalable", 1)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = XftFontMatch(display.handle, display.screen, pattern, &result) else { return nil }
        guard let font = XftFontOpenPattern(display.handle, match) else {
            FcPatternDestroy(match)
            return nil
        }
        if XftCharExists(display.handle, font, scalar.value) == 0 {
            XftFontClose(display.handle, font)
            return nil
        }
        return font
    }

    /// Noto Color Emoji at the style's size, opened when a character is first looked for in
    /// it: most styles never draw an emoji, and each font Xft opens keeps tables by glyph
    /// and by character (48 KB for this one).
    private func openEmoji(in set: StyleFonts) {
        guard !set.emojiOpened else { return }
        set.emojiOpened = true
        let name = "Noto Color Emoji:pixelsize=\(set.pixelSize)"  // not translated: a font's name
        if let emoji = XftFontOpenName(display.handle, display.screen, name) { set.fonts[1] = emoji }
    }

    private func fonts(for style: TextStyle) -> StyleFonts {
        if let fonts = styles[style] { return fonts }
        let size = max(1, Int(style.size.rounded()))
        let name = "sans-serif:pixelsize=\(size)" + (style.bold ? ":weight=bold" : "")
        let primary = XftFontOpenName(display.handle, display.screen, name) ?? anyFont
        let fonts = StyleFonts(primary: primary, pattern: XftNameParse(name), pixelSize: size, bold: style.bold)
        styles[style] = fonts
        return fonts
    }
}

/// Text measuring for the core and the view, backed by the font set.
struct X11TextMeasurer: TextMeasuring, @unchecked Sendable {
    // Only used on the main actor, where the font set lives.
    let fontSet: X11FontSet

    func width(of text: String, style: TextStyle) -> Double {
        Self.onMainActor { fontSet.width(text, style) }
    }

    func lineHeight(of style: TextStyle) -> Double {
        Self.onMainActor { fontSet.lineHeight(style) }
    }

    func fitted(_ text: String, width: Double, style: TextStyle) -> String {
        Self.onMainActor { fontSet.fitted(text, width: width, style: style, measurer: self) }
    }

    /// `MainActor.assumeIsolated`, checked in debug builds only: the core measures from the
    /// main thread, synchronously, and the check (`swift_task_isCurrentExecutor`, about 2,000
    /// instructions on Linux) made measuring a tenth of a key's work before its first pixels.
    private static func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
        #if DEBUG
            MainActor.assumeIsolated(body)
        #else
            withoutActuallyEscaping(body) { unsafeBitCast($0, to: (() -> T).self)() }
        #endif
    }
}
