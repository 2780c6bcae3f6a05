import CX11
import FoundationEssentials
import RecipeGridCore

/// The input context keys go through once an input method is open, in the best style the
/// method offers, so that what it composes shows where the caret is (README, "Input methods"):
///
/// - on-the-spot: the method tells us its preedit through callbacks and the core draws it
///   in the focused field, underlined (`takePreeditChange`); its candidate list (Hanja,
///   kanji) opens at the caret (`XNSpotLocation`, which IBus reads in this style too);
/// - over-the-spot: the method draws the preedit in a window of its own, put at the caret
///   (`XNSpotLocation`, moved with the caret);
/// - root-window: the method's window is wherever it puts it (all the built-in method,
///   which only does dead keys and Compose, offers).
///
/// Focus: a server (IBus, Fcitx) has the focus only while a text field has it, so keys
/// elsewhere — arrows, type-to-select, shortcuts — come straight to the app and never into
/// a preedit that has nowhere to show. The built-in method keeps it everywhere, as before:
/// a dead key then a letter type-selects "Éclair" in the grid.
@MainActor
final class X11InputContext {
    enum Style {
        case onTheSpot, overTheSpot, rootWindow
    }

    let handle: XIC
    let style: Style
    /// What the on-the-spot callbacks leave. The context lives as long as the window, and
    /// this with it.
    private let preedit: UnsafeMutablePointer<cx11_preedit>?
    /// The over-the-spot method draws its preedit with these.
    private let fonts: XFontSet?
    private let composesEverywhere: Bool
    private var caret: Rect?
    private var windowFocused = true
    private var focused = false
    private var spot: (x: Int16, y: Int16)?

    /// A context on `window` of `method`; `builtIn` for X's own method (dead keys, Compose).
    init?(method: XIM, window: Window, display: OpaquePointer, builtIn: Bool, caret: Rect?) {
        composesEverywhere = builtIn
        self.caret = caret
        let styles = Int(cx11_input_styles(method))
        let spot = Self.spot(of: caret)
        var preedit: UnsafeMutablePointer<cx11_preedit>?
        var fonts: XFontSet?
        var made: (XIC, Style)?
        if styles & Int(CX11_ON_THE_SPOT) != 0 {
            let state = UnsafeMutablePointer<cx11_preedit>.allocate(capacity: 1)
            state.initialize(to: cx11_preedit())
            if let ic = cx11_create_ic_on_the_spot(method, window, state) {
                preedit = state
                made = (ic, .onTheSpot)
            } else {
                state.deallocate()
            }
        }
        if made == nil, styles & Int(CX11_OVER_THE_SPOT) != 0, let set = cx11_create_font_set(display) {
            if let ic = cx11_create_ic_over_the_spot(method, window, set, spot.x, spot.y) {
                fonts = set
                made = (ic, .overTheSpot)
            } else {
                XFreeFontSet(display, set)
            }
        }
        if made == nil, let ic = cx11_create_ic(method, window) { made = (ic, .rootWindow) }
        guard let (handle, style) = made else { return nil }
        self.handle = handle
        self.style = style
        self.preedit = preedit
        self.fonts = fonts
        if style == .overTheSpot { self.spot = spot }
        applyFocus()
        follow(caret)
    }

    /// The focused field's caret moved, or no text field has the focus (nil): the method
    /// gains or loses the focus, and its window follows the caret.
    func caretMoved(to rect: Rect?) {
        caret = rect
        applyFocus()
        follow(rect)
    }

    /// Tells the method where the caret is now, when it moved: the spot its windows open at.
    private func follow(_ rect: Rect?) {
        guard style != .rootWindow, rect != nil else { return }
        let moved = Self.spot(of: rect)
        guard spot.map({ $0 != moved }) ?? true else { return }
        spot = moved
        cx11_set_spot(handle, moved.x, moved.y)
    }

    func windowFocusChanged(_ focused: Bool) {
        windowFocused = focused
        applyFocus()
    }

    private func applyFocus() {
        let wanted = windowFocused && (composesEverywhere || caret != nil)
        guard wanted != focused else { return }
        focused = wanted
        if wanted { XSetICFocus(handle) } else { XUnsetICFocus(handle) }
    }

    /// The preedit as the callbacks left it, when it changed since the last call: `.some(nil)`
    /// when the method composes nothing any more, nil when nothing changed.
    func takePreeditChange() -> Preedit?? {
        guard let preedit, preedit.pointee.changed != 0 else { return nil }
        preedit.pointee.changed = 0
        return .some(Self.preedit(of: &preedit.pointee))
    }

    /// The preedit the callbacks left in `state`, nil when empty.
    nonisolated static func preedit(of state: inout cx11_preedit) -> Preedit? {
        let length = Int(max(0, min(state.length, CX11_PREEDIT_MAX)))
        let codePoints = withUnsafeBytes(of: &state.text) { Array($0.bindMemory(to: UInt32.self).prefix(length)) }
        return preedit(codePoints, caret: Int(state.caret))
    }

    /// The preedit of `codePoints` with the caret after `caret` of them, counted again in
    /// characters as the core counts; nil when empty.
    nonisolated static func preedit(_ codePoints: [UInt32], caret: Int) -> Preedit? {
        let scalars = codePoints.compactMap(Unicode.Scalar.init)
        guard !scalars.isEmpty else { return nil }
        let before = String(String.UnicodeScalarView(scalars.prefix(max(0, min(caret, scalars.count)))))
        return Preedit(text: String(String.UnicodeScalarView(scalars)), caret: before.count)
    }

    /// Where the method's window goes for a caret: its foot, in whole pixels.
    private static func spot(of caret: Rect?) -> (x: Int16, y: Int16) {
        guard let caret else { return (0, 0) }
        func clamped(_ value: Double) -> Int16 { Int16(max(Double(Int16.min), min(Double(Int16.max), value.rounded()))) }
        return (clamped(caret.x), clamped(caret.maxY))
    }
}
