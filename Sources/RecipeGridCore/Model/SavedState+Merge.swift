/// Two processes on one data folder (two displays, or a launch that could not hand over):
/// each saves what it changed, and keeps what the other did (README, Where state lives).
extension SavedState {
    /// What to write when `disk` is the file as it is now (another process may have saved
    /// since), `base` is this process's state as it last saved or loaded it, and `self` its
    /// state now. An entry this process changed since `base` is taken from it, a removal
    /// too; every other entry is the file's, so the other process's ratings, servings,
    /// notes and grocery items stay, and an item it removed stays removed. Of a note both
    /// edited, the one saved last stays: a note is saved half a second after its last key,
    /// so that is the newer edit. The cooking log is merged day by day: the days this
    /// process logged since `base` join the file's, so two processes logging the same
    /// recipe keep both. With nobody else writing (`disk` is `base`) this is `self`, item
    /// order and all.
    package func merged(over disk: SavedState, since base: SavedState) -> SavedState {
        guard disk != base || disk.grocery.map(\.id) != base.grocery.map(\.id) else { return self }
        var merged = self
        merged.ratings = Self.merge(ratings, over: disk.ratings, since: base.ratings)
        merged.servings = Self.merge(servings, over: disk.servings, since: base.servings)
        merged.grocery = Self.merge(grocery, over: disk.grocery, since: base.grocery)
        merged.notes = Self.merge(notes, over: disk.notes, since: base.notes)
        merged.made = Self.merge(made, over: disk.made, since: base.made)
        if lastCategory == base.lastCategory && lastRecipe == base.lastRecipe {
            merged.lastCategory = disk.lastCategory
            merged.lastRecipe = disk.lastRecipe
        }
        if units == base.units { merged.units = disk.units }
        if groceryGrouping == base.groceryGrouping { merged.groceryGrouping = disk.groceryGrouping }
        if showsTags == base.showsTags { merged.showsTags = disk.showsTags }
        if gridSort == base.gridSort { merged.gridSort = disk.gridSort }
        return merged
    }

    private static func merge<Value: Equatable>(_ ours: [String: Value], over disk: [String: Value], since base: [String: Value]) -> [String: Value] {
        var merged = disk
        for key in Set(ours.keys).union(base.keys) where ours[key] != base[key] { merged[key] = ours[key] }
        return merged
    }

    /// Each recipe's days as the file has them, with the days this process added since
    /// `base` and without those it removed: counted, so a recipe made twice in a day by
    /// one process and once by the other was made three times.
    private static func merge(
        _ ours: [String: [CalendarDate]], over disk: [String: [CalendarDate]], since base: [String: [CalendarDate]]
    ) -> [String: [CalendarDate]] {
        var merged = disk
        for key in Set(ours.keys).union(base.keys) where ours[key] != base[key] {
            var counts: [CalendarDate: Int] = [:]
            for day in disk[key] ?? [] { counts[day, default: 0] += 1 }
            for day in ours[key] ?? [] { counts[day, default: 0] += 1 }
            for day in base[key] ?? [] { counts[day, default: 0] -= 1 }
            let days = counts.flatMap { day, count in Array(repeating: day, count: max(0, count)) }.sorted()
            merged[key] = days.isEmpty ? nil : days
        }
        return merged
    }

    /// Our items in our order, less those the other process removed (and we left alone), as
    /// the file has those we did not touch; then the items only the file has.
    private static func merge(_ ours: [GroceryItem], over disk: [GroceryItem], since base: [GroceryItem]) -> [GroceryItem] {
        let onDisk = Dictionary(disk.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let before = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var merged: [GroceryItem] = []
        for item in ours {
            guard let old = before[item.id] else {
                merged.append(item)  // ours, new
                continue
            }
            let changedByUs = !(item == old)
            if let theirs = onDisk[item.id] {
                merged.append(changedByUs ? item : theirs)
            } else if changedByUs {
                merged.append(item)  // removed there, changed here: the change is kept
            }
        }
        let known = Set(ours.map(\.id)).union(before.keys)
        return merged + disk.filter { !known.contains($0.id) }
    }
}
