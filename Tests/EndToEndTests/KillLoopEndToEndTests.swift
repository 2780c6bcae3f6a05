import CX11
import Foundation
import TestSupport
import Testing

/// SIGKILL at any moment leaves a state file that loads and holds every change that was
/// followed by a trace line (README, Where state lives): the app is killed at random points
/// of a loop of rating changes and grocery edits (60 times in `make test`, 200 in `make
/// long`), and started again on the same data dir each time.
@Suite("Kill loop")
struct KillLoopEndToEndTests {
    static let kills = TestScale.pick(quick: 60, long: 200)

    /// Six recipes with ids, so the state file's ratings can be matched to trace lines.
    static let recipes = ["Apple Pie", "Bean Stew", "Carrot Cake", "Dal", "Egg Fried Rice", "Fig Tart"]
    static func id(of name: String) -> String { "kill-" + name.lowercased().replacingOccurrences(of: " ", with: "-") }

    static func writeCookbook(to url: URL) throws {
        let objects: [[String: Any]] = recipes.map { name in
            [
                "@type": "Recipe", "@id": id(of: name), "name": name, "recipeCategory": "Test",
                "recipeIngredient": ["1 cup \(name.lowercased()) base", "2 tsp salt"],
                "recipeInstructions": "Cook the \(name).",
            ]
        }
        try JSONSerialization.data(withJSONObject: objects).write(to: url)
    }

    /// What the saved state must hold: every rating and the grocery list as the last trace
    /// lines showed them.
    struct Expected {
        var ratings: [String: String] = [:]
        var grocery: [Item] = []
    }

    struct Item: Equatable, CustomStringConvertible {
        var name: String
        var obtained: Bool
        var description: String { "\(name)\(obtained ? " ✓" : "")" }
    }

    /// The one key sent without waiting for its line, right before the kill.
    enum Pending {
        case none
        case rating(recipe: String, value: String)
        case move
    }

    /// What one life of the app did before it was killed.
    struct Life {
        var pending = Pending.none
        var keys = 0
        var killedWhileStarting = false
    }

