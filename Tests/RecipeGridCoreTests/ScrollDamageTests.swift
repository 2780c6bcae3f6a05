import CoreTestSupport
import TestSupport
import Testing

@testable import RecipeGridCore

/// A scrolled grid's pixels moved with one copy, then its damage drawn: the window must
/// then hold exactly what drawing the new list whole gives.
struct ScrollDamageTests {
    private let window = Rect(x: 0, y: 0, width: 120, height: 100)
    /// Below a 20-pixel header, beside a 20-pixel sidebar.
    private let area = Rect(x: 20, y: 20, width: 100, height: 80)
    private let background = Color(hex: 0x101010)

    /// Pixels as colours, drawn from fills and groups of fills (what these lists hold).
    struct Raster: Equatable {
        var width: Int
        var height: Int
        var pixels: [Color]

        init(_ bounds: Rect, _ color: Color) {
            (width, height) = (Int(bounds.width), Int(bounds.height))
            pixels = Array(repeating: color, count: width * height)
        }

        mutating func draw(_ list: [DrawCommand], clip: Rect? = nil) {
            for command in list {
                switch command {
                case .fill(let rect, let color): fill(rect, color, clip: clip)
                case .group(_, let commands): draw(commands, clip: clip)
                default: Issue.record("only fills and groups here: \(command)")
                }
            }
        }

        mutating func fill(_ rect: Rect, _ color: Color, clip: Rect?) {
            let all = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            let drawn = rect.intersection(clip ?? rect)?.intersection(all) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            for y in Int(drawn.minY)..<Int(drawn.maxY) {
                for x in Int(drawn.minX)..<Int(drawn.maxX) { pixels[y * width + x] = color }
            }
        }

        /// One copy of `area`'s pixels `distance` up, as XCopyArea of a window onto itself.
        mutating func move(_ move: ScrollMove) {
            let kept = move.kept ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let source = pixels
            for y in Int(kept.minY)..<Int(kept.maxY) {
                for x in Int(kept.minX)..<Int(kept.maxX) { pixels[y * width + x] = source[(y + Int(move.distance)) * width + x] }
            }
        }
    }

    /// A grid of 10-pixel tiles in rows 30 apart, scrolled by `scroll`, the selected one in
    /// another colour, with a header over the rows scrolled beneath it and an optional toast.
    private func list(scroll: Double, selected: Int, toast: Rect? = nil) -> [DrawCommand] {
        var list: [DrawCommand] = [.fill(window, background)]
        for index in 0..<40 {
            let frame = Rect(x: 25 + Double(index % 4) * 24, y: 25 + Double(index / 4) * 30 - scroll, width: 22, height: 26)
            guard frame.intersects(area) else { continue }
            let color = Color(hex: index == selected ? 0xFFFFFF : 0x200000 + UInt32(index) * 0x000405)
            list.append(.group(frame, [.fill(frame, background), .fill(frame.insetBy(2, 2), color)]))
        }
        list.append(.fill(Rect(x: 20, y: 0, width: 100, height: 20), Color(hex: 0x333333)))
        list.append(.fill(Rect(x: 0, y: 0, width: 20, height: 100), Color(hex: 0x444444)))
        if let toast { list.append(.fill(toast, Color(hex: 0xFFFF00))) }
        return list
    }

    private func expectMovedAndRedrawnMatchesWhole(from old: [DrawCommand], to new: [DrawCommand], by distance: Double) {
        let move = ScrollMove(area: area, distance: distance)
        var window = Raster(self.window, .init(hex: 0))
        window.draw(old)
        window.move(move)
        let damage = Damage.rects(from: old, to: new, in: self.window, after: move)
        for rect in damage { window.draw(new, clip: rect) }
        var whole = Raster(self.window, .init(hex: 0))
        whole.draw(new)
        let differing = zip(window.pixels, whole.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "scrolled by \(distance), damage \(damage)")
    }

    @Test("a one-row scroll with the selection moving draws the row that comes in and the two tiles, and nothing is left stale")
    func oneRow() {
        let old = list(scroll: 0, selected: 2)
        let new = list(scroll: 30, selected: 6)
        expectMovedAndRedrawnMatchesWhole(from: old, to: new, by: 30)
        let damage = Damage.rects(from: old, to: new, in: window, after: ScrollMove(area: area, distance: 30))
        let damaged = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(damaged < area.width * area.height / 2, "\(damage)")
    }

    @Test("scrolls by any distance, up and down, partly beneath the header, with a toast over the grid, match a full redraw")
    func anyDistance() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            // Any distance the area keeps pixels for: 1 to 79 pixels, either way.
            let from = Double(random.next() % 200)
            let distance = Double(1 + random.next() % UInt64(area.height - 1)) * (random.next() % 2 == 0 ? 1 : -1)
            let to = from + distance
            let toast = random.next() % 3 == 0 ? Rect(x: 40, y: Double(random.next() % 80), width: 50, height: 12) : nil
            let old = list(scroll: from, selected: Int(random.next() % 40), toast: random.next() % 2 == 0 ? toast : nil)
            let new = list(scroll: to, selected: Int(random.next() % 40), toast: toast)
            expectMovedAndRedrawnMatchesWhole(from: old, to: new, by: to - from)
        }
    }

    @Test("a Down that scrolls the grid of the app moves its pixels by whole rows; a Down that does not, moves none")
    func theAppsGridScrollsByCopy() {
        var harness = Harness(store: TestCookbook.store(count: 200))
        harness.send(.resized(Size(width: 800, height: 600)))
        var moves: [ScrollMove] = []
        for _ in 0..<12 {
            let before = harness.state
            harness.press("Down")
            if let move = harness.state.scrollMove(since: before) { moves.append(move) }
            #expect((harness.state.scrollMove(since: before) != nil) == (harness.state.grid.scroll != before.grid.scroll))
        }
        #expect(!moves.isEmpty)
        #expect(moves.allSatisfy { $0.area == harness.state.gridLayout.viewport && $0.distance > 0 })
    }
}
