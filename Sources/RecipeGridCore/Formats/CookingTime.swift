/// Prep, cook and total times as a cook types them into the editor — "1 h 30 min", "1h30",
/// "90", "1:30", "1.5 hours", "½ hour", "an hour and a half" — read to seconds, and
/// seconds written back for the field ("1 h 30 min"); the recipe keeps them as ISO 8601
/// (`ISO8601Duration`).
///
/// Read by hand, like `DurationScanner`, rather than with a regular expression. A bare
/// number is minutes, the unit recipes give most; a number after a unit is the next
/// smaller unit ("1 hr 5" is an hour and five minutes, "1h30" an hour and a half).
enum CookingTime {
    /// The longest time a field takes: more than a month of curing is not a recipe's time,
    /// and a cap keeps a typo of many digits from becoming a number no one meant.
    static let maximumSeconds = 1_000 * 3600
    /// Longer text is not a time: the editor says so rather than reading a pasted page.
    static let maximumLength = 100

    /// What the field could not read, said so the editor can show it beside the field.
    enum Problem: Error, Equatable, Sendable {
        /// A word or sign that is not an amount or a unit of time.
        case notUnderstood(String)
        /// A unit with no amount before it ("hours").
        case noAmount(String)
        /// An amount that cannot take a unit here ("5 s 3", "2 3 h").
        case noUnit(String)
        case negative
        case tooLong
        case tooManyCharacters

        var message: String {
            switch self {
            // TRANSLATORS: shown under the editor's prep, cook or total time field; {word} is what
            // the cook typed. The examples are times the field reads: keep them as they are.
            case .notUnderstood(let word): tr("“{word}” is not a time: write it as 1 h 30 min, 90 min or 1:30", ["word": word])
            // TRANSLATORS: {unit} is a unit of time the cook typed, "hours".
            case .noAmount(let unit): tr("“{unit}” needs a number before it", ["unit": unit])
            // TRANSLATORS: {amount} is a number the cook typed; h, min and s are what the field reads.
            case .noUnit(let amount): tr("“{amount}” needs a unit: h, min or s", ["amount": amount])
            case .negative: tr("A time cannot be less than nothing")
            case .tooLong: tr("A time can be at most 1,000 hours")
            case .tooManyCharacters: tr("Too long to be a time: write it as 1 h 30 min")
            }
        }
    }

    /// The seconds `text` says, nil when it is empty (the recipe has no such time), or
    /// what could not be read. Fractions of a second are rounded to the nearest.
    static func seconds(from text: String) -> Result<Int?, Problem> {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty else { return .success(nil) }
        guard trimmed.count <= maximumLength else { return .failure(.tooManyCharacters) }
        let input = trimmed.lowercased().map { $0.isWhitespace ? " " : $0 }
        if input.first == "-" || input.first == "\u{2212}" { return .failure(.negative) }
        let total: Double
        do {
            total = try input.contains(":") ? clockTime(input) : sum(CookingTimeTokens.read(input))
        } catch {
            return .failure(error)
        }
        guard total.isFinite, total <= Double(maximumSeconds) else { return .failure(.tooLong) }
        return .success(Int(total.rounded(.toNearestOrAwayFromZero)))
    }

    /// "1 h 30 min", "45 min", "2 h", "1 min 30 s": hours, minutes and seconds, each only
    /// when it is not nought (seconds only when the time is not whole minutes, so what
    /// is read back is what was stored). Nought is "0 min".
    static func text(seconds: Int) -> String {
        let seconds = max(0, seconds)
        let parts = [(seconds / 3600, "h"), (seconds / 60 % 60, "min"), (seconds % 60, "s")].filter { $0.0 > 0 }
        // not translated: the editor writes what its reader reads back, in any language
        return parts.isEmpty ? "0 min" : parts.map { "\($0.0) \($0.1)" }.joined(separator: " ")
    }

    /// "1:30" (h:mm), perhaps followed by an hour unit ("1:30 h"); the minutes are two digits.
    private static func clockTime(_ input: [Character]) throws(Problem) -> Double {
        let text = String(input)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw .notUnderstood(text) }
        var minutesPart = parts[1]
        while let last = minutesPart.last, last.isLetter || last == " " { minutesPart.removeLast() }
        let unit = parts[1].dropFirst(minutesPart.count).trimmingWhitespace()
        guard unit.isEmpty || CookingTimeTokens.units[unit] == 3600,
            let hours = Int(parts[0].trimmingWhitespace()), parts[0].count <= 6,
            minutesPart.count == 2, minutesPart.allSatisfy(\.isASCII), let minutes = Int(minutesPart), minutes < 60
        else { throw .notUnderstood(text) }
        return Double(hours * 3600 + minutes * 60)
    }

    /// Adds up amounts and their units. An amount waits for its unit; a second amount
    /// straight after one only adds a fraction ("1 ½ h"); an amount left at the end takes
    /// the unit after the last one given, or minutes.
    private static func sum(_ tokens: [CookingTimeTokens.Token]) throws(Problem) -> Double {
        var total = 0.0
        var pending: (value: Double, text: String)?
        var lastUnit: Double?
        for (index, token) in tokens.enumerated() {
            switch token {
            case .amount(let value, let text, let isFraction):
                if let waiting = pending {
                    guard isFraction, waiting.value == waiting.value.rounded() else { throw .noUnit(waiting.text) }
                    pending = (waiting.value + value, waiting.text + " " + text)
                } else {
                    pending = (value, text)
                }
            case .unit(let seconds, let word):
                guard let amount = pending else { throw .noAmount(word) }
                total += amount.value * seconds
                lastUnit = seconds
                pending = nil
            case .half:
                // "half an hour" before its unit; "an hour and a half" after one.
                let unitFollows = tokens[(index + 1)...].contains { if case .unit = $0 { true } else { false } }
                if unitFollows {
                    pending = (0.5, "half")
                } else if let unit = lastUnit, pending == nil || ["a", "an"].contains(pending?.text) {
                    total += 0.5 * unit
                    pending = nil
                } else {
                    throw .noUnit("half")
                }
            }
        }
        if let amount = pending {
            guard let unit = smallerUnit(after: lastUnit) else { throw .noUnit(amount.text) }
            total += amount.value * unit
        }
        return total
    }

    private static func smallerUnit(after unit: Double?) -> Double? {
        switch unit {
        case nil: 60
        case 86400: 3600
        case 3600: 60
        case 60: 1
        default: nil
        }
    }
}
