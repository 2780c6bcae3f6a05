import CX11
import Foundation
import RecipeGridCore

/// Turns X key events into neutral `KeyEvent`s through the layout and an input method.
///
/// Keysyms come from the active layout (never raw keycodes), text from
/// `Xutf8LookupString` on an input context, so dead keys and Compose work. With XKB
/// detectable auto-repeat a held key sends presses without releases, which is how a
/// repeat is told from a fresh press.
@MainActor
final class X11Keyboard {
    private let display: X11Display
    private var inputMethod: XIM?
    private var inputContext: XIC?
    private var keysDown: Set<UInt32> = []

    private let window: Window
    private var inputMethodOpened = false

    init(display: X11Display, window: Window) {
        self.display = display
        self.window = window
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display.handle, 1, &supported)
    }

    /// Opens the input method and its context, once. The runner asks for it after the first
    /// frame is flushed: the built-in input method reads the locale's whole Compose file, some
    /// 20 ms, which the window's first pixels need not wait for. A key read before it is
    /// looked up without one (no dead keys or Compose for that key).
    func openInputMethod() {
        guard !inputMethodOpened else { return }
        inputMethodOpened = true
        if XSetLocaleModifiers("") == nil { _ = XSetLocaleModifiers("@im=none") }
        inputMethod = XOpenIM(display.handle, nil, nil, nil)
        if inputMethod == nil {
            _ = XSetLocaleModifiers("@im=none")
            inputMethod = XOpenIM(display.handle, nil, nil, nil)
        }
        if let inputMethod { inputContext = cx11_create_ic(inputMethod, window) }
        if let inputContext { XSetICFocus(inputContext) }
    }

    /// The neutral event for a KeyPress/KeyRelease and the key as X names it (for listening
    /// tools), or nil for bare modifier keys other than Alt.
    func translate(_ event: inout XKeyEvent, isPress: Bool) -> (KeyEvent, RawKey)? {
        var keysym: KeySym = 0
        var text = ""
        if isPress, let inputContext {
            var buffer = [CChar](repeating: 0, count: 64)
            var status: Int32 = 0
            let count = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XLookupChars || status == XLookupBoth {
                text = String(decoding: buffer[0..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            if status == XLookupChars || status == XLookupNone { keysym = 0 }
            if keysym == 0 && text.isEmpty { return nil }
        } else {
            var buffer = [CChar](repeating: 0, count: 32)
            let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
            if isPress { text = String(decoding: buffer[0..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        // Bare modifiers are not keys to the app, except Alt, whose press and release alone open the menu bar.
        let altKeys = [KeySym(XK_Alt_L), KeySym(XK_Alt_R), KeySym(XK_Meta_L), KeySym(XK_Meta_R)]
        if keysym != 0 && cx11_is_modifier_key(keysym) != 0 && !altKeys.contains(keysym) { return nil }
        // Control characters are not text: Ctrl+Q must not type "\u{11}".
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { text = "" }
        let name = keysym == 0 ? text : (XKeysymToString(keysym).map { String(cString: $0) } ?? text)
        let phase: KeyPhase
        if isPress {
            phase = keysDown.insert(event.keycode).inserted ? .down : .repeat
        } else {
            keysDown.remove(event.keycode)
            phase = .up
        }
        let raw = RawKey(
            pressed: isPress, string: text.isEmpty ? name : text, keysym: UInt32(truncatingIfNeeded: keysym), keycode: event.keycode,
            state: event.state, time: UInt32(truncatingIfNeeded: event.time))
        return (KeyEvent(key: name, text: text, modifiers: Self.modifiers(event.state), phase: phase), raw)
    }

    /// Keys held when focus left will not send their release to us.
    func focusLost() {
        keysDown.removeAll()
        if let inputContext { XUnsetICFocus(inputContext) }
    }

    func focusGained() {
        if let inputContext { XSetICFocus(inputContext) }
    }

    static func modifiers(_ state: UInt32) -> KeyModifiers {
        var result: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { result.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { result.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { result.insert(.alt) }
        if state & UInt32(Mod4Mask) != 0 { result.insert(.super) }
        return result
    }
}
