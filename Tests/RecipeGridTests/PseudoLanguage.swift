import Foundation
import TestSupport

@testable import RecipeGridCore

/// The classic pseudo-localisation, made from po/recipegrid.pot: every message about 40%
/// longer and accented ("_Open Cookbook…" → "_Oöpéñ Cóöókbóöók…"), so a layout too tight for
/// German or French shows before any translator has written a word. The letter after a "_"
/// mark stays as it is, so menus keep their letters; `{placeholders}` and "__" are kept whole.
enum PseudoLanguage {
    /// How much longer each message gets, in letters.
    static let growth = 0.4

    /// The template's every message, pseudo-translated, with English's plural rule.
    static func translations(template path: String) throws -> Translations {
        var messages: [String: String] = [:]
        var plurals: [String: [String]] = [:]
        for entry in try POFile(path: path).entries {
            let key = Translations.key(entry.id, context: entry.context)
            if let plural = entry.plural {
                plurals[key] = [pseudo(entry.id), pseudo(plural)]
            } else {
                messages[key] = pseudo(entry.id)
            }
        }
        return Translations(messages: messages, plurals: plurals, rule: .english)
    }

    private static let accented: [Character: Character] = [
        "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "y": "ý", "c": "ç", "n": "ñ", "s": "š", "z": "ž",
        "A": "Å", "E": "É", "I": "Í", "O": "Ö", "U": "Ü", "Y": "Ý", "C": "Ç", "N": "Ñ", "S": "Š", "Z": "Ž",
    ]
    private static let vowels = Set("aeiouyAEIOUY")

    /// `text` accented and lengthened: its vowels (else its letters) are doubled, evenly
    /// spread, until it is `growth` longer.
    static func pseudo(_ text: String) -> String {
        let pieces = split(text)
        let letters = pieces.filter { $0.kind == .letter }.map(\.character)
        let extra = Int((Double(letters.count) * growth).rounded(.up))
        let doubling = letters.filter { vowels.contains($0) }.count >= extra ? vowels : Set(letters)
        let candidates = letters.filter { doubling.contains($0) }.count
        var result = ""
        var seen = 0
        var added = 0
        for piece in pieces {
            guard piece.kind == .letter else {
                result += piece.text
                continue
            }
            result.append(accented[piece.character] ?? piece.character)
            guard doubling.contains(piece.character), candidates > 0 else { continue }
            seen += 1
            // Double this one when the share of doublings so far falls behind.
            if added < extra, added * candidates < seen * extra {
                result.append(accented[piece.character] ?? piece.character)
                added += 1
            }
        }
        return result
    }

    private struct Piece {
        enum Kind { case letter, kept }
        var kind: Kind
        var text: String
        var character: Character { text.first ?? " " }
    }

    /// The text as letters to change and pieces to keep: a "_" with the letter it marks,
    /// "__", a `{placeholder}`, "{{" and "}}", and anything that is not a letter.
    private static func split(_ text: String) -> [Piece] {
        let characters = Array(text)
        var pieces: [Piece] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "_", let next {
                pieces.append(Piece(kind: .kept, text: String([character, next])))
                index += 2
            } else if character == "{", next != "{", let close = characters[index...].firstIndex(of: "}") {
                pieces.append(Piece(kind: .kept, text: String(characters[index...close])))
                index = close + 1
            } else {
                pieces.append(Piece(kind: character.isLetter ? .letter : .kept, text: String(character)))
                index += 1
            }
        }
        return pieces
    }
}
