/// MealMaster's fixed-column ingredient lines: the amount in columns 1–7, a unit code in
/// 9–10 and the text from 12; in the two-column layout a second ingredient starts at
/// column 41. A line whose text starts with "-" (and has no amount or unit) continues the
/// ingredient before it.
///
/// Two columns are read down the left column and then down the right one, as MealMaster
/// fills them, so the right column's first line may continue the left column's last
/// ingredient. That is why a group (the ingredients between two headings) is kept until
/// its end and only then made lines.
struct MealMasterIngredients {
    /// One ingredient as written in its columns.
    struct Entry: Equatable {
        var amount: String
        var code: String
        var text: String

        var isContinuation: Bool { amount.isEmpty && code.isEmpty && text.hasPrefix("-") }
    }

    /// Bytes: two columns of 40 and continuations of generous text fit many times over.
    static let longestLine = 4096

    private var left: [Entry] = []
    private var right: [Entry] = []

    /// Takes `line` when it is one or two ingredients in MealMaster's columns; false for
    /// any other line (the directions, which follow the ingredients).
    mutating func take(_ line: String) -> Bool {
        // No ingredient is this long; a huge line is the directions, and is not copied here.
        guard line.utf8.count <= Self.longestLine else { return false }
        let scalars = Array(line.unicodeScalars)
        if scalars.count > 40, scalars[39] == " ", let first = Self.entry(scalars[..<40]), let second = Self.entry(scalars[40...]) {
            left.append(first)
            right.append(second)
            return true
        }
        guard let entry = Self.entry(scalars[...]) else { return false }
        left.append(entry)
        return true
    }

    /// The group's ingredient lines, in reading order, continuations joined; the group is
    /// then empty for the next one.
    mutating func lines() -> [String] {
        var joined: [Entry] = []
        for entry in left + right {
            if entry.isContinuation, let last = joined.indices.last {
                joined[last].text = Self.join(joined[last].text, entry.text.dropFirst())
            } else {
                joined.append(entry)
            }
        }
        left = []
        right = []
        return joined.map { MealMasterUnits.line(amount: $0.amount, code: $0.code, text: $0.text) }
    }

    /// The columns of one ingredient, or nil when the line does not fit them: only digits,
    /// spaces, ".", "/" and "-" in the amount, a space after it, a known code or nothing
    /// for the unit, and a space before the text.
    static func entry(_ scalars: ArraySlice<Unicode.Scalar>) -> Entry? {
        let start = scalars.startIndex
        func at(_ column: Int) -> Unicode.Scalar { start + column < scalars.endIndex ? scalars[start + column] : " " }
        guard !scalars.isEmpty, at(7) == " ", at(10) == " " else { return nil }
        for column in 0..<7 where !isAmountScalar(at(column)) { return nil }
        let amount = trimmed(scalars.prefix(7))
        let code = trimmed(scalars.dropFirst(8).prefix(2))
        guard code.isEmpty || MealMasterUnits.isCode(code) else { return nil }
        let text = trimmed(scalars.dropFirst(11))
        guard !(amount.isEmpty && code.isEmpty && text.isEmpty) else { return nil }
        return Entry(amount: amount, code: code, text: text)
    }

    private static func isAmountScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "." || scalar == "/" || scalar == "-" || ("0"..."9").contains(scalar)
    }

    static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }), let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }

    /// A continuation joined to the text before it: with a space, but none after an open
    /// bracket or a word broken at a hyphen ("(" + "1 glass)" reads "(1 glass)").
    private static func join(_ text: String, _ more: Substring) -> String {
        let more = LegacyText.trimmed(more)
        if text.isEmpty { return more }
        return text.hasSuffix("(") || text.hasSuffix("-") ? text + more : text + " " + more
    }
}
