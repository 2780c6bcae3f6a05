import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The display list: selection stroke colours, rtl mirroring, overlays.
struct RenderTests {
    private let theme = Theme.light

    private func render(_ state: AppState) -> [DrawCommand] {
        MainView(measurer: FakeMeasurer()).render(state).flattened
    }

    private func strokes(_ list: [DrawCommand]) -> [(rect: Rect, width: Double, color: Color)] {
        list.compactMap {
            if case .strokeRounded(let rect, _, let width, let color) = $0 { return (rect, width, color) }
            return nil
        }
    }

    private func texts(_ list: [DrawCommand]) -> [(text: String, frame: Rect, style: TextStyle)] {
        list.compactMap {
            if case .text(let text, let frame, let style, _, _) = $0 { return (text, frame, style) }
            return nil
        }
    }

    private func fills(_ list: [DrawCommand], _ color: Color) -> [Rect] {
        list.compactMap {
            if case .fill(let rect, let fill) = $0, fill == color { return rect }
            return nil
        }
    }

    private func state(_ direction: LayoutDirection = .ltr, scale: Double = 1, focus: FocusID = .grid, selection: Int? = 5) -> AppState {
        let size = Size(width: TestWindow.fourColumns.width * scale, height: TestWindow.fourColumns.height * scale)
        var state = AppState(store: TestCookbook.sample(), windowSize: size, scale: scale, layoutDirection: direction)
        state.select(selection)
        state.focus = focus
        return state
    }

    @Test("the selected tile has one stroke in the accent colour while the grid has focus")
    func accentStrokeWhenGridFocused() throws {
        let s = state()
        let stroke = try #require(strokes(render(s)).first)
        #expect(strokes(render(s)).count == 1)
        #expect(stroke.color == Theme.light.accent)
        #expect(stroke.width == 4)
        let tile = s.gridLayout.frame(ofTile: 5, scroll: s.grid.scroll)
        #expect(stroke.rect.minX < tile.minX && stroke.rect.maxX > tile.maxX)
        #expect(stroke.rect.minY < tile.minY && stroke.rect.maxY > tile.maxY)
    }

    @Test("the stroke is muted while the sidebar has focus")
    func mutedStrokeWhenSidebarFocused() throws {
        let stroke = try #require(strokes(render(state(focus: .sidebar))).first)
        #expect(stroke.color == Theme.light.mutedSelection)
        #expect(stroke.color != Theme.light.accent)
    }

    @Test("the stroke is muted while the window does not have focus")
    func mutedStrokeWhenWindowUnfocused() throws {
        var s = state()
        s.windowHasFocus = false
        let stroke = try #require(strokes(render(s)).first)
        #expect(stroke.color == Theme.light.mutedSelection)
    }

    @Test("the stroke follows focus changes made by keys")
    func strokeFollowsKeys() throws {
        var h = Harness { $0.select(0) }
        h.press("Left")  // to the sidebar
        #expect(try #require(strokes(render(h.state)).first).color == Theme.light.mutedSelection)
        h.press("Right")  // back to the grid
        #expect(try #require(strokes(render(h.state)).first).color == Theme.light.accent)
    }

    @Test("the grid draws no focus ring: with no selection there is no stroke at all")
    func noSelectionNoStroke() {
        #expect(strokes(render(state(selection: nil))).isEmpty)
    }

    @Test("at scale 2 the stroke is 8 device pixels wide")
    func strokeScales() throws {
        let stroke = try #require(strokes(render(state(scale: 2))).first)
        #expect(stroke.width == 8)
    }

    @Test("the focused sidebar row is filled with the accent, an unfocused one with the muted row colour")
    func sidebarRowColours() {
        func rowFills(_ s: AppState) -> [Color] {
            render(s).compactMap {
                if case .fillRounded(let rect, _, let color) = $0, rect.maxX <= s.gridLayout.sidebarFrame.maxX { return color }
                return nil
            }
        }
        #expect(rowFills(state(focus: .sidebar)) == [Theme.light.accent])
        #expect(rowFills(state(focus: .grid)) == [Theme.light.selectedRowUnfocused])
    }

    /// The menu bar's mnemonic underlines: glyphs are not mirrored in rtl, so neither is the mark under a letter.
    private func withoutMnemonicMarks(_ list: [DrawCommand]) -> [DrawCommand] {
        list.filter { command in
            guard case .fill(let rect, _) = command else { return true }
            return !(rect.maxY <= 60 && rect.height <= 2 && rect.width < 40)
        }
    }

    @Test("rtl mirrors every command of the ltr list", arguments: [1.0, 2.0])
    func rtlMirrorsEverything(scale: Double) {
        for focus in [FocusID.grid, .sidebar] {
            let ltr = render(state(.ltr, scale: scale, focus: focus))
            let rtlState = state(.rtl, scale: scale, focus: focus)
            let rtl = render(rtlState)
            #expect(rtl.count == ltr.count)
            #expect(withoutMnemonicMarks(rtl) == withoutMnemonicMarks(ltr.map { $0.mirrored(width: rtlState.windowSize.width) }))
        }
    }

