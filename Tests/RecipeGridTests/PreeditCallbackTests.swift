import CX11
import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// The on-the-spot callbacks an input method calls inside XFilterEvent (README,
/// "Input methods"), called here as Xlib calls them, in the order IBus's Hangul engine sends
/// them for "r", "k": start, the jamo drawn, replaced by the syllable, the caret moved, done.
@Suite("Preedit callbacks")
struct PreeditCallbackTests {
    /// Calls the draw callback replacing `length` characters from `first` with `text` as
    /// wide characters, the caret after `caret` of them.
    private func draw(_ text: String, first: Int32, length: Int32, caret: Int32, into state: inout cx11_preedit) {
        var wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        wide.withUnsafeMutableBufferPointer { buffer in
            var ximText = XIMText(
                length: UInt16(buffer.count), feedback: nil, encoding_is_wchar: 1, string: .init(wide_char: buffer.baseAddress))
            withUnsafeMutablePointer(to: &ximText) { textPointer in
                var call = XIMPreeditDrawCallbackStruct(caret: caret, chg_first: first, chg_length: length, text: textPointer)
                withUnsafeMutablePointer(to: &state) { client in
                    withUnsafeMutablePointer(to: &call) { cx11_preedit_draw(nil, XPointer(OpaquePointer(client)), XPointer(OpaquePointer($0))) }
                }
            }
        }
    }

    private func call(_ callback: (XIM?, XPointer?, XPointer?) -> Void, _ state: inout cx11_preedit) {
        withUnsafeMutablePointer(to: &state) { callback(nil, XPointer(OpaquePointer($0)), nil) }
    }

    @Test func aSyllableIsComposedReplacedAndDone() {
        var state = cx11_preedit()
        let maximum = withUnsafeMutablePointer(to: &state) { cx11_preedit_start(nil, XPointer(OpaquePointer($0)), nil) }
        #expect(maximum == CX11_PREEDIT_MAX)
        #expect(state.changed == 1)
        state.changed = 0
        draw("ㄱ", first: 0, length: 0, caret: 1, into: &state)
        #expect(state.changed == 1)
        #expect(X11InputContext.preedit(of: &state) == Preedit(text: "ㄱ", caret: 1))
        draw("가", first: 0, length: 1, caret: 1, into: &state)
        #expect(X11InputContext.preedit(of: &state) == Preedit(text: "가", caret: 1))
        draw("나다", first: 1, length: 0, caret: 3, into: &state)
        #expect(X11InputContext.preedit(of: &state) == Preedit(text: "가나다", caret: 3))
        var caret = XIMPreeditCaretCallbackStruct(position: 0, direction: XIMBackwardChar, style: XIMIsPrimary)
        withUnsafeMutablePointer(to: &state) { client in
            withUnsafeMutablePointer(to: &caret) { cx11_preedit_caret(nil, XPointer(OpaquePointer(client)), XPointer(OpaquePointer($0))) }
        }
        #expect(caret.position == 2, "the answer is where the caret is now")
        #expect(X11InputContext.preedit(of: &state) == Preedit(text: "가나다", caret: 2))
        call(cx11_preedit_done, &state)
        #expect(X11InputContext.preedit(of: &state) == nil)
    }

    @Test func aDrawWithNoTextDeletes() {
        var state = cx11_preedit()
        draw("かんじ", first: 0, length: 0, caret: 3, into: &state)
        withUnsafeMutablePointer(to: &state) { client in
            var call = XIMPreeditDrawCallbackStruct(caret: 1, chg_first: 1, chg_length: 5, text: nil)
            withUnsafeMutablePointer(to: &call) { cx11_preedit_draw(nil, XPointer(OpaquePointer(client)), XPointer(OpaquePointer($0))) }
        }
        #expect(X11InputContext.preedit(of: &state) == Preedit(text: "か", caret: 1), "a change past the end is cut to it")
    }

    /// Multi-byte text is in the locale's encoding: UTF-8 here, set for this thread only.
    @Test func multiByteTextIsReadInTheLocalesEncoding() throws {
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        var state = cx11_preedit()
        var bytes = Array("한국".utf8CString)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var ximText = XIMText(length: 2, feedback: nil, encoding_is_wchar: 0, string: .init(multi_byte: buffer.baseAddress))
            withUnsafeMutablePointer(to: &ximText) { textPointer in
                var call = XIMPreeditDrawCallbackStruct(caret: 2, chg_first: 0, chg_length: 0, text: textPointer)
                withUnsafeMutablePointer(to: &state) { client in
                    withUnsafeMutablePointer(to: &call) { cx11_preedit_draw(nil, XPointer(OpaquePointer(client)), XPointer(OpaquePointer($0))) }
                }
            }
        }
        #expect(X11InputContext.preedit(of: &state) == Preedit(text: "한국", caret: 2))
    }

    @Test func aCaretInsideACharacterCountsInCharacters() {
        // "e" and a combining acute are two code points and one character.
        #expect(X11InputContext.preedit([0x65, 0x301, 0x61], caret: 2) == Preedit(text: "e\u{301}a", caret: 1))
        #expect(X11InputContext.preedit([], caret: 0) == nil)
    }
}
