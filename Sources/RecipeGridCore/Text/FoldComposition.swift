/// Composition as Foundation's `precomposedStringWithCanonicalMapping` (CoreFoundation's own
/// NFC) composes the folded scalars: the standard library's NFC, in pieces where the two
/// differ. CoreFoundation knows Unicode 15, so a newer scalar composes with nothing and
/// moves no mark; it composes a Hangul syllable from jamo only, never a syllable with a final
/// jamo after it; and it takes a mark onto a scalar past U+FFFF as if onto the scalar of its
/// low 16 bits (U+10433 and U+0301 make U+0453).
enum FoldComposition {
    static func composed(_ scalars: String.UnicodeScalarView) -> String {
        var result = ""
        var piece = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        var rest = scalars[...]
        while let scalar = rest.popFirst() {
            if let previous, startsPiece(scalar, after: previous) {
                result += String(decoding: String(piece)._nfcCodeUnits, as: UTF8.self)
                piece = String.UnicodeScalarView()
            }
            let base = truncatedComposite(scalar, marks: &rest) ?? scalar
            piece.append(base)
            previous = base
        }
        return result + String(decoding: String(piece)._nfcCodeUnits, as: UTF8.self)
    }

    /// Whether CoreFoundation knows the scalar: assigned by Unicode 15.1.
    static func isKnown(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age else { return false }
        return age.major < 15 || (age.major == 15 && age.minor <= 1)
    }

    /// The combining class CoreFoundation sorts marks by: 0 for a scalar it does not know.
    static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        isKnown(scalar) ? scalar.properties.canonicalCombiningClass.rawValue : 0
    }

    private static func startsPiece(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar) -> Bool {
        if !isKnown(scalar) || !isKnown(previous) { return true }
        return (0xAC00...0xD7A3).contains(previous.value) && (0x11A8...0x11C2).contains(scalar.value)
    }

    /// The composite a base past U+FFFF makes with a mark after it that no mark of the same
    /// or a higher class stands before, taken out of `marks`, when the low 16 bits of the
    /// base compose with it into a scalar below U+10000.
    private static func truncatedComposite(_ base: Unicode.Scalar, marks: inout Substring.UnicodeScalarView) -> Unicode.Scalar? {
        // Unassigned or not, the base is looked up as its low bits stand (U+1FBE, which NFC
        // makes U+03B9, composes with nothing there).
        guard base.value > 0xFFFF, combiningClass(base) == 0, let low = Unicode.Scalar(base.value & 0xFFFF),
            String(low)._nfcCodeUnits.elementsEqual(String(low).utf8)
        else { return nil }
        var lastClass: UInt8 = 0
        var index = marks.startIndex
        while index < marks.endIndex, combiningClass(marks[index]) != 0 {
            let mark = marks[index]
            let markClass = combiningClass(mark)
            if lastClass == 0 || markClass > lastClass {
                let composed = String(decoding: String(String.UnicodeScalarView([low, mark]))._nfcCodeUnits, as: UTF8.self).unicodeScalars
                if composed.count == 1, let only = composed.first, only != low, only.value <= 0xFFFF {
                    marks.remove(at: index)
                    return only
                }
                lastClass = markClass
            }
            index = marks.index(after: index)
        }
        return nil
    }
}
