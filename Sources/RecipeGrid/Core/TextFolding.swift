import Foundation

/// Case- and diacritic-insensitive keys for sorting and type-to-select.
enum TextFolding {
    /// "Éclair" → "eclair", "Œufs" → "oeufs": lower case, marks removed, ligatures expanded.
    static func fold(_ text: String) -> String {
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
