import CoreTestSupport
import TestSupport
import Testing

@testable import RecipeGridCore

/// Grid keys through `AppModel.update`, in both layout directions. The window shows
/// 4 columns; 10 tiles are the rows [0 1 2 3] [4 5 6 7] [8 9].
struct GridKeysTests {
    @Test("Ctrl+Q quits with Caps Lock or Shift held (keysym Q)", arguments: ["q", "Q"])
    func controlQQuits(key: String) {
        var harness = Harness()
        #expect(harness.press(key, text: "", [.control]).contains(.quit))
    }

    static let directions: [LayoutDirection] = [.ltr, .rtl]

    private func grid(_ direction: LayoutDirection, count: Int = 10, selection: Int? = 0) -> Harness {
        Harness(store: TestCookbook.store(count: count), direction: direction) { $0.select(selection) }
    }

    @Test("the test window has 4 columns and 3 rows per page")
    func windowShape() throws {
        let h = grid(.ltr)
        #expect(h.layout.columns == 4)
        #expect(h.layout.rowsPerPage == 3)
    }

    @Test("forward arrow moves to the next tile, across the row end", arguments: directions)
    func forwardAcrossRowEnd(direction: LayoutDirection) {
        var h = grid(direction, selection: 2)
        h.press(direction.forwardKey)
        #expect(h.state.grid.selection == 3)
        h.press(direction.forwardKey)
        #expect(h.state.grid.selection == 4)
        #expect(h.state.focus == .grid)
    }

    @Test("backward arrow moves to the previous tile, across the row start", arguments: directions)
    func backwardAcrossRowStart(direction: LayoutDirection) {
        var h = grid(direction, selection: 5)
        h.press(direction.backwardKey)
        #expect(h.state.grid.selection == 4)
        h.press(direction.backwardKey)
        #expect(h.state.grid.selection == 3)
        #expect(h.state.focus == .grid)
    }

    @Test("forward arrow on the last tile changes nothing", arguments: directions)
    func forwardOnLastTile(direction: LayoutDirection) {
        var h = grid(direction, selection: 9)
        let before = h.state
        h.press(direction.forwardKey)
        #expect(h.state == before)
    }

    @Test("Down and Up keep the column", arguments: directions)
    func downAndUpKeepColumn(direction: LayoutDirection) {
        var h = grid(direction, selection: 1)
        h.press("Down")
        #expect(h.state.grid.selection == 5)
        h.press("Down")
        #expect(h.state.grid.selection == 9)
        h.press("Up")
        #expect(h.state.grid.selection == 5)
        h.press("Up")
        #expect(h.state.grid.selection == 1)
    }

    @Test("Down into a shorter last row selects the last tile", arguments: directions)
    func downIntoShorterRow(direction: LayoutDirection) {
        var h = grid(direction, selection: 7)
        h.press("Down")
        #expect(h.state.grid.selection == 9)
    }

    @Test("Down on the last row changes nothing and the grid ignores it", arguments: directions)
    func downOnLastRow(direction: LayoutDirection) {
        var h = grid(direction, selection: 8)
        let before = h.state
        h.press("Down")
        #expect(h.state == before)

        var state = before
        var context = UpdateContext(now: 0, measurer: FakeMeasurer())
        #expect(GridKeys.handle(&state, KeyEvent(key: "Down"), &context) == .ignored)
        #expect(state.grid.selection == 8)
    }

    @Test("Up on the first row changes nothing", arguments: directions)
    func upOnFirstRow(direction: LayoutDirection) {
        var h = grid(direction, selection: 2)
        let before = h.state
        h.press("Up")
        #expect(h.state == before)
    }

    @Test("keypad arrows move like the arrows", arguments: directions)
    func keypadArrows(direction: LayoutDirection) {
        var h = grid(direction, selection: 1)
        h.press("KP_Down")
        #expect(h.state.grid.selection == 5)
        h.press(direction == .rtl ? "KP_Left" : "KP_Right")
        #expect(h.state.grid.selection == 6)
    }

    @Test("Home and End go to the ends of the current row", arguments: directions)
    func homeAndEnd(direction: LayoutDirection) {
        var h = grid(direction, selection: 6)
        h.press("Home")
        #expect(h.state.grid.selection == 4)
        h.press("End")
        #expect(h.state.grid.selection == 7)
        h.press("Down")
        h.press("Home")
        #expect(h.state.grid.selection == 8)
        h.press("End")
        #expect(h.state.grid.selection == 9)
    }

