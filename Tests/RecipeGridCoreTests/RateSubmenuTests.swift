import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Recipe ▸ Rate ▸ by keyboard (README, Using it): opening and closing the submenu with
/// the arrows (mirrored in rtl), Return and mnemonics, and Clear Rating's enablement.
struct RateSubmenuTests {
    static let directions: [LayoutDirection] = [.ltr, .rtl]

    private func grid(_ direction: LayoutDirection = .ltr, selection: Int? = 0) -> Harness {
        Harness(store: CommandTests.pantry(), direction: direction) { $0.select(selection) }
    }

    /// Recipe menu open with Rate highlighted.
    private func onRate(_ direction: LayoutDirection = .ltr) -> Harness {
        var h = grid(direction, selection: 1)
        h.press("r", [.alt])
        h.press("Down")
        h.press("Down")
        h.press("Down")
        return h
    }

    @Test("the forward arrow on Rate opens its submenu with Meh highlighted", arguments: directions)
    func rateSubmenuOpens(direction: LayoutDirection) {
        var h = onRate(direction)
        #expect(h.highlightedMenuItem == "Rate")
        h.press(direction.forwardKey)
        #expect(h.state.modal.menu?.subitem == 0)
        #expect(h.highlightedMenuItem == Command.rateMeh.title)
        #expect(h.openMenuID == "recipe")
    }

    @Test("the backward arrow closes the submenu and stays in the Recipe menu", arguments: directions)
    func rateSubmenuCloses(direction: LayoutDirection) {
        var h = onRate(direction)
        h.press(direction.forwardKey)
        h.press(direction.backwardKey)
        #expect(h.state.modal.menu?.subitem == nil)
        #expect(h.highlightedMenuItem == "Rate")
        #expect(h.openMenuID == "recipe")
    }

    @Test("Return on Rate opens the submenu; Return on an entry rates the selected recipe and closes the menu")
    func rateByReturn() {
        var h = onRate()
        h.press("Return")
        #expect(h.state.modal.menu?.subitem == 0)
        h.press("Down")
        #expect(h.highlightedMenuItem == Command.rateYummy.title)
        h.press("Return")
        #expect(h.state.modal.menu == nil)
        #expect(h.state.ratings == ["test#Apple Pie": .yummy])
        #expect(h.state.focus == .grid)
    }

    @Test("Escape in the submenu closes only the submenu; a second Escape closes the menu")
    func escapeInSubmenu() {
        var h = onRate()
        h.press("Right")
        h.press("Escape")
        #expect(h.openMenuID == "recipe")
        #expect(h.state.modal.menu?.subitem == nil)
        h.press("Escape")
        #expect(h.state.modal.menu == nil)
        #expect(h.state.focus == .grid)
    }

    @Test("Clear Rating is skipped while there is no rating, and reachable once there is one")
    func clearRatingEnablement() {
        var h = onRate()
        h.press("Right")
        h.press("Up")
        #expect(h.highlightedMenuItem == Command.rateDelicious.title)
        h.press("Return")
        #expect(h.state.ratings["test#Apple Pie"] == .delicious)
        h.press("r", [.alt])
        h.press("r")
        #expect(h.state.modal.menu?.subitem == 0, "the submenu's mnemonic opens it")
        h.press("Up")
        #expect(h.highlightedMenuItem == Command.clearRating.title)
        h.press("Return")
        #expect(h.state.ratings["test#Apple Pie"] == nil)
    }

    @Test("mnemonics reach into the submenu: Alt+R, r, d rates Delicious")
    func submenuMnemonics() {
        var h = grid(selection: 2)
        h.press("r", [.alt])
        h.press("r")
        h.press("d")
        #expect(h.state.ratings == ["test#Bread": .delicious])
        #expect(h.state.modal.menu == nil)
    }

    @Test("the Rate entries rate the open recipe from the detail")
    func rateFromDetail() {
        var h = grid(selection: 2)
        h.press("Return")
        h.press("Tab")
        h.press("r", [.alt])
        h.press("r")
        h.press("m")
        #expect(h.state.ratings == ["test#Bread": .meh])
        #expect(h.state.focus == .detailRating)
    }

    @Test("the forward arrow in the submenu goes on to the next menu")
    func forwardFromSubmenu() {
        var h = onRate()
        h.press("Right")
        h.press("Right")
        #expect(h.openMenuID == "view")
        #expect(h.state.modal.menu?.subitem == nil)
    }
}
