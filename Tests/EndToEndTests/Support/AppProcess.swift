import Foundation

/// The recipegrid binary running as a child process, its stdout and stderr in files.
final class AppProcess {
    private let process: ChildProcess
    private let stdoutURL: URL
    private let stderrURL: URL

    /// How a finished run ended and what it wrote.
    struct Outcome: CustomStringConvertible {
        var termination: ChildProcess.Termination
        var stdout: String
        var stderr: String
        /// True when the app started up (wrote its trace's start line) and had to be stopped.
        var started = false

        /// The exit status, nil if a signal ended the process (a crash, or our SIGKILL).
        var exitStatus: Int32? {
            if case .exited(let status) = termination { status } else { nil }
        }

        var description: String {
            (started ? "started a window and was stopped, " : "") + "\(termination); stderr: "
                + (stderr.isEmpty ? "(empty)" : stderr)
        }
    }

    /// Starts the app with `arguments`, connecting to `displayName` (no DISPLAY if nil).
    /// Its output goes to files in `directory`.
    init(arguments: [String], displayName: String?, directory: URL, environment extra: [String: String] = [:]) throws {
        stdoutURL = directory.appendingPathComponent("stdout.txt")
        stderrURL = directory.appendingPathComponent("stderr.txt")
        process = try ChildProcess(
            executable: try Self.binaryURL(), arguments: arguments,
            environment: Self.environment(displayName: displayName, directory: directory).merging(extra) { $1 },
            stdout: .file(stdoutURL), stderr: .file(stderrURL))
    }

    var pid: Int32 { process.pid }
    var stdout: String { Self.contents(of: stdoutURL) }
    var stderr: String { Self.contents(of: stderrURL) }

    /// The outcome once the process has exited by itself, nil while it runs.
    var outcomeIfExited: Outcome? {
        process.terminationIfEnded.map { Outcome(termination: $0, stdout: stdout, stderr: stderr) }
    }

    /// Waits for the app to end (after a signal the test sent) and returns how.
    @discardableResult
    func waitForTermination(timeout: Duration = Timeouts.exit) throws -> ChildProcess.Termination {
        try process.waitForTermination(timeout: timeout)
    }

    /// Stops the app: SIGTERM, then SIGKILL after a grace period.
    @discardableResult
    func stop() -> Outcome {
        Outcome(termination: process.stop(grace: .seconds(3)), stdout: stdout, stderr: stderr)
    }

    /// Runs the app, expected to refuse to start, in a fresh temporary directory with a
    /// trace; stops it at once if it shows a first frame instead (`Outcome.started`).
    static func runExpectingRefusal(
        _ arguments: [String], displayName: String?, environment: [String: String] = [:], timeout: Duration = Timeouts.exit
    ) throws -> Outcome {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = TraceReader(url: directory.appendingPathComponent("trace.jsonl"))
        let app = try AppProcess(
            arguments: arguments + ["--trace", trace.url.path], displayName: displayName, directory: directory, environment: environment)
        return try waitFor("the app to exit", timeout: timeout) {
            if let outcome = app.outcomeIfExited { return outcome }
            try trace.refresh()
            guard trace.lines.contains(where: { $0.event == "start" }) else { return nil }
            var outcome = app.stop()
            outcome.started = true
            return outcome
        }
    }

    /// The app binary: `RECIPEGRID_BIN`, else `recipegrid` next to the test bundle (the
    /// build directory of whichever configuration is testing), else `.build/debug/recipegrid`
    /// in the package holding this file.
    static func binaryURL() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["RECIPEGRID_BIN"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw HarnessError("RECIPEGRID_BIN=\(path) is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        let testBundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let packageRoot = URL(fileURLWithPath: #filePath)  // …/Tests/EndToEndTests/Support/AppProcess.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            testBundle.deletingLastPathComponent().appendingPathComponent("recipegrid"),
            packageRoot.appendingPathComponent(".build/debug/recipegrid"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw HarnessError(
                "recipegrid binary not found at \(candidates.map(\.path)); run `swift build` or set RECIPEGRID_BIN")
        }
        return found
    }

    /// The test's environment with the display, a fixed UTF-8 locale (so the layout
    /// direction defaults to ltr), no input-method server to wait for, and folders of the
    /// test's own for everything the app keeps (`directory`'s `home`, `xdg-data`, …).
    private static func environment(displayName: String?, directory: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = displayName
        environment["LC_ALL"] = "C.UTF-8"
        environment["LANG"] = "C.UTF-8"
        environment["LANGUAGE"] = nil
        environment["XMODIFIERS"] = nil
        // No accessibility bus unless a test starts its own (AccessibilityBus).
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment["AT_SPI_BUS_ADDRESS"] = nil
        // Keeps the app away from the user's state even if a test omits --data-dir.
        environment["XDG_DATA_HOME"] = directory.appendingPathComponent("xdg-data").path
        // And its cookbook index away from the user's cache (one per test folder).
        environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("xdg-cache").path
        // And its settings (the cookbooks it remembers) and the home it expands `~` against,
        // so that no test reads or writes the tester's own.
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("xdg-config").path
        let home = directory.appendingPathComponent("home")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment["HOME"] = home.path
        environment["XDG_DOCUMENTS_DIR"] = nil
        return environment
    }

    private static func contents(of url: URL) -> String {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

/// A new empty directory under the system temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("recipegrid-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
