/// Oven and cooking temperatures in a step's text, turned into the unit system's scale.
///
/// A temperature is a number (or a range, "350-375") followed by a degree sign and F or C ("350°F", "180 ºC",
/// "180℃"), by "degree(s)" and F, C or the scale's name ("350 degrees F", "180 degrees Celsius"), by the scale's
/// name alone, or, for numbers from 100, by a bare capital F or C that no letter follows ("Bake at 350 F."). So
/// "2 C of flour" and "4 F-stops" are not temperatures; a bare "350 degrees" names no scale and stays. In German,
/// French, Spanish, Korean and Japanese the word for degrees ("180 Grad", "180 degrés", "180 grados", "180도",
/// "180度"; the last two from 100, as 2度 is also "twice") means Celsius unless F follows. Nothing else in the
/// step changes: its amounts are not scaled. Read by hand: the core keeps no regular expression in memory.
///
/// Celsius is rounded to 5 degrees (350 °F is 176.7 °C, written 175 °C). Fahrenheit is rounded to 5 degrees below
/// 300 °F and to 25 from there, the marks of an American oven dial: 180 °C (356 °F) is 350 °F, 220 °C is 425 °F.
/// Converted temperatures are written "175 °C"; those already in the system's scale stay as written.
enum StepTemperatures {
    /// `step` with every temperature in the other scale converted to `system`'s; `.written` changes nothing.
    static func convertingTemperatures(in step: String, to system: UnitSystem) -> String {
        guard system != .written else { return step }
        let text = Array(step)
        var result = ""
        var copied = 0
        var index = 0
        while index < text.count {
            guard startsNumber(text, at: index), let found = Temperature.read(text, at: index) else {
                index += 1
                continue
            }
            if found.temperature.isFahrenheit == (system == .metric) {
                result += String(text[copied..<index]) + found.temperature.converted
                copied = found.end
            }
            index = found.end
        }
        return copied == 0 ? step : result + String(text[copied...])
    }

    /// A digit not inside another number or a word (a letter of a script without spaces may come before it).
    private static func startsNumber(_ text: [Character], at index: Int) -> Bool {
        guard text[index].isASCII, text[index].isNumber else { return false }
        guard index > 0 else { return true }
        let before = text[index - 1]
        return !(before.isNumber || before == "." || before == "," || before.isLetter) || TimeWords.isUnspaced(before)
    }

    /// One temperature read: its value or range and its scale.
    private struct Temperature {
        var lower: Double
        var upper: Double?
        var isFahrenheit: Bool

        /// The temperature whose number starts at `start`, and where it ends.
        static func read(_ text: [Character], at start: Int) -> (temperature: Temperature, end: Int)? {
            var scanner = TextScanner(text: text, position: start)
            guard let lower = scanner.number() else { return nil }
            let afterLower = scanner.position
            var upper: Double?
            scanner.space()
            if scanner.take("-") || scanner.take("–") || scanner.take("—") || scanner.takeWord("to") {
                scanner.space()
                upper = scanner.number()
            }
            if upper == nil { scanner.position = afterLower }
            guard let isFahrenheit = scanner.scale(after: lower) else { return nil }
            return (Temperature(lower: lower, upper: upper, isFahrenheit: isFahrenheit), scanner.position)
        }

        /// "175 °C", "175–190 °C", "350 °F".
        var converted: String {
            let values = [lower] + (upper.map { [$0] } ?? [])
            let shown = values.map { "\(Int(isFahrenheit ? Self.celsius($0) : Self.fahrenheit($0)))" }
            return shown.joined(separator: "–") + (isFahrenheit ? " °C" : " °F")
        }

        private static func celsius(_ fahrenheit: Double) -> Double {
            ((fahrenheit - 32) * 5 / 9 / 5).rounded() * 5
        }

        private static func fahrenheit(_ celsius: Double) -> Double {
            let exact = celsius * 9 / 5 + 32
            let step: Double = exact >= 300 ? 25 : 5
            return (exact / step).rounded() * step
        }
    }
}

/// Reads a temperature's parts from a position in a step, any case; a failed read may leave the position moved.
private struct TextScanner {
    let text: [Character]
    var position: Int

    private var next: Character? { position < text.count ? text[position] : nil }

    /// Words for degrees that name Celsius unless a scale follows; those of scripts without spaces from 100 only.
    private static let degreeWords = ["degrees", "degree", "grad", "degrés", "degré", "grados", "grado"]
    private static let unspacedDegrees: Set<Character> = ["도", "度"]

    /// "180", "180.5", "180,5": one to four digits and a decimal part.
    mutating func number() -> Double? {
        let start = position
        while let next, next.isASCII, next.isNumber, position - start < 4 { position += 1 }
        guard position > start, next?.isNumber != true else { return nil }
        var digits = String(text[start..<position])
        if let point = next, point == "." || point == ",", position + 1 < text.count, text[position + 1].isASCII, text[position + 1].isNumber {
            position += 1
            let fraction = position
            while let digit = next, digit.isASCII, digit.isNumber { position += 1 }
            digits += "." + String(text[fraction..<position])
        }
        return Double(digits)
    }

    /// Whether the scale after a number is Fahrenheit; nil when no scale follows.
    mutating func scale(after value: Double) -> Bool? {
        let start = position
        space()
        if take("℃") { return false }
        if take("℉") { return true }
        if take("°") || take("º") || take("˚") {
            space()
            return letterScale(long: true)
        }
        if let word = Self.degreeWords.first(where: { takeWord($0) }) {
            let afterWord = position
            space()
            if let scale = letterScale(long: true) { return scale }
            position = afterWord
            // "350 degrees" names no scale; the other languages' words mean Celsius.
            return word.hasPrefix("degree") ? nil : false
        }
        if let next, Self.unspacedDegrees.contains(next), value >= 100 {
            position += 1
            return false
        }
        if takeWord("fahrenheit") { return true }
        if takeWord("celsius") || takeWord("centigrade") { return false }
        // A bare capital letter, after an oven's worth of degrees, followed by no letter or digit.
        if value >= 100, let next, next == "F" || next == "C", !isWordCharacter(at: position + 1) {
            position += 1
            return next == "F"
        }
        position = start
        return nil
    }

    /// F or C (with "ahrenheit"/"elsius" when `long`), or a scale's name, no letter after; nil for none.
    private mutating func letterScale(long: Bool) -> Bool? {
        if takeWord("fahrenheit") { return true }
        if takeWord("celsius") || takeWord("centigrade") { return false }
        guard let next, next == "F" || next == "f" || next == "C" || next == "c" else { return nil }
        guard !(position + 1 < text.count && text[position + 1].isLetter) else { return nil }
        position += 1
        return next == "F" || next == "f"
    }

    mutating func space() {
        if next?.isWhitespace == true { position += 1 }
    }

    mutating func take(_ character: Character) -> Bool {
        guard next == character else { return false }
        position += 1
        return true
    }

    /// `word` in any case, followed by no letter.
    mutating func takeWord(_ word: String) -> Bool {
        let end = position + word.count
        guard end <= text.count, String(text[position..<end]).lowercased() == word, !(end < text.count && text[end].isLetter) else {
            return false
        }
        position = end
        return true
    }

    private func isWordCharacter(at index: Int) -> Bool {
        index < text.count && (text[index].isLetter || text[index].isNumber)
    }
}
