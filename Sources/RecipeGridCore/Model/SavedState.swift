/// What survives a restart (README, Where state lives): ratings, the grocery list, the last
/// selection, the servings chosen, the units, the notes, the cooking log and the grid's order.
///
/// Decoding is tolerant where it is harmless: unknown keys are ignored and missing keys
/// take their defaults, so `{"version":1}` is a valid empty state. Anything it cannot
/// trust — a wrong type, a rating that is not a `Rating`, a version it does not know —
/// fails to decode, and the caller treats the file as corrupt.
package struct SavedState: Sendable, Equatable, Codable {
    /// 2: grocery items have ids. 3: notes, the cooking log and the grid's order, which a
    /// program of version 2 would drop on its next save, so it must not take the file.
    package static let currentVersion = 3
    var version: Int = SavedState.currentVersion
    /// Recipe id (Recipe.id, a String) → rating.
    var ratings: [String: Rating] = [:]
    package var grocery: [GroceryItem] = []
    /// Sidebar category name and recipe id selected when last saved; nil when nothing was selected.
    var lastCategory: String?
    var lastRecipe: String?
    /// Recipe id → servings chosen, only where they differ from the recipe's own.
    var servings: [String: Int] = [:]
    var units: UnitSystem = .written
    /// How the grocery list is arranged: as added (by recipe) or by aisle.
    var groceryGrouping: GroceryGrouping = .byRecipe
    /// Whether the sidebar lists the tags.
    var showsTags = false
    /// Recipe id → the user's notes on it (never empty).
    var notes: [String: String] = [:]
    /// Recipe id → the days it was made, oldest first, a day twice when made twice that day.
    var made: [String: [CalendarDate]] = [:]
    /// How the grid orders the recipes.
    var gridSort: GridSort = .name

    package init(
        version: Int = SavedState.currentVersion, ratings: [String: Rating] = [:], grocery: [GroceryItem] = [], lastCategory: String? = nil,
        lastRecipe: String? = nil
    ) {
        self.version = version
        self.ratings = ratings
        self.grocery = grocery
        self.lastCategory = lastCategory
        self.lastRecipe = lastRecipe
    }

    private enum CodingKeys: String, CodingKey {
        case version, ratings, grocery, lastCategory, lastRecipe, servings, units, groceryGrouping, showsTags, notes, made, gridSort
    }
}

// In an extension so the memberwise initializer survives.
extension SavedState {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        // A newer program may have written fields this one would silently drop on the next save.
        guard (1...Self.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                // not translated: the decoder's own description; the shell says what happened
                forKey: .version, in: container, debugDescription: "unsupported state version \(version)")
        }
        self.version = Self.currentVersion  // read, it is in this version's form
        ratings = try container.decodeIfPresent([String: Rating].self, forKey: .ratings) ?? [:]
        grocery = try container.decodeIfPresent([StoredGroceryItem].self, forKey: .grocery)?.map(\.item) ?? []
        // Items of a file from before ids get them by place, the same in every process reading it.
        for index in grocery.indices where grocery[index].id.isEmpty { grocery[index].id = "saved-\(index + 1)" }
        lastCategory = try container.decodeIfPresent(String.self, forKey: .lastCategory)
        lastRecipe = try container.decodeIfPresent(String.self, forKey: .lastRecipe)
        // Servings outside the control's range are dropped, harmlessly: the recipe shows its own.
        servings = try container.decodeIfPresent([String: Int].self, forKey: .servings)?.filter { ServingsRules.range.contains($0.value) } ?? [:]
        units = try container.decodeIfPresent(UnitSystem.self, forKey: .units) ?? .written
        groceryGrouping = try container.decodeIfPresent(GroceryGrouping.self, forKey: .groceryGrouping) ?? .byRecipe
        showsTags = try container.decodeIfPresent(Bool.self, forKey: .showsTags) ?? false
        // Files of version 2 and before have none of these: no notes, nothing made, by name.
        notes = try container.decodeIfPresent([String: String].self, forKey: .notes)?.filter { !$0.value.isEmpty } ?? [:]
        made =
            try container.decodeIfPresent([String: [CalendarDate]].self, forKey: .made)?.filter { !$0.value.isEmpty }
            .mapValues { $0.sorted() } ?? [:]
        gridSort = try container.decodeIfPresent(GridSort.self, forKey: .gridSort) ?? .name
    }
}

/// Stored by its raw value, as the trace prints it: "written", "metric", "us".
extension UnitSystem: Codable {}

/// How the grocery list is arranged, stored as "recipe" or "aisle".
package enum GroceryGrouping: String, Sendable, Codable {
    /// In the order items were added: each recipe's together, as they came.
    case byRecipe = "recipe"
    /// Under the aisles of a shop, in the order a shopper walks them.
    case byAisle = "aisle"
}

/// A grocery row as stored; unlike `GroceryItem`'s synthesized decoding, a missing `obtained`
/// means not obtained, and missing `recipes` (a file from before they were kept) none.
private struct StoredGroceryItem: Decodable {
    var item: GroceryItem

    private enum CodingKeys: String, CodingKey {
        case name, obtained, recipes, id
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        item = GroceryItem(
            name: try container.decode(String.self, forKey: .name),
            obtained: try container.decodeIfPresent(Bool.self, forKey: .obtained) ?? false,
            recipes: try container.decodeIfPresent([String].self, forKey: .recipes),
            id: try container.decodeIfPresent(String.self, forKey: .id) ?? "")
    }
}
