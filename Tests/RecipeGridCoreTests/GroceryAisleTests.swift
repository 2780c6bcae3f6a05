import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The grocery list by aisle: the `aisle.conf` format, the built-in table, View ▸ Group
/// Grocery List by keys, the panel's headings and order, and Copy, Export and Print.
struct GroceryAisleTests {
    static let conf = """
        -- my shop, walked from the door
        [produce]
        potatoes|spuds
        onion
        [dairy]
        milk
        butter
        [canned goods]
        tuna|chicken of the sea
        [produce]
        leek
        """

    @Test("aisle.conf: aisles in the order written, synonyms, plurals and case alike, comments and stray lines skipped")
    func parsing() {
        let table = AisleTable(parsing: "stray line\n" + Self.conf)
        #expect(table.aisles == ["produce", "dairy", "canned goods"])
        #expect(table.aisle(of: "2 kg Potatoes") == 0)
        #expect(table.aisle(of: "some spuds") == 0)
        #expect(table.aisle(of: "3 leeks, sliced") == 0)
        #expect(table.aisle(of: "1 tin chicken of the sea") == 2)
        #expect(table.aisle(of: "250 g unsalted butter (softened)") == 1)
        #expect(table.aisle(of: "1 cup whole milk") == 1)
        #expect(table.aisle(of: "saffron") == nil)
        #expect(table.aisle(of: "stray line") == nil)
    }

    @Test(
        "the built-in table places common ingredients by their last words",
        arguments: [
            ("2 cups all-purpose flour", "Baking"), ("3 tbsp extra virgin olive oil", "Oils & Sauces"), ("1 red onion, diced", "Fruit & Vegetables"),
            ("4 chicken thighs", "Meat & Fish"), ("2 cloves garlic", "Fruit & Vegetables"), ("1 tsp garlic powder", "Herbs & Spices"),
            ("200 ml double cream", "Dairy & Eggs"), ("3 eggs", "Dairy & Eggs"), ("1 baguette", "Bakery"),
            ("½ tsp ground cinnamon", "Herbs & Spices"), ("1 can (400 g) kidney beans, drained", "Tins & Jars"),
            ("a bunch of fresh basil", "Fruit & Vegetables"),
        ])
    func builtIn(line: String, aisle: String) {
        let table = AisleTable.builtIn
        #expect(table.aisle(of: line).map { table.aisles[$0] } == aisle)
    }

    private func opened(_ names: [String]) -> Harness {
        var h = Harness { state in state.grocery = GroceryList(items: names.map { GroceryItem(name: $0) }) }
        h.press("l", [.control])
        return h
    }

    /// View ▸ Group Grocery List ▸ By Aisle, by its mnemonics.
    private func byAisle(_ h: inout Harness) {
        h.press("v", [.alt])
        h.press("l")
        h.press("a")
    }

    @Test("View ▸ Group Grocery List ▸ By Aisle by keys: headings in the shop's order, Other last, the empty item at the end")
    func panelByAisle() {
        var h = opened(["2 onions", "saffron", "1 l milk", "3 eggs", "400 g spaghetti"])
        #expect(h.state.groceryRows == (0...5).map(GroceryRow.item))
        byAisle(&h)
        #expect(h.state.groceryGrouping == .byAisle)
        #expect(h.state.modal.menu == nil)
        #expect(
            h.state.groceryRows == [
                .heading("Fruit & Vegetables"), .item(0), .heading("Dairy & Eggs"), .item(2), .item(3), .heading("Pasta, Rice & Grains"), .item(4),
                .heading("Other"), .item(1), .item(5),
            ])
        #expect(h.state.isOn(.groceryByAisle) == true && h.state.isOn(.groceryByRecipe) == false)
        #expect(h.state.savedState.groceryGrouping == .byAisle)
        // Up from the empty item goes to what is shown above it, not to the item before it in the list.
        #expect(h.state.focus == .groceryName(5))
        h.press("Up")
        #expect(h.state.focus == .groceryName(1))
        h.press("Up")
        #expect(h.state.focus == .groceryName(4))
    }

    @Test("an item keeps its place while it is typed, and moves to its aisle when the cursor leaves it")
    func typedItemStaysUntilLeft() {
        var h = opened(["2 onions"])
        byAisle(&h)
        for character in "milk" { h.press(String(character)) }
        #expect(h.state.grocery.items.map(\.name) == ["2 onions", "milk", ""])
        #expect(h.state.groceryRows == [.heading("Fruit & Vegetables"), .item(0), .item(1), .item(2)])
        h.press("Down")
        #expect(h.state.focus == .groceryName(2))
        #expect(h.state.groceryRows == [.heading("Fruit & Vegetables"), .item(0), .heading("Dairy & Eggs"), .item(1), .item(2)])
    }

    @Test("Copy, Export and Print follow the grouping; By Recipe is the list as added")
    func outputsFollow() {
        var h = opened(["1 l milk", "2 onions", "saffron"])
        h.press("c", [.control])
        #expect(h.effects.contains(.copy("1 l milk\n2 onions\nsaffron\n")))
        byAisle(&h)
        h.press("c", [.control])
        #expect(h.effects.contains(.copy("Fruit & Vegetables\n2 onions\n\nDairy & Eggs\n1 l milk\n\nOther\nsaffron\n")))
        h.press("e", [.control])
        let markdown = "# Grocery List\n\n## Fruit & Vegetables\n\n- [ ] 2 onions\n\n## Dairy & Eggs\n\n- [ ] 1 l milk\n\n## Other\n\n- [ ] saffron\n"
        #expect(h.effects.contains(.export(contents: markdown, fileName: "Grocery List.md")))
        guard case .checklist(let groups) = h.state.groceryDocument.content else { return #expect(Bool(false)) }
        #expect(groups.map(\.title) == ["Fruit & Vegetables", "Dairy & Eggs", "Other"])
    }

    @Test("a cookbook's aisle.conf replaces the built-in table; the grouping is saved and restored")
    func cookbookAislesAndRestart() {
        var cookbook = Cookbook(recipes: [TestCookbook.recipe("Soup")], categories: [], problems: [])
        cookbook.aisleConfig = Self.conf
        var saved = SavedState(grocery: [GroceryItem(name: "milk"), GroceryItem(name: "spuds")])
        saved.groceryGrouping = .byAisle
        var h = Harness(store: CookbookStore(cookbook)) { $0.restore(saved) }
        h.press("l", [.control])
        #expect(h.state.groceryRows == [.heading("produce"), .item(1), .heading("dairy"), .item(0), .item(2)])
    }
}
