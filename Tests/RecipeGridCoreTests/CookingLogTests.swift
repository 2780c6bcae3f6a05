import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Recipe ▸ I Made This (Ctrl+M) and what the detail says of the log (README, Notes and
/// the cooking log): the day comes from the host, never from a clock the core reads.
struct CookingLogTests {
    private static let nov12 = CalendarDate(year: 2024, month: 11, day: 12)!

    @Test("Ctrl+M on the grid logs the selected recipe today, says so and saves at once with fsyncs")
    func fromTheGrid() throws {
        var h = Harness()
        h.press("Right")
        h.press("m", [.control])
        #expect(h.state.madeLog == ["test#Banana Bread": [Self.nov12]])
        #expect(h.state.toast?.text == "Logged “Banana Bread” as made today")
        let save = try #require(h.host.saves.last)
        #expect(save.durable && save.state.made == ["test#Banana Bread": [Self.nov12]])
    }

    @Test("twice in the detail: Made 2 times, last on the day, in the header and for a screen reader")
    func twiceInTheDetail() throws {
        var h = Harness()
        h.press("Return")
        #expect(h.state.detail.layout?.madeLine == nil, "never made: nothing is said")
        h.press("m", [.control])
        #expect(h.state.detail.layout?.madeLine == "Made once · on 12 Nov")
        h.host.today = CalendarDate(year: 2024, month: 11, day: 20)!
        h.press("m", [.control])
        let layout = try #require(h.state.detail.layout)
        #expect(layout.madeLine == "Made 2 times · last on 20 Nov")
        #expect(layout.lines.contains { $0.text == "Made 2 times · last on 20 Nov" })
        let label = try #require(AccessibleView.tree(h.state, measurer: h.measurer)[.madeSummary])
        #expect(label.role == .label && label.name == "Made 2 times · last on 20 Nov")
    }

    @Test("a day of another year is written with its year; the log is kept in order")
    func otherYear() {
        var h = Harness { state in
            state.madeLog = ["test#Apple Pie": [CalendarDate(year: 2022, month: 1, day: 2)!, CalendarDate(year: 2023, month: 3, day: 4)!]]
        }
        h.press("Return")
        #expect(h.state.detail.layout?.madeLine == "Made 2 times · last on 4 Mar 2023")
        h.host.today = CalendarDate(year: 2023, month: 1, day: 1)!
        h.press("m", [.control])
        #expect(h.state.madeLog["test#Apple Pie"]?.last == CalendarDate(year: 2023, month: 3, day: 4)!, "an earlier day goes in its place")
        #expect(h.state.madeLog["test#Apple Pie"]?.map(\.iso) == ["2022-01-02", "2023-01-01", "2023-03-04"])
    }

    @Test("marked recipes are logged together; with nothing in focus the command is disabled")
    func markedAndDisabled() {
        var h = Harness()
        h.press("space")
        h.press("Right")
        h.press("space")
        h.press("m", [.control])
        #expect(h.state.madeLog.keys.sorted() == ["test#Apple Pie", "test#Banana Bread"])
        #expect(h.state.toast?.text == "Logged 2 recipes as made today")
        var idle = Harness()
        idle.press("ISO_Left_Tab", [.shift])
        #expect(idle.state.focus == .sidebar && !idle.state.isEnabled(.madeThis))
        idle.press("m", [.control])
        #expect(idle.state.madeLog.isEmpty)
    }

    @Test("I Made This is in the Recipe menu with Ctrl+M, and works from cooking mode")
    func menuAndCooking() {
        #expect(MenuBar.menus[1].items.contains { $0.command == .madeThis })
        #expect(KeyBindings.shortcut(for: .madeThis) == "Ctrl+M")
        var h = Harness()
        h.press("Return")
        h.press("k", [.control])
        #expect(h.state.screen == .cooking)
        h.press("m", [.control])
        #expect(h.state.madeLog == ["test#Apple Pie": [Self.nov12]])
    }

    @Test("the log and the day's format survive a restart")
    func restart() {
        var h = Harness()
        h.press("m", [.control])
        let saved = h.state.savedState
        var again = Harness { $0.restore(saved) }
        again.press("Return")
        #expect(again.state.detail.layout?.madeLine == "Made once · on 12 Nov")
    }
}

/// Days as the log keeps them and as the locale writes them.
struct CalendarDateTests {
    @Test("ISO days read and written; impossible ones refused")
    func iso() {
        #expect(CalendarDate(iso: "2024-02-29")?.iso == "2024-02-29")
        #expect(CalendarDate(iso: "2023-02-29") == nil && CalendarDate(iso: "2024-13-01") == nil)
        #expect(CalendarDate(iso: "2024-1-01") == nil && CalendarDate(iso: "2024-01-01T10:00") == nil)
        #expect(CalendarDate(year: 1970, month: 1, day: 1)?.daysSinceEpoch == 0)
        #expect(CalendarDate(year: 2000, month: 3, day: 1)?.daysSinceEpoch == 11_017)
        #expect(CalendarDate(year: 1969, month: 12, day: 31)?.daysSinceEpoch == -1)
    }

    @Test("a date created, as recipe files write it, in seconds since 1970 (UTC)")
    func dateCreated() {
        #expect(ISO8601Date.seconds("1970-01-02") == 86_400)
        #expect(ISO8601Date.seconds(" 2021-03-04T18:30:00Z ") == 1_614_882_600)
        #expect(ISO8601Date.seconds("2021-03-04T18:30+01:00") == 1_614_879_000)
        #expect(ISO8601Date.seconds("2021-03-04 18:30:00.250-0500") == 1_614_900_600)
        #expect(ISO8601Date.seconds("March 4, 2021") == nil && ISO8601Date.seconds("") == nil)
    }

    @Test("the locale's patterns: day first, month first, a full stop, a month that stays a number")
    func styles() {
        let day = CalendarDate(year: 2024, month: 11, day: 3)!
        let today = CalendarDate(year: 2024, month: 1, day: 1)!
        let months = DateStyle.english.months
        #expect(DateStyle.english.format(day, today: today) == "3 Nov")
        #expect(DateStyle.english.format(day, today: CalendarDate(year: 2025, month: 1, day: 1)!) == "3 Nov 2024")
        #expect(DateStyle(months: months, dayMonth: "%b %e", dayMonthYear: "%b %e %Y").format(day, today: today) == "Nov 3")
        #expect(DateStyle(months: months, dayMonth: "%e. %b", dayMonthYear: "%e. %b. %Y").format(day, today: today) == "3. Nov")
        #expect(DateStyle(months: [], dayMonth: "%m月%e日", dayMonthYear: "%Y年%m月%e日").format(day, today: today) == "11月3日")
        #expect(DateStyle(months: months, dayMonth: "%e%% %q", dayMonthYear: "").format(day, today: today) == "3% %q")
    }
}