    @Test("Ctrl+Home and Ctrl+End go to the first and last recipe", arguments: directions)
    func controlHomeAndEnd(direction: LayoutDirection) {
        var h = grid(direction, selection: 6)
        h.press("End", [.control])
        #expect(h.state.grid.selection == 9)
        h.press("Home", [.control])
        #expect(h.state.grid.selection == 0)
    }

    @Test("Page Down and Page Up move by rows per page in the same column, clamped", arguments: directions)
    func pages(direction: LayoutDirection) throws {
        // 23 tiles: rows 0...5, the last row is [20 21 22]; 3 rows per page.
        var h = grid(direction, count: 23, selection: 1)
        try #require(h.layout.rowsPerPage == 3)
        h.press("Next")
        #expect(h.state.grid.selection == 13)
        h.press("Page_Down")
        #expect(h.state.grid.selection == 21)
        h.press("Next")
        #expect(h.state.grid.selection == 21)
        h.press("Prior")
        #expect(h.state.grid.selection == 9)
        h.press("Page_Up")
        #expect(h.state.grid.selection == 1)
        h.press("Prior")
        #expect(h.state.grid.selection == 1)

        h.press("End", [.control])
        h.press("Up")
        h.press("Up")
        #expect(h.state.grid.selection == 14)
        h.press("Next")
        #expect(h.state.grid.selection == 22, "a page into the short last row lands on the last tile")
    }

    @Test("with no selection any arrow selects the first tile", arguments: directions, ["Left", "Right", "Up", "Down"])
    func noSelectionArrowSelectsFirst(direction: LayoutDirection, key: String) {
        var h = grid(direction, selection: nil)
        h.press(key)
        #expect(h.state.grid.selection == 0)
        #expect(h.state.focus == .grid)
    }

    @Test("Escape clears the selection, then an arrow selects the first tile", arguments: directions)
    func escapeClearsSelection(direction: LayoutDirection) {
        var h = grid(direction, selection: 6)
        h.press("Escape")
        #expect(h.state.grid.selection == nil)
        #expect(h.state.focus == .grid)
        h.press("Down")
        #expect(h.state.grid.selection == 0)
    }

    @Test("one tile: arrows keep it selected; the backward arrow goes to the sidebar", arguments: directions)
    func oneTile(direction: LayoutDirection) {
        var h = grid(direction, count: 1)
        for key in [direction.forwardKey, "Up", "Down", "Home", "End", "Next", "Prior"] {
            h.press(key)
            #expect(h.state.grid.selection == 0, "\(key)")
            #expect(h.state.focus == .grid, "\(key)")
        }
        h.press(direction.backwardKey)
        #expect(h.state.grid.selection == 0)
        #expect(h.state.focus == .sidebar)
    }

    @Test("zero tiles: every grid key leaves the selection nil", arguments: directions)
    func zeroTiles(direction: LayoutDirection) {
        var h = grid(direction, count: 0, selection: nil)
        #expect(h.state.grid.selection == nil)
        for key in ["Right", "Left", "Up", "Down", "Home", "End", "Next", "Prior", "Return", "Escape", "space", "p"] {
            h.press(key)
            #expect(h.state.grid.selection == nil, "\(key)")
            #expect(h.state.screen == .grid, "\(key)")
        }
        h.press("End", [.control])
        #expect(h.state.grid.selection == nil)
    }

    @Test("key releases do not move the selection", arguments: directions)
    func keyUpIgnored(direction: LayoutDirection) {
        var h = grid(direction, selection: 5)
        for key in ["Right", "Left", "Up", "Down", "Home", "End", "Next", "Escape", "Return"] {
            h.press(key, phase: .up)
        }
        #expect(h.state.grid.selection == 5)
        #expect(h.state.screen == .grid)
    }

    @Test("auto-repeat moves like a press", arguments: directions)
    func autoRepeatMoves(direction: LayoutDirection) {
        var h = grid(direction, selection: 0)
        h.press(direction.forwardKey, phase: .down)
        h.press(direction.forwardKey, phase: .repeat)
        h.press(direction.forwardKey, phase: .repeat)
        #expect(h.state.grid.selection == 3)
    }

