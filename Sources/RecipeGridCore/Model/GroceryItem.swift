/// One row of the grocery list: the text the user sees and edits, and whether it is in the basket.
package struct GroceryItem: Sendable, Equatable, Codable {
    package var name: String
    package var obtained: Bool = false
}
