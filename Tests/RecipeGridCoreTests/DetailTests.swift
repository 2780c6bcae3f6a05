import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Opening a recipe, going back, scrolling the detail and its Tab order.
/// "Pie Crust" (index 9 of the sample) is long enough to scroll.
struct DetailTests {
    static let directions: [LayoutDirection] = [.ltr, .rtl]

    private func onPieCrust(_ direction: LayoutDirection = .ltr, size: Size = TestWindow.fourColumns) -> Harness {
        Harness(size: size, direction: direction) { $0.select(9) }
    }

    private func opened(_ direction: LayoutDirection = .ltr) -> Harness {
        var h = onPieCrust(direction)
        h.press("Return")
        return h
    }

    @Test("Return opens the selected recipe with focus on the back button and sets the title", arguments: directions)
    func returnOpensDetail(direction: LayoutDirection) {
        var h = onPieCrust(direction)
        let effects = h.press("Return")
        #expect(h.state.screen == .detail)
        #expect(h.state.focus == .detailBack)
        #expect(h.state.openedRecipe?.name == "Pie Crust")
        #expect(h.state.detail.layout != nil)
        #expect(h.state.detail.scroll == 0)
        #expect(effects == [.setTitle("RecipeGrid — Pie Crust")])
        #expect(h.state.title == "RecipeGrid — Pie Crust")
    }

    @Test("KP_Enter opens the detail like Return")
    func keypadEnterOpens() {
        var h = onPieCrust()
        h.press("KP_Enter")
        #expect(h.state.screen == .detail)
    }

    @Test("Return with no selection does nothing")
    func returnWithoutSelection() {
        var h = onPieCrust()
        h.press("Escape")
        let effects = h.press("Return")
        #expect(h.state.screen == .grid)
        #expect(effects.isEmpty)
    }

    @Test(
        "Escape, BackSpace and Alt+Left go back with the same selection and grid scroll",
        arguments: directions, [("Escape", KeyModifiers()), ("BackSpace", KeyModifiers()), ("Left", KeyModifiers.alt)])
    func backKeys(direction: LayoutDirection, back: (String, KeyModifiers)) throws {
        var h = Harness(store: TestCookbook.store(count: 60), direction: direction) { $0.select(0) }
        h.press("End", [.control])
        h.press("Up")
        let selection = try #require(h.state.grid.selection)
        let scroll = h.state.grid.scroll
        try #require(scroll > 0)
        h.press("Return")
        try #require(h.state.screen == .detail)
        h.press("Down")
        let effects = h.press(back.0, back.1)
        #expect(h.state.screen == .grid)
        #expect(h.state.focus == .grid)
        #expect(h.state.grid.selection == selection)
        #expect(h.state.grid.scroll == scroll)
        #expect(h.state.detail.recipe == nil)
        #expect(h.state.detail.layout == nil)
        #expect(effects == [.setTitle("RecipeGrid")])
    }

    @Test("Return or space on the back button goes back", arguments: ["Return", "space"])
    func backButtonPress(key: String) {
        var h = opened()
        h.press(key)
        #expect(h.state.screen == .grid)
        #expect(h.state.grid.selection == 9)
    }

    @Test("back works from the rating and the add button too")
    func backFromOtherElements() {
        var h = opened()
        h.press("Tab")
        #expect(h.state.focus == .detailRating)
        h.press("Escape")
        #expect(h.state.screen == .grid)
        #expect(h.state.focus == .grid)
    }

    @Test("Tab and Shift+Tab wrap through back, rating, servings, add and the notes", arguments: directions)
    func detailTabOrder(direction: LayoutDirection) {
        var h = opened(direction)
        var forward: [FocusID] = []
        for _ in 0..<5 {
            h.press("Tab")
            forward.append(h.state.focus)
        }
        #expect(forward == [.detailRating, .detailServings, .detailAdd, .detailNotes, .detailBack])
        var backward: [FocusID] = []
        for _ in 0..<5 {
            h.press("ISO_Left_Tab", [.shift])
            backward.append(h.state.focus)
        }
        #expect(backward == [.detailNotes, .detailAdd, .detailServings, .detailRating, .detailBack])
        #expect(h.state.screen == .detail)
    }

    @Test("Down, Up, Page Down and Page Up scroll the detail")
    func detailScrolls() throws {
        var h = opened()
        let detail = try #require(h.state.detail.layout)
        let line = h.state.metrics.px(48)
        let page = detail.viewport.height - line
        try #require(detail.maxScroll > 2 * page, "the fixture must be several screens tall")
        h.press("Down")
        #expect(h.state.detail.scroll == line)
        h.press("Up")
        #expect(h.state.detail.scroll == 0)
        h.press("Next")
        #expect(h.state.detail.scroll == page)
        h.press("Page_Down")
        #expect(h.state.detail.scroll == 2 * page)
        h.press("Prior")
        #expect(h.state.detail.scroll == page)
        h.press("KP_Up")
        #expect(h.state.detail.scroll == page - line)
        #expect(h.state.focus == .detailBack, "scrolling keeps the focus")
        #expect(h.state.screen == .detail)
    }

