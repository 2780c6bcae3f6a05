import Foundation
import Testing

/// Orca reading the recipe editor: each field's label and value as Tab reaches it, the
/// caret's character as it moves, a typed letter echoed, a long field said to be one,
/// and the question Escape asks.
/// In the Orca suite, whose walks run one after the other: two Orcas at once take each
/// other's place.
extension OrcaEndToEndTests {
    @Test(.timeLimit(.minutes(30)))
    func orcaReadsTheEditor() throws {
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        let speech = try SpeechLog()
        defer { speech.close() }
        try withRecipeGrid(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) { session in
            let orca = try bus.startOrca(display: session.server.displayName, log: speech.path)
            defer { _ = orca.stop(grace: .seconds(5)) }
            let name = TestCookbook.names[1]
            var said = try speech.wait(for: "RecipeGrid frame.", timeout: .seconds(60))
            let walk: [(key: String, modifiers: KeyModifiers, hears: [String])] = [
                ("Right", [], ["\(name)."]),
                ("F2", [], ["Edit Recipe panel.", "Name entry \(name)."]),
                ("End", [], []),
                ("Left", [], ["e"]),
                ("Left", [], ["i"]),
                ("Tab", [], ["Categories entry Baking."]),
                ("Tab", [], ["Tags entry pie, dessert."]),
                ("Tab", [], ["Yield entry"]),
                ("9", [], ["9"]),
                // A long field: the line the caret comes to is read.
                ("Tab", [], ["Preparation time entry"]),
                ("Tab", [], ["Cooking time entry"]),
                ("Tab", [], ["Total time entry"]),
                ("Tab", [], ["Description entry"]),
                ("Tab", [], ["Source entry"]),
                ("Tab", [], ["Ingredients entry 2 cups flour"]),
                ("Down", [], ["1 tsp salt"]),
                ("Escape", [], ["Save the changes to this recipe?", "Keep Editing push button"]),
                ("Left", [], ["Discard push button"]),
                ("Return", [], ["\(name)."]),
            ]
            for step in walk {
                if step.key == "Left" && step.modifiers.isEmpty { Thread.sleep(forTimeInterval: 0.3) }
                try session.keyboard.press(step.key, modifiers: step.modifiers, trace: session.trace)
                for phrase in step.hears { said = try speech.wait(for: phrase, after: said) }
                if step.hears.isEmpty { Thread.sleep(forTimeInterval: 1.0) }
            }
            print("Orca said:\n" + speech.said.joined(separator: "\n"))
        }
    }
}
