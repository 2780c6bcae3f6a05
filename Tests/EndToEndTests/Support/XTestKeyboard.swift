import CX11
import CXTest
import Foundation

/// Modifier keys held around a key press.
struct KeyModifiers: OptionSet, Sendable {
    let rawValue: Int
    static let control = KeyModifiers(rawValue: 1 << 0)
    static let shift = KeyModifiers(rawValue: 1 << 1)
    static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// Types on the server's keyboard through XTEST, exactly as a person would: the app
/// sees real KeyPress/KeyRelease events, translated by the server's keymap.
///
/// Keys are named by keysym (`Right`, `Tab`, `p`, `question`), looked up in the keymap;
/// a keysym that sits on the shifted level of its key is typed with Shift held.
final class XTestKeyboard {
    private let connection: X11Connection

    init(connection: X11Connection) {
        self.connection = connection
    }

    /// Presses and releases `keysymName` with `modifiers` held, and returns the keysym
    /// name the app should report for the press (`Tab` with Shift is `ISO_Left_Tab`,
    /// `a` with Shift is `A`).
    @discardableResult
    func send(_ keysymName: String, modifiers: KeyModifiers = []) throws -> String {
        let key = try lookUp(keysymName)
        let shift = modifiers.contains(.shift) || key.needsShift
        var held: [KeyCode] = []
        if modifiers.contains(.control) { held.append(try lookUp("Control_L").keycode) }
        if shift { held.append(try lookUp("Shift_L").keycode) }
        if modifiers.contains(.alt) { held.append(try lookUp("Alt_L").keycode) }

        let display = connection.display
        XlibExtensions.locked {
            for modifier in held { XTestFakeKeyEvent(display, UInt32(modifier), 1, 0) }
            XTestFakeKeyEvent(display, UInt32(key.keycode), 1, 0)
            XTestFakeKeyEvent(display, UInt32(key.keycode), 0, 0)
            for modifier in held.reversed() { XTestFakeKeyEvent(display, UInt32(modifier), 0, 0) }
        }
        connection.sync()

        // Shift held over a key changes the keysym the app reads (Tab becomes ISO_Left_Tab).
        var reported = key.keysym
        if shift && !key.needsShift {
            let shifted = XkbKeycodeToKeysym(display, key.keycode, 0, 1)
            if shifted != 0 { reported = shifted }
        }
        return Self.name(of: reported) ?? keysymName
    }

    /// Presses `keysymName` and waits for the app's trace line for that key press.
    @discardableResult
    func press(_ keysymName: String, modifiers: KeyModifiers = [], trace: TraceReader) throws -> TraceLine {
        let reported = try send(keysymName, modifiers: modifiers)
        return try trace.waitForEvent("key", key: reported)
    }

    /// Types `text` one key at a time, each after the app has handled the one before,
    /// and returns the trace line of each key press.
    @discardableResult
    func type(_ text: String, trace: TraceReader) throws -> [TraceLine] {
        try text.map { character in
            try press(try Self.keysymName(for: character), trace: trace)
        }
    }

    /// The keysym name that types `character` (`p`, `7`, `space`, `question`).
    static func keysymName(for character: Character) throws -> String {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0x20...0x7E).contains(scalar.value) || (0xA0...0xFF).contains(scalar.value),
            let name = name(of: KeySym(scalar.value))
        else {
            throw HarnessError("no keysym types '\(character)'")
        }
        // Latin-1 keysyms have the character's code point as their value.
        return name
    }

    static func name(of keysym: KeySym) -> String? {
        XKeysymToString(keysym).map { String(cString: $0) }
    }

    /// Puts `keysymName` on a key that has none, as a layout with that key would, so that
    /// `send` can type it (a dead key or Multi_key, which the test server's US map lacks).
    func bindSpareKey(to keysymName: String) throws {
        let display = connection.display
        let keysym = XStringToKeysym(keysymName)
        guard keysym != 0 else { throw HarnessError("'\(keysymName)' is not a keysym name") }
        var low: Int32 = 0
        var high: Int32 = 0
        XDisplayKeycodes(display, &low, &high)
        for code in low...high where XkbKeycodeToKeysym(display, KeyCode(code), 0, 0) == 0 {
            var symbols = [keysym]
            XChangeKeyboardMapping(display, code, 1, &symbols, 1)
            connection.sync()
            return
        }
        throw HarnessError("no key is free to carry '\(keysymName)'")
    }

    private func lookUp(_ keysymName: String) throws -> (keysym: KeySym, keycode: KeyCode, needsShift: Bool) {
        let keysym = XStringToKeysym(keysymName)
        guard keysym != 0 else { throw HarnessError("'\(keysymName)' is not a keysym name") }
        let keycode = XKeysymToKeycode(connection.display, keysym)
        guard keycode != 0 else { throw HarnessError("no key in the server's keymap types '\(keysymName)'") }
        let unshifted = XkbKeycodeToKeysym(connection.display, keycode, 0, 0)
        let shifted = XkbKeycodeToKeysym(connection.display, keycode, 0, 1)
        return (keysym, keycode, unshifted != keysym && shifted == keysym)
    }
}
