/// Type-to-select: letters typed within `timeout` of each other build a prefix; the same
/// letter typed again cycles through the names starting with it.
///
/// Invariant: `buffer` is empty or was last extended at `lastKeyAt`.
struct TypeAhead: Sendable, Equatable {
    static let timeout: Seconds = 1.0

    var buffer = ""
    var lastKeyAt: Seconds = -.infinity

    func isLive(at now: Seconds) -> Bool { !buffer.isEmpty && now < lastKeyAt + Self.timeout }

    var deadline: Seconds? { buffer.isEmpty ? nil : lastKeyAt + Self.timeout }

    mutating func end() { buffer = "" }

    /// Adds `text` and returns the index to select among `foldedNames`, or nil for no match.
    /// `current` is the selected index, used to cycle past it.
    mutating func type(_ text: String, at now: Seconds, foldedNames: [String], current: Int?) -> Int? {
        if !isLive(at: now) { buffer = "" }
        buffer += text
        lastKeyAt = now
        let prefix = TextFolding.fold(buffer)
        guard let letter = prefix.first else { return nil }
        if prefix.count > 1 && prefix.allSatisfy({ $0 == letter }) {
            return Self.next(startingWith: String(letter), after: current, in: foldedNames)
        }
        return foldedNames.firstIndex { $0.hasPrefix(prefix) }
    }

    /// The next name after `current` that starts with `prefix`, wrapping around.
    static func next(startingWith prefix: String, after current: Int?, in names: [String]) -> Int? {
        guard !names.isEmpty else { return nil }
        let start = (current ?? -1) + 1
        for offset in 0..<names.count {
            let index = (start + offset) % names.count
            if names[index].hasPrefix(prefix) { return index }
        }
        return nil
    }
}
