/// The grocery list by aisle (View ▸ Group Grocery List ▸ By Aisle): its items under the
/// aisles of a shop, in the order a shopper walks them, from the cookbook's
/// `config/aisle.conf` or the built-in table; what no aisle names goes under "Other". Copy,
/// Export and Print follow the same grouping. By Recipe is the list as it was added.
extension AppState {
    /// The grocery panel's rows as shown: by recipe, the items in their order; by aisle,
    /// each aisle's heading and items, then blank items (the one to type into) last. The
    /// item being typed stays where it was when typing began, so it does not jump from
    /// aisle to aisle under the cursor.
    var groceryRows: [GroceryRow] {
        let items = grocery.items
        guard groceryGrouping == .byAisle else { return items.indices.map(GroceryRow.item) }
        var rows: [GroceryRow] = []
        var blank: [GroceryRow] = []
        let editing: Int? = if case .groceryName(let row) = focus { row } else { nil }
        for group in store.aisles.groups(of: items.indices.map { $0 == editing ? groceryPanel.pinnedName ?? items[$0].name : items[$0].name }) {
            if group.title.isEmpty {
                blank = group.members.map(GroceryRow.item)
            } else {
                rows.append(.heading(group.title))
                rows += group.members.map(GroceryRow.item)
            }
        }
        return rows + blank
    }

    /// The named items in groups as Copy, Export and Print give them: by aisle, titled;
    /// by recipe, one untitled group in the list's order.
    var groceryGroups: [(title: String?, items: [GroceryItem])] {
        let named = grocery.items.filter { !$0.name.isBlank }
        return store.aisles.groceryGroups(named, grouping: groceryGrouping)
    }

    /// The list's items in the order the panel shows them.
    var groceryShownOrder: [Int] {
        groceryRows.compactMap { if case .item(let index) = $0 { index } else { nil } }
    }

    /// The item shown `offset` items from item `row` (headings skipped), if there is one.
    func groceryItem(shownFrom row: Int, by offset: Int) -> Int? {
        let order = groceryShownOrder
        guard let place = order.firstIndex(of: row), order.indices.contains(place + offset) else { return nil }
        return order[place + offset]
    }

    /// Arranges the list `grouping`; focus stays on the item it was on, which is scrolled to.
    mutating func setGroceryGrouping(_ grouping: GroceryGrouping) {
        groceryGrouping = grouping
        if let row = focusedGroceryRow { groceryPanel.scroll(to: groceryLayout.scrollToShow(row: row, from: groceryPanel.scroll)) }
    }
}
