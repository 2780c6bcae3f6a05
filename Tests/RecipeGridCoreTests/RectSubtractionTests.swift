import Testing

@testable import RecipeGridCore

/// `Rect.subtracting`: what a fill paints beneath tiles that cover part of it.
struct RectSubtractionTests {
    /// Whether the pixel centred at (x, y) is in any of `rects`.
    private func covers(_ rects: [Rect], _ x: Double, _ y: Double) -> Bool {
        rects.contains { $0.minX <= x && x < $0.maxX && $0.minY <= y && y < $0.maxY }
    }

    @Test func thePiecesCoverExactlyWhatTheHolesLeaveAndNeverOverlap() {
        let window = Rect(x: 0, y: 0, width: 60, height: 40)
        let holes = [
            Rect(x: 5, y: 5, width: 20, height: 10), Rect(x: 20, y: 10, width: 30, height: 40), Rect(x: -10, y: 30, width: 15, height: 5),
            Rect(x: 100, y: 0, width: 5, height: 5),
        ]
        let pieces = window.subtracting(holes)
        for y in stride(from: 0.5, to: 40, by: 1) {
            for x in stride(from: 0.5, to: 60, by: 1) {
                let inPieces = pieces.filter { covers([$0], x, y) }.count
                #expect(inPieces == (covers(holes, x, y) ? 0 : 1), "pixel \(x), \(y)")
            }
        }
    }

    @Test func aRectangleUnderOneHoleIsGoneAndOneBesideItIsWhole() {
        let tile = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(tile.subtracting([Rect(x: 0, y: 0, width: 40, height: 40)]).isEmpty)
        #expect(tile.subtracting([Rect(x: 20, y: 10, width: 5, height: 5)]) == [tile])
    }
}
