import Foundation
import Testing

/// Orca itself reading RecipeGrid: what a blind cook hears on a walk from the grid to a
/// recipe, its rating, a toast, the grocery list and cooking mode's steps. Orca's debug log has a `SPEECH OUTPUT`
/// line for each text its synthesiser is given; it is read once Orca has ended, since Orca
/// writes it in blocks.
@Suite("Orca")
struct OrcaEndToEndTests {
    @Test(.timeLimit(.minutes(10)))
    func orcaSpeaksTheWalkFromGridToCooking() throws {
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        let log = bus.directory.appendingPathComponent("orca.log")
        try withRecipeGrid(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) { session in
            let orca = try bus.startOrca(display: session.server.displayName, log: log)
            // Each key after Orca has had time to speak the last, as a listener would wait.
            func press(_ key: String, _ modifiers: KeyModifiers = []) throws {
                usleep(1_000_000)
                try session.keyboard.press(key, modifiers: modifiers, trace: session.trace)
            }
            // Orca's log is written in blocks, so its start cannot be watched: it is given time.
            usleep(6_000_000)
            let walk: [(String, KeyModifiers)] = [
                ("Right", []), ("Return", []), ("Tab", []), ("2", []), ("g", .control), ("l", .control), ("l", .control), ("k", .control),
                ("Right", []), ("Escape", []),
            ]
            for (key, modifiers) in walk {
                try press(key, modifiers)
            }
            usleep(3_000_000)
            _ = orca.stop(grace: .seconds(5))
        }
        let spoken = SpokenLog.read(log)
        let names = TestCookbook.names
        let expected = [
            "RecipeGrid frame.", "\(names[1]).", "RecipeGrid — \(names[1])", "\(names[1]) panel.", "Back push button.", "Rating grouping.",
            "Yummy.", "notification Added", "Grocery List.", "Step 1 of 2: Prepare the \(names[1]).", "Step 2 of 2: Serve.",
        ]
        var next = spoken.startIndex
        for phrase in expected {
            guard let found = spoken[next...].firstIndex(where: { $0.hasPrefix(phrase) }) else {
                Issue.record("Orca did not say \"\(phrase)\" after \(spoken[..<next].suffix(3)); it said:\n\(spoken.joined(separator: "\n"))")
                return
            }
            next = found + 1
        }
        print("Orca said:\n" + spoken.joined(separator: "\n"))
    }
}

/// The texts of the `SPEECH OUTPUT` lines of Orca's debug log, in order.
enum SpokenLog {
    static func read(_ url: URL) -> [String] {
        let text = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "SPEECH OUTPUT: '") else { return nil }
            let rest = line[range.upperBound...]
            return rest.range(of: "'{").map { String(rest[..<$0.lowerBound]) } ?? String(rest.dropLast())
        }
    }
}
