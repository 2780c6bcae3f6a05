/// How the user's locale writes a day: "12 Nov" in English, "Nov 12" in American English,
/// "12. Nov" in German, "11月12日" in Japanese. The shell reads it from the C library's
/// LC_TIME (`nl_langinfo`) and hands it over as data, so the core formats without a clock
/// or a locale of its own.
///
/// Patterns are strftime's, in the little of it a day needs: `%e` or `%d` the day and `%m`
/// the month as numbers (never padded: "3 Nov", "3月"), `%b` the month's short name,
/// `%Y` the year, `%y` its last two digits, `%%` a percent sign; anything else is kept
/// as written.
package struct DateStyle: Sendable, Equatable {
    /// The twelve months' short names, January first.
    package var months: [String]
    /// A day of the current year: "%e %b".
    package var dayMonth: String
    /// A day of another year: "%e %b %Y".
    package var dayMonthYear: String

    package init(months: [String], dayMonth: String, dayMonthYear: String) {
        // A list that is not twelve names is not used: the month's number stands in.
        self.months = months.count == 12 ? months : []
        self.dayMonth = dayMonth
        self.dayMonthYear = dayMonthYear
    }

    /// English, day first: what a locale without date names (C, POSIX) shows.
    package static let english = DateStyle(
        // not translated: a locale's own month names come from LC_TIME (LocaleDates)
        months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], dayMonth: "%e %b",
        dayMonthYear: "%e %b %Y")

    /// `date` as the locale writes it: without its year when it is in `today`'s.
    package func format(_ date: CalendarDate, today: CalendarDate) -> String {
        format(date, pattern: date.year == today.year ? dayMonth : dayMonthYear)
    }

    func format(_ date: CalendarDate, pattern: String) -> String {
        var out = ""
        var directive = false
        for character in pattern {
            guard directive else {
                if character == "%" { directive = true } else { out.append(character) }
                continue
            }
            switch character {
            // glibc's flags (no padding, spaces): every number is written without padding.
            case "-", "_", "0": continue
            case "d", "e": out += String(date.day)
            case "m": out += String(date.month)
            case "b", "h": out += months.isEmpty ? String(date.month) : months[date.month - 1]
            case "Y": out += String(date.year)
            case "y": out += date.year % 100 < 10 ? "0\(date.year % 100)" : "\(date.year % 100)"
            case "%": out.append("%")
            default: out += "%\(character)"
            }
            directive = false
        }
        return out
    }
}
