import Foundation

/// Case- and diacritic-insensitive keys for sorting and type-to-select.
package enum TextFolding {
    /// "Éclair" → "eclair", "Œufs" → "oeufs": lower case, marks removed, ligatures expanded.
    package static func fold(_ text: String) -> String {
        // Most names are plain ASCII, where lower-casing is the whole fold and far cheaper.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
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
    /// Whether the folded `term` occurs in the folded `key`, compared as UTF-8 bytes. A
    /// whole UTF-8 string can only match at character boundaries, so this is exact;
    /// Foundation's `contains` goes through NSString and cost a millisecond per key press
    /// at 10,000 recipes.
    static func key(_ key: String, contains term: String) -> Bool {
        var key = key
        var term = term
        return key.withUTF8 { keyBytes in
            term.withUTF8 { termBytes in
                guard let first = termBytes.first else { return true }
                guard termBytes.count <= keyBytes.count else { return false }
                for start in 0...(keyBytes.count - termBytes.count) where keyBytes[start] == first {
                    if memcmp(keyBytes.baseAddress! + start, termBytes.baseAddress!, termBytes.count) == 0 { return true }
                }
                return false
            }
        }
    }
}
