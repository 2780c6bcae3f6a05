import CoreTestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// The layout holds in every language: each screen and overlay (FitScreen) drawn at the
/// smallest window the program allows, at scale 1 and 2, with the shell's real fonts, in
/// English, in each language of po/LINGUAS and in a pseudo-language 40% longer than
/// English; no text may overflow its frame or the window, nor be drawn over other text
/// (TextFitCheck). README, "Adding a language".
@Suite(.serialized)
struct LayoutFitTests {
    static let languages = ["en"] + CatalogTests.languages + ["pseudo"]

    @Test("every screen fits the smallest window", arguments: languages)
    @MainActor
    func everyScreenFits(_ language: String) throws {
        let translations = try Self.translations(language)
        let fonts = try FontServer()
        defer { fonts.stop() }
        Localization.$scoped.withValue(Localization(translations: translations)) {
            var reported: Set<TextFitCheck.Problem> = []
            for scale in [1.0, 2.0] {
                let size = Metrics(scale: scale).minimumWindowSize
                let check = TextFitCheck(measurer: fonts.measurer, windowSize: size)
                for screen in FitScreen.all {
                    var harness = Harness(store: screen.cookbook.store, size: size, scale: scale, measurer: fonts.measurer) { state in
                        if let selected = screen.selected { state.select(selected) }
                    }
                    screen.steps(&harness)
                    let list = MainView(measurer: fonts.measurer).render(harness.state)
                    // A problem shown on one screen is not told again under each overlay.
                    let found = check.problems(in: list).filter { reported.insert($0).inserted }
                    let place = "\(language), \(Int(size.width))×\(Int(size.height)) at \(Int(scale))x, \(screen.name)"
                    #expect(found.isEmpty, "\(place):\n\(found.map { "  \($0)" }.joined(separator: "\n"))")
                }
            }
        }
    }

    /// English, a language of po/ as the shell reads its compiled catalog, or the pseudo-language.
    static func translations(_ language: String) throws -> Translations {
        switch language {
        case "en": return .english
        case "pseudo": return try PseudoLanguage.translations(template: CatalogTests.po + "/recipegrid.pot")
        default: return try CatalogTests.catalog(language)
        }
    }
}