    @Test("space pages the detail down and Shift+space up, when the focused control does not take it")
    func detailSpaceScrolls() throws {
        let h = opened()
        var state = h.state
        let detail = try #require(state.detail.layout)
        let page = detail.viewport.height - state.metrics.px(48)
        var context = UpdateContext(now: 0, measurer: FakeMeasurer())
        #expect(DetailKeys.handle(&state, KeyEvent(key: "space", text: " "), &context) == .handled)
        #expect(state.detail.scroll == page)
        #expect(DetailKeys.handle(&state, KeyEvent(key: "space", text: " "), &context) == .handled)
        #expect(state.detail.scroll == 2 * page)
        #expect(DetailKeys.handle(&state, KeyEvent(key: "space", text: " ", modifiers: .shift), &context) == .handled)
        #expect(state.detail.scroll == page)
        for _ in 0..<40 { _ = DetailKeys.handle(&state, KeyEvent(key: "space", text: " "), &context) }
        #expect(state.detail.scroll == detail.maxScroll)
        #expect(state.screen == .detail)
    }

    @Test("detail scrolling is clamped to 0 and the maximum")
    func detailScrollClamped() throws {
        var h = opened()
        let maxScroll = try #require(h.state.detail.layout?.maxScroll)
        h.press("Up")
        h.press("Prior")
        #expect(h.state.detail.scroll == 0)
        for _ in 0..<40 { h.press("Next") }
        #expect(h.state.detail.scroll == maxScroll)
        h.press("Down")
        h.press("Next")
        #expect(h.state.detail.scroll == maxScroll)
        h.press("Home")
        #expect(h.state.detail.scroll == 0)
        h.press("End")
        #expect(h.state.detail.scroll == maxScroll)
        #expect(h.state.screen == .detail)
    }

    @Test("a short recipe does not scroll")
    func shortRecipeDoesNotScroll() {
        var h = Harness { $0.select(0) }  // Apple Pie
        h.press("Return")
        #expect(h.state.detail.layout?.maxScroll == 0)
        h.press("Next")
        h.press("Down")
        #expect(h.state.detail.scroll == 0)
    }

    @Test("Tab to a control scrolled off screen scrolls it into view")
    func tabScrollsIntoView() throws {
        var h = opened()
        h.press("End")
        h.press("Tab")
        #expect(h.state.focus == .detailRating)
        let detail = try #require(h.state.detail.layout)
        let rating = detail.toWindow(detail.rating, scroll: h.state.detail.scroll)
        #expect(rating.minY >= detail.viewport.minY)
        #expect(rating.maxY <= detail.viewport.maxY)
    }

    @Test("resizing the detail relays it out and keeps the scroll within range")
    func resizeDetail() throws {
        var h = opened()
        h.press("End")
        h.send(.resized(Size(width: 1800, height: 1400)))
        let detail = try #require(h.state.detail.layout)
        #expect(detail.windowSize == Size(width: 1800, height: 1400))
        #expect(h.state.detail.scroll <= detail.maxScroll)
        h.press("Escape")
        #expect(h.state.grid.selection == 9)
        #expect(h.layout.visibleRange(scroll: h.state.grid.scroll)?.contains(9) == true)
    }

    // MARK: - Detail layout

    @Test("every detail line fits its frame, and the content grows with the ingredients")
    func detailLayoutLines() throws {
        let measurer = FakeMeasurer()
        let store = TestCookbook.sample()
        let long = try #require(store.recipes.first { $0.name == "Pie Crust" })
        let short = try #require(store.recipes.first { $0.name == "Apple Pie" })
        let metrics = Metrics(scale: 1)
        let size = Size(width: 900, height: 700)
        let longLayout = DetailLayout(recipe: long, content: long.heldDetail, metrics: metrics, windowSize: size, measurer: measurer)
        let shortLayout = DetailLayout(recipe: short, content: short.heldDetail, metrics: metrics, windowSize: size, measurer: measurer)
        #expect(longLayout.contentHeight > shortLayout.contentHeight)
        for line in longLayout.lines {
            #expect(measurer.width(of: line.text, style: line.style) <= line.frame.width, "\(line.text)")
            #expect(line.frame.maxX <= size.width)
        }
        #expect(longLayout.lines.contains { $0.text == "Pie Crust" })
        #expect(longLayout.lines.contains { $0.text == "Ingredients" })
        #expect(longLayout.lines.contains { $0.text == "Steps" })
        #expect(longLayout.bullets.count == 60)
    }

    @Test("the detail's controls do not overlap")
    func detailControlsApart() {
        let store = TestCookbook.sample()
        for width in [500.0, 900, 1600] {
            let layout = DetailLayout(
                recipe: store.recipes[9], content: store.recipes[9].heldDetail, metrics: Metrics(scale: 1),
                windowSize: Size(width: width, height: 700), measurer: FakeMeasurer())
            #expect(!layout.rating.intersects(layout.addButton), "width \(width)")
            #expect(!layout.art.intersects(layout.rating), "width \(width)")
        }
    }

    @Test("word wrapping keeps words whole and breaks only over-long words")
    func wrapping() {
        let measurer = FakeMeasurer()
        let style = TextStyle(size: 10)  // 5.5 px a character
        let lines = TextWrapping.wrap("the quick brown fox", width: 55, style: style, measurer: measurer)  // 10 characters a line
        #expect(lines == ["the quick", "brown fox"])
        #expect(TextWrapping.wrap("abcdefghijklmnop", width: 55, style: style, measurer: measurer) == ["abcdefghij", "klmnop"])
        #expect(TextWrapping.wrap("", width: 55, style: style, measurer: measurer) == [""])
    }
}
