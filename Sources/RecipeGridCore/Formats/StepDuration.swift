/// A time written in a recipe step ("bake 25 minutes", "simmer 1 hour 30 minutes"), which
/// cooking mode can start a timer from.
struct StepDuration: Sendable, Equatable {
    var seconds: Seconds
    /// The words as the step has them: "25 minutes", "10-12 min".
    var text: String

    /// Every time in `text`, in order. A range ("10-12 minutes") counts from its lower end:
    /// the cook looks early rather than late. Parts in a row ("1 hour 30 minutes",
    /// "6 minutes and 30 seconds") make one time.
    static func find(in text: String) -> [StepDuration] {
        let characters = Array(text)
        var found: [(range: Range<Int>, seconds: Seconds, unit: Seconds)] = []
        var index = 0
        while index < characters.count {
            guard DurationScanner.startsWord(characters, at: index), let match = DurationScanner.match(characters, at: index),
                let amount = number(String(characters[match.amount])), amount > 0,
                let unit = TimeWords.seconds(of: String(characters[match.unit]))
            else {
                index += 1
                continue
            }
            var end = match.end
            let seconds = amount * unit + (unit == 3600 ? TimeWords.hourRest(characters, unit: String(characters[match.unit]), end: &end) : 0)
            if let last = found.last, last.unit > unit, isJoiner(String(characters[last.range.upperBound..<index])[...]) {
                found[found.count - 1] = (last.range.lowerBound..<end, last.seconds + seconds, unit)
            } else {
                found.append((index..<end, seconds, unit))
            }
            index = end
        }
        return found.map { StepDuration(seconds: $0.seconds.rounded(), text: String(characters[$0.range])) }
    }

    /// "25:00", "1:30:00": what a running timer shows.
    static func clock(_ seconds: Seconds) -> String {
        let total = max(0, Int(seconds.rounded(.up)))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(two(minutes)):\(two(rest))"
    }

    private static func isJoiner(_ between: Substring) -> Bool {
        let words = between.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," })
        return words.isEmpty || words.count == 1 && TimeWords.joiners.contains(String(words[0]))
    }

    private static let fractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]
    private static let words: [String: Double] = TimeWords.numbers.merging([
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30,
    ]) { english, _ in english }

    /// "1 1/2", "1½", "1.5", "1,5", "½", "an" → the number.
    private static func number(_ text: String) -> Double? {
        if let word = words[text.lowercased()] { return word }
        var total = 0.0
        var digits = ""
        func flush() -> Bool {
            defer { digits = "" }
            if digits.isEmpty { return true }
            if digits.contains("/") {
                let parts = digits.split(separator: "/")
                guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 else { return false }
                total += top / bottom
            } else {
                guard let value = Double(digits.replacing(",", with: ".")) else { return false }
                total += value
            }
            return true
        }
        for character in text {
            if let fraction = fractions[character] {
                guard flush() else { return nil }
                total += fraction
            } else if character.isWhitespace {
                guard flush() else { return nil }
            } else {
                digits.append(character)
            }
        }
        return flush() ? total : nil
    }
}
