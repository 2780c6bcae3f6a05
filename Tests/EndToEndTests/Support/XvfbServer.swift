import Foundation

/// The X server one test talks to: a private Xvfb, or the user's display when asked.
///
/// A private server starts with `-displayfd`, so the display number is the one Xvfb
/// picked and tests running side by side never collide. Set
/// `RECIPEGRID_E2E_USE_DISPLAY=1` with `DISPLAY` to watch the tests on a real display;
/// tests then take turns, since they share the input focus and the pointer.
final class XvfbServer {
    /// The value for `DISPLAY`, e.g. `:3`.
    let displayName: String
    private let process: ChildProcess?
    private let logURL: URL?
    private var stopped = false

    /// Tests wanting the shared display wait here for their turn.
    private static let sharedDisplayTurn = DispatchSemaphore(value: 1)

    static let screenSize = (width: 1280, height: 1024)

    /// The private server's process, for a test that kills it; nil on a shared display.
    var processID: pid_t? { process?.pid }

    /// Whether this is the user's display rather than a server of the test's own.
    var isShared: Bool { process == nil }

    private init(displayName: String, process: ChildProcess?, logURL: URL?) {
        self.displayName = displayName
        self.process = process
        self.logURL = logURL
    }

    deinit { stop() }

    /// Whether the environment asks for the user's display instead of a private server.
    static var usesSharedDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["RECIPEGRID_E2E_USE_DISPLAY"] == "1" && !(environment["DISPLAY"] ?? "").isEmpty
    }

    /// A private server when `privately` (a test that sets the root window's resources,
    /// which must not change the user's), else as the environment asks.
    static func start(privately: Bool = false) throws -> XvfbServer {
        if usesSharedDisplay, !privately, let display = ProcessInfo.processInfo.environment["DISPLAY"] {
            sharedDisplayTurn.wait()
            return XvfbServer(displayName: display, process: nil, logURL: nil)
        }
        return try startPrivate()
    }

    private static func startPrivate() throws -> XvfbServer {
        let logURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipegrid-xvfb-\(UUID().uuidString).log")
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw HarnessError("pipe failed: errno \(errno)") }
        // Only Xvfb's fd 1 may hold the write end, or EOF would never come.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }

        // Xvfb writes the display number it chose to fd 1 once it accepts connections.
        let process: ChildProcess
        do {
            defer { close(ends[1]) }
            process = try ChildProcess(
                executable: try executable(named: "Xvfb"),
                arguments: [
                    "-displayfd", "1",
                    "-screen", "0", "\(screenSize.width)x\(screenSize.height)x24",
                    "-nolisten", "tcp", "-noreset",
                ],
                environment: ProcessInfo.processInfo.environment,
                stdout: .descriptor(ends[1]), stderr: .file(logURL))
        }

        do {
            let line = try readLine(from: ends[0], timeout: Timeouts.serverStart) { process.isRunning }
            guard let number = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw HarnessError("Xvfb wrote '\(line)' instead of a display number")
            }
            return XvfbServer(displayName: ":\(number)", process: process, logURL: logURL)
        } catch let error as HarnessError {
            process.stop(grace: .seconds(3))
            let log = FileManager.default.contents(atPath: logURL.path).map { String(decoding: $0, as: UTF8.self) }
            try? FileManager.default.removeItem(at: logURL)
            throw error.adding("Xvfb log:\n" + (log ?? ""))
        }
    }

    /// Stops a private server or gives back the shared display. Close every connection
    /// to the server first.
    func stop() {
        guard !stopped else { return }
        stopped = true
        guard let process else {
            Self.sharedDisplayTurn.signal()
            return
        }
        process.stop(grace: .seconds(3))
        if let logURL { try? FileManager.default.removeItem(at: logURL) }
    }
}

/// The first executable called `name` on PATH.
func executable(named name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw HarnessError("\(name) is not on PATH (install the xvfb package)")
}

/// Reads one newline-terminated line from `fd`, waiting at most `timeout` and giving up
/// early when `stillRunning` turns false.
private func readLine(from fd: Int32, timeout: Duration, stillRunning: () -> Bool) throws -> String {
    var bytes: [UInt8] = []
    return try waitFor("the server's display number", timeout: timeout, interval: .milliseconds(1)) {
        var pollFD = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&pollFD, 1, 20) > 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &buffer, buffer.count)
            if count > 0 { bytes += buffer[0..<count] }
        }
        if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            return String(decoding: bytes[..<newline], as: UTF8.self)
        }
        if !stillRunning() { throw HarnessError("Xvfb exited before it was ready") }
        return nil
    }
}
