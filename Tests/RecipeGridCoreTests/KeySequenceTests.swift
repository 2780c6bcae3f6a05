import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// `--screenshot-keys`: keysym names with modifiers, read into presses and releases.
@Suite("Key sequences")
struct KeySequenceTests {
    @Test func namesAndModifiersBecomePressesAndReleases() throws {
        let events = try KeySequence.parse("Right  Ctrl+l Shift+Tab a Shift+a space").get()
        let presses = events.filter(\.isPress)
        #expect(events.count == 12 && presses.count == 6)
        #expect(presses.map(\.key) == ["Right", "l", "ISO_Left_Tab", "a", "a", "space"])
        #expect(presses[1].modifiers == .control && presses[1].text == "")
        #expect(presses[2].modifiers == .shift)
        #expect(presses.map(\.text) == ["", "", "", "a", "A", " "], "typed keys carry their text, as an input method gives it")
        #expect(try KeySequence.parse("Ctrl++").get().first?.key == "plus")
    }

    @Test(arguments: ["Hyper+x", "Ctrl+", "+x"])
    func anUnknownModifierOrAMissingKeyIsNamed(spec: String) {
        #expect(KeySequence.parse("Right \(spec)") == .failure(KeySequenceError(word: spec)))
    }

    @Test func theKeysDriveTheAppAsRealOnesWould() throws {
        var h = Harness()
        for event in try KeySequence.parse("Right Return").get() { h.send(.key(event)) }
        #expect(h.state.screen == .detail && h.state.openedRecipe?.name == "Banana Bread")
    }
}
