import CXTest
import Foundation
import Synchronization

/// What Orca says, as it says it. Orca writes its debug log in blocks to a file but line by
/// line to a terminal, so the log goes to a pseudo-terminal whose other end a thread reads
/// without pause (a full terminal would stop Orca); each `SPEECH OUTPUT` line's text is kept.
final class SpeechLog: Sendable {
    /// The terminal Orca writes to: pass it as `--debug-file`.
    let path: String
    private let master: Int32
    private let spoken = Mutex<[String]>([])
    private let stopped = Atomic<Bool>(false)

    init() throws {
        var name = [CChar](repeating: 0, count: 128)
        master = cxtest_open_pty(&name, name.count)
        guard master >= 0 else { throw HarnessError("cannot open a pseudo-terminal for Orca's log") }
        path = String(cString: name)
        Thread { [self] in
            drain()
            // Closed by the thread that reads it, never under its feet: a number closed while
            // it may still be read is soon another test's socket or pipe, whose bytes it would take.
            _ = Glibc.close(master)
        }.start()
    }

    private func drain() {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !stopped.load(ordering: .acquiring) {
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 50) >= 0 || errno == EINTR else { return }
            // Before Orca opens the other end, and after it is gone, the terminal hangs up.
            let count = ready.revents & Int16(POLLIN) != 0 ? read(master, &buffer, buffer.count) : 0
            guard count > 0 else {
                if ready.revents != 0 { usleep(20_000) }
                continue
            }
            pending += buffer[0..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if let text = Self.speech(in: line)?.trimmingCharacters(in: .whitespaces) { spoken.withLock { $0.append(text) } }
            }
        }
    }

    /// The text of a `SPEECH OUTPUT: '…'` line.
    static func speech(in line: String) -> String? {
        guard let range = line.range(of: "SPEECH OUTPUT: '") else { return nil }
        let rest = line[range.upperBound...]
        // The text ends at the quote before the voice's settings ("'{…" or, for a key's echo, "' {…").
        let end = rest.range(of: "'{") ?? rest.range(of: "' {")
        return end.map { String(rest[..<$0.lowerBound]) } ?? String(rest.dropLast())
    }

    var said: [String] { spoken.withLock { $0 } }

    /// Waits until Orca says something starting with `phrase` after `index`; returns where.
    /// A phrase of one character (a typed key's echo, a character read) must be said exactly.
    @discardableResult
    func wait(for phrase: String, after index: Int = -1, timeout: Duration = .seconds(30)) throws -> Int {
        try waitFor("Orca to say \"\(phrase)\"; it said \(said.suffix(6))", timeout: timeout, interval: .milliseconds(20)) { () -> Int? in
            let said = self.said
            return said.indices.first { $0 > index && (phrase.count == 1 ? said[$0] == phrase : said[$0].hasPrefix(phrase)) }
        }
    }

    /// Stops the reading thread, which then closes the terminal.
    func close() { stopped.store(true, ordering: .releasing) }
}
