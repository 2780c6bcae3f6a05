import Foundation
import Testing

/// Orca itself reading RecipeGrid: what a blind cook hears on a walk from the grid to a
/// recipe, its rating, a toast, the grocery list (typing echoed, the caret's character read),
/// the help dialog and cooking mode's steps. Each key is
/// pressed once Orca has said what the last one brought (`SpeechLog`).
@Suite("Orca", .serialized)
struct OrcaEndToEndTests {
    /// One step of a walk: a key, and what Orca must say after it, in order (it may say more between).
    typealias Step = (key: String, modifiers: KeyModifiers, hears: [String])

    /// Starts RecipeGrid and Orca on a bus of their own and presses `walk`'s keys, each
    /// once Orca has said what the last one brought; returns all Orca said. `environment`
    /// goes to both (a locale), and `opening` is what Orca says when the window comes.
    @discardableResult
    static func walk(
        environment: [String: String] = [:], opening: String = "RecipeGrid frame.", _ walk: (_ names: [String]) -> [Step]
    ) throws -> [String] {
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        let speech = try SpeechLog()
        defer { speech.close() }
        try withRecipeGrid(environment: environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 }) { session in
            let orca = try bus.startOrca(display: session.server.displayName, log: speech.path, environment: environment)
            defer { _ = orca.stop(grace: .seconds(5)) }
            var said = try speech.wait(for: opening, timeout: .seconds(60))
            for step in walk(TestCookbook.names) {
                // A person pauses between typing and moving the caret. Orca reads keys at once but
                // the app's events from a queue, so a Left sent the instant the echo is heard
                // overtakes the caret move of the last letter, and Orca reads neither.
                if step.key == "Left" && step.modifiers.isEmpty { Thread.sleep(forTimeInterval: 0.3) }
                try session.keyboard.press(step.key, modifiers: step.modifiers, trace: session.trace)
                for phrase in step.hears { said = try speech.wait(for: phrase, after: said) }
                if step.hears.isEmpty { Thread.sleep(forTimeInterval: 1.5) }
            }
        }
        print("Orca said:\n" + speech.said.joined(separator: "\n"))
        return speech.said
    }

    @Test(.timeLimit(.minutes(30)))
    func orcaSpeaksTheWalkFromGridToCooking() throws {
        let said = try Self.walk { names in
            [
                ("Right", [], ["\(names[1])."]),
                ("Return", [], ["\(names[1]) panel.", "Back push button."]),
                ("Tab", [], ["Rating grouping."]),
                ("2", [], ["Yummy.", "selected radio button"]),
                ("Right", [], ["Delicious."]),
                ("Left", [], ["Yummy."]),
                ("Tab", [], ["Servings 4 spin button."]),
                ("Up", [], ["Serves 5"]),
                ("Tab", .shift, ["Yummy."]),
                ("g", .control, ["notification Added 3 items from \(names[1])."]),
                ("l", .control, ["Grocery List.", "Grocery item entry."]),
                // Typing echoes each key; Left and Home read the character the caret comes to.
                ("e", [], ["e"]),
                ("g", [], ["g"]),
                ("g", [], ["g"]),
                ("Left", [], ["g"]),
                ("Home", [], ["e"]),
                ("l", .control, ["Yummy."]),
                // Back in the grid, the tile is heard with its rating.
                ("Escape", [], ["\(names[1]).", "Yummy."]),
                ("F1", [], ["Keyboard Shortcuts dialog."]),
                ("Escape", [], ["\(names[1])."]),
                ("k", .control, ["Step 1 of 2: Prepare the \(names[1])."]),
                ("Right", [], ["Step 2 of 2: Serve."]),
            ]
        }
        // A toast is spoken once, however many frames it stays on screen.
        #expect(said.filter { $0.hasPrefix("notification Added") }.count == 1)
    }
}
