/// Keys written out as `--screenshot-keys` takes them: keysym names separated by spaces,
/// each with optional `Ctrl+`, `Shift+`, `Alt+` and `Super+` in front ("Right Return Tab",
/// "Ctrl+l", "Shift+Tab"). The README's screenshots are made with it.
package enum KeySequence {
    /// The presses and releases `spec` stands for, or nil with the word it could not read.
    package static func parse(_ spec: String) -> Result<[KeyEvent], KeySequenceError> {
        var events: [KeyEvent] = []
        for word in spec.split(whereSeparator: \.isWhitespace) {
            var parts = word.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            // "Ctrl+plus" names the key; a bare "+" at the end is the key itself.
            if parts.count > 1 && parts.last == "" && parts[parts.count - 2] == "" {
                parts.removeLast(2)
                parts.append("plus")
            }
            guard let key = parts.popLast(), !key.isEmpty else { return .failure(KeySequenceError(word: String(word))) }
            var modifiers: KeyModifiers = []
            for name in parts {
                switch name.lowercased() {
                case "ctrl", "control": modifiers.insert(.control)
                case "shift": modifiers.insert(.shift)
                case "alt": modifiers.insert(.alt)
                case "super": modifiers.insert(.super)
                default: return .failure(KeySequenceError(word: String(word)))
                }
            }
            let keysym = key == "Tab" && modifiers.contains(.shift) ? "ISO_Left_Tab" : key
            var text = ""
            if modifiers.isDisjoint(with: [.control, .alt, .super]) {
                if key.count == 1 { text = modifiers.contains(.shift) ? key.uppercased() : key }
                if key == "space" { text = " " }
            }
            events.append(KeyEvent(key: keysym, text: text, modifiers: modifiers, phase: .down))
            events.append(KeyEvent(key: keysym, text: "", modifiers: modifiers, phase: .up))
        }
        return .success(events)
    }
}

package struct KeySequenceError: Error, Equatable {
    package var word: String
}
