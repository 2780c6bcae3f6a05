/// A character's line-break class (Unicode's Line_Break property, UAX #14), as the table
/// in `LineBreakTable.swift` gives it: with rule LB1 already applied there (AI, SG, XX and
/// SA are AL; CJ is NS), so those classes never come up.
enum LineBreakClass: UInt8, Sendable, CaseIterable {
    // Breaks and spaces.
    case BK, CR, LF, NL, SP, ZW, WJ, GL, CM, ZWJ
    // Punctuation.
    case OP, CL, CP, QU, EX, IS, SY, NS, IN, HY, BA, BB, B2, CB
    // Letters, numbers and what goes with them.
    case AL, HL, NU, PR, PO, ID, EB, EM, RI
    // Hangul: leading, vowel and trailing jamo, syllables with and without a trailing consonant.
    case JL, JV, JT, H2, H3

    /// The class of a code point.
    static func of(_ scalar: Unicode.Scalar) -> LineBreakClass {
        let value = scalar.value
        if value < 0x80 { return ascii[Int(value)] }
        let table = ranges
        var low = 0
        var high = table.starts.count - 1
        // The last run that starts at or before the code point.
        while low < high {
            let middle = (low + high + 1) / 2
            if table.starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return table.classes[low]
    }

    /// The class of a character (a grapheme cluster): its first code point's, so marks and
    /// joiners take their base's class as rule LB9 asks; a cluster that starts with a mark
    /// (after a space) is AL, as LB10 asks.
    static func of(_ character: Character) -> LineBreakClass {
        guard let first = character.unicodeScalars.first else { return .AL }
        let found = of(first)
        return found == .CM || found == .ZWJ ? .AL : found
    }

    /// Whether an OP or CP code point is East Asian wide (its width F, W or H), for rule
    /// LB30, which keeps "f(x)" together but not 「 after a letter. Every such OP and CP is
    /// in the CJK blocks or the half- and full-width forms, past U+2E80, or is one of the
    /// angle brackets U+2329 and U+232A.
    static func isEastAsianWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return value >= 0x2E80 || value == 0x2329 || value == 0x232A
    }

    private static let ascii: [LineBreakClass] = (0..<0x80).map { value in
        ranges.classes[ranges.starts.lastIndex { $0 <= UInt32(value) } ?? 0]
    }

    /// The generated table, parsed once.
    private static let ranges: (starts: [UInt32], classes: [LineBreakClass]) = {
        let names = Dictionary(uniqueKeysWithValues: allCases.map { ("\($0)", $0) })
        let words = runs.split(separator: " ")
        var starts: [UInt32] = []
        var classes: [LineBreakClass] = []
        starts.reserveCapacity(words.count / 2)
        classes.reserveCapacity(words.count / 2)
        for pair in stride(from: 0, to: words.count - 1, by: 2) {
            guard let start = UInt32(words[pair], radix: 16), let found = names[String(words[pair + 1])] else { continue }
            starts.append(start)
            classes.append(found)
        }
        return (starts, classes)
    }()
}
