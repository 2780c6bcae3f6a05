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
    /// `current` is the selected index, used to cycle past it. With `sorted` names (the
    /// grid's, in sort-key order) the match is a binary search, so a key costs the same
    /// at 100,000 recipes as at 100; otherwise (the sidebar, "All Recipes" first) a scan.
    mutating func type<Names: RandomAccessCollection<String>>(
        _ text: String, at now: Seconds, foldedNames: Names, sorted: Bool = false, current: Int?
    ) -> Int? where Names.Index == Int {
        if !isLive(at: now) { buffer = "" }
        buffer += text
        lastKeyAt = now
        let prefix = TextFolding.fold(buffer)
        guard let letter = prefix.first else { return nil }
        if prefix.count > 1 && prefix.allSatisfy({ $0 == letter }) {
            let single = String(letter)
            guard sorted else { return Self.next(startingWith: single, after: current, in: foldedNames) }
            if let current, current + 1 < foldedNames.endIndex, foldedNames[current + 1].hasPrefix(single) { return current + 1 }
            return Self.first(startingWith: single, inSorted: foldedNames)
        }
        return sorted ? Self.first(startingWith: prefix, inSorted: foldedNames) : foldedNames.firstIndex { $0.hasPrefix(prefix) }
    }

    /// The first of `names` (sorted) that starts with `prefix`: those that do sit together,
    /// from the first name not less than the prefix.
    static func first<Names: RandomAccessCollection<String>>(startingWith prefix: String, inSorted names: Names) -> Int? where Names.Index == Int {
        var low = names.startIndex
        var high = names.endIndex
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        return low < names.endIndex && names[low].hasPrefix(prefix) ? low : nil
    }

    /// The next name after `current` that starts with `prefix`, wrapping around.
    static func next<Names: RandomAccessCollection<String>>(startingWith prefix: String, after current: Int?, in names: Names) -> Int?
    where Names.Index == Int {
        guard !names.isEmpty else { return nil }
        let start = (current ?? -1) + 1
        for offset in 0..<names.count {
            let index = (start + offset) % names.count
            if names[index].hasPrefix(prefix) { return index }
        }
        return nil
    }
}
