import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// What a frame redraws: only where the display list changed.
struct DamageTests {
    private let window = Rect(x: 0, y: 0, width: 800, height: 600)
    private let red = Color(hex: 0xFF0000)
    private let blue = Color(hex: 0x0000FF)

    private func area(_ rects: [Rect]) -> Double { rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test("the same list damages nothing")
    func sameListNothing() {
        let list: [DrawCommand] = [.fill(window, red), .fill(Rect(x: 10, y: 10, width: 50, height: 50), blue)]
        #expect(Damage.rects(from: list, to: list, in: window).isEmpty)
    }

    @Test("a command that changed colour damages its rectangle, on whole pixels")
    func changedCommand() {
        let before: [DrawCommand] = [.fill(window, red), .fill(Rect(x: 10.5, y: 10, width: 50, height: 50), blue)]
        let after: [DrawCommand] = [.fill(window, red), .fill(Rect(x: 10.5, y: 10, width: 50, height: 50), red)]
        #expect(Damage.rects(from: before, to: after, in: window) == [Rect(x: 10, y: 10, width: 51, height: 50)])
    }

    @Test("a moved rectangle damages where it was and where it is")
    func movedCommand() {
        let before: [DrawCommand] = [.fill(window, red), .fill(Rect(x: 10, y: 10, width: 20, height: 20), blue)]
        let after: [DrawCommand] = [.fill(window, red), .fill(Rect(x: 300, y: 10, width: 20, height: 20), blue)]
        let damage = Damage.rects(from: before, to: after, in: window)
        #expect(Set(damage) == [Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 300, y: 10, width: 20, height: 20)])
    }

    @Test("a command that appears (a toast) damages its painted bounds, clipped to the window")
    func addedCommand() {
        let base: [DrawCommand] = [.fill(window, red)]
        let toast = DrawCommand.fillRounded(Rect(x: 700, y: 550, width: 200, height: 100), radius: 8, blue)
        #expect(Damage.rects(from: base, to: base + [toast], in: window) == [Rect(x: 700, y: 550, width: 100, height: 50)])
        #expect(Damage.rects(from: base + [toast], to: base, in: window) == [Rect(x: 700, y: 550, width: 100, height: 50)])
    }

    @Test("commands that swapped places while others came damage all of them")
    func reorderedCommands() {
        let a = DrawCommand.fill(Rect(x: 0, y: 0, width: 20, height: 20), red)
        let b = DrawCommand.fill(Rect(x: 10, y: 10, width: 20, height: 20), blue)
        let c = DrawCommand.fill(Rect(x: 50, y: 50, width: 5, height: 5), blue)
        let damage = Damage.rects(from: [a, b, c], to: [c, b, a, c], in: window)
        #expect(Set(damage) == [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 50, y: 50, width: 5, height: 5)])
    }

    @Test("a command inserted in the middle damages only itself")
    func insertedInMiddle() {
        let a = DrawCommand.fill(Rect(x: 0, y: 0, width: 20, height: 20), red)
        let b = DrawCommand.fill(Rect(x: 100, y: 100, width: 20, height: 20), blue)
        let c = DrawCommand.fill(Rect(x: 50, y: 50, width: 5, height: 5), blue)
        #expect(Damage.rects(from: [a, b], to: [a, c, b], in: window) == [Rect(x: 50, y: 50, width: 5, height: 5)])
        #expect(Damage.rects(from: [a, c, b], to: [a, b], in: window) == [Rect(x: 50, y: 50, width: 5, height: 5)])
        #expect(Damage.rects(from: [a, a], to: [a, a, a], in: window) == [Rect(x: 0, y: 0, width: 20, height: 20)])
    }

    @Test("overlapping damage joins, and many pieces become one rectangle")
    func merging() {
        let joined = Damage.merged([Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)])
        #expect(joined == [Rect(x: 0, y: 0, width: 15, height: 15)])
        let scattered = (0..<10).map { Rect(x: Double($0) * 50, y: 0, width: 10, height: 10) }
        #expect(Damage.merged(scattered) == [Rect(x: 0, y: 0, width: 460, height: 10)])
        let chain = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 0, width: 10, height: 10), Rect(x: 5, y: 0, width: 20, height: 10)]
        #expect(Damage.merged(chain) == [Rect(x: 0, y: 0, width: 30, height: 10)], "a union that reaches a third rectangle takes it too")
    }

    @Test("text and emoji damage reaches past their frames, where glyphs can paint")
    func paintedBounds() {
        let frame = Rect(x: 100, y: 100, width: 100, height: 10)
        let text = DrawCommand.text("Pie", frame: frame, style: TextStyle(size: 16), color: red, alignment: .leading)
        #expect(text.paintedBounds.minY <= 100 - 8 && text.paintedBounds.maxY >= 110 + 8)
        let emoji = DrawCommand.emoji("🥧", frame: Rect(x: 0, y: 0, width: 10, height: 10), size: 40, background: red)
        #expect(emoji.paintedBounds.width >= 40 && emoji.paintedBounds.height >= 40)
    }

    @Test("an arrow key in the grid damages only the two tiles whose selection changed")
    func arrowDamagesTwoTiles() throws {
        var h = Harness { $0.select(0) }
        let view = MainView(measurer: FakeMeasurer())
        let before = view.render(h.state)
        h.press("Right")
        let after = view.render(h.state)
        let bounds = Rect(x: 0, y: 0, width: h.state.windowSize.width, height: h.state.windowSize.height)
        let damage = Damage.rects(from: before, to: after, in: bounds)
        let layout = h.state.gridLayout
        let tiles = [0, 1].map { layout.frame(ofTile: $0, scroll: h.state.grid.scroll).insetBy(-h.state.metrics.px(12), -h.state.metrics.px(12)) }
        #expect(!damage.isEmpty)
        for rect in damage {
            #expect(tiles.contains { $0.union(rect) == $0 }, "\(rect) lies in a changed tile")
        }
        #expect(area(damage) < bounds.width * bounds.height / 4)
    }
}

