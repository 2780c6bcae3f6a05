/// Modifier keys held during a key or button event.
package struct KeyModifiers: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    package static let shift = KeyModifiers(rawValue: 1 << 0)
    package static let control = KeyModifiers(rawValue: 1 << 1)
    package static let alt = KeyModifiers(rawValue: 1 << 2)
    package static let `super` = KeyModifiers(rawValue: 1 << 3)
}

/// Whether a key went down, auto-repeated while held, or came up.
package enum KeyPhase: Sendable, Equatable {
    case down, `repeat`, up
}

/// A key event as the platform hands it over: keysym name from the layout in use
/// (never a raw keycode), the text the input method composed, modifiers and phase.
package struct KeyEvent: Sendable, Equatable {
    /// X keysym name: "Right", "Tab", "ISO_Left_Tab", "Return", "a", "eacute".
    package var key: String
    /// UTF-8 text from the input method ("é" for a dead-key sequence), "" when none.
    var text: String = ""
    var modifiers: KeyModifiers = []
    var phase: KeyPhase = .down

    package init(key: String, text: String = "", modifiers: KeyModifiers = [], phase: KeyPhase = .down) {
        self.key = key
        self.text = text
        self.modifiers = modifiers
        self.phase = phase
    }

    var isPress: Bool { phase != .up }

    /// The key is held down: moves and typing repeat, toggles and actions do not.
    var isRepeat: Bool { phase == .repeat }

    /// An Alt (or Meta) key itself, which alone opens the menu bar.
    package var isAltKey: Bool { ["Alt_L", "Alt_R", "Meta_L", "Meta_R"].contains(key) }

    /// True for a press of `key` with exactly `modifiers` (Shift ignored unless asked for).
    func matches(_ key: String, _ modifiers: KeyModifiers = []) -> Bool {
        isPress && self.key == key && self.modifiers.subtracting(.shift) == modifiers.subtracting(.shift)
            && (!modifiers.contains(.shift) || self.modifiers.contains(.shift))
    }
}
