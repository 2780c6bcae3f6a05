/// View ▸ Sort By: the grid's tiles in the order chosen, ties by name. The cookbook keeps
/// its recipes by name, so a tile's recipe index is its place by name: every order is a
/// key per tile and the index after it, and by name needs no sorting at all.
extension AppState {
    /// Orders the grid by `sort`, keeping the selected recipe selected (and in view).
    mutating func setGridSort(_ sort: GridSort) {
        guard sort != gridSort else { return }
        gridSort = sort
        refilter()
    }

    /// `tiles`, in name order, as `gridSort` orders them.
    func sortedByGridSort(_ tiles: [Int]) -> [Int] {
        guard gridSort != .name else { return tiles }
        let recipes = store.recipes
        let key: (Int) -> Int
        switch gridSort {
        case .name: return tiles
        case .rating:
            // Delicious (2) first, the unrated (-1) last.
            key = { index in -(self.ratings[recipes.id(at: index)].flatMap { Rating.allCases.firstIndex(of: $0) } ?? -1) }
        case .lastMade: key = { index in self.madeLog[recipes.id(at: index)]?.last.map { -$0.daysSinceEpoch } ?? Int.max }
        case .mostMade: key = { index in -(self.madeLog[recipes.id(at: index)]?.count ?? 0) }
        case .dateAdded: key = { index in recipes.dateAdded(at: index).map { -$0 } ?? Int.max }
        }
        return tiles.map { (key($0), $0) }.sorted { $0 < $1 }.map(\.1)
    }

    /// What the grid's order follows besides the cookbook: the ratings or the cooking log,
    /// when the order is by them. Compared before and after an update to sort again.
    var gridSortInputs: SortInputs {
        switch gridSort {
        case .rating: .ratings(ratings)
        case .lastMade, .mostMade: .log(madeLog)
        case .name, .dateAdded: .none
        }
    }

    /// After an update: a rating or a day logged that moves tiles sorts the grid again,
    /// the selection staying on its recipe.
    mutating func sortAgainIfNeeded(since before: SortInputs) {
        if gridSortInputs != before { refilter() }
    }
}

/// The part of the state a sort by rating or by the log reads.
enum SortInputs: Equatable {
    case none
    case ratings([String: Rating])
    case log([String: [CalendarDate]])
}
