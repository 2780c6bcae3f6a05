import Foundation
import TestSupport
import Testing

@testable import RecipeGridCore

/// The core's own folding and trimming against Foundation's, which the app no longer links:
/// the tests still may, and fail on any scalar or string where the two differ.
@Suite struct FoundationParityTests {
    /// TextFolding.fold as it was, on Foundation's folding and composition.
    static func foundationFold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
        let ligatures: [Unicode.Scalar: String] = ["œ": "oe", "æ": "ae", "ß": "ss", "ø": "o", "ł": "l", "đ": "d"]
        return folded.unicodeScalars.map { ligatures[$0] ?? String($0) }.joined()
    }

    static let allScalars = (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }

    /// Where the two folds differ, as "U+… → ours, Foundation's", the first few.
    static func differences(_ texts: some Sequence<String>) -> [String] {
        var found: [String] = []
        for text in texts where found.count < 20 {
            let ours = TextFolding.fold(text)
            let theirs = foundationFold(text)
            // Scalar for scalar: String's == would take canonically equivalent texts as one.
            if !ours.unicodeScalars.elementsEqual(theirs.unicodeScalars) {
                found.append("\(codes(text)) → \(codes(ours)), Foundation \(codes(theirs))")
            }
        }
        return found
    }

    static func codes(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    @Test func everyScalarFoldsAsFoundationFoldsIt() {
        let found = Self.differences(Self.allScalars.lazy.map { String($0) })
        #expect(found.isEmpty, "\(found)")
    }

    @Test func everyScalarWithMarksAfterItFoldsAsFoundationFoldsIt() {
        // A Latin mark first (dropped after some scalars), a Hebrew one, an enclosing one;
        // after the assigned planes and one unassigned (bases past U+FFFF compose as their
        // low 16 bits would), which keeps the test to seconds.
        let marks = ["\u{301}", "\u{5B0}", "\u{301}\u{5B0}\u{308}", "\u{20DD}\u{301}"]
        let bases = Self.allScalars.filter { $0.value < 0x5_0000 || (0xE_0000..<0xF_0000).contains($0.value) }
        for mark in marks {
            let found = Self.differences(bases.lazy.map { String($0) + mark })
            #expect(found.isEmpty, "after \(Self.codes(mark)): \(found)")
        }
    }

    @Test func everyMarkAfterEachKindOfScalarFoldsAsFoundationFoldsIt() {
        let marks = Self.allScalars.filter { FoldingTable.shared.isMark($0) || $0.properties.isGraphemeExtend }
        let bases = ["a", "A", "é", "\u{5D0}", "ｶ", "Ⱥ", "\u{1100}", "가", "\u{0}", "x\u{301}", "", "\u{10400}", "ﬁ"]
        for base in bases {
            let found = Self.differences(marks.map { base + String($0) + String($0) })
            #expect(found.isEmpty, "after \(Self.codes(base)): \(found)")
        }
    }

    @Test func randomStringsOfLettersAndMarksFoldAsFoundationFoldsThem() {
        let pool = Array(
            "aAéÉöÖßẞœŒøØłŁđĐﬁǅΩΐᾳᾼЁйЙ\u{5D0}\u{5D1}ｶﾞﾟＡ가각\u{1100}\u{1161}\u{11A8}İı ,.-\u{301}\u{300}\u{308}\u{327}\u{5B0}\u{5B4}\u{64B}\u{93C}\u{20DD}\u{3099}\u{0}"
                .unicodeScalars)
        var generator = SeededGenerator(seed: 20_261_127)
        let texts = (0..<20_000).map { _ in
            String(String.UnicodeScalarView((0..<Int.random(in: 1...10, using: &generator)).map { _ in pool.randomElement(using: &generator)! }))
        }
        let found = Self.differences(texts)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func longRunsOfMarksFoldAsFoundationFoldsThem() {
        let runs = [70, 63, 64, 65, 130].flatMap { count in
            ["\u{5D0}", "a", "ｶ", "Ⱥ"].map {
                $0 + String(repeating: "\u{5B0}\u{301}", count: count / 2) + String(repeating: "\u{5B4}", count: count % 2)
            }
        }
        let found = Self.differences(runs)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func whitespaceAndLineEndsAreFoundationsSets() {
        let whitespace = Self.allScalars.filter { $0.isFoundationWhitespace != CharacterSet.whitespaces.contains($0) }
        let newlines = Self.allScalars.filter { $0.isFoundationNewline != CharacterSet.newlines.contains($0) }
        #expect(whitespace.isEmpty && newlines.isEmpty, "\(whitespace) \(newlines)")
        for text in ["  a b \t", "\u{200B}x\u{3000}", " \u{301}x ", "\n\r\u{2028}y\u{85}\n", "", "   ", "\u{A0}é\u{A0}"] {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
            #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(text.trimmingScalars(in: " x") == text.trimmingCharacters(in: CharacterSet(charactersIn: " x")))
        }
    }
}
