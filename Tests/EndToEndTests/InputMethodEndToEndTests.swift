import Foundation
import Testing

/// Dead keys and the Compose key go through X's built-in input method, which opens at the
/// first of them (README, "Keyboard"): that key still starts its sequence. An input method
/// server (IBus) composes in the focused text field, at its caret (README, "Input methods").
@Suite("Input method")
struct InputMethodEndToEndTests {
    @Test func aDeadKeyAsTheFirstKeyComposesWithTheLetterAfterIt() throws {
        try withRecipeGrid { app in
            try app.keyboard.bindSpareKey(to: "dead_acute")
            try app.keyboard.send("dead_acute")
            try app.keyboard.send("e")
            let composed = try app.trace.waitForEvent("key", key: "eacute")
            #expect(composed.selection == "Éclair")
            #expect(try app.press("e").key == "e", "the sequence ended with its letter")
        }
    }

    @Test func theComposeKeyTakesTwoMoreKeys() throws {
        try withRecipeGrid { app in
            try app.keyboard.bindSpareKey(to: "Multi_key")
            try app.keyboard.send("Multi_key")
            try app.keyboard.send("apostrophe")
            try app.keyboard.send("e")
            #expect(try app.trace.waitForEvent("key", key: "eacute").selection == "Éclair")
        }
    }

    /// IBus and its Hangul engine, as a Korean user types: "r" then "k" compose 가, which
    /// shows in the search field at the caret, underlined, while the query is still empty;
    /// a key the engine does not take (Right) commits it as typed text, and only the
    /// underline goes. Outside a text field the engine is not asked: "p" type-selects.
    @Test func hangulComposedThroughIBusShowsInTheSearchFieldBeforeItCommits() throws {
        var ibus: IBusSession?
        defer { ibus?.stop() }
        try withRecipeGrid(environment: IBusSession.appEnvironment, serverReady: { ibus = try IBusSession(display: $0.displayName) }) { app in
            #expect(try app.press("f", [.control]).focus == "search")
            let empty = try app.image()
            // Shift+Space turns the engine from Latin to Hangul: it takes the press, the release comes through.
            try app.keyboard.send("space", modifiers: [.shift])
            try app.trace.waitForEvent("keyup", key: "space")
            // The engine takes the presses and answers with the preedit over D-Bus, so the
            // releases that come through may be ahead of it: the pixels say when it shows.
            try app.keyboard.send("r")
            let jamo = try app.waitForImage("ㄱ in the search field") { $0.differences(from: empty) != nil ? $0 : nil }
            try app.keyboard.send("k")
            #expect(try app.trace.waitForEvent("keyup", key: "k").query == "", "the preedit is not the field's text")
            let composing = try app.waitForImage("가 in place of ㄱ") { $0.differences(from: jamo) != nil ? $0 : nil }
            // Where the field changed from empty (the placeholder went, 가 came): the field's text.
            let field = try #require(composing.differences(from: empty)?.box)
            #expect(field.maxY < 90 && field.minX > 600, "in the search field, top right: \(field)")

            // Right is not the engine's: it commits 가 as typed text and comes through.
            // The commit and the key handed back are two events that may come in either order.
            try app.keyboard.send("Right")
            let first = try app.trace.waitForLine("the commit of 가 or Right") { $0.event == "key" && ($0.key == "가" || $0.key == "Right") }
            let second = try app.trace.waitForEvent("key", key: first.key == "가" ? "Right" : "가")
            #expect((first.key == "가" ? first : second).query == "가", "committed as typed text")
            // Only the underline goes: a line under the syllable is all that differs.
            let underline = try app.waitForImage("the committed 가 without its underline") { image -> PixelRect? in
                guard let changed = composing.differences(from: image, in: field)?.box, changed.height <= 2 else { return nil }
                return changed
            }
            #expect(underline.width >= 8, "under the syllable: \(underline)")

            // Out of the field (Escape clears and closes the search), keys are the app's again.
            try app.press("Escape")
            #expect(try app.press("p").selection?.hasPrefix("P") == true, "type-to-select, not Hangul")
        }
    }
}
