/// Reads MasterCook's text export (`.mxp`): recipes that each start with a line
/// "* Exported from MasterCook *" (or "MasterCook II", "MasterCook Mac", CookWorks), then
/// the title, `Recipe By`, `Serving Size` with `Preparation Time` ("h:mm") on the same line,
/// `Categories` in columns (continued on lines below), a table of Amount (columns 1–8),
/// Measure (11–22) and Ingredient (from 25; " -- " before a preparation), the directions
/// a step per paragraph, and the end line "- - - - - - -". After it come `NOTES :`, read
/// as the summary, nutrition and other lines, passed over.
package enum MasterCookTextReader {
    package static func read(_ bytes: [UInt8], path: String) -> (recipes: [Recipe], problems: [LoadProblem]) {
        var scanner = MasterCookTextScanner(path: path)
        LegacyText.forEachLine(of: bytes) { scanner.take($0, number: $1) }
        return scanner.finishFile()
    }

    /// Whether `line` starts a recipe: "*  Exported from  MasterCook  *", "{ Exported from MasterCook".
    static func isStart(_ line: String) -> Bool {
        guard let first = LegacyText.firstNonSpace(line), first == UInt8(ascii: "*") || first == UInt8(ascii: "{") else { return false }
        let trimmed = LegacyText.trimmed(line).lowercased()
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "*" || $0 == "{" }).joined(separator: " ")
        // not translated: the words MasterCook writes
        return words.hasPrefix("exported from mastercook") || words.hasPrefix("exported from cookworks")
    }

    /// Whether `line` ends a recipe's directions: "- - - - - - - - - -".
    static func isEnd(_ line: String) -> Bool {
        LegacyText.firstNonSpace(line) == UInt8(ascii: "-") && LegacyText.trimmed(line).hasPrefix("- - - -")
    }

    /// The heading in an ingredient line framed by dashes, stars or equals signs
    /// ("---Crust----", "***Filling***"), as MasterCook users type group headings.
    static func heading(_ text: String) -> String? {
        let frame = "-*=_ "
        let trimmed = text.trimmingWhitespace()
        guard trimmed.count > 4, let first = trimmed.unicodeScalars.first, let last = trimmed.unicodeScalars.last,
            "-*=".unicodeScalars.contains(first), "-*=".unicodeScalars.contains(last)
        else { return nil }
        let inner = trimmed.trimmingScalars(in: frame)
        return inner.isEmpty ? nil : inner
    }

    /// An ingredient line of the table: amount, measure and ingredient in their columns,
    /// " -- " before a preparation made ", " ("1 cup butter, softened"); or a heading.
    static func ingredient(_ line: String) -> (text: String, isHeading: Bool) {
        // No ingredient is this long: a huge line is its text, and is not copied into columns.
        guard line.utf8.count <= MealMasterIngredients.longestLine else { return (LegacyText.trimmed(line), false) }
        let scalars = Array(line.unicodeScalars)
        func field(_ range: Range<Int>) -> String {
            MealMasterIngredients.trimmed(scalars[range.clamped(to: 0..<scalars.count)])
        }
        let fitsColumns = scalars.count > 24 && [8, 9, 22, 23].allSatisfy { scalars[$0] == " " }
        let (amount, measure, text) = fitsColumns ? (field(0..<8), field(10..<22), field(24..<scalars.count)) : ("", "", field(0..<scalars.count))
        if amount.isEmpty && measure.isEmpty, let heading = heading(text) { return (heading, true) }
        var written = [amount, measure, text].filter { !$0.isEmpty }.joined(separator: " ")
        if written.hasSuffix(" --") { written.removeLast(3) }
        return (written.replacing(" -- ", with: ", "), false)
    }
}