    @Test(.timeLimit(.minutes(20)))
    func killedAtRandomMomentsTheStateFileAlwaysLoadsAndHoldsEveryTracedChange() throws {
        let seed = ProcessInfo.processInfo.environment["RECIPEGRID_KILL_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cookbook = folder.appendingPathComponent("kill-cookbook.json")
        let data = folder.appendingPathComponent("data")
        try Self.writeCookbook(to: cookbook)
        let server = try XvfbServer.start()
        let connection = try X11Connection(displayName: server.displayName)
        defer {
            connection.close()
            server.stop()
        }
        var expected = Expected()
        var (killedBeforeStart, keysSent, rounds) = (0, 0, 0)
        for round in 1...Self.kills {
            rounds = round
            let context = "seed \(seed), round \(round)"
            let traceURL = folder.appendingPathComponent("trace.jsonl")
            try? FileManager.default.removeItem(at: traceURL)
            let trace = TraceReader(url: traceURL)
            let app = try AppProcess(
                arguments: [cookbook.path, "--trace", traceURL.path, "--data-dir", data.path, "--geometry", "800x600"],
                displayName: server.displayName, directory: folder)
            trace.writerEnded = { app.outcomeIfExited.map { "the app exited: \($0)" } }
            let life = try Self.live(app, trace: trace, connection: connection, random: &random, context: context)
            killedBeforeStart += life.killedWhileStarting ? 1 : 0
            keysSent += life.keys
            kill(app.pid, SIGKILL)
            _ = try? app.waitForTermination()
            guard try Self.check(data, trace: trace, pending: life.pending, expected: &expected, context: context) else { break }
        }
        print("kill loop: \(rounds) kills (\(killedBeforeStart) while starting), \(keysSent) keys, seed \(seed)")
    }

    /// Lets the app start (or not: one life in ten is killed while it starts), plays a
    /// few random rounds of ratings, moves and grocery edits, and sends one key more
    /// without waiting for its line, right before the kill.
    static func live(
        _ app: AppProcess, trace: TraceReader, connection: X11Connection, random: inout SeededGenerator, context: String
    ) throws -> Life {
        var life = Life()
        guard random.next(below: 10) != 0 else {
            // Killed while it starts: loading, restoring, opening its window.
            usleep(UInt32(random.next(below: 80_000)))
            life.killedWhileStarting = true
            return life
        }
        let start = try trace.waitForEvent("start", timeout: Timeouts.appStart)
        #expect(start.isNull("toast"), "the state file the last kill left loads: \(start) (\(context))")
        try connection.focus(try connection.waitForWindow(ofProcess: app.pid))
        let keyboard = XTestKeyboard(connection: connection)
        @discardableResult
        func press(_ key: String, _ modifiers: KeyModifiers = []) throws -> TraceLine {
            life.keys += 1
            return try keyboard.press(key, modifiers: modifiers, trace: trace)
        }
        for _ in 0..<(1 + random.next(below: 4)) {
            try playOneRound(press, trace: trace, random: &random, context: context)
        }
        // Left on the first column moves focus to the sidebar; Right brings it back.
        if trace.latest?.focus == "sidebar" { try press("Right") }
        switch random.next(below: 3) {
        case 0:
            let opened = try press("Return")
            try #require(try press("Tab").focus == "detail.rating", "\(context)")
            let value = ["meh", "yummy", "delicious"][random.next(below: 3)]
            try keyboard.send(["meh": "1", "yummy": "2", "delicious": "3"][value]!)
            life.pending = .rating(recipe: try #require(opened.recipe), value: value)
        case 1:
            try keyboard.send("Right")
            life.pending = .move
        default:
            break
        }
        life.keys += 1
        usleep(UInt32(random.next(below: 4_000)))
        return life
    }

    /// One random round, each key waited for by its line: a rating, a move, Add to
    /// Grocery List, or a grocery item typed.
    static func playOneRound(
        _ press: (String, KeyModifiers) throws -> TraceLine, trace: TraceReader, random: inout SeededGenerator, context: String
    ) throws {
        if trace.latest?.focus == "sidebar" { _ = try press("Right", []) }
        switch random.next(below: 4) {
        case 0:
            _ = try press("Return", [])
            try #require(try press("Tab", []).focus == "detail.rating", "\(context)")
            _ = try press(String(1 + random.next(below: 3)), [])
            _ = try press("Escape", [])
        case 1:
            _ = try press(random.next(below: 2) == 0 ? "Right" : "Left", [])
        case 2:
            _ = try press("g", .control)
        default:
            try #require(try press("l", .control).overlay == "grocery", "\(context)")
            _ = try press(String(UnicodeScalar(UInt8(ascii: "a") + UInt8(random.next(below: 26)))), [])
            if random.next(below: 2) == 0 { _ = try press("Return", []) }
            _ = try press("Escape", [])
        }
    }

    /// Compares what the killed app left on disk with every line it wrote; false on a
    /// mismatch (recorded), which ends the loop.
    static func check(_ data: URL, trace: TraceReader, pending: Pending, expected: inout Expected, context: String) throws -> Bool {
        try trace.refresh()
        for line in trace.lines {
            if let recipe = line.recipe, let rating = line.rating { expected.ratings[Self.id(of: recipe)] = rating }
        }
        if let last = trace.lines.last, let grocery = last.grocery {
            expected.grocery = grocery.filter { !$0.name.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { Item(name: $0.name, obtained: $0.obtained) }
        }
        let saved = try Self.load(data, context: context)
        var allowed = expected.ratings
        if case .rating(let recipe, let value) = pending, saved.ratings[Self.id(of: recipe)] == value {
            // Saved before the kill but its line never written: allowed, and now the truth.
            allowed[Self.id(of: recipe)] = value
        }
        #expect(saved.ratings == allowed, "ratings: saved \(saved.ratings), traced \(expected.ratings) (\(context))")
        #expect(saved.grocery == expected.grocery, "grocery: saved \(saved.grocery), traced \(expected.grocery) (\(context))")
        expected.ratings = allowed
        return saved.ratings == allowed && saved.grocery == expected.grocery
    }

    /// The state file as the app would load it: it must parse and be of the current version (3).
    static func load(_ data: URL, context: String) throws -> Expected {
        guard let bytes = FileManager.default.contents(atPath: data.appendingPathComponent("state.json").path) else {
            return Expected()
        }
        let object = try #require(try? JSONSerialization.jsonObject(with: bytes) as? [String: Any], "state.json parses (\(context))")
        try #require(object["version"] as? Int == 3, "\(object) (\(context))")
        let grocery = (object["grocery"] as? [[String: Any]] ?? []).map {
            Item(name: $0["name"] as? String ?? "", obtained: $0["obtained"] as? Bool ?? false)
        }
        return Expected(ratings: object["ratings"] as? [String: String] ?? [:], grocery: grocery)
    }
}
