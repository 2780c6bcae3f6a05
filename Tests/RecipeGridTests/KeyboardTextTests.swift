import CX11
import Testing

@testable import RecipeGrid

/// How a key's text is read before the input method is open, and which keys open it.
@Suite("Keyboard text")
struct KeyboardTextTests {
    @Test func theInputMethodServerComesFromTheLocaleModifiers() {
        #expect(X11Keyboard.inputMethodServer("@im=ibus") == "ibus")
        #expect(X11Keyboard.inputMethodServer("@im=fcitx@other=x") == "fcitx")
        #expect(X11Keyboard.inputMethodServer("") == nil)
        #expect(X11Keyboard.inputMethodServer("@im=") == nil)
    }

    @Test func deadKeysAndMultiKeyStartComposeSequencesAndLettersDoNot() {
        #expect(X11Keyboard.startsComposeSequence(KeySym(XK_dead_acute)))
        #expect(X11Keyboard.startsComposeSequence(KeySym(XK_dead_diaeresis)))
        #expect(X11Keyboard.startsComposeSequence(KeySym(XK_Multi_key)))
        #expect(!X11Keyboard.startsComposeSequence(KeySym(XK_e)))
        #expect(!X11Keyboard.startsComposeSequence(KeySym(XK_Shift_L)))
    }

    @Test func textIsUTF8OrLatin1AndAUnicodeKeysymOutsideTheLocaleIsItsCharacter() {
        #expect(X11Keyboard.text(Array("ф".utf8), keysym: KeySym(XK_Cyrillic_ef)) == "ф")
        #expect(X11Keyboard.text([0xE9], keysym: KeySym(XK_eacute)) == "é", "the C locale's Latin-1")
        #expect(X11Keyboard.text([], keysym: 0x0101_F600) == "😀")
        #expect(X11Keyboard.text([], keysym: KeySym(XK_Right)) == "")
    }

    @Test func koreanKeysymsTypeCompatibilityJamoAsTheirKeysShowThem() {
        #expect(X11Keyboard.hangulLetter(0x0EA1) == "ㄱ", "Hangul_Kiyeog")
        #expect(X11Keyboard.hangulLetter(0x0EBA) == "ㅊ", "Hangul_Cieuc")
        #expect(X11Keyboard.hangulLetter(0x0EBE) == "ㅎ", "Hangul_Hieuh")
        #expect(X11Keyboard.hangulLetter(0x0ED3) == "ㅣ", "Hangul_I")
        #expect(X11Keyboard.hangulLetter(KeySym(XK_g)) == nil)
        #expect(X11Keyboard.hangulLetter(0x0ED4) == nil, "Hangul_J_Kiyeog, a final, is not a letter of the keyboard")
    }
}