/// Tiles are groups the renderer can cache: opaque cells that never overlap.
struct TileGroupTests {
    private func groups(_ state: AppState) -> [(frame: Rect, commands: [DrawCommand])] {
        MainView(measurer: FakeMeasurer()).render(state).compactMap {
            if case .group(let frame, let commands) = $0 { return (frame, commands) }
            return nil
        }
    }

    @Test("each visible tile is one group whose cell it covers and no other cell overlaps")
    func tilesAreOpaqueCells() {
        let h = Harness { $0.select(0) }
        let cells = groups(h.state)
        #expect(cells.count == h.state.gridLayout.visibleRange(scroll: h.state.grid.scroll).map { min($0.count, h.state.grid.shown.count) })
        for (index, cell) in cells.enumerated() {
            #expect(cell.commands.first == .fill(cell.frame, Theme.light.windowBackground), "the cell starts opaque")
            for command in cell.commands.dropFirst() {
                #expect(cell.frame.union(command.paintedBounds.intersection(cell.frame) ?? cell.frame) == cell.frame)
            }
            for other in cells[(index + 1)...] { #expect(cell.frame.intersection(other.frame) == nil) }
        }
        let stroke = cells[0].commands.compactMap { command -> Rect? in
            if case .strokeRounded(let rect, _, let width, _) = command { return rect.insetBy(-width / 2, -width / 2) }
            return nil
        }
        #expect(stroke.count == 1)
        #expect(stroke.allSatisfy { cells[0].frame.union($0) == cells[0].frame }, "the selection stroke fits in the cell")
    }

    @Test("a tile that scrolls keeps its commands relative to its cell, so its cached pixels still fit")
    func movedTileSameContent() throws {
        var h = Harness { $0.select(nil) }
        let before = try #require(groups(h.state).first)
        let overGrid = Point(x: h.state.gridLayout.viewport.midX, y: h.state.gridLayout.viewport.midY)
        h.send(.buttonPressed(button: 5, at: overGrid, modifiers: []))
        let after = try #require(groups(h.state).first)
        let dy = after.frame.y - before.frame.y
        try #require(dy < 0, "the wheel scrolled the grid")
        #expect(after.frame.x == before.frame.x)
        #expect(after.commands == before.commands.map { $0.offsetBy(0, dy) })
    }

    @Test("mirroring a group mirrors its frame and everything in it")
    func mirroredGroup() {
        let inner = DrawCommand.fill(Rect(x: 10, y: 0, width: 20, height: 5), Color(hex: 0xFF0000))
        let group = DrawCommand.group(Rect(x: 0, y: 0, width: 40, height: 10), [inner])
        #expect(group.mirrored(width: 100) == .group(Rect(x: 60, y: 0, width: 40, height: 10), [inner.mirrored(width: 100)]))
        #expect(inner.mirrored(width: 100) == .fill(Rect(x: 70, y: 0, width: 20, height: 5), Color(hex: 0xFF0000)))
    }
}
