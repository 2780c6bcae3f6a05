import CoreTestSupport
import Testing

@testable import RecipeGridCore

@Suite struct ISO8601DurationTests {
    @Test(arguments: [
        ("PT1H30M", 5400), ("PT45M", 2700), ("PT2H", 7200), ("P1DT2H", 93600), ("PT0.5S", 1),
        ("PT1,5H", 5400), ("P1W", 604_800), ("PT90S", 90), ("P0DT0H20M0S", 1200), (" pt10m ", 600),
        ("P1Y", 31_536_000), ("P1M", 2_592_000), ("PT0S", 0),
    ])
    func parsesDurations(text: String, seconds: Int) {
        #expect(ISO8601Duration.seconds(text) == seconds)
    }

    @Test(arguments: ["", "P", "PT", "1H", "PT1H30", "P1H", "PT1D", "PTM", "PT1M1H", "PT1H1H", "P1DT", "30 min", "PT1.2.3S", "PT-5M", "P1D2H"])
    func rejectsJunk(text: String) {
        #expect(ISO8601Duration.seconds(text) == nil)
    }

    @Test(arguments: [
        (5400, "1 h 30 min"), (2700, "45 min"), (7200, "2 h"), (93600, "1 d 2 h"), (30, "30 s"), (89, "1 min"), (90, "2 min"), (0, "0 s"),
    ])
    func formatsForDisplay(seconds: Int, text: String) {
        #expect(ISO8601Duration.format(seconds: seconds) == text)
    }
}
