import Foundation

/// Case- and diacritic-insensitive keys for sorting and type-to-select.
package enum TextFolding {
    /// "Éclair" → "eclair", "Œufs" → "oeufs": lower case, marks removed, ligatures expanded;
    /// composed (NFC), so Hangul written as jamo (U+1100…) is syllables, as typed.
    package static func fold(_ text: String) -> String {
        // Most names are plain ASCII, where lower-casing is the whole fold and far cheaper.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
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
                    if memcmp(keyBytes.baseAddress! + start, termBytes.baseAddress!, termBytes.count) == 0 { return true }
                }
                return false
            }
        }
    }
}
