import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// A held key auto-repeats: moves and typing repeat, toggles and actions happen once.
struct HeldKeyTests {
    /// Presses `key` and holds it for `repeats` auto-repeats. Toggles are held for an odd
    /// number of repeats: a toggle on every repeat would then end where it began, and fail.
    private func hold(_ key: String, _ modifiers: KeyModifiers = [], repeats: Int = 3, in h: inout Harness) {
        h.press(key, modifiers)
        for _ in 0..<repeats { h.press(key, modifiers, phase: .repeat) }
        h.press(key, modifiers, phase: .up)
    }

    @Test("holding Space marks the selected tile once instead of flickering the mark")
    func heldSpaceMarksOnce() {
        var h = Harness { $0.select(0) }
        hold("space", in: &h)
        #expect(h.state.grid.marked == [0])
    }

    @Test("holding Ctrl+L opens the grocery list and leaves it open")
    func heldGroceryListOpensOnce() {
        var h = Harness { $0.select(0) }
        hold("l", [.control], repeats: 5, in: &h)
        #expect(h.state.groceryPanel.isOpen == true)
    }

    @Test("holding F10 opens the menu bar and leaves it open")
    func heldF10OpensOnce() {
        var h = Harness { $0.select(0) }
        hold("F10", repeats: 5, in: &h)
        #expect(h.state.modal.menu != nil)
    }

    @Test("holding Ctrl+G adds the ingredients once")
    func heldAddAddsOnce() {
        var once = Harness { $0.select(0) }
        once.press("g", [.control])
        var held = Harness { $0.select(0) }
        hold("g", [.control], in: &held)
        #expect(held.state.grocery == once.state.grocery)
    }

    @Test("holding an arrow still moves once per repeat")
    func heldArrowRepeats() {
        var h = Harness { $0.select(0) }
        hold("Right", repeats: 2, in: &h)
        #expect(h.state.grid.selection == 3)
    }

    @Test("holding Space on the rating control sets it once, not on and off")
    func heldSpaceOnRating() {
        var h = Harness { $0.select(0) }
        h.press("Return")
        h.press("Tab")
        hold("space", in: &h)
        #expect(h.state.ratings["test#Apple Pie"] == .yummy)
    }

    @Test("the keypad's Delete clears the rating like Delete")
    func keypadDeleteClears() {
        var h = Harness { $0.select(0) }
        h.press("Return")
        h.press("Tab")
        h.press("3")
        #expect(h.state.ratings["test#Apple Pie"] == .delicious)
        h.press("KP_Delete")
        #expect(h.state.ratings["test#Apple Pie"] == nil)
    }
}
