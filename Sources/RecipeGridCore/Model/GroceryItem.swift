/// One row of the grocery list: the text the user sees and edits, whether it is in the basket,
/// and the recipes it was added for (in the order they were added; none for an item typed
/// by hand), by which a printed list is grouped.
package struct GroceryItem: Sendable, Equatable, Codable {
    var name: String
    var obtained: Bool = false
    /// Absent from state files written before it existed, and for typed items.
    var recipes: [String]? = nil
    /// Which item it is, whatever its text: two processes saving one state file merge
    /// their lists by it (`SavedState.merged`). Given by `GroceryList.newItem`.
    var id: String = ""

    /// Items are alike when they read alike: the id says which one it is, not what.
    package static func == (lhs: GroceryItem, rhs: GroceryItem) -> Bool {
        lhs.name == rhs.name && lhs.obtained == rhs.obtained && lhs.recipes == rhs.recipes
    }
}
