/// How the grid orders its tiles (View ▸ Sort By). By name is the default and what the
/// README promises; the others put what the user cares about first and break ties by name.
/// Stored by its raw value in the state file.
package enum GridSort: String, Sendable, Codable, CaseIterable {
    /// A to Z, ignoring case and diacritics.
    case name
    /// Delicious, Yummy, Meh, then the unrated.
    case rating
    /// The most recently made first; never made last.
    case lastMade
    /// The most often made first; never made last.
    case mostMade
    /// The newest first: the recipe's `dateCreated`, else its file's modification time.
    case dateAdded

    var title: String {
        switch self {
        case .name: trc("sort order", "Name")
        case .rating: trc("sort order", "Rating")
        case .lastMade: tr("Last Made")
        case .mostMade: tr("Most Made")
        case .dateAdded: tr("Date Added")
        }
    }
}

extension Command {
    /// The order a View ▸ Sort By item chooses; nil for every other command.
    var gridSort: GridSort? {
        switch self {
        case .sortByName: .name
        case .sortByRating: .rating
        case .sortByLastMade: .lastMade
        case .sortByMostMade: .mostMade
        case .sortByDateAdded: .dateAdded
        default: nil
        }
    }
}
