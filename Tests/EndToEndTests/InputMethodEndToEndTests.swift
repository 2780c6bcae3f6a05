import Foundation
import Testing

/// Dead keys and the Compose key go through X's built-in input method, which opens at the
/// first of them (README, "Keyboard"): that key still starts its sequence.
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
}
