import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// The servings control of the detail and its keys (README, Servings and units).
struct ServingsTests {
    /// 0 Bread (serves 4), 1 Stew (no yield); Bread's step names an oven temperature and amounts.
    static func kitchen() -> CookbookStore {
        var stew = TestCookbook.recipe("Stew", ingredients: ["1 onion"])
        if case .held(var content) = stew.content {
            content.yield = nil
            stew.content = .held(content)
        }
        return TestCookbook.store([
            TestCookbook.recipe(
                "Bread", ingredients: ["2 cups flour", "1 tsp salt", "2 eggs", "salt to taste"], steps: ["Bake 2 cups of it at 350°F for 30 minutes."]
            ),
            stew,
        ])
    }

    /// Bread's detail open with focus on its back button.
    static func opened(_ direction: LayoutDirection = .ltr, recipe: Int = 0) -> Harness {
        var h = Harness(store: kitchen(), direction: direction) { $0.select(recipe) }
        h.press("Return")
        return h
    }

    /// Bread's detail with focus on the servings control (back, rating, servings).
    static func onServings(_ direction: LayoutDirection = .ltr) -> Harness {
        var h = opened(direction)
        h.press(["Tab", "Tab"])
        return h
    }

    static func current(_ h: Harness) -> Int? { h.state.openServings?.current }

    @Test("Tab reaches the servings control after the rating, and it starts at the recipe's own yield")
    func tabReachesServings() {
        let h = Self.onServings()
        #expect(h.state.focus == .detailServings)
        #expect(h.state.focus.traceName == "detail.servings")
        #expect(h.state.openServings?.base == 4 && Self.current(h) == 4)
        #expect(h.state.detail.layout?.servingsLabel == "Serves 4")
    }

    struct Press: Sendable, CustomTestStringConvertible {
        var direction: LayoutDirection
        var key: String
        var servings: Int
        var testDescription: String { "\(direction) \(key) → \(servings)" }
    }

    @Test(
        "arrows on the focused control step by one; Right and Left swap in rtl",
        arguments: [
            Press(direction: .ltr, key: "Up", servings: 5), Press(direction: .ltr, key: "Down", servings: 3),
            Press(direction: .ltr, key: "Right", servings: 5), Press(direction: .ltr, key: "Left", servings: 3),
            Press(direction: .ltr, key: "KP_Up", servings: 5), Press(direction: .ltr, key: "KP_Down", servings: 3),
            Press(direction: .rtl, key: "Up", servings: 5), Press(direction: .rtl, key: "Down", servings: 3),
            Press(direction: .rtl, key: "Left", servings: 5), Press(direction: .rtl, key: "Right", servings: 3),
        ])
    func arrows(press: Press) {
        var h = Self.onServings(press.direction)
        h.press(press.key)
        #expect(Self.current(h) == press.servings)
        #expect(h.state.focus == .detailServings)
        #expect(h.state.detail.scroll == 0, "the arrow does not also scroll the detail")
    }

    @Test(
        "+ and - change the servings anywhere in the detail, keypad included",
        arguments: [("plus", 5), ("KP_Add", 5), ("minus", 3), ("KP_Subtract", 3)], [0, 1, 2, 3])
    func plusAndMinus(press: (key: String, servings: Int), tabs: Int) {
        let (key, servings) = press
        var h = Self.opened()
        for _ in 0..<tabs { h.press("Tab") }
        let focus = h.state.focus
        h.press(key, key == "plus" ? [.shift] : [])
        #expect(Self.current(h) == servings)
        #expect(h.state.focus == focus)
    }

    @Test("servings never go below one, by arrow, minus or a click on −")
    func minimumOne() throws {
        var h = Self.onServings()
        for _ in 0..<6 { h.press("Down") }
        #expect(Self.current(h) == 1)
        h.press("minus")
        #expect(Self.current(h) == 1)
        let layout = try #require(h.state.detail.layout)
        let minus = layout.toWindow(layout.servingsMinus, scroll: h.state.detail.scroll)
        h.send(.buttonPressed(button: 1, at: Point(x: minus.midX, y: minus.midY), modifiers: []))
        #expect(Self.current(h) == 1)
        #expect(!h.state.isEnabled(.fewerServings) && h.state.isEnabled(.moreServings))
    }

