/// Which aisle of a shop an ingredient is found in, and the order the aisles are walked:
/// from the cookbook's `config/aisle.conf` (Cooklang's shopping-list format) when it has
/// one, else from a built-in table of common ingredients.
///
/// The format: `[Aisle name]` starts an aisle; each line after it names an ingredient,
/// synonyms separated by `|` ("tuna|chicken of the sea"). Aisles come in the order written.
package struct AisleTable: Sendable, Equatable {
    /// The aisles in the order a shopper walks them.
    package private(set) var aisles: [String] = []
    /// An ingredient's folded name (`Ingredient.mergeKey`) → its aisle's place in `aisles`.
    private var placeOf: [String: Int] = [:]
    /// The longest name in the table, in words: no longer run of an item's words is tried.
    private var longestName = 1

    /// Where items go that no aisle names.
    package static let otherAisle = trLater("Other")

    /// The table of an `aisle.conf` file's text. Lines before the first aisle, blank lines
    /// and comments (`#`, `//`, `--`) are skipped; a name listed twice keeps its first aisle.
    package init(parsing text: String) {
        var current: Int?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("//") || line.hasPrefix("--") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                let name = line.dropFirst().dropLast().trimmingWhitespace()
                guard !name.isEmpty else { continue }
                if let existing = aisles.firstIndex(of: name) {
                    current = existing
                } else {
                    aisles.append(name)
                    current = aisles.count - 1
                }
                continue
            }
            guard let current else { continue }
            for synonym in line.split(separator: "|") {
                add(String(synonym), aisle: current)
            }
        }
    }

    /// The table the app uses when the cookbook has no `aisle.conf`.
    package static let builtIn: AisleTable = {
        var table = AisleTable(parsing: BuiltInAisles.text)
        table.isBuiltIn = true
        return table
    }()

    /// The built-in table, whose aisles are shown in the user's language (BuiltInAisles.names).
    private var isBuiltIn = false

    private mutating func add(_ name: String, aisle: Int) {
        let key = Ingredient(quantity: nil, unit: nil, name: name.trimmingWhitespace()).mergeKey
        guard !key.isEmpty, placeOf[key] == nil else { return }
        placeOf[key] = aisle
        longestName = max(longestName, key.split(separator: " ").count)
    }

    /// The aisle of a grocery line ("2 cups all-purpose flour, sifted"), by index into
    /// `aisles`; nil when no aisle names it. The whole name is looked up first, then shorter
    /// runs of its words, the last words first ("extra virgin olive oil" finds "olive oil",
    /// "chicken thighs" finds "chicken"), so the most particular name wins.
    package func aisle(of line: String) -> Int? {
        // What is in brackets or after a comma says how much or how, not what:
        // "1 can (400 g) kidney beans, drained" is kidney beans.
        var name = ""
        var depth = 0
        for character in line {
            if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                name.append(character)
            }
        }
        name = Ingredient.parse(name).name
        if let cut = name.firstIndex(where: { $0 == "," || $0 == ";" }) { name = String(name[..<cut]) }
        let words = Ingredient(quantity: nil, unit: nil, name: name).mergeKey.split(separator: " ")
        guard !words.isEmpty else { return nil }
        for length in stride(from: min(words.count, longestName), through: 1, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                if let aisle = placeOf[words[start..<(start + length)].joined(separator: " ")] { return aisle }
            }
        }
        return nil
    }

    /// Indices of `names` by aisle, in the table's order, "Other" after them; blank names
    /// last, under an empty title.
    package func groups(of names: [String]) -> [(title: String, members: [Int])] {
        var members = Array(repeating: [Int](), count: aisles.count + 2)
        for (index, name) in names.enumerated() {
            members[name.allSatisfy(\.isWhitespace) ? aisles.count + 1 : aisle(of: name) ?? aisles.count].append(index)
        }
        let titles = (isBuiltIn ? aisles.map(tr) : aisles) + [tr(Self.otherAisle), ""]
        return zip(titles, members).filter { !$0.1.isEmpty }.map { (title: $0.0, members: $0.1) }
    }

    /// The named items of a list in groups as Copy, Export and Print give them: by aisle,
    /// titled; by recipe, one untitled group in the list's order.
    package func groceryGroups(_ items: [GroceryItem], grouping: GroceryGrouping) -> [(title: String?, items: [GroceryItem])] {
        let named = items.filter { !$0.name.allSatisfy(\.isWhitespace) }
        guard grouping == .byAisle else { return named.isEmpty ? [] : [(nil, named)] }
        return groups(of: named.map(\.name)).map { group in (group.title, group.members.map { named[$0] }) }
    }
}
