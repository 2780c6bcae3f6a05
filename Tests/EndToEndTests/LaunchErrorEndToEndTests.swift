import Foundation
import Testing

/// Failing to start: one clear line on stderr, exit status 2 for usage and 1 at run
/// time, never a crash (README, Using it). Most need no X server.
@Suite("Launch errors")
struct LaunchErrorEndToEndTests {
    /// Text that only a crash or a Swift runtime trap would print.
    static let crashMarkers = ["Fatal error", "Stack dump", "backtrace", "Program crashed", "Current stack trace"]

    /// fontconfig with no font folders at all, as on a machine with no font package.
    @Test func noFontAtAllExitsWithOneLineSayingWhatToInstall() throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        let outcome = try withCookbook { cookbook, data in
            let config = URL(fileURLWithPath: data).appendingPathComponent("fonts.conf")
            try Data("<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(data)/fontcache</cachedir></fontconfig>\n".utf8).write(to: config)
            return try AppProcess.runExpectingRefusal(
                [cookbook, "--data-dir", data], displayName: server.displayName, environment: ["FONTCONFIG_FILE": config.path])
        }
        #expect(outcome.exitStatus == 1, "\(outcome)")
        expectOneCleanLine(outcome)
        #expect(outcome.stderr.contains("font"), "the message says a font is missing: \(outcome.stderr)")
    }

    @Test(arguments: [":87", nil] as [String?])
    func noDisplayExitsWithOneLineNamingIt(display: String?) throws {
        let display = display.map(Self.unusedDisplay(startingAt:))
        let outcome = try withCookbook { cookbook, data in
            try AppProcess.runExpectingRefusal([cookbook, "--data-dir", data], displayName: display)
        }
        #expect(outcome.exitStatus == 1, "\(outcome)")
        expectOneCleanLine(outcome)
        #expect(outcome.stderr.lowercased().contains("display"), "the message names the display: \(outcome.stderr)")
    }

    @Test func missingCookbookExitsWithItsPath() throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        let missing = "/nonexistent-\(UUID().uuidString)/cookbook.json"
        let outcome = try withCookbook { _, data in
            try AppProcess.runExpectingRefusal([missing, "--data-dir", data], displayName: server.displayName)
        }
        #expect(outcome.exitStatus == 1, "\(outcome)")
        expectOneCleanLine(outcome)
        #expect(outcome.stderr.contains(missing), "the message names the path: \(outcome.stderr)")
    }

    @Test(arguments: [
        ["--scale", "abc"],
        ["--layout-direction", "up"],
        ["--theme", "purple"],
        ["--geometry", "huge"],
        ["--no-such-flag"],
    ])
    func badFlagIsAUsageError(flag: [String]) throws {
        let outcome = try withCookbook { cookbook, data in
            try AppProcess.runExpectingRefusal([cookbook, "--data-dir", data] + flag, displayName: nil)
        }
        #expect(!outcome.started, "the app refused to start: \(outcome)")
        #expect(outcome.exitStatus == 2, "\(flag): \(outcome)")
        #expect(!outcome.stderr.isEmpty)
        #expect(!Self.crashMarkers.contains { outcome.stderr.contains($0) }, "\(outcome.stderr)")
        let named = flag.contains { outcome.stderr.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: "-"))) }
        #expect(named, "the message names the flag or its value: \(outcome.stderr)")
    }

    private func expectOneCleanLine(_ outcome: AppProcess.Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!outcome.started, "the app refused to start: \(outcome)", sourceLocation: sourceLocation)
        let lines = outcome.stderr.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count == 1, "one line on stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(
            !Self.crashMarkers.contains { outcome.stderr.contains($0) }, "no crash: \(outcome.stderr)",
            sourceLocation: sourceLocation)
    }

    /// Runs `body` with the test cookbook's path and an empty data directory.
    private func withCookbook<T>(_ body: (String, String) throws -> T) throws -> T {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cookbook = directory.appendingPathComponent("cookbook.json")
        try TestCookbook.write(to: cookbook)
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        return try body(cookbook.path, data.path)
    }

    /// `preferred`, or the next display number with no server socket.
    private static func unusedDisplay(startingAt preferred: String) -> String {
        var number = Int(preferred.dropFirst()) ?? 87
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
        return ":\(number)"
    }
}
