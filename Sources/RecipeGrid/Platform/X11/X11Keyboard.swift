import CX11
import FoundationEssentials
import Glibc
import RecipeGridCore

/// Turns X key events into neutral `KeyEvent`s through the layout and an input method.
///
/// Keysyms come from the active layout (never raw keycodes), text from
/// `Xutf8LookupString` on an input context once one is open (`X11InputContext`), so dead
/// keys, Compose and the input methods of Korean, Japanese and Chinese work, and from
/// `XLookupString` in the locale's encoding before. With XKB
/// detectable auto-repeat a held key sends presses without releases, which is how a
/// repeat is told from a fresh press.
@MainActor
final class X11Keyboard {
    private let display: X11Display
    private var inputMethod: XIM?
    private var inputContext: X11InputContext?
    /// The focused text field's caret as the last frame drew it, for a context opened later.
    private var caret: Rect?
    private var windowFocused = true
    private var keysDown: Set<UInt32> = []

    private let window: Window
    private var inputMethodOpened = false
    /// The built-in input method waits for the first key that needs it.
    private var builtInInputMethodWaiting = false

    init(display: X11Display, window: Window) {
        self.display = display
        self.window = window
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display.handle, 1, &supported)
    }

    /// Chooses the input method once the first frame is flushed. A server the user named in
    /// XMODIFIERS (IBus, Fcitx) is connected now: it may take any key. The built-in one only
    /// adds dead keys and Compose, and opening it reads the locale's whole Compose file (some
    /// 20 ms, no cache when running as root), so it is opened at the first dead key or
    /// Compose key instead: no key waits for it before then, and a user who never
    /// composes never pays for it. Keys before then are looked up by `XLookupString`.
    func openInputMethod() {
        guard !inputMethodOpened, !builtInInputMethodWaiting else { return }
        // Xlib fetches the keyboard map at the first lookup of any key (8 is X's lowest
        // keycode), a round trip: now rather than in the first key's way.
        _ = XkbKeycodeToKeysym(display.handle, 8, 0, 0)
        guard let modifiers = XSetLocaleModifiers("").map({ String(cString: $0) }) else {
            _ = XSetLocaleModifiers("@im=none")
            builtInInputMethodWaiting = true
            return
        }
        // Thai's built-in method checks every key's place in a syllable: it is needed at once.
        let thai = setlocale(LC_CTYPE, nil).map { String(cString: $0).hasPrefix("th") } ?? false
        let server = Self.inputMethodServer(modifiers).map { $0 != "none" && $0 != "local" } == true
        if thai || server {
            open(server: server)
        } else {
            builtInInputMethodWaiting = true
        }
    }

    /// Opens the built-in input method when `event` is the first key that needs it (a dead
    /// key or Multi_key): the caller then gives the event to `XFilterEvent` again, so that
    /// this key starts its sequence.
    func opensInputMethod(for event: inout XKeyEvent) -> Bool {
        guard builtInInputMethodWaiting else { return false }
        var keysym: KeySym = 0
        _ = XLookupString(&event, nil, 0, &keysym, nil)
        guard Self.startsComposeSequence(keysym) else { return false }
        builtInInputMethodWaiting = false
        open(server: false)
        return inputContext != nil
    }

    private func open(server: Bool) {
        inputMethodOpened = true
        var builtIn = !server
        inputMethod = XOpenIM(display.handle, nil, nil, nil)
        if inputMethod == nil {
            _ = XSetLocaleModifiers("@im=none")
            inputMethod = XOpenIM(display.handle, nil, nil, nil)
            builtIn = true
        }
        guard let inputMethod else { return }
        inputContext = X11InputContext(method: inputMethod, window: window, display: display.handle, builtIn: builtIn, caret: caret)
        inputContext?.windowFocusChanged(windowFocused)
    }

    /// Where the focused text field's caret is now, nil when no text field has the focus.
    func caretMoved(to rect: Rect?) {
        caret = rect
        inputContext?.caretMoved(to: rect)
    }

    /// What the input method composes, when it changed since the last call (see
    /// `X11InputContext.takePreeditChange`).
    func takePreeditChange() -> Preedit?? { inputContext?.takePreeditChange() }

    /// The input method server `@im=` names in locale modifiers like "@im=ibus", if any.
    nonisolated static func inputMethodServer(_ modifiers: String) -> String? {
        guard let start = modifiers.firstRange(of: "@im=") else { return nil }
        let name = modifiers[start.upperBound...].prefix { $0 != "@" }
        return name.isEmpty ? nil : String(name)
    }

    /// Dead keys (dead_grave … dead_longsolidusoverlay) and Multi_key, which begin every
    /// sequence of the Compose files X ships.
    nonisolated static func startsComposeSequence(_ keysym: KeySym) -> Bool {
        keysym == KeySym(XK_Multi_key) || (0xFE50...0xFE93).contains(keysym)
    }

    /// The neutral event for a KeyPress/KeyRelease and the key as X names it (for listening
    /// tools), or nil for bare modifier keys other than Alt.
    func translate(_ event: inout XKeyEvent, isPress: Bool) -> (KeyEvent, RawKey)? {
        var keysym: KeySym = 0
        var text = ""
        if isPress, let inputContext = inputContext?.handle {
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
            if isPress { text = Self.text(buffer[0..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, keysym: keysym) }
        }
        // Bare modifiers are not keys to the app, except Alt, whose press and release alone open the menu bar.
        let altKeys = [KeySym(XK_Alt_L), KeySym(XK_Alt_R), KeySym(XK_Meta_L), KeySym(XK_Meta_R)]
        if keysym != 0 && cx11_is_modifier_key(keysym) != 0 && !altKeys.contains(keysym) { return nil }
        if let jamo = Self.hangulLetter(keysym), text.unicodeScalars.count <= 1 { text = jamo }
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

    /// The text `XLookupString` gave: in the locale's encoding, UTF-8 in a UTF-8 locale and
    /// Latin-1 in the C locale; nothing for a Unicode keysym outside them (an emoji key).
    nonisolated static func text(_ bytes: [UInt8], keysym: KeySym) -> String {
        if bytes.isEmpty, (0x0100_0100...0x0110_FFFF).contains(keysym), let scalar = Unicode.Scalar(UInt32(keysym - 0x0100_0000)) {
            return String(Character(scalar))
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// The letter a Korean keysym types, Hangul_Kiyeog…Hangul_I: the compatibility jamo
    /// ㄱ…ㅣ in order, as keysymdef.h has them and a Korean keyboard shows them. Xlib's own
    /// conversion gives conjoining jamo (U+1100…) instead, and Hangul_Kiyeog as ᄁ, which
    /// neither type-to-select nor search could match.
    nonisolated static func hangulLetter(_ keysym: KeySym) -> String? {
        guard (0x0EA1...0x0ED3).contains(keysym), let scalar = Unicode.Scalar(UInt32(0x3131 + keysym - 0x0EA1)) else { return nil }
        return String(Character(scalar))
    }

    /// Keys held when focus left will not send their release to us.
    func focusLost() {
        keysDown.removeAll()
        windowFocused = false
        inputContext?.windowFocusChanged(false)
    }

    func focusGained() {
        windowFocused = true
        inputContext?.windowFocusChanged(true)
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
