/// A label whose underlined letter is marked with "_" before it, as GTK and gettext catalogs
/// write it: "_File", "Datei" as "_Datei", "파일(_F)". The translator chooses the letter, so
/// each language keeps its menus' letters unique (MenuMnemonicTests checks it); "__" is a
/// plain underscore.
package struct MnemonicLabel: Sendable, Equatable {
    /// The label as shown, without the mark.
    package var text: String
    /// The marked letter, lower case: typing it (or Alt with it) activates the item.
    package var mnemonic: Character?
    /// Where the marked letter is in `text`, in characters.
    package var offset: Int?

    /// The label of a catalog entry `marked`, already translated.
    package init(marked: String) {
        var text = ""
        var mnemonic: Character?
        var offset: Int?
        var characters = marked.makeIterator()
        var count = 0
        while let character = characters.next() {
            guard character == "_", let next = characters.next() else {
                text.append(character)
                count += 1
                continue
            }
            if next != "_", mnemonic == nil {
                mnemonic = Character(next.lowercased())
                offset = count
            }
            text.append(next)
            count += 1
        }
        self.text = text
        self.mnemonic = mnemonic
        self.offset = offset
    }

    /// A label that is not translated (a recent cookbook's path) with its own letter.
    package init(text: String, mnemonic: Character?) {
        self.text = text
        self.mnemonic = mnemonic
        offset = mnemonic.flatMap { letter in
            text.lowercased().firstIndex(of: letter).map { text.lowercased().distance(from: text.lowercased().startIndex, to: $0) }
        }
    }

    /// The label outside a menu (the help sheet, a screen reader): without the "(F)" that
    /// Korean, Japanese and Chinese menus add to carry a Latin letter.
    package var plain: String {
        guard let offset, text.count >= 3, offset == text.count - 2, text.hasSuffix(")"),
            text.dropLast(2).last == "("
        else { return text }
        return String(text.dropLast(3)).trimmingWhitespace()
    }

    /// The translation of the catalog entry `msgid` ("_Open Cookbook…").
    package static func translated(_ msgid: String) -> MnemonicLabel { MnemonicLabel(marked: tr(msgid)) }
}
