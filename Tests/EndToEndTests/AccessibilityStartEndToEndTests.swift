import Foundation
import Testing

/// The accessibility bridge starts only when assistive technology is on: until then nothing
/// of ATK, GLib or libdbus is mapped into the process, and it starts the moment the session's
/// accessibility bus says IsEnabled, as a desktop's switch sets it while the app runs.
@Suite("Accessibility start")
struct AccessibilityStartEndToEndTests {
    /// The accessibility module and the libraries it alone brings.
    static let bridgeLibraries = ["librecipegrid-accessibility", "libatk-1.0", "libatk-bridge-2.0", "libglib-2.0", "libgobject-2.0", "libdbus-1"]

    /// Which of `bridgeLibraries` the process `pid` has mapped (/proc/PID/maps).
    static func bridgeLibrariesMapped(_ pid: Int32) -> Set<String> {
        // Read to its end: a file of /proc says it is empty.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/\(pid)/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        #expect(maps.contains("recipegrid"), "the maps of \(pid)")
        var found: Set<String> = []
        for line in maps.split(separator: "\n") {
            guard let path = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first, path.hasPrefix("/") else { continue }
            let file = path.split(separator: "/").last.map(String.init) ?? ""
            if let library = bridgeLibraries.first(where: { file.hasPrefix($0 + ".") || file.hasPrefix($0 + "-") }) { found.insert(library) }
        }
        return found
    }

    @Test(.timeLimit(.minutes(30)))
    func theBridgeStartsWhenTheBusTurnsAccessibilityOn() throws {
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        try withRecipeGrid(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) { session in
            // The bus's answer (IsEnabled false) comes in well within this; the app runs on without the bridge.
            Thread.sleep(forTimeInterval: 1)
            #expect(try session.keyboard.press("Right", trace: session.trace).selection == TestCookbook.names[1])
            #expect(Self.bridgeLibrariesMapped(session.app.pid) == [])
            try bus.setEnabled(true)
            _ = try waitFor("the accessibility module to be loaded", timeout: Timeouts.event) { () -> Bool? in
                Self.bridgeLibrariesMapped(session.app.pid).contains("librecipegrid-accessibility") ? true : nil
            }
            // The tree is there at once, the selection where the key left it, not at the next frame.
            let tree = try bus.run("tree", display: session.server.displayName).map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
            }
            #expect(tree.first?["name"] as? String == "RecipeGrid")
            let cell = try #require(tree.first { $0["role"] as? String == "table cell" && $0["name"] as? String == TestCookbook.names[1] })
            #expect((cell["states"] as? [String] ?? []).contains("focused"), "\(cell)")
        }
    }

    /// RECIPEGRID_ACCESSIBILITY=1 starts the bridge at launch on a bus that says nothing is on.
    @Test(.timeLimit(.minutes(10)))
    func theEnvironmentForcesItOn() throws {
        let bus = try AccessibilityBus()
        defer { bus.stop() }
        try withRecipeGrid(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "RECIPEGRID_ACCESSIBILITY": "1"]) { session in
            #expect(Self.bridgeLibrariesMapped(session.app.pid).contains("librecipegrid-accessibility"))
            let app = try #require(bus.run("tree", display: session.server.displayName).first)
            #expect(app.contains("\"RecipeGrid\""), "\(app)")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func withoutABusNothingOfTheBridgeIsLoaded() throws {
        try withRecipeGrid { session in
            try session.keyboard.press("Right", trace: session.trace)
            #expect(Self.bridgeLibrariesMapped(session.app.pid) == [])
        }
    }
}
