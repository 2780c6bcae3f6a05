import Testing

/// Facts about the running app that many tests start from.
extension AppSession {
    /// Number of tiles in the unfiltered grid.
    var tileCount: Int { TestCookbook.count }

    /// The grid's column count at start, which must be at least `minimum` for the test
    /// to mean anything.
    func columns(atLeast minimum: Int = 2) throws -> Int {
        let columns = try #require(start.columns, "the start line has no columns")
        try #require(columns >= minimum, "the test needs at least \(minimum) columns, the app shows \(columns)")
        return columns
    }

    /// Selects tile `index` of the unfiltered grid from the first tile, with Right.
    @discardableResult
    func select(tile index: Int) throws -> TraceLine {
        var line = try press("Home", .control)
        if index > 0 { line = try press("Right", times: index) }
        try #require(line.selectionIndex == index, "could not select tile \(index): \(line)")
        return line
    }
}
