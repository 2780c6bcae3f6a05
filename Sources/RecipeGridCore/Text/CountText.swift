/// Counts as people read them.
enum CountText {
    /// Digits in groups of three, as the English-speaking UI writes them: 45000 → "45,000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var result = number < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
