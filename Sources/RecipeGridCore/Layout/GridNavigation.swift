/// Grid arithmetic for the move keys of README's key table, like nsxiv's `tns_move_selection`.
///
/// Pure functions of (selection, tile count, columns); they return the new selection,
/// or nil when the move has no target inside the grid (the move then bubbles up).
enum GridNavigation {
    enum Move: Sendable, Equatable {
        case previous, next, rowAbove, rowBelow, rowStart, rowEnd, first, last
        case pageUp(rows: Int)
        case pageDown(rows: Int)
    }

    static func target(of move: Move, from selection: Int?, count: Int, columns: Int) -> Int? {
        guard count > 0, columns > 0 else { return nil }
        guard let current = selection, current < count else {
            // With no selection any move selects the first tile, except "last" ones.
            switch move {
            case .last: return count - 1
            default: return 0
            }
        }
        let row = current / columns
        let column = current % columns
        let lastRow = (count - 1) / columns
        switch move {
        case .previous:
            return current > 0 ? current - 1 : nil
        case .next:
            return current < count - 1 ? current + 1 : nil
        case .rowAbove:
            return row > 0 ? current - columns : nil
        case .rowBelow:
            return row < lastRow ? min(current + columns, count - 1) : nil
        case .rowStart:
            return row * columns
        case .rowEnd:
            return min(row * columns + columns - 1, count - 1)
        case .first:
            return 0
        case .last:
            return count - 1
        case .pageUp(let rows):
            return max(0, row - max(1, rows)) * columns + column
        case .pageDown(let rows):
            let targetRow = min(lastRow, row + max(1, rows))
            return min(targetRow * columns + column, count - 1)
        }
    }
}
