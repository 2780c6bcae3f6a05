/// Hangul initial consonants, which Korean users type to find a name by its first
/// sounds: ㄱ finds 김치찌개, so do ㄱㅊ and 김ㅊ (README, "Korean, Japanese and Chinese").
///
/// A name's initials are worked out once, when the cookbook loads (`CookbookStore`): its
/// folded name (NFC, so decomposed jamo are syllables by then) with each syllable replaced
/// by its initial consonant as a compatibility jamo. A syllable and a compatibility jamo
/// are both three bytes of UTF-8, so the initials line up byte for byte with the name, and
/// a query is compared with both at once (`HangulQuery`), with no decomposing per key.
package enum HangulInitials {
    /// The 19 initial consonants in syllable order, as compatibility jamo (U+3131…).
    static let consonants: [Unicode.Scalar] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    static let firstSyllable: UInt32 = 0xAC00
    static let lastSyllable: UInt32 = 0xD7A3
    /// Syllables per initial consonant: 21 vowels × 28 finals (none included).
    static let syllablesPerInitial: UInt32 = 588

    /// The initial consonant of a precomposed syllable, or nil for any other code point.
    static func initial(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard (firstSyllable...lastSyllable).contains(scalar.value) else { return nil }
        return consonants[Int((scalar.value - firstSyllable) / syllablesPerInitial)]
    }

    /// Whether a code point is one of the 19 consonants a syllable can start with.
    static func isInitialConsonant(_ scalar: Unicode.Scalar) -> Bool {
        (0x3131...0x314E).contains(scalar.value) && consonants.contains(scalar)
    }

    /// The syllables that start with `consonant`: the first, and the one past the last.
    static func syllables(startingWith consonant: Unicode.Scalar) -> Range<UInt32>? {
        guard let index = consonants.firstIndex(of: consonant) else { return nil }
        let first = firstSyllable + UInt32(index) * syllablesPerInitial
        return first..<(first + syllablesPerInitial)
    }

    /// A folded name with each syllable as its initial consonant, the same length in
    /// UTF-8; nil when it has no syllable (most names), so nothing is kept for those.
    package static func of(_ folded: String) -> String? {
        // Syllables are EA B0 80 … ED 9E A3 in UTF-8: no such lead byte, no syllable.
        guard folded.utf8.contains(where: { (0xEA...0xED).contains($0) }) else { return nil }
        var result = String.UnicodeScalarView()
        var changed = false
        for scalar in folded.unicodeScalars {
            if let initial = initial(of: scalar) {
                result.append(initial)
                changed = true
            } else {
                result.append(scalar)
            }
        }
        return changed ? String(result) : nil
    }
}

/// A folded query as bytes, with the bytes of its Hangul initial consonants marked: those
/// are compared with a name's initials, the rest with the name itself. Made once per key.
struct HangulQuery: Sendable {
    let bytes: [UInt8]
    /// By byte of `bytes`: whether it belongs to an initial consonant.
    let fromInitials: [Bool]
    /// A query of initial consonants alone (ㄱㅊ, the usual one) is found in a name's
    /// initials as they are, as fast as any term is found in a name.
    private let consonantsOnly: TextFolding.Terms?

    /// Nil when the query has no initial consonant: it is then compared as it is.
    init?(_ folded: String) {
        guard folded.unicodeScalars.contains(where: HangulInitials.isInitialConsonant) else { return nil }
        var bytes: [UInt8] = []
        var fromInitials: [Bool] = []
        for scalar in folded.unicodeScalars {
            let utf8 = Array(String(scalar).utf8)
            bytes += utf8
            fromInitials += Array(repeating: HangulInitials.isInitialConsonant(scalar), count: utf8.count)
        }
        self.bytes = bytes
        self.fromInitials = fromInitials
        consonantsOnly = fromInitials.allSatisfy { $0 } ? TextFolding.Terms([folded]) : nil
    }

    /// Whether the folded `name` starts with the query; `initials` is the name's, if any.
    func isPrefix(of name: String, initials: String?) -> Bool {
        Self.bytes(of: name, initials) { name, initials in matches(name, initials, at: 0) }
    }

    /// Whether the query occurs anywhere in the folded `name`.
    func occurs(in name: String, initials: String?) -> Bool {
        if let consonantsOnly { return consonantsOnly.allOccur(in: initials ?? name) }
        return Self.bytes(of: name, initials) { name, initials in
            guard name.count >= bytes.count else { return false }
            let (first, fromInitials) = (bytes[0], fromInitials[0])
            for start in 0...(name.count - bytes.count) where (fromInitials ? initials : name)[start] == first {
                if matches(name, initials, at: start) { return true }
            }
            return false
        }
    }

    private func matches(_ name: UnsafeBufferPointer<UInt8>, _ initials: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + bytes.count <= name.count else { return false }
        for offset in bytes.indices where (fromInitials[offset] ? initials : name)[start + offset] != bytes[offset] {
            return false
        }
        return true
    }

    /// Both strings' bytes; a name without initials stands for its own (its consonants
    /// can only match themselves).
    private static func bytes(
        of name: String, _ initials: String?, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        var name = name
        var initials = initials ?? name
        return name.withUTF8 { nameBytes in initials.withUTF8 { body(nameBytes, $0) } }
    }
}
