/// Case- and diacritic-insensitive keys for sorting and type-to-select.
package enum TextFolding {
    /// "Éclair" → "eclair", "Œufs" → "oeufs": lower case, marks removed, ligatures expanded;
    /// composed (NFC), so Hangul written as jamo (U+1100…) is syllables, as typed.
    package static func fold(_ text: String) -> String {
        // Most names are plain ASCII, where lower-casing is the whole fold and far cheaper.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let folded = FoldComposition.composed(foldedScalars(text))
        var result = ""
        result.reserveCapacity(folded.utf8.count)
        for scalar in folded.unicodeScalars {
            switch scalar {
            case "œ": result += "oe"
            case "æ": result += "ae"
            case "ß": result += "ss"
            case "ø": result += "o"
            case "ł": result += "l"
            case "đ": result += "d"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive,
    /// .widthInsensitive], locale: nil)` wrote, before composing, as CoreFoundation works: a
    /// cluster at a time, a scalar as the table (FoldTable.swift) says and the marks after it
    /// kept or dropped as it says, then the cluster's marks sorted by combining class.
    private static func foldedScalars(_ text: String) -> String.UnicodeScalarView {
        let table = FoldingTable.shared
        var result = String.UnicodeScalarView()
        var rest = text.unicodeScalars[...]
        var cluster: [Unicode.Scalar] = []
        while let scalar = rest.popFirst() {
            // CoreFoundation skips NUL: a mark after it is a cluster of its own.
            guard scalar != "\0" else {
                result.append(scalar)
                continue
            }
            let (marks, folded) = table.folding(of: scalar)
            cluster.replaceSubrange(cluster.indices, with: folded)
            gatherMarks(marks, from: &rest, into: &cluster, table)
            table.sortMarks(&cluster)
            result.append(contentsOf: cluster)
        }
        return result
    }

    /// Takes the marks after a cluster's scalar from `rest`, and adds those it keeps,
    /// decomposed. CoreFoundation gathers at most 64 scalars a cluster where it keeps marks;
    /// past that a mark starts a cluster of its own.
    private static func gatherMarks(
        _ marks: FoldingTable.Marks, from rest: inout Substring.UnicodeScalarView, into cluster: inout [Unicode.Scalar], _ table: FoldingTable
    ) {
        var gathered = marks == .keepAll ? cluster.count : 0
        var isFirst = true
        while let mark = rest.first, table.isMark(mark), marks == .dropAll || gathered < 64 {
            rest.removeFirst()
            // Past a scalar kept as it was, the first mark brings the scalar into the count.
            if isFirst, marks == .keepNonLatin { gathered = 1 }
            if marks == .keepAll || (marks == .keepNonLatin && !(isFirst && mark.value < 0x510)) {
                let parts = table.decomposition(of: mark)
                cluster += parts
                gathered += parts.count
            }
            isFirst = false
        }
    }
}

extension TextFolding {
    /// Folded search terms as UTF-8 bytes, made once per filter rather than once per key.
    ///
    /// Compared as bytes: a whole UTF-8 string can only match at character boundaries, so
    /// this is exact; Foundation's `contains` goes through NSString and cost a millisecond
    /// per key press at 10,000 recipes.
    struct Terms {
        private let terms: [[UInt8]]

        init(_ terms: [String]) { self.terms = terms.map { Array($0.utf8) } }

        /// Whether every term occurs in the folded `key`, compared as UTF-8 bytes.
        func allOccur(in key: String) -> Bool {
            var key = key
            return key.withUTF8 { allOccur(inBytes: $0) }
        }

        /// Whether every term occurs in the UTF-8 bytes of a folded key.
        func allOccur(inBytes keyBytes: UnsafeBufferPointer<UInt8>) -> Bool {
            terms.allSatisfy { Self.occurs($0, in: keyBytes) }
        }

        private static func occurs(_ term: [UInt8], in keyBytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = term.first else { return true }
            guard term.count <= keyBytes.count else { return false }
            return term.withUnsafeBufferPointer { termBytes in
                for start in 0...(keyBytes.count - termBytes.count) where keyBytes[start] == first {
                    var offset = 1
                    while offset < termBytes.count, keyBytes[start + offset] == termBytes[offset] { offset += 1 }
                    if offset == termBytes.count { return true }
                }
                return false
            }
        }
    }
}
