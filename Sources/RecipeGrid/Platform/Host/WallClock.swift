import FoundationEssentials
import Glibc
import RecipeGridCore

/// The wall clock's day where the user is: what the core is told each update
/// (`UpdateContext.today`) and writes in the cooking log.
enum WallClock {
    /// Today in the local time zone (`TZ`, else /etc/localtime).
    static func today() -> CalendarDate {
        var seconds = time(nil)
        var fields = tm()
        guard localtime_r(&seconds, &fields) != nil,
            let day = CalendarDate(year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday))
        else { return .reference }
        return day
    }
}