    @Test("rtl mirrors the detail screen too")
    func rtlMirrorsDetail() {
        var ltr = Harness(direction: .ltr) { $0.select(9) }
        var rtl = Harness(direction: .rtl) { $0.select(9) }
        ltr.press("Return")
        rtl.press("Return")
        ltr.press("Tab")
        rtl.press("Tab")
        let width = rtl.state.windowSize.width
        let mirrored = render(ltr.state).map { $0.mirrored(width: width) }
        let drawn = render(rtl.state)
        #expect(drawn.count == mirrored.count)
        // The back chevron points the other way in rtl; everything else is the mirror image.
        for (a, b) in zip(withoutMnemonicMarks(drawn), withoutMnemonicMarks(mirrored)) {
            if case .text(let text, _, _, _, _) = a, text.hasSuffix(DetailLayout.backLabel) { continue }
            #expect(a == b)
        }
    }

    @Test("in rtl the sidebar fill sits at the right edge of the window")
    func rtlSidebarOnTheRight() throws {
        let s = state(.rtl)
        let sidebar = try #require(fills(render(s), Theme.light.sidebarBackground).first)
        #expect(sidebar.maxX == s.windowSize.width)
        #expect(sidebar.width == s.metrics.sidebarWidth)
        #expect(sidebar.height == s.windowSize.height - s.metrics.menuBarHeight, "the sidebar runs from the menu bar down")
        let ltrSidebar = try #require(fills(render(state(.ltr)), Theme.light.sidebarBackground).first)
        #expect(ltrSidebar.minX == 0)
    }

    @Test("in rtl the first tile is at the right, next to the sidebar")
    func rtlFirstTileOnTheRight() throws {
        let s = state(.rtl, selection: 0)
        let stroke = try #require(strokes(render(s)).first)
        let sidebarLeft = s.windowSize.width - s.metrics.sidebarWidth
        #expect(stroke.rect.maxX < sidebarLeft)
        #expect(stroke.rect.maxX > sidebarLeft - s.metrics.gridPadding)
    }

    @Test("every command lies inside the window")
    func commandsInsideWindow() {
        for direction in [LayoutDirection.ltr, .rtl] {
            let s = state(direction)
            for command in render(s) {
                let rect: Rect
                switch command {
                case .fill(let r, _), .fillRounded(let r, _, _), .strokeRounded(let r, _, _, _), .text(_, let r, _, _, _), .emoji(_, let r, _, _),
                    .group(let r, _), .photo(_, _, let r, _), .caret(let r, _):
                    rect = r
                }
                #expect(rect.maxX > 0 && rect.minX < s.windowSize.width, "\(command)")
            }
        }
    }

    @Test("tile names are cut to fit their frame")
    func tileNamesFit() {
        let long = "A Remarkably Long Recipe Name That Cannot Possibly Fit On One Tile Line"
        var s = AppState(store: TestCookbook.store(names: [long, "Short"]), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
        s.focus = .grid
        let measurer = FakeMeasurer()
        let names = texts(render(s)).filter { $0.style == s.metrics.tileNameText && $0.frame.minX >= s.metrics.sidebarWidth }
        #expect(names.count == 2)
        for name in names {
            #expect(measurer.width(of: name.text, style: name.style) <= name.frame.width, "\(name.text)")
        }
        #expect(names.contains { $0.text.hasSuffix("…") && $0.text.hasPrefix("A Remarkably") })
        #expect(names.contains { $0.text == "Short" })
    }

    @Test("the toast and the live type-ahead text are drawn above the content")
    func overlaysDrawn() throws {
        var h = Harness()
        h.press("q")
        let list = render(h.state)
        let drawn = texts(list).map(\.text)
        #expect(drawn.contains("No recipe starts with 'q'"))
        #expect(drawn.contains("q"))
        let toastIndex = try #require(drawn.lastIndex(of: "No recipe starts with 'q'"))
        let sidebarTitle = try #require(drawn.lastIndex(of: "RecipeGrid"))
        #expect(toastIndex > sidebarTitle, "overlays come after the content")
        h.tick(after: 5)
        let after = texts(render(h.state)).map(\.text)
        #expect(!after.contains("No recipe starts with 'q'"))
        #expect(!after.contains("q"))
    }

    @Test("an empty category says so")
    func emptyGridMessage() {
        let s = AppState(store: TestCookbook.store(names: []), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
        #expect(texts(render(s)).contains { $0.text == "No recipes in this category" })
        #expect(strokes(render(s)).isEmpty)
    }

    @Test("mirroring twice gives back the original command")
    func mirrorIsInvolution() {
        let commands: [DrawCommand] = [
            .fill(Rect(x: 10, y: 20, width: 30, height: 40), theme.accent),
            .fillRounded(Rect(x: 0, y: 0, width: 5, height: 5), radius: 2, theme.accent),
            .strokeRounded(Rect(x: 100, y: 0, width: 50, height: 5), radius: 2, width: 4, theme.accent),
            .text("hi", frame: Rect(x: 1, y: 2, width: 3, height: 4), style: TextStyle(size: 12), color: theme.primaryText, alignment: .leading),
        ]
        for command in commands {
            #expect(command.mirrored(width: 400).mirrored(width: 400) == command)
        }
        #expect(
            DrawCommand.fill(Rect(x: 10, y: 0, width: 30, height: 1), theme.accent).mirrored(width: 400)
                == .fill(Rect(x: 360, y: 0, width: 30, height: 1), theme.accent))
    }
}
