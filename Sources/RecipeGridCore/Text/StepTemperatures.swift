import Foundation

/// Oven and cooking temperatures in a step's text, turned into the unit system's scale.
///
/// A temperature is a number (or a range, "350-375") followed by a degree sign and F or C ("350°F", "180 ºC"),
/// by "degree(s)" and F, C or the scale's name ("350 degrees F", "180 degrees Celsius"), by the scale's name
/// alone, or, for numbers from 100, by a bare capital F or C that no letter follows ("Bake at 350 F."). So "2 C of
/// flour" and "4 F-stops" are not temperatures; a bare "350 degrees" names no scale and stays. Nothing else in the
/// step changes: its amounts are not scaled.
///
/// Celsius is rounded to 5 degrees (350 °F is 176.7 °C, written 175 °C). Fahrenheit is rounded to 5 degrees below
/// 300 °F and to 25 from there, the marks of an American oven dial: 180 °C (356 °F) is 350 °F, 220 °C is 425 °F.
/// Converted temperatures are written "175 °C"; those already in the system's scale stay as written.
enum StepTemperatures {
    /// `step` with every temperature in the other scale converted to `system`'s; `.written` changes nothing.
    static func convertingTemperatures(in step: String, to system: UnitSystem) -> String {
        guard system != .written else { return step }
        let toCelsius = system == .metric
        let text = step as NSString
        var result = ""
        var copied = 0
        for match in pattern.matches(in: step, range: NSRange(location: 0, length: text.length)) {
            guard let temperature = Temperature(match, in: text), temperature.isFahrenheit == toCelsius else { continue }
            result += text.substring(with: NSRange(location: copied, length: match.range.location - copied))
            result += temperature.converted
            copied = match.range.location + match.range.length
        }
        return copied == 0 ? step : result + text.substring(from: copied)
    }

    /// A number not inside another number or word, an optional range's upper end, then a scale in one of four ways.
    private static let pattern: NSRegularExpression = {
        let number = #"(?<![\d.,\p{L}])(\d{1,4}(?:[.,]\d+)?)"#
        let upper = #"(?:\s?(?:-|–|—|to)\s?(\d{1,4}(?:[.,]\d+)?))?"#
        let degreeSign = #"\s?[°º˚]\s?([FC])(?:ahrenheit|elsius)?(?![\p{L}])"#
        let degreesWord = #"\s?degrees?\s+(F|C|Fahrenheit|Celsius|Centigrade)(?![\p{L}])"#
        let scaleName = #"\s?(Fahrenheit|Celsius|Centigrade)(?![\p{L}])"#
        let bareLetter = #"\s?((?-i:[FC]))(?![\p{L}\d])"#
        let scale = "(?:\(degreeSign)|\(degreesWord)|\(scaleName)|\(bareLetter))"
        // The pattern is a constant: it compiles or the tests fail.
        return try! NSRegularExpression(pattern: number + upper + scale, options: [.caseInsensitive])
    }()

    /// One matched temperature: its value or range and its scale.
    private struct Temperature {
        var lower: Double
        var upper: Double?
        var isFahrenheit: Bool

        /// Capture groups: 1 the number, 2 the upper end, 3–6 the scale written each of the pattern's four ways.
        init?(_ match: NSTextCheckingResult, in text: NSString) {
            func group(_ index: Int) -> String? {
                let range = match.range(at: index)
                return range.location == NSNotFound ? nil : text.substring(with: range)
            }
            func value(_ index: Int) -> Double? {
                group(index).flatMap { Double($0.replacingOccurrences(of: ",", with: ".")) }
            }
            guard let lower = value(1), let scale = (3...6).lazy.compactMap(group).first else { return nil }
            // A bare letter is a scale only after an oven's worth of degrees.
            if match.range(at: 6).location != NSNotFound, lower < 100 { return nil }
            self.lower = lower
            upper = value(2)
            isFahrenheit = scale.lowercased().hasPrefix("f")
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
