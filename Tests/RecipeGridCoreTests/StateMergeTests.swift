import Testing

@testable import RecipeGridCore

/// Two processes saving one state file: each keeps what the other did (`SavedState.merged`).
struct StateMergeTests {
    private func item(_ name: String, _ id: String, obtained: Bool = false) -> GroceryItem {
        GroceryItem(name: name, obtained: obtained, id: id)
    }

    @Test("with nobody else writing, the merge is this process's state, order and all")
    func aloneIsOurs() {
        var base = SavedState(ratings: ["a": .meh], grocery: [item("milk", "p-1")])
        base.units = .metric
        var ours = base
        ours.ratings["b"] = .yummy
        ours.grocery.insert(item("eggs", "p-2"), at: 0)
        let merged = ours.merged(over: base, since: base)
        #expect(merged == ours && merged.grocery.map(\.id) == ["p-2", "p-1"])
    }

    @Test("one rates A, the other B; one adds milk, the other eggs: both of each are kept")
    func bothChangesKept() {
        let base = SavedState(ratings: ["old": .meh], grocery: [item("flour", "s-1")])
        var theirs = base
        theirs.ratings["b"] = .delicious
        theirs.grocery.append(item("eggs", "q-1"))
        var ours = base
        ours.ratings["a"] = .yummy
        ours.grocery.append(item("milk", "p-1"))
        let merged = ours.merged(over: theirs, since: base)
        #expect(merged.ratings == ["old": .meh, "a": .yummy, "b": .delicious])
        #expect(merged.grocery.map(\.name) == ["flour", "milk", "eggs"])
    }

    @Test("a removal is told apart from an entry the other still has; an item ticked there stays ticked")
    func removalsAndTheirChanges() {
        let base = SavedState(ratings: ["a": .meh, "b": .yummy], grocery: [item("flour", "s-1"), item("salt", "s-2"), item("oil", "s-3")])
        var theirs = base
        theirs.ratings["b"] = nil  // they cleared B
        theirs.grocery[1].obtained = true  // they ticked salt
        theirs.grocery.remove(at: 2)  // they removed oil
        var ours = base
        ours.ratings["a"] = nil  // we cleared A
        ours.grocery.remove(at: 0)  // we removed flour
        let merged = ours.merged(over: theirs, since: base)
        #expect(merged.ratings.isEmpty, "both clearings hold")
        #expect(merged.grocery == [item("salt", "s-2", obtained: true)])
    }

    @Test("the same entry changed by both: this process's change, saved last, wins")
    func lastWriterWinsPerEntry() {
        let base = SavedState(ratings: ["a": .meh])
        var theirs = base
        theirs.ratings["a"] = .yummy
        var ours = base
        ours.ratings["a"] = .delicious
        #expect(ours.merged(over: theirs, since: base).ratings == ["a": .delicious])
    }

    @Test("notes merge by entry: each keeps the notes the other wrote; of one note both edited, the one saved last")
    func notesMerge() {
        var base = SavedState()
        base.notes = ["a": "old", "b": "keep"]
        var theirs = base
        theirs.notes["c"] = "theirs"
        theirs.notes["a"] = "their edit"
        var ours = base
        ours.notes["d"] = "ours"
        ours.notes["a"] = "our edit"
        ours.notes["b"] = nil
        #expect(ours.merged(over: theirs, since: base).notes == ["a": "our edit", "c": "theirs", "d": "ours"])
    }

    @Test("the log merges day by day: days both logged are all kept, a recipe made twice is made twice")
    func logMerge() {
        let (d1, d2, d3) = (CalendarDate(iso: "2024-11-01")!, CalendarDate(iso: "2024-11-02")!, CalendarDate(iso: "2024-11-03")!)
        var base = SavedState()
        base.made = ["a": [d1]]
        var theirs = base
        theirs.made["a"] = [d1, d3]
        theirs.made["b"] = [d2]
        var ours = base
        ours.made["a"] = [d1, d2, d3]
        ours.made["c"] = [d3]
        let merged = ours.merged(over: theirs, since: base)
        #expect(merged.made == ["a": [d1, d2, d3, d3], "b": [d2], "c": [d3]])
    }

    @Test("the grid's order is the one changed last, like the units")
    func sortMerge() {
        let base = SavedState()
        var theirs = base
        theirs.gridSort = .rating
        var ours = base
        ours.ratings["x"] = .meh
        #expect(ours.merged(over: theirs, since: base).gridSort == .rating)
        ours.gridSort = .dateAdded
        #expect(ours.merged(over: theirs, since: base).gridSort == .dateAdded)
    }

    @Test("new grocery items get ids of their own, with the process's prefix")
    func newItemsHaveIDs() {
        var list = GroceryList()
        list.idPrefix = "7f3a"
        list.add(ingredients: ["2 eggs", "milk"], from: "Pancakes")
        let blank = list.newItem()
        #expect(list.items.map(\.id) == ["7f3a-1", "7f3a-2"] && blank.id == "7f3a-3")
        list.add(ingredients: ["1 egg"], from: "Omelette")
        #expect(list.items[0].name == "3 eggs" && list.items[0].id == "7f3a-1", "a merged line keeps its item's id")
    }
}
