import CX11
import CXTest
import Foundation
import Testing

/// A long session through real key presses: 20,000 keys by XTEST, held keys
/// among them, each of which must get its trace line; the app's peak memory may grow
/// less than 5 MB from the first thousand keys to the last, and it still answers at the
/// end. Too long for `make test`: `make soak` runs it (RECIPEGRID_SOAK=1), against the
/// release build.
@Suite("Soak", .enabled(if: ProcessInfo.processInfo.environment["RECIPEGRID_SOAK"] == "1", "make soak runs it"))
struct SoakEndToEndTests {
    static let keys = ProcessInfo.processInfo.environment["RECIPEGRID_SOAK_KEYS"].flatMap(Int.init) ?? 20_000

    /// Rounds of keys that leave the app where they found it (grid focused, nothing
    /// open), so the session can go on as long as it likes without growing its state.
    static let rounds: [[(key: String, modifiers: KeyModifiers)]] = [
        [("Right", []), ("Right", []), ("Down", []), ("Left", []), ("Up", []), ("Left", [])],
        [("Return", []), ("Tab", []), ("2", []), ("Right", []), ("space", []), ("Escape", [])],
        [("l", .control), ("m", []), ("i", []), ("BackSpace", []), ("BackSpace", []), ("Escape", [])],
        [("f", .control), ("s", []), ("o", []), ("BackSpace", []), ("Escape", []), ("Home", [])],
        [("F1", []), ("Down", []), ("Escape", []), ("F10", []), ("Right", []), ("Escape", [])],
        [("p", []), ("i", []), ("Home", []), ("End", []), ("Next", []), ("Prior", [])],
        [("Left", []), ("Down", []), ("Up", []), ("Return", []), ("Tab", []), ("Right", [])],
    ]

    @Test(.timeLimit(.minutes(30)))
    func twentyThousandKeysEachGetTheirLineAndMemoryStaysFlat() throws {
        try withRecipeGrid(geometry: "1100x760") { app in
            var sent = 0
            var held = 0
            var repeats = 0
            var peakAfterFirstThousand: Int?
            let started = Date()
            var round = 0
            while sent < Self.keys {
                for press in Self.rounds[round % Self.rounds.count] {
                    try app.press(press.key, press.modifiers)
                    sent += 1
                    if sent == 1_000 { peakAfterFirstThousand = Self.peakMemoryKB(of: app.app.pid) }
                }
                round += 1
                if app.trace.latest?.focus != "grid" || app.trace.latest?.overlay != nil { try Self.backToGrid(app) }
                if round % 100 == 0 {
                    repeats += try Self.hold(["Down", "Up", "Right", "Left"][held % 4], in: app)
                    held += 1
                    sent += 1
                }
            }
            let answer = try app.press("Home")
            #expect(answer.event == "key", "the app still answers: \(answer)")
            let first = try #require(peakAfterFirstThousand)
            let last = try #require(Self.peakMemoryKB(of: app.app.pid))
            let growth = Double(last - first) / 1024
            print(
                String(
                    format: "soak: %d keys (%d held, %d repeats) in %.0f s; peak memory %.1f MB after 1,000 keys, %.1f MB at the end (+%.2f MB)",
                    sent, held, repeats, Date().timeIntervalSince(started), Double(first) / 1024, Double(last) / 1024, growth))
            #expect(growth < 5, "peak memory grew \(growth) MB")
        }
    }

    /// Escape until nothing is open, then the grid focused.
    static func backToGrid(_ app: AppSession) throws {
        var line = try #require(app.trace.latest)
        var tries = 0
        while line.overlay != nil || line.screen != "grid", tries < 4 {
            line = try app.press("Escape")
            tries += 1
        }
        if line.focus == "sidebar" { line = try app.press("Right") }
        try #require(line.focus == "grid" && line.overlay == nil, "back in the grid: \(line)")
    }

    /// Holds `key` down for 1.2 s (past the server's autorepeat delay of 660 ms), lets go, and
    /// waits for the release's line; returns how many repeats came.
    static func hold(_ key: String, in app: AppSession) throws -> Int {
        let display = app.connection.display
        let keycode = XKeysymToKeycode(display, XStringToKeysym(key))
        XlibExtensions.locked { _ = XTestFakeKeyEvent(display, UInt32(keycode), 1, 0) }
        app.connection.sync()
        usleep(1_200_000)
        XlibExtensions.locked { _ = XTestFakeKeyEvent(display, UInt32(keycode), 0, 0) }
        app.connection.sync()
        let before = app.trace.lines.count
        _ = try app.trace.waitForEvent("keyup", key: key)
        // The first press, then the server's repeats.
        return app.trace.lines[before...].filter { $0.event == "key" && $0.key == key }.count - 1
    }

    /// VmHWM of `pid` in kB.
    static func peakMemoryKB(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}
