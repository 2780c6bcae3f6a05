import Testing

@testable import RecipeGridCore

/// One row of a table of real ingredient lines: "line | amount | unit | name | the line ×2", where the amount is
/// empty for none, "1.5", or a range "1-2"; the unit is an `IngredientUnit`'s raw value, or empty for a count.
struct LanguageLine: CustomTestStringConvertible, Sendable {
    var line: String
    var quantity: Double?
    var upperQuantity: Double?
    var unit: IngredientUnit?
    var name: String
    var doubled: String

    init(_ row: String) {
        let fields = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        precondition(fields.count == 5, "a row has five fields: \(row)")
        line = fields[0]
        let ends = fields[1].split(separator: "-").compactMap { Double($0) }
        quantity = ends.first
        upperQuantity = ends.count == 2 ? ends[1] : nil
        unit = fields[2].isEmpty ? nil : IngredientUnit(rawValue: fields[2])
        precondition(fields[2].isEmpty || unit != nil, "no unit \(fields[2])")
        name = fields[3]
        doubled = fields[4]
    }

    var testDescription: String { line }

    /// Rows of a table written one to a line.
    static func rows(_ table: String) -> [LanguageLine] {
        table.split(separator: "\n").map { LanguageLine(String($0)) }
    }

    /// Checks that `line` comes back exactly as written, scaled ×2 in every unit system: it has no amount, or
    /// words the reader does not know.
    static func expectAsWritten(_ line: String, in language: RecipeLanguage) {
        for system in UnitSystem.allCases {
            #expect(IngredientScaling.scaled(line, by: 2, in: system, language: language) == line, "\(line) in \(system)")
        }
    }

    /// Checks the line read in `language` and scaled ×2 in its own units.
    func check(in language: RecipeLanguage) {
        let read = Ingredient.parse(line, language: language)
        #expect(read.quantity == quantity, "amount of \(line)")
        #expect(read.upperQuantity == upperQuantity, "range of \(line)")
        #expect(read.unit == unit, "unit of \(line)")
        #expect(read.name == name, "name of \(line)")
        #expect(IngredientScaling.scaled(line, by: 2, in: .written, language: language) == doubled, "\(line) ×2")
    }
}

/// A line converted: "line | metric | US", each the line as that system shows it at its own servings.
struct ConvertedLine: CustomTestStringConvertible, Sendable {
    var line: String
    var metric: String
    var us: String

    init(_ row: String) {
        let fields = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        precondition(fields.count == 3, "a row has three fields: \(row)")
        (line, metric, us) = (fields[0], fields[1], fields[2])
    }

    var testDescription: String { line }

    static func rows(_ table: String) -> [ConvertedLine] {
        table.split(separator: "\n").map { ConvertedLine(String($0)) }
    }

    func check(in language: RecipeLanguage) {
        #expect(IngredientScaling.scaled(line, by: 1, in: .metric, language: language) == metric, "\(line) in metric")
        #expect(IngredientScaling.scaled(line, by: 1, in: .us, language: language) == us, "\(line) in US")
    }
}
