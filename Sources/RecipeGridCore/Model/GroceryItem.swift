/// One row of the grocery list: the text the user sees and edits, and whether it is in the basket.
package struct GroceryItem: Sendable, Equatable, Codable {
    var name: String
    var obtained: Bool = false
}
