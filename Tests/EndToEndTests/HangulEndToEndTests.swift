import Foundation
import Testing

/// Hangul initial consonants typed on a real keyboard select Korean recipes (README,
/// "Korean, Japanese and Chinese"): the keys send the Hangul keysyms (Hangul_Kiyeog is
/// ㄱ), which the test server's US map lacks, so they are put on spare keys as a Korean
/// layout would have them. The cookbook is the test cookbook and five Korean recipes,
/// which sort after every Latin name: 김밥, 김치찌개, 된장찌개, 불고기, 비빔밥.
@Suite("Hangul initials end to end")
struct HangulEndToEndTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/cjk/korean.json")

    @Test func initialConsonantsSelectTheFirstRecipeTheyStart() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cookbook = directory.appendingPathComponent("cookbook")
        try FileManager.default.createDirectory(at: cookbook, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: cookbook.appendingPathComponent("korean.json"))

        try withRecipeGrid(cookbookDirectory: cookbook) { app in
            for keysym in ["Hangul_Kiyeog", "Hangul_Cieuc", "Hangul_Pieub"] { try app.keyboard.bindSpareKey(to: keysym) }
            let first = try app.press("Hangul_Kiyeog")
            #expect(first.selection == "김밥", "ㄱ: the first name in grid order that starts with it: \(first)")
            let second = try app.press("Hangul_Cieuc")
            #expect(second.selection == "김치찌개", "ㄱㅊ: \(second)")
            #expect(second.toast == nil)

            // A second later the buffer has ended: ㅂ starts a prefix of its own.
            Thread.sleep(forTimeInterval: 1.3)
            let pieub = try app.press("Hangul_Pieub")
            #expect(pieub.selection == "불고기", "ㅂ: 불고기 comes before 비빔밥: \(pieub)")
            #expect(pieub.selectionIndex.map { $0 > 0 } == true)
        }
    }
}
