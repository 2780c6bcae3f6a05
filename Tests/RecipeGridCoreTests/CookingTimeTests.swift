import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The editor's time fields: what a cook types, read to seconds; what it cannot read,
/// named; seconds written back so that reading them again gives the same time.
@Suite struct CookingTimeTests {
    @Test(arguments: [
        ("1 h 30 min", 5400), ("1h30m", 5400), ("1 hour 30 minutes", 5400), ("90 min", 5400), ("90", 5400), ("1:30", 5400),
        ("1.5 h", 5400), ("1,5 h", 5400), ("½ hour", 1800), ("an hour", 3600), ("2 hrs", 7200), ("45 mins", 2700),
        ("1 hr 5", 3900), ("1 HR 30 MIN", 5400), ("1H30", 5400), ("  20 min  ", 1200), ("1 ½ hours", 5400), ("1½ h", 5400),
        ("1 1/2 hours", 5400), ("3/4 h", 2700), ("half an hour", 1800), ("an hour and a half", 5400), ("1 h and 15 min", 4500),
        ("1 h, 15 min", 4500), ("2 hours & 10 minutes", 7800), ("10 min 30 s", 630), ("10 min 30", 630), ("30 sec", 30),
        ("2 days", 172_800), ("1 d 2", 93600), ("0", 0), ("0:45", 2700), ("12:05 h", 43500), ("5 min.", 300), ("hrs. 2", -1),
        ("1 hr.\t30\u{A0}min", 5400), ("1000 h", 3_600_000), ("0.5", 30),
    ])
    func readsWhatACookWrites(text: String, seconds: Int) {
        if seconds < 0 {
            #expect(throws: CookingTime.Problem.self) { try CookingTime.seconds(from: text).get() }
        } else {
            #expect(CookingTime.seconds(from: text) == .success(seconds))
        }
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyIsNoTime(text: String) {
        #expect(CookingTime.seconds(from: text) == .success(nil))
    }

    @Test(arguments: [
        ("soon", CookingTime.Problem.notUnderstood("soon")), ("1 fortnight", .notUnderstood("fortnight")),
        ("10-15 min", .notUnderstood("-")), ("hours", .noAmount("hours")), ("5 s 3", .noUnit("3")), ("2 3 h", .noUnit("2")),
        ("-5 min", .negative), ("−1 h", .negative), ("1001 h", .tooLong), ("99999999999999999999 min", .tooLong),
        ("1000 h 1 min", .tooLong), ("NaN", .notUnderstood("nan")), ("inf", .notUnderstood("inf")), ("1e9", .notUnderstood("e")),
        ("1:75", .notUnderstood("1:75")), ("1:5", .notUnderstood("1:5")), ("1:30:00", .notUnderstood("1:30:00")),
        ("1:30 min", .notUnderstood("1:30 min")), ("1/0 h", .notUnderstood("1/0")), ("1.2.3 h", .notUnderstood(".")),
        ("half", .noUnit("half")), ("1 h 🕐", .notUnderstood("🕐")), ("٣ min", .notUnderstood("٣")),
        (String(repeating: "1 h ", count: 40), .tooManyCharacters), (String(repeating: "9", count: 100_000), .tooManyCharacters),
    ])
    func namesWhatItCannotRead(text: String, problem: CookingTime.Problem) {
        #expect(CookingTime.seconds(from: text) == .failure(problem))
    }

    @Test func aLongUnknownWordIsNamedShortly() {
        guard case .failure(.notUnderstood(let word)) = CookingTime.seconds(from: String(repeating: "x", count: 90)) else {
            Issue.record("not refused")
            return
        }
        #expect(word.count == 30)
    }

    @Test func everyProblemSaysWhatToWrite() {
        let problems: [CookingTime.Problem] = [.notUnderstood("soon"), .noAmount("h"), .noUnit("3"), .negative, .tooLong, .tooManyCharacters]
        for problem in problems { #expect(!problem.message.isEmpty) }
        #expect(CookingTime.Problem.notUnderstood("soon").message.contains("“soon”"))
    }

    @Test(arguments: [
        (5400, "1 h 30 min"), (2700, "45 min"), (7200, "2 h"), (90, "1 min 30 s"), (30, "30 s"), (0, "0 min"), (-5, "0 min"),
        (93600, "26 h"), (3_600_000, "1000 h"),
    ])
    func writesSecondsForTheField(seconds: Int, text: String) {
        #expect(CookingTime.text(seconds: seconds) == text)
        #expect(CookingTime.seconds(from: text) == .success(max(0, seconds)))
    }

    @Test(arguments: [(5400, "PT1H30M"), (2700, "PT45M"), (90, "PT1M30S"), (0, "PT0S"), (93600, "PT26H")])
    func storesSecondsAsISO8601(seconds: Int, text: String) {
        #expect(ISO8601Duration.text(seconds: seconds) == text)
        #expect(ISO8601Duration.seconds(text) == seconds)
    }
}
