/// A date and time as recipe files write when they were made (schema.org `dateCreated`,
/// Paprika's `created`): "2021-03-04", "2021-03-04T18:30:00Z", "2021-03-04T18:30+01:00",
/// "2021-03-04 18:30:05". Read as seconds since 1970 in UTC, for ordering recipes by when
/// they were added; a time without a zone is taken as UTC, which moves it by hours at
/// most, and a date alone is its midnight.
enum ISO8601Date {
    /// Seconds since 1970 of `text`; nil when it does not start with a real day.
    static func seconds(_ text: String) -> Int? {
        let characters = Array(text.trimmingWhiteSpace.utf8)
        guard characters.count >= 10, let day = CalendarDate(iso: String(decoding: characters[0..<10], as: UTF8.self)) else { return nil }
        var seconds = day.daysSinceEpoch * 86_400
        guard characters.count > 11, characters[10] == UInt8(ascii: "T") || characters[10] == UInt8(ascii: " ") else { return seconds }
        var scanner = Scanner(bytes: characters, position: 11)
        guard let hour = scanner.number(digits: 2), scanner.skip(":"), let minute = scanner.number(digits: 2), hour < 24, minute < 60 else {
            return seconds
        }
        seconds += hour * 3600 + minute * 60
        if scanner.skip(":"), let second = scanner.number(digits: 2), second < 61 { seconds += second }
        while let byte = scanner.peek, byte == UInt8(ascii: ".") || (byte >= 0x30 && byte <= 0x39) { scanner.position += 1 }
        guard let sign = scanner.peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return seconds }
        scanner.position += 1
        guard let zoneHours = scanner.number(digits: 2) else { return seconds }
        _ = scanner.skip(":")
        let zone = zoneHours * 3600 + (scanner.number(digits: 2) ?? 0) * 60
        // 18:30+01:00 is 17:30 in UTC.
        return sign == UInt8(ascii: "+") ? seconds - zone : seconds + zone
    }

    private struct Scanner {
        var bytes: [UInt8]
        var position: Int

        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard peek == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard position + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + digits] {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            position += digits
            return value
        }
    }
}

extension String {
    /// Without spaces, tabs and newlines at either end.
    fileprivate var trimmingWhiteSpace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let start = firstIndex { !isSpace($0) } ?? endIndex
        let end = lastIndex { !isSpace($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
