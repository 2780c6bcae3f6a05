import Foundation
import Testing

/// A long scripted session through every screen, overlay and key family, pinned line by
/// line: a change of structure that changes behaviour fails here. The trace must equal
/// `Tests/Fixtures/golden-trace.jsonl` apart from what timing decides (see `normalized`).
///
/// Re-record on purpose, after a change of behaviour that is meant:
/// `RECIPEGRID_GOLDEN_RECORD=1 swift test --filter GoldenTrace`, then review the diff.
@Suite("Golden trace")
struct GoldenTraceEndToEndTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden-trace.jsonl")

    /// The session, one step a token: a key with its modifiers, or letters in brackets sent
    /// back to back (type-to-select keys within its one-second window whatever the load).
    static let script = """
        Right Right Down Down Left Up End Home Ctrl+End Ctrl+Home Next Next Prior Ctrl+Home
        Shift+Tab Down Down Up Up Return Left Right
        [pi] Right [ppp] Right [e] Right [cl] Right [q] Escape Right
        space Right space Ctrl+a Ctrl+Shift+a space Right space Ctrl+g Ctrl+Shift+a
        Return Tab Right Right Left 2 3 0 space space Home End Delete Tab Tab space Tab Shift+Tab Shift+Tab Shift+Tab Down Next Prior End Escape
        Ctrl+l [milk] Return [eggs] Return BackSpace Shift+Tab space Tab Ctrl+n [tea] Up Down Ctrl+l
        Ctrl+f [soup] Down Right Up BackSpace BackSpace BackSpace BackSpace Escape
        slash [pan] Down Return Escape Ctrl+f Escape
        F1 Down Next Escape question Escape
        F10 Right Right Down Down Left Escape Escape
        Alt+r r y Alt+r m Right Alt+r c
        Alt+v r Left Left Right Down Alt+v r Alt+v d Alt+v d
        Alt+h k Escape
        Ctrl+Home Ctrl+k Right Right t Left space Escape Escape
        Right Return Ctrl+k Escape Escape
        """

    @Test(.timeLimit(.minutes(30)))
    func aLongSessionTracesExactlyAsRecorded() throws {
        try withRecipeGrid(geometry: "1000x700", arguments: ["--theme", "light"]) { session in
            for token in Self.script.split(whereSeparator: \.isWhitespace) {
                let keys = token.hasPrefix("[") ? token.dropFirst().dropLast().map(String.init) : [String(token)]
                if token.hasPrefix("[") {
                    try sendTogether(keys, session)
                } else {
                    try press(keys[0], session)
                }
            }
            // The last key's release is the last line of the session.
            try session.trace.waitForEvent("keyup", key: "Escape")
            usleep(300_000)
            try session.trace.refresh()
            let lines = Self.normalized(session.trace.lines.map(\.text))
            if ProcessInfo.processInfo.environment["RECIPEGRID_GOLDEN_RECORD"] == "1" {
                try (lines.joined(separator: "\n") + "\n").write(to: Self.golden, atomically: true, encoding: .utf8)
                return
            }
            let expected = try String(contentsOf: Self.golden, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(lines.count > 300, "the session traced \(lines.count) lines")
            if let first = zip(lines, expected).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                Issue.record("line \(first.offset + 1) differs:\n got      \(first.element.0)\n expected \(first.element.1)")
            } else {
                #expect(lines.count == expected.count, "\(lines.count) lines, \(expected.count) recorded")
            }
        }
    }

    /// The key (`Ctrl+Shift+a`, `Alt+v`, `Shift+Tab`) pressed, waited for by its line.
    private func press(_ token: String, _ session: AppSession) throws {
        var parts = token.split(separator: "+").map(String.init)
        let key = parts.removeLast()
        var modifiers: KeyModifiers = []
        if parts.contains("Ctrl") { modifiers.insert(.control) }
        if parts.contains("Shift") { modifiers.insert(.shift) }
        if parts.contains("Alt") { modifiers.insert(.alt) }
        try session.keyboard.press(key, modifiers: modifiers, trace: session.trace)
    }

    /// Letters sent without waiting between them, then waited for together.
    private func sendTogether(_ keys: [String], _ session: AppSession) throws {
        let reported = try keys.map { try session.keyboard.send($0) }
        for key in reported { try session.trace.waitForEvent("key", key: key) }
    }

    /// The lines without what timing decides: `micros`; the timer lines of toasts that
    /// expired, with `seq` numbered again without them; and the toast field after the
    /// line that showed a toast, since when it goes depends on the clock, not the keys:
    /// the field keeps a toast's text on the line that brought it and is "-" elsewhere.
    static func normalized(_ lines: [String]) -> [String] {
        var result: [String] = []
        var previous = "\"toast\":null"
        for line in lines where !line.contains("\"event\":\"timer\"") {
            var text = line.replacingOccurrences(of: #""micros":\d+"#, with: "\"micros\":0", options: .regularExpression)
            text = text.replacingOccurrences(of: #"^\{"seq":\d+"#, with: "{\"seq\":\(result.count + 1)", options: .regularExpression)
            if let range = text.range(of: #""toast":(null|"(\\.|[^"\\])*")"#, options: .regularExpression) {
                let toast = String(text[range])
                if toast == "\"toast\":null" || toast == previous { text.replaceSubrange(range, with: "\"toast\":\"-\"") }
                previous = toast
            }
            result.append(text)
        }
        return result
    }
}
