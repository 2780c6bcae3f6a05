import Foundation

/// Tails the app's trace file and hands out its lines in order.
///
/// Lines are consumed: `waitForLine(where:)` looks only at lines after the last one it
/// returned, so each step of a test sees the effect of its own input.
final class TraceReader {
    let url: URL
    /// Every complete line read so far.
    private(set) var lines: [TraceLine] = []
    /// Index in `lines` of the first line not yet returned by a wait.
    private var cursor = 0
    private var fd: Int32 = -1
    private var partial: [UInt8] = []
    /// Says how the writing process ended, or nil while it runs, so that a wait fails at
    /// once when no more lines can come.
    var writerEnded: (() -> String?)?

    init(url: URL) {
        self.url = url
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Reads whatever the app has appended since the last call.
    func refresh() throws {
        if fd < 0 {
            fd = open(url.path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return }
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            partial += buffer[0..<count]
        }
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
            let text = String(decoding: partial[..<newline], as: UTF8.self)
            partial.removeSubrange(...newline)
            if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                lines.append(try TraceLine(text))
            }
        }
    }

    /// The newest line read so far.
    var latest: TraceLine? { lines.last }

    /// Waits for the first unconsumed line matching `predicate`, consumes it and every
    /// line before it, and returns it. `meanwhile` runs before each look, for a test that
    /// must answer the app while it waits (another client's side of the clipboard).
    func waitForLine(
        _ what: @autoclosure () -> String = "a trace line",
        timeout: Duration = Timeouts.event,
        meanwhile: () -> Void = {},
        where predicate: (TraceLine) -> Bool
    ) throws -> TraceLine {
        try waitFor(what(), timeout: timeout) {
            meanwhile()
            // Asked before reading, so a line written just before the exit is still seen.
            let ended = writerEnded?()
            try refresh()
            if let index = lines[cursor...].firstIndex(where: predicate) {
                cursor = index + 1
                return lines[index]
            }
            if let ended { throw HarnessError("no more trace lines will come (\(ended)) while waiting for \(what())") }
            return nil
        }
    }

    /// Waits for the next `event` line, optionally for `key`.
    @discardableResult
    func waitForEvent(_ event: String, key: String? = nil, timeout: Duration = Timeouts.event) throws -> TraceLine {
        let what = key.map { "a trace line with event \"\(event)\" and key \"\($0)\"" } ?? "a trace line with event \"\(event)\""
        return try waitForLine(what, timeout: timeout) { line in
            line.event == event && (key == nil || line.key == key)
        }
    }

    /// The last few lines, for failure messages.
    func tail(_ count: Int = 6) -> String {
        try? refresh()
        return lines.suffix(count).map(\.text).joined(separator: "\n")
    }
}
