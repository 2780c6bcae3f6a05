/// Every element that can hold keyboard focus, with the id the trace reports.
enum FocusID: Hashable, Sendable {
    case sidebar
    case grid
    case detailBack
    case detailRating
    case detailAdd

    var traceName: String {
        switch self {
        case .sidebar: "sidebar"
        case .grid: "grid"
        case .detailBack: "detail.back"
        case .detailRating: "detail.rating"
        case .detailAdd: "detail.add"
        }
    }
}

/// Focus sections: a move with no target inside its element goes to the nearest
/// element of a neighbouring section in that direction (SwiftUI's `focusSection`).
enum FocusSection: Hashable, Sendable {
    case sidebar, grid, detailToolbar, detailContent
}
