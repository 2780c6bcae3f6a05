/// ISO 8601 durations as recipes give them (`PT1H30M`), parsed to seconds, formatted
/// for display ("1 h 30 min") and written back into a recipe the editor changed.
///
/// Years and months have no fixed length; they count as 365 and 30 days, which is
/// more than precise enough for "let the dough rest" and keeps the result a plain number.
enum ISO8601Duration {
    /// Seconds in `P[nY][nM][nW][nD][T[nH][nM][nS]]`, or nil when the text is not such a
    /// duration. Components may carry a fraction (`PT0.5S`, `PT1,5H`); the total is
    /// rounded to the nearest second.
    static func seconds(_ text: String) -> Int? {
        // Bytes, not Characters: this runs for three fields of every recipe.
        var bytes = text.utf8[...]
        while let first = bytes.first, isSpace(first) { bytes.removeFirst() }
        while let last = bytes.last, isSpace(last) { bytes.removeLast() }
        guard let designator = bytes.popFirst(), designator | 0x20 == UInt8(ascii: "p") else { return nil }

        var total = 0.0
        var inTimePart = false
        var sawComponent = false
        var sawTimeComponent = false
        // Units must appear in this order; each may appear once.
        var remainingUnits: [UInt8] = Array("YMWD".utf8)
        var number = ""
        for byte in bytes {
            // Designators may come in lower case ("pt10m").
            let unit = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte & ~0x20 : byte
            switch unit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                number.unicodeScalars.append(Unicode.Scalar(unit))
            case UInt8(ascii: ","):
                number += "."
            case UInt8(ascii: "T"):
                guard !inTimePart, number.isEmpty else { return nil }
                inTimePart = true
                remainingUnits = Array("HMS".utf8)
            default:
                guard let unitIndex = remainingUnits.firstIndex(of: unit),
                    let value = Double(number), value.isFinite
                else { return nil }
                total += value * unitSeconds(Unicode.Scalar(unit), inTimePart: inTimePart)
                remainingUnits.removeFirst(unitIndex + 1)
                number = ""
                sawComponent = true
                sawTimeComponent = sawTimeComponent || inTimePart
            }
        }
        guard number.isEmpty, sawComponent, !inTimePart || sawTimeComponent,
            total < Double(Int.max / 2)
        else { return nil }
        return Int(total.rounded(.toNearestOrAwayFromZero))
    }

    /// "1 h 30 min", "45 min", "2 h", "1 d 2 h"; under a minute, "30 s".
    ///
    /// Minutes are rounded to the nearest whole one: a recipe time is a rough guide.
    static func format(seconds: Int) -> String {
        // TRANSLATORS: the units of a recipe's times, as "1 h 30 min" writes them.
        guard seconds >= 60 else { return tr("{count} s", ["count": String(max(seconds, 0))]) }
        let minutes = (seconds + 30) / 60
        let parts = [
            (minutes / 1440, trLater("{count} d")),
            (minutes / 60 % 24, trLater("{count} h")),
            (minutes % 60, trLater("{count} min")),
        ]
        return parts.filter { $0.0 > 0 }.map { tr($0.1, ["count": String($0.0)]) }.joined(separator: " ")
    }

    /// `seconds` as an ISO 8601 duration of hours, minutes and seconds ("PT1H30M", "PT45M",
    /// "PT26H"): the form every recipe reader takes; days are left out, as some readers
    /// know only the time part. Zero or less is "PT0S".
    static func text(seconds: Int) -> String {
        guard seconds > 0 else { return "PT0S" }
        let parts = [(seconds / 3600, "H"), (seconds % 3600 / 60, "M"), (seconds % 60, "S")]
        return "PT" + parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined()
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func unitSeconds(_ unit: Unicode.Scalar, inTimePart: Bool) -> Double {
        switch (unit, inTimePart) {
        case ("Y", false): 365 * 86400
        case ("M", false): 30 * 86400
        case ("W", false): 7 * 86400
        case ("D", false): 86400
        case ("H", true): 3600
        case ("M", true): 60
        default: 1
        }
    }
}
