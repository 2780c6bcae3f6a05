/// FoldTable.swift's two strings, parsed on first use into sorted arrays: a binary search a
/// scalar, and a few tens of kilobytes rather than a dictionary's hundreds.
struct FoldingTable: Sendable {
    /// What happens to the combining marks after a scalar once it is folded.
    enum Marks: Sendable { case dropAll, keepNonLatin, keepAll }

    static let shared = FoldingTable(scalars: TextFolding.scalars, marks: TextFolding.marks, decompositions: TextFolding.markDecompositions)

    private var keys: [UInt32] = []
    private var kinds: [Marks] = []
    /// Where each key's folded scalars start in `folded`; one more at the end.
    private var starts: [Int32] = []
    private var folded: [Unicode.Scalar] = []
    private var markRuns: [ClosedRange<UInt32>] = []
    private var decompositions: [Unicode.Scalar: [Unicode.Scalar]] = [:]

    init(scalars: String, marks: String, decompositions: String) {
        for entry in scalars.split(separator: " ") {
            guard let sign = entry.firstIndex(where: { "-~+".contains($0) }), let key = UInt32(entry[..<sign], radix: 16)
            else { continue }
            keys.append(key)
            kinds.append(entry[sign] == "-" ? .dropAll : entry[sign] == "~" ? .keepNonLatin : .keepAll)
            starts.append(Int32(folded.count))
            let written = entry[entry.index(after: sign)...].split(separator: ".").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            folded += written.isEmpty ? [Unicode.Scalar(key)!] : written
        }
        starts.append(Int32(folded.count))
        markRuns = marks.split(separator: " ").compactMap { run in
            let bounds = run.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            return bounds.first.map { $0...(bounds.last ?? $0) }
        }
        for entry in decompositions.split(separator: " ") {
            let scalars = entry.split(whereSeparator: { $0 == "=" || $0 == "." }).compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            if let mark = scalars.first { self.decompositions[mark] = Array(scalars.dropFirst()) }
        }
    }

    /// A mark as CoreFoundation keeps it: canonically decomposed.
    func decomposition(of mark: Unicode.Scalar) -> [Unicode.Scalar] { decompositions[mark] ?? [mark] }

    /// CoreFoundation's sort of a cluster's marks: from the last scalar that is not a mark
    /// (or the first), past those of combining class 0, by class and otherwise as they came.
    /// Unlike Unicode's canonical order it moves marks of class 0 too ("\u{3099}\u{FF9E}"
    /// becomes "\u{FF9E}\u{3099}").
    func sortMarks(_ cluster: inout [Unicode.Scalar]) {
        guard cluster.count > 1 else { return }
        var start = cluster.count - 1
        while start > 0, isMark(cluster[start]) { start -= 1 }
        while start < cluster.count, FoldComposition.combiningClass(cluster[start]) == 0 { start += 1 }
        guard cluster.count - start > 1 else { return }
        // Insertion sort: stable, and a cluster holds a few scalars.
        for index in (start + 1)..<cluster.count {
            let scalar = cluster[index]
            let rank = FoldComposition.combiningClass(scalar)
            var slot = index
            while slot > start, FoldComposition.combiningClass(cluster[slot - 1]) > rank {
                cluster[slot] = cluster[slot - 1]
                slot -= 1
            }
            cluster[slot] = scalar
        }
    }

    /// How the marks after `scalar` go, and what it folds to.
    func folding(of scalar: Unicode.Scalar) -> (Marks, ArraySlice<Unicode.Scalar>) {
        guard let index = Self.search(keys, scalar.value, by: { $0 }), keys[index] == scalar.value else {
            return (scalar.value < 0x510 ? .dropAll : .keepNonLatin, [scalar])
        }
        return (kinds[index], folded[Int(starts[index])..<Int(starts[index + 1])])
    }

    /// Whether CoreFoundation gathers `scalar` into the cluster before it.
    func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && Self.search(markRuns, scalar.value, by: \.lowerBound).map { markRuns[$0].contains(scalar.value) } ?? false
    }

    /// The last element whose `key` is at most `value`.
    private static func search<Element>(_ elements: [Element], _ value: UInt32, by key: (Element) -> UInt32) -> Int? {
        var low = 0
        var high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if key(elements[middle]) <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
