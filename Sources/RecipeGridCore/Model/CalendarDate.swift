/// A day of the calendar, with no time of day or zone: what the cooking log keeps ("I made
/// it on 12 Nov"). Which day it is where the user is comes from the shell
/// (`UpdateContext.today`); the core reads no clock. Stored as ISO 8601's "YYYY-MM-DD",
/// which sorts as the days do and reads the same in every locale.
///
/// Invariant: `month` is 1...12 and `day` a day of that month in that year.
package struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    /// Nil when there is no such day (30 February, month 13).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of "2024-11-12"; nil for anything else (a time after it, a missing digit).
    package init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// "2024-11-12".
    package var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    package var description: String { iso }

    /// Days since 1 January 1970 (negative before it), for counting and for comparing with
    /// a file's modification time.
    package var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil: the year starts in March, so February's leap
        // day falls at its end.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// Stored as its ISO string; one that is not a real day makes the state file untrusted,
/// as a rating that is no rating does.
extension CalendarDate: Codable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            // not translated: the decoder's own description
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day: \(text)")
        }
        self = date
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

extension CalendarDate {
    /// A fixed day for what has not been told the day yet (a state before its first
    /// update, a test that does not care): 1 January 2000.
    package static let reference = CalendarDate(year: 2000, month: 1, day: 1)!
}
