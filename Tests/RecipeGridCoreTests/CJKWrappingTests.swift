import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Wrapping Korean, Japanese and Chinese text (README, "Korean, Japanese and Chinese"):
/// lines break between characters where no word spaces them, keep punctuation on the
/// right side, and stay inside their width. The fake measurer gives every character the
/// same width: 5.5 px at size 10, so a width of 55 holds 10 characters.
struct CJKWrappingTests {
    private let style = TextStyle(size: 10)

    private func wrapped(_ text: String, characters: Int) -> [String] {
        // A hair more than the characters take: 0.55 × 10 × n is not always exactly 5.5 × n.
        TextWrapping.wrap(text, width: 5.5 * Double(characters) + 0.001, style: style, measurer: FakeMeasurer())
    }

    static let paragraphs: [(text: String, width: Int, lines: [String])] = [
        ("돼지고기와 김치를 넣고 중간 불에서 볶아 주세요.", 8, ["돼지고기와 김치", "를 넣고 중간", "불에서 볶아 주", "세요."]),
        ("김치찌개를끓인다", 5, ["김치찌개를", "끓인다"]),
        ("鍋にだしを入れて、中火で煮る。", 7, ["鍋にだしを入れ", "て、中火で煮", "る。"]),
        ("弱火で「ことこと」煮ます。", 5, ["弱火で「こ", "とこと」煮", "ます。"]),
        ("把豆腐切成小块，放入锅中。", 6, ["把豆腐切成小", "块，放入锅", "中。"]),
        ("加入Le Creuset锅中", 8, ["加入Le", "Creuset锅", "中"]),
        ("烤箱预热至200°C，烤25分钟", 9, ["烤箱预热至", "200°C，烤", "25分钟"]),
    ]

    @Test("CJK text wraps between characters, punctuation kept on its side, Latin words whole", arguments: paragraphs)
    func wraps(text: String, width: Int, lines: [String]) {
        #expect(wrapped(text, characters: width) == lines)
    }

    @Test("every line fits its width, and the lines put back together are the text")
    func linesFitAndCoverTheText() {
        let text = "냄비에 물을 붓고 멸치와 다시마를 넣어 10분간 끓인 뒤 건져 내세요. 鍋に水を入れ、沸騰したら弱火にします。"
        for width in [3, 5, 8, 13, 21] {
            let lines = wrapped(text, characters: width)
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width): \(lines)")
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
            #expect(lines.allSatisfy { !$0.hasPrefix("。") && !$0.hasPrefix("、") && !$0.hasSuffix("「") }, "width \(width)")
        }
    }

    @Test("the editor's many-line fields break CJK text as the detail does, spans of the text")
    func multilineFieldsBreakBetweenCharacters() {
        var geometry = multilineGeometry
        geometry.width = 11 * 5 + 0.001  // five characters at size 20
        let characters = Array("김치찌개를 끓인다。鍋にだしを入れる。")
        let layout = MultilineTextLayout(characters, geometry: geometry)
        let lines = layout.lines.map { String(characters[$0.start..<$0.end]) }
        #expect(lines == ["김치찌개를 ", "끓인다。鍋", "にだしを入", "れる。"])
    }
}