    @Test("clicking + adds a serving and leaves focus where it was")
    func clickPlus() throws {
        var h = Self.opened()
        let layout = try #require(h.state.detail.layout)
        let plus = layout.toWindow(layout.servingsPlus, scroll: h.state.detail.scroll)
        h.send(.buttonPressed(button: 1, at: Point(x: plus.midX, y: plus.midY), modifiers: []))
        #expect(Self.current(h) == 5)
        #expect(h.state.focus == .detailBack)
    }

    @Test("Home returns to the recipe's own yield, which is then not remembered")
    func homeReturnsToBase() {
        var h = Self.onServings()
        h.press(["Up", "Up"])
        #expect(h.state.servings == ["test#Bread": 6])
        h.press("Home")
        #expect(Self.current(h) == 4)
        #expect(h.state.servings.isEmpty)
        #expect(h.state.detail.scroll == 0)
    }

    struct Typing: Sendable, CustomTestStringConvertible {
        /// Digits and the seconds waited before each.
        var digits: [(Character, Seconds)]
        var servings: Int
        var testDescription: String { digits.map { "\($0.0)" + ($0.1 > 0 ? "(+\($0.1)s)" : "") }.joined(separator: " ") + " → \(servings)" }
    }

    @Test(
        "digits typed within a second make one number, at most 999; a pause starts a new one; zero alone does nothing",
        arguments: [
            Typing(digits: [("1", 0), ("2", 0.4)], servings: 12),
            Typing(digits: [("1", 0), ("2", 1.5)], servings: 2),
            Typing(digits: [("9", 0), ("9", 0.2), ("9", 0.2)], servings: 999),
            Typing(digits: [("1", 0), ("0", 0.2), ("0", 0.2), ("5", 0.2)], servings: 5),
            Typing(digits: [("0", 0)], servings: 4),
            Typing(digits: [("0", 0), ("7", 0.3)], servings: 7),
            Typing(digits: [("8", 0)], servings: 8),
        ])
    func digits(typing: Typing) {
        var h = Self.onServings()
        for (digit, wait) in typing.digits {
            h.advance(by: wait)
            h.press(String(digit))
        }
        #expect(Self.current(h) == typing.servings)
        #expect(h.state.focus == .detailServings)
    }

    @Test("keypad digits type too")
    func keypadDigits() {
        var h = Self.onServings()
        h.press("KP_2")
        h.advance(by: 0.3)
        h.press("KP_0")
        #expect(Self.current(h) == 20)
    }

    @Test("every ingredient is shown scaled; steps keep their amounts and only convert temperatures")
    func scaledLines() throws {
        var h = Self.onServings()
        h.press(["Up", "Up", "Up", "Up"])
        #expect(h.state.shownIngredients == ["4 cups flour", "2 tsp salt", "4 eggs", "salt to taste"])
        let texts = try #require(h.state.detail.layout).lines.map(\.text)
        #expect(texts.contains("4 cups flour") && !texts.contains("2 cups flour"))
        #expect(texts.contains { $0.contains("Bake 2 cups of it at 350°F") })
        h.press("u", [.control])
        #expect(h.state.units == .metric)
        let layout = try #require(h.state.detail.layout)
        let metric = try #require(layout.lines.first { $0.text.hasPrefix("Bake") }).text
        #expect(metric.contains("2 cups of it") && metric.contains("175 °C"), "\(metric)")
    }

    @Test("a yield with no number counts batches from one")
    func yieldWithoutNumber() {
        var h = Self.opened(recipe: 1)
        #expect(h.state.openServings?.base == 1)
        #expect(h.state.detail.layout?.servingsLabel == "1 batch")
        h.press("plus", [.shift])
        #expect(h.state.detail.layout?.servingsLabel == "2 batches")
        #expect(h.state.shownIngredients == ["2 onions"])
    }
}
