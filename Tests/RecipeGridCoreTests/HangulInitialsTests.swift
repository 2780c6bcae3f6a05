import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Hangul initial consonants in type-to-select and search (README, "Korean, Japanese and
/// Chinese"): ㄱ finds 김치찌개 by its first sound, so do ㄱㅊ and 김ㅊ. In grid order the
/// names are Apple Pie, 갈비찜, 김밥, 김치찌개, 된장찌개, 떡볶이, 불고기, 비빔밥.
struct HangulInitialsTests {
    static let names = ["김치찌개", "된장찌개", "불고기", "비빔밥", "김밥", "떡볶이", "갈비찜", "Apple Pie"]

    /// The keysym X names each compatibility jamo by, as the keyboard sends it.
    static let keysyms: [Character: String] = [
        "ㄱ": "Hangul_Kiyeog", "ㄲ": "Hangul_SsangKiyeog", "ㄷ": "Hangul_Dikeud", "ㄸ": "Hangul_SsangDikeud", "ㅂ": "Hangul_Pieub",
        "ㅊ": "Hangul_Cieuc", "ㅉ": "Hangul_SsangJieuj", "김": "김",
    ]

    private func harness(_ names: [String] = names) -> Harness {
        Harness(store: TestCookbook.store(names: names)) { $0.select(0) }
    }

    private func typeJamo(_ text: String, _ h: inout Harness) {
        for (offset, character) in text.enumerated() {
            if offset > 0 { h.advance(by: 0.2) }
            h.press(Self.keysyms[character] ?? String(character), text: String(character))
        }
    }

    @Test("a name's initials replace each syllable by its first consonant, byte for byte")
    func initialsOfNames() throws {
        #expect(HangulInitials.of("김치찌개") == "ㄱㅊㅉㄱ")
        #expect(HangulInitials.of("김치 stew") == "ㄱㅊ stew")
        #expect(HangulInitials.of("apple pie") == nil)
        #expect(HangulInitials.of("カレー") == nil)
        #expect(HangulInitials.of("가") == "ㄱ")
        #expect(HangulInitials.of("힣") == "ㅎ")
        let name = "불고기 (bulgogi)"
        #expect(try #require(HangulInitials.of(name)).utf8.count == name.utf8.count)
    }

    @Test(
        "typing initials selects the first name in grid order that starts with them",
        arguments: [("ㄱ", "갈비찜"), ("ㄱㅊ", "김치찌개"), ("김ㅊ", "김치찌개"), ("ㅂ", "불고기"), ("ㄷ", "된장찌개"), ("ㄸ", "떡볶이"), ("ㄱㅂ", "갈비찜")])
    func typeToSelect(typed: String, expected: String) {
        var h = harness()
        typeJamo(typed, &h)
        #expect(h.selectedName == expected)
        #expect(h.state.toast == nil)
    }

    @Test("initials that start no name keep the selection and say so")
    func noMatch() {
        var h = harness()
        typeJamo("ㅊ", &h)
        #expect(h.selectedName == "Apple Pie")
        #expect(h.state.toast?.text == "No recipe starts with 'ㅊ'")
    }

    @Test("the same consonant again cycles through the names it starts, as a letter does")
    func sameConsonantCycles() {
        var h = harness()
        var seen: [String?] = []
        for _ in 0..<4 {
            typeJamo("ㄱ", &h)
            seen.append(h.selectedName)
            h.advance(by: 0.3)
        }
        #expect(seen == ["갈비찜", "김밥", "김치찌개", "갈비찜"])
    }

    @Test("a name written in decomposed jamo (U+1100…) is found as its syllables")
    func decomposedNames() {
        var h = harness(["\u{1100}\u{1175}\u{11B7}\u{110E}\u{1175}", "Apple Pie"])
        typeJamo("ㄱㅊ", &h)
        #expect(h.selectedName == "\u{1100}\u{1175}\u{11B7}\u{110E}\u{1175}")
    }

    @Test("sorted by something else than name, the grid is scanned in the order shown")
    func unsortedGrid() {
        var typeAhead = TypeAhead()
        let names = ["불고기", "김치찌개", "김밥"]
        let initials = names.map(HangulInitials.of)
        let found = typeAhead.type("ㄱ", at: 0, foldedNames: names, initials: { initials[$0] }, current: nil)
        #expect(found == 1)
    }

    @Test(
        "search matches initials anywhere in a name, alone, mixed with syllables or beside words",
        arguments: [
            ("ㄱㅊ", ["김치찌개"]), ("김ㅊ", ["김치찌개"]), ("ㅉㄱ", ["김치찌개", "된장찌개"]), ("ㅂㅂ", ["비빔밥"]),
            ("ㄱ pie", []), ("ㄱㅂ 찜", ["갈비찜"]), ("ㅍ", []),
        ])
    func search(typed: String, expected: [String]) {
        var h = harness()
        h.press("f", [.control])
        for character in typed {
            h.press(character == " " ? "space" : Self.keysyms[character] ?? String(character), text: String(character))
        }
        #expect(h.state.grid.shown.map { h.state.store.recipes[$0].name } == expected)
    }
}