    @Test("arrows with Control or Alt held are not grid moves", arguments: directions)
    func modifiedArrows(direction: LayoutDirection) {
        var h = grid(direction, selection: 5)
        h.press("Down", [.control])
        h.press(direction.forwardKey, [.alt])
        #expect(h.state.grid.selection == 5)
    }
}

/// Property-style: random keys, ticks and resizes on grids of several sizes, checking the
/// state's invariants after every step.
struct GridInvariantTests {
    private static let keys: [(String, KeyModifiers)] = [
        ("Right", []), ("Left", []), ("Up", []), ("Down", []), ("Right", []), ("Left", []), ("Up", []), ("Down", []),
        ("Home", []), ("End", []), ("Home", [.control]), ("End", [.control]), ("Next", []), ("Prior", []),
        ("Escape", []), ("Tab", []), ("ISO_Left_Tab", [.shift]), ("Return", []), ("BackSpace", []), ("space", []),
        ("a", []), ("e", []), ("p", []), ("r", []), ("q", []), ("KP_Down", []), ("KP_Right", []),
    ]
    private static let gridMoves: Set<String> = ["Right", "Left", "Up", "Down", "Home", "End", "Next", "Prior", "KP_Down", "KP_Right"]

    @Test("selection, focus, scroll and visible range stay consistent under random input", arguments: [1, 7, 23, 200], [LayoutDirection.ltr, .rtl])
    func randomInput(tiles: Int, direction: LayoutDirection) throws {
        var random = SeededGenerator(seed: UInt64(tiles) &* 7919 &+ (direction == .rtl ? 1 : 0))
        let recipes = (0..<tiles).map { i in
            TestCookbook.recipe("\(["Apple", "Pear", "Rice", "Egg", "Éclair"][i % 5]) \(i)", categories: [i % 3 == 0 ? "Odd" : "Even"])
        }
        var h = Harness(store: TestCookbook.store(recipes), direction: direction)
        for step in 0..<600 {
            let before = h.state
            let roll = Int.random(in: 0..<100, using: &random)
            var movedInGrid = false
            if roll < 4 {
                h.send(
                    .resized(
                        Size(
                            width: Double.random(in: 500...2600, using: &random).rounded(),
                            height: Double.random(in: 300...1500, using: &random).rounded())))
            } else if roll < 10 {
                h.tick(after: Double.random(in: 0...3, using: &random))
            } else {
                let (key, modifiers) = Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]
                h.advance(by: Double.random(in: 0...1.5, using: &random))
                h.press(key, modifiers)
                movedInGrid = before.screen == .grid && before.focus == .grid && Self.gridMoves.contains(key)
            }
            let s = h.state
            let label = "step \(step), \(tiles) tiles, \(direction)"
            if let selection = s.grid.selection { #expect(selection >= 0 && selection < s.grid.shown.count, "\(label)") }
            #expect(s.focusEngine.elements.map(\.id).contains(s.focus), "\(label): focus \(s.focus) on \(s.screen)")
            #expect((s.screen == .detail) == (s.detail.recipe != nil), "\(label)")
            #expect((s.screen == .detail) == (s.detail.layout != nil), "\(label)")
            let layout = s.gridLayout
            #expect(s.grid.scroll >= 0 && s.grid.scroll <= layout.maxScroll, "\(label): grid scroll \(s.grid.scroll) of \(layout.maxScroll)")
            if let layout = s.detail.layout { #expect(s.detail.scroll >= 0 && s.detail.scroll <= layout.maxScroll, "\(label)") }
            if s.screen == .grid, let selection = s.grid.selection {
                let visible = try #require(layout.visibleRange(scroll: s.grid.scroll), "\(label)")
                #expect(visible.contains(selection), "\(label): selection \(selection) outside \(visible)")
                if movedInGrid {
                    let frame = layout.frame(ofTile: selection, scroll: s.grid.scroll)
                    let outset = s.metrics.selectionOutset
                    if frame.height + 2 * outset <= layout.viewport.height {
                        #expect(frame.minY - outset >= layout.viewport.minY - 0.001, "\(label): tile cut at the top")
                        #expect(frame.maxY + outset <= layout.viewport.maxY + 0.001, "\(label): tile cut at the bottom")
                    }
                }
            }
            if tiles > 0 && s.screen == .grid && movedInGrid && before.grid.selection == nil {
                #expect(s.grid.selection != nil, "\(label): an arrow with no selection selects a tile")
            }
        }
    }
}
