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
    /// `initials` gives a name's Hangul initials by index (`HangulInitials`), for a prefix
    /// typed with initial consonants.
    mutating func type<Names: RandomAccessCollection<String>>(
        _ text: String, at now: Seconds, foldedNames: Names, initials: (Int) -> String? = { _ in nil }, sorted: Bool = false,
        current: Int?
    ) -> Int? where Names.Index == Int {
        if !isLive(at: now) { buffer = "" }
        buffer += text
        lastKeyAt = now
        let prefix = TextFolding.fold(buffer)
        guard let letter = prefix.first else { return nil }
        let repeated = prefix.count > 1 && prefix.allSatisfy({ $0 == letter })
        let wanted = repeated ? String(letter) : prefix
        if let query = HangulQuery(wanted) {
            func matches(_ index: Int) -> Bool { query.isPrefix(of: foldedNames[index], initials: initials(index)) }
            if repeated, let current, current + 1 < foldedNames.endIndex, sorted, matches(current + 1) { return current + 1 }
            if repeated && !sorted { return Self.next(after: current, count: foldedNames.count, where: matches) }
            let candidates = sorted ? Self.range(startingWith: wanted, inSorted: foldedNames) : foldedNames.startIndex..<foldedNames.endIndex
            return candidates.first(where: matches)
        }
        if repeated {
            guard sorted else { return Self.next(startingWith: wanted, after: current, in: foldedNames) }
            if let current, current + 1 < foldedNames.endIndex, foldedNames[current + 1].hasPrefix(wanted) { return current + 1 }
            return Self.first(startingWith: wanted, inSorted: foldedNames)
        }
        return sorted ? Self.first(startingWith: prefix, inSorted: foldedNames) : foldedNames.firstIndex { $0.hasPrefix(prefix) }
    }

    /// Where the sorted names a prefix with initial consonants may match sit together: past
    /// what comes before its first consonant, the names whose next syllable starts with
    /// it (ㄱ: 가 up to 까). The rest of the prefix is checked name by name in there.
    static func range<Names: RandomAccessCollection<String>>(startingWith prefix: String, inSorted names: Names) -> Range<Int>
    where Names.Index == Int {
        let scalars = prefix.unicodeScalars
        guard let consonant = scalars.firstIndex(where: HangulInitials.isInitialConsonant),
            let syllables = HangulInitials.syllables(startingWith: scalars[consonant]),
            let first = Unicode.Scalar(syllables.lowerBound), let pastLast = Unicode.Scalar(syllables.upperBound)
        else { return names.startIndex..<names.endIndex }
        let before = String(scalars[..<consonant])
        return lowerBound(before + String(first), in: names)..<lowerBound(before + String(pastLast), in: names)
    }

    /// The first of the sorted names not less than `key`.
    private static func lowerBound<Names: RandomAccessCollection<String>>(_ key: String, in names: Names) -> Int where Names.Index == Int {
        var low = names.startIndex
        var high = names.endIndex
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first of `names` (sorted) that starts with `prefix`: those that do sit together,
    /// from the first name not less than the prefix.
    static func first<Names: RandomAccessCollection<String>>(startingWith prefix: String, inSorted names: Names) -> Int? where Names.Index == Int {
        let low = lowerBound(prefix, in: names)
        return low < names.endIndex && names[low].hasPrefix(prefix) ? low : nil
    }

    /// The next name after `current` that starts with `prefix`, wrapping around.
    static func next<Names: RandomAccessCollection<String>>(startingWith prefix: String, after current: Int?, in names: Names) -> Int?
    where Names.Index == Int {
        next(after: current, count: names.count) { names[$0].hasPrefix(prefix) }
    }

    /// The next index after `current` of `count` that `matches`, wrapping around.
    static func next(after current: Int?, count: Int, where matches: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let start = (current ?? -1) + 1
        return (0..<count).lazy.map { (start + $0) % count }.first(where: matches)
    }
}
