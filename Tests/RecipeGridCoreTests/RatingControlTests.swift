import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The capsule rating control of the detail (README, Using it, and the rating rows of its key table), driven
/// by real key events and clicks. The detail shows Apple Pie (tile 0 of the sample).
struct RatingControlTests {
    static let directions: [LayoutDirection] = [.ltr, .rtl]

    /// Apple Pie's detail with keyboard focus on the rating control.
    private func onRating(_ direction: LayoutDirection = .ltr) -> Harness {
        var h = Harness(direction: direction) { $0.select(0) }
        h.press("Return")
        h.press("Tab")
        return h
    }

    private func rating(_ h: Harness, of name: String = "Apple Pie") -> Rating? {
        h.state.ratings["test#\(name)"]
    }

    private func centre(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    /// The centre of emoji cell `index` (0 Meh, 1 Yummy, 2 Delicious) in the window, in the ltr layout space clicks arrive in.
    private func cell(_ index: Int, _ h: Harness) throws -> Point {
        let detail = try #require(h.state.detail.layout)
        return centre(detail.toWindow(detail.ratingCell(index), scroll: h.state.detail.scroll))
    }

    private func click(_ point: Point, _ h: inout Harness) {
        h.send(.buttonPressed(button: 1, at: point, modifiers: []))
    }

    @Test("Tab from the back button reaches the rating control, which starts with no rating")
    func tabReachesRating() {
        let h = onRating()
        #expect(h.state.focus == .detailRating)
        #expect(rating(h) == nil)
    }

    // MARK: - Arrows

    @Test("with no rating the forward arrow picks Meh", arguments: directions)
    func forwardFromNonePicksMeh(direction: LayoutDirection) {
        var h = onRating(direction)
        h.press(direction.forwardKey)
        #expect(rating(h) == .meh)
        #expect(h.state.focus == .detailRating)
    }

    @Test("with no rating the backward arrow picks Delicious", arguments: directions)
    func backwardFromNonePicksDelicious(direction: LayoutDirection) {
        var h = onRating(direction)
        h.press(direction.backwardKey)
        #expect(rating(h) == .delicious)
        #expect(h.state.focus == .detailRating)
    }

    @Test("ltr: Right picks Meh and Left picks Delicious when there is no rating; rtl swaps the keys")
    func rawKeysPerDirection() {
        var ltrRight = onRating(.ltr)
        ltrRight.press("Right")
        #expect(rating(ltrRight) == .meh)
        var ltrLeft = onRating(.ltr)
        ltrLeft.press("Left")
        #expect(rating(ltrLeft) == .delicious)
        var rtlLeft = onRating(.rtl)
        rtlLeft.press("Left")
        #expect(rating(rtlLeft) == .meh)
        var rtlRight = onRating(.rtl)
        rtlRight.press("Right")
        #expect(rating(rtlRight) == .delicious)
    }

    @Test("the forward arrow steps Meh, Yummy, Delicious and does not wrap", arguments: directions)
    func forwardStepsWithoutWrap(direction: LayoutDirection) {
        var h = onRating(direction)
        var seen: [Rating?] = []
        for _ in 0..<5 {
            h.press(direction.forwardKey)
            seen.append(rating(h))
        }
        #expect(seen == [.meh, .yummy, .delicious, .delicious, .delicious])
        #expect(h.state.screen == .detail)
    }

    @Test("the backward arrow steps Delicious, Yummy, Meh and does not wrap", arguments: directions)
    func backwardStepsWithoutWrap(direction: LayoutDirection) {
        var h = onRating(direction)
        var seen: [Rating?] = []
        for _ in 0..<5 {
            h.press(direction.backwardKey)
            seen.append(rating(h))
        }
        #expect(seen == [.delicious, .yummy, .meh, .meh, .meh])
        #expect(h.state.screen == .detail)
    }

    @Test("the keypad arrows step like the arrows", arguments: directions)
    func keypadArrows(direction: LayoutDirection) {
        var h = onRating(direction)
        let forward = direction == .rtl ? "KP_Left" : "KP_Right"
        let backward = direction == .rtl ? "KP_Right" : "KP_Left"
        h.press(forward)
        h.press(forward)
        #expect(rating(h) == .yummy)
        h.press(backward)
        #expect(rating(h) == .meh)
    }

    @Test("an arrow past the end leaves the rating and the recipe as they were", arguments: directions)
    func arrowPastEndChangesNoRating(direction: LayoutDirection) {
        var h = onRating(direction)
        h.press("End")
        h.press(direction.forwardKey)
        #expect(rating(h) == .delicious)
        #expect(h.state.openedRecipe?.name == "Apple Pie")
        #expect(h.state.focus == .detailRating)
        h.press("Home")
        h.press(direction.backwardKey)
        #expect(rating(h) == .meh)
        #expect(h.state.openedRecipe?.name == "Apple Pie")
    }

    /// The detail is one focus section (README, Using it), so the Add button beside the rating is
    /// not a "neighbouring section": the move finds no target and focus stays.
    @Test("the forward arrow on Delicious keeps focus on the rating: no other section lies that way", arguments: directions)
    func forwardPastEndKeepsFocus(direction: LayoutDirection) {
        var h = onRating(direction)
        h.press("End")
        h.press(direction.forwardKey)
        #expect(rating(h) == .delicious)
        #expect(h.state.focus == .detailRating)
    }

    @Test("a key release does not change the rating")
    func keyUpChangesNothing() {
        var h = onRating()
        h.press("Right", phase: .up)
        h.press("3", phase: .up)
        #expect(rating(h) == nil)
    }

    // MARK: - Home, End, digits, clearing

    @Test("Home picks Meh and End picks Delicious in both directions", arguments: directions)
    func homeAndEnd(direction: LayoutDirection) {
        var h = onRating(direction)
        h.press("End")
        #expect(rating(h) == .delicious)
        h.press("Home")
        #expect(rating(h) == .meh)
        h.press("KP_End")
        #expect(rating(h) == .delicious)
        #expect(h.state.focus == .detailRating)
        #expect(h.state.detail.scroll == 0, "Home and End rate; they do not scroll the detail")
    }

    @Test("1, 2 and 3 pick Meh, Yummy and Delicious, from the main row and the keypad")
    func digits() {
        var h = onRating()
        for (key, expected) in [("2", Rating.yummy), ("1", .meh), ("3", .delicious), ("KP_1", .meh), ("KP_2", .yummy), ("KP_3", .delicious)] {
            h.press(key)
            #expect(rating(h) == expected, "\(key)")
            #expect(h.state.focus == .detailRating, "\(key)")
        }
    }

    @Test("0, keypad 0 and Delete clear the rating", arguments: ["0", "KP_0", "Delete"])
    func clearKeys(key: String) {
        var h = onRating()
        h.press("2")
        h.press(key)
        #expect(rating(h) == nil)
        #expect(h.state.focus == .detailRating)
    }

    @Test("digits on the grid select by name and rate nothing")
    func digitsOnGridDoNotRate() {
        var h = Harness { $0.select(0) }
        h.press("3")
        #expect(h.state.ratings.isEmpty)
    }

    // MARK: - Space

    @Test("Space with no rating ever chosen picks Yummy, then clears it, then picks Yummy again")
    func spaceTogglesYummy() {
        var h = onRating()
        h.press("space")
        #expect(rating(h) == .yummy)
        h.press("space")
        #expect(rating(h) == nil)
        h.press("space")
        #expect(rating(h) == .yummy)
        #expect(h.state.detail.scroll == 0, "Space on the rating rates; it does not page the detail")
    }

    @Test("Space toggles between no rating and the last one chosen")
    func spaceBringsBackLastChoice() {
        var h = onRating()
        h.press("3")
        h.press("space")
        #expect(rating(h) == nil)
        h.press("space")
        #expect(rating(h) == .delicious)
        h.press("Home")
        h.press("0")
        #expect(rating(h) == nil)
        h.press("space")
        #expect(rating(h) == .meh, "a rating cleared with 0 comes back with Space")
    }

    @Test("the last chosen rating is remembered per recipe")
    func lastRatingPerRecipe() {
        var h = onRating()
        h.press("3")
        h.press("Escape")
        h.press("Right")
        #expect(h.selectedName == "Banana Bread")
        h.press("Return")
        h.press("Tab")
        h.press("space")
        #expect(rating(h, of: "Banana Bread") == .yummy)
        #expect(rating(h, of: "Apple Pie") == .delicious)
    }

    // MARK: - The rated recipe

    @Test("the rating belongs to the open recipe and is still there after going back and reopening")
    func ratingBelongsToRecipe() {
        var h = onRating()
        h.press("3")
        h.press("Escape")
        #expect(h.state.screen == .grid)
        #expect(h.state.ratings == ["test#Apple Pie": .delicious])
        h.press("Return")
        h.press("Tab")
        h.press("Left")
        #expect(rating(h) == .yummy, "stepping starts from the rating kept for the recipe")
    }

    // MARK: - Clicks

    @Test(
        "clicking an emoji sets the rating and leaves keyboard focus on the back button", arguments: [(0, Rating.meh), (1, .yummy), (2, .delicious)])
    func clickSetsRatingWithoutFocus(index: Int, expected: Rating) throws {
        var h = Harness { $0.select(0) }
        h.press("Return")
        try #require(h.state.focus == .detailBack)
        click(try cell(index, h), &h)
        #expect(rating(h) == expected)
        #expect(h.state.focus == .detailBack)
        #expect(h.state.screen == .detail)
    }

    @Test("clicking the chosen emoji clears the rating; clicking another one switches to it")
    func clickChosenClears() throws {
        var h = onRating()
        click(try cell(1, h), &h)
        #expect(rating(h) == .yummy)
        click(try cell(2, h), &h)
        #expect(rating(h) == .delicious)
        click(try cell(2, h), &h)
        #expect(rating(h) == nil)
        #expect(h.state.focus == .detailRating, "focus stays on the control it was on")
    }

    @Test("a clicked rating is what Space brings back")
    func clickedRatingIsRemembered() throws {
        var h = onRating()
        click(try cell(0, h), &h)
        h.press("space")
        #expect(rating(h) == nil)
        h.press("space")
        #expect(rating(h) == .meh)
    }

    // MARK: - Rules

    @Test(
        "a step forward or back from each rating",
        arguments: [
            (nil, true, Rating.meh), (nil, false, .delicious), (.meh, true, .yummy), (.yummy, true, .delicious), (.delicious, true, nil),
            (.delicious, false, .yummy), (.yummy, false, .meh), (.meh, false, nil),
        ] as [(Rating?, Bool, Rating?)])
    func stepRule(from: Rating?, forward: Bool, expected: Rating?) {
        #expect(RatingRules.step(from: from, forward: forward) == expected)
    }

    // MARK: - What it looks like

    private func render(_ state: AppState) -> [DrawCommand] { MainView(measurer: FakeMeasurer()).render(state).flattened }

    @Test("a rated recipe's tile shows a badge with the rating's emoji; unrated tiles show none")
    func tileBadge() throws {
        var h = onRating()
        h.press("3")
        h.press("Escape")
        let list = render(h.state)
        let tile = h.layout.frame(ofTile: 0, scroll: h.state.grid.scroll)
        let badges = list.compactMap { command -> Rect? in
            if case .emoji(let emoji, let frame, _, _) = command, Rating.allCases.map(\.emoji).contains(emoji) { return frame }
            return nil
        }
        #expect(badges.count == 1)
        let badge = try #require(badges.first)
        #expect(tile.contains(Point(x: badge.midX, y: badge.midY)))
        #expect(list.contains { if case .emoji("🥰", _, _, _) = $0 { true } else { false } })
    }

    @Test("the focused rating control's ring is a capsule around the capsule, not a rectangle", arguments: directions)
    func focusRingIsCapsule(direction: LayoutDirection) throws {
        let h = onRating(direction)
        let detail = try #require(h.state.detail.layout)
        var capsule = detail.toWindow(detail.rating, scroll: h.state.detail.scroll)
        if direction == .rtl {
            capsule = Rect(x: h.state.windowSize.width - capsule.maxX, y: capsule.y, width: capsule.width, height: capsule.height)
        }
        let rings = render(h.state).compactMap { command -> (Rect, Double)? in
            if case .strokeRounded(let rect, let radius, _, _) = command, rect.contains(Point(x: capsule.midX, y: capsule.midY)),
                rect.width > capsule.width
            {
                return (rect, radius)
            }
            return nil
        }
        let ring = try #require(rings.first)
        #expect(rings.count == 1)
        #expect(ring.1 == ring.0.height / 2, "the ring's ends are half circles")
        #expect(ring.0.minX < capsule.minX && ring.0.maxX > capsule.maxX)
    }

    @Test("the chosen emoji sits on an accent circle; with no rating there is none")
    func chosenEmojiOnCircle() throws {
        var h = onRating()
        let theme = Theme.light
        func circles(_ state: AppState) -> [Rect] {
            render(state).compactMap { command in
                if case .fillRounded(let rect, let radius, let color) = command, color == theme.accent, rect.width == rect.height,
                    radius == rect.width / 2, rect.width > 20
                {
                    return rect
                }
                return nil
            }
        }
        let detail = try #require(h.state.detail.layout)
        #expect(circles(h.state).isEmpty)
        h.press("2")
        let circle = try #require(circles(h.state).first)
        let yummy = detail.toWindow(detail.ratingCell(1), scroll: h.state.detail.scroll)
        #expect(yummy.contains(Point(x: circle.midX, y: circle.midY)))
    }
}
