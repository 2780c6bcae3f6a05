import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The grid arithmetic of README's key table: 10 tiles in 4 columns are the rows
/// [0 1 2 3] [4 5 6 7] [8 9].
struct GridNavigationTests {
    private func target(_ move: GridNavigation.Move, from selection: Int?, count: Int = 10, columns: Int = 4) -> Int? {
        GridNavigation.target(of: move, from: selection, count: count, columns: columns)
    }

    @Test("next and previous follow reading order across row ends")
    func nextAndPreviousCrossRowEnds() {
        #expect(target(.next, from: 3) == 4)
        #expect(target(.previous, from: 4) == 3)
        #expect(target(.next, from: 0) == 1)
        #expect(target(.previous, from: 9) == 8)
    }

    @Test("previous on the first tile and next on the last have no target")
    func readingOrderEnds() {
        #expect(target(.previous, from: 0) == nil)
        #expect(target(.next, from: 9) == nil)
    }

    @Test("row below and above keep the column")
    func rowBelowAndAboveKeepColumn() {
        #expect(target(.rowBelow, from: 1) == 5)
        #expect(target(.rowBelow, from: 5) == 9)
        #expect(target(.rowAbove, from: 9) == 5)
        #expect(target(.rowAbove, from: 6) == 2)
    }

    @Test("row below into a shorter last row goes to the last tile")
    func rowBelowIntoShorterRow() {
        #expect(target(.rowBelow, from: 6) == 9)
        #expect(target(.rowBelow, from: 7) == 9)
    }

    @Test("row below on the last row and row above on the first have no target")
    func noRowBeyondEdges() {
        #expect(target(.rowBelow, from: 8) == nil)
        #expect(target(.rowBelow, from: 9) == nil)
        #expect(target(.rowAbove, from: 0) == nil)
        #expect(target(.rowAbove, from: 3) == nil)
    }

    @Test("row start and row end stay in the current row, the last row being short")
    func rowStartAndEnd() {
        #expect(target(.rowStart, from: 6) == 4)
        #expect(target(.rowEnd, from: 5) == 7)
        #expect(target(.rowStart, from: 9) == 8)
        #expect(target(.rowEnd, from: 8) == 9)
        #expect(target(.rowStart, from: 0) == 0)
        #expect(target(.rowEnd, from: 3) == 3)
    }

    @Test("first and last go to the ends of the whole list")
    func firstAndLast() {
        #expect(target(.first, from: 7) == 0)
        #expect(target(.last, from: 1) == 9)
    }

    @Test("page down and up move whole rows in the same column, clamped to the list")
    func pagesClamp() {
        // 23 tiles, 4 columns: rows 0...5, the last row is [20 21 22].
        #expect(target(.pageDown(rows: 3), from: 1, count: 23) == 13)
        #expect(target(.pageDown(rows: 3), from: 13, count: 23) == 21)
        #expect(target(.pageDown(rows: 3), from: 15, count: 23) == 22)
        #expect(target(.pageDown(rows: 3), from: 21, count: 23) == 21)
        #expect(target(.pageUp(rows: 3), from: 21, count: 23) == 9)
        #expect(target(.pageUp(rows: 3), from: 9, count: 23) == 1)
        #expect(target(.pageUp(rows: 3), from: 2, count: 23) == 2)
    }

    @Test("a page is at least one row")
    func pageOfZeroRowsStillMoves() {
        #expect(target(.pageDown(rows: 0), from: 1) == 5)
        #expect(target(.pageUp(rows: 0), from: 5) == 1)
    }

    @Test(
        "with no selection every move selects the first tile, except last",
        arguments: [GridNavigation.Move.previous, .next, .rowAbove, .rowBelow, .rowStart, .rowEnd, .first, .pageUp(rows: 2), .pageDown(rows: 2)])
    func noSelectionSelectsFirst(move: GridNavigation.Move) {
        #expect(target(move, from: nil) == 0)
    }

    @Test("with no selection last selects the last tile")
    func noSelectionLast() {
        #expect(target(.last, from: nil) == 9)
    }

    @Test("a stale selection beyond the list is treated as no selection")
    func staleSelection() {
        #expect(target(.next, from: 12) == 0)
    }

    @Test("one tile: nothing to move to, but it can be selected")
    func oneTile() {
        for move in [GridNavigation.Move.previous, .next, .rowAbove, .rowBelow] {
            #expect(target(move, from: 0, count: 1) == nil)
        }
        #expect(target(.rowStart, from: 0, count: 1) == 0)
        #expect(target(.rowEnd, from: 0, count: 1) == 0)
        #expect(target(.last, from: 0, count: 1) == 0)
        #expect(target(.pageDown(rows: 3), from: 0, count: 1) == 0)
        #expect(target(.next, from: nil, count: 1) == 0)
    }

    @Test("zero tiles or zero columns: no target for any move")
    func zeroTiles() {
        for move in [GridNavigation.Move.previous, .next, .rowAbove, .rowBelow, .rowStart, .rowEnd, .first, .last, .pageDown(rows: 1)] {
            #expect(target(move, from: nil, count: 0) == nil)
            #expect(target(move, from: 0, count: 0) == nil)
            #expect(target(move, from: 0, count: 5, columns: 0) == nil)
        }
    }

    @Test("one column: next is the row below")
    func oneColumn() {
        #expect(target(.rowBelow, from: 2, count: 5, columns: 1) == 3)
        #expect(target(.next, from: 2, count: 5, columns: 1) == 3)
        #expect(target(.rowEnd, from: 2, count: 5, columns: 1) == 2)
    }

    @Test("every target is inside the list, for many shapes")
    func targetsStayInRange() {
        let moves: [GridNavigation.Move] = [
            .previous, .next, .rowAbove, .rowBelow, .rowStart, .rowEnd, .first, .last, .pageUp(rows: 2), .pageDown(rows: 2),
        ]
        for count in 1...30 {
            for columns in 1...7 {
                for selection in 0..<count {
                    for move in moves {
                        if let result = target(move, from: selection, count: count, columns: columns) {
                            #expect((0..<count).contains(result), "\(move) from \(selection) of \(count) in \(columns) columns")
                        }
                    }
                }
            }
        }
    }
}
