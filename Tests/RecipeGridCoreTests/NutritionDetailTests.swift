import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The detail's nutrition: a serving's worth as the recipe writes it, and the total for the
/// servings chosen, which follows the servings control.
struct NutritionDetailTests {
    private func harness() -> Harness {
        var recipe = TestCookbook.recipe("Flapjacks", ingredients: ["200 g oats"], steps: ["Bake."])
        guard case .held(var content) = recipe.content else { fatalError("held") }
        content.nutrition = Nutrition(facts: [
            NutritionFact(field: .servingSize, value: "1 bar"), NutritionFact(field: .calories, value: "240 kcal"),
            NutritionFact(field: .fatContent, value: "12,5 g"), NutritionFact(field: .sugarContent, value: "trace"),
        ])
        recipe.content = .held(content)
        return Harness(store: TestCookbook.store([recipe])) { $0.select(0) }
    }

    @Test("a serving's worth as written, the total for the servings shown, both as a screen reader's list")
    func totalsFollowTheServings() throws {
        var h = harness()
        h.press("Return")
        let layout = try #require(h.state.detail.layout)
        #expect(
            layout.nutritionItems.map(\.text) == [
                "Serving size: 1 bar", "Calories: 240 kcal a serving, 960 kcal for 4", "Fat: 12,5 g a serving, 50 g for 4", "Sugar: trace",
            ])
        #expect(layout.lines.contains { $0.text == "For 4" } && layout.lines.contains { $0.text == "A serving" })
        h.press("minus")
        h.press("minus")
        h.press("minus")
        #expect(h.state.openServings?.current == 1)
        #expect(h.state.detail.layout?.nutritionItems[1].text == "Calories: 240 kcal")
        let tree = AccessibleView.tree(h.state, measurer: FakeMeasurer())
        #expect(tree.nodes[.nutritionFact(1)]?.name == "Calories: 240 kcal")
    }

    @Test(
        "values scale by their leading number or range; words do not",
        arguments: [
            ("240 kcal", 2.0, "480 kcal"), ("12.5g", 3.0, "37.5g"), ("12,5 g", 2.0, "25 g"), ("10-12 g", 2.0, "20–24 g"),
            ("0.3 g sodium", 3.0, "0.9 g sodium"), ("trace", 2.0, nil), ("", 2.0, nil),
        ] as [(String, Double, String?)])
    func scaling(value: String, factor: Double, expected: String?) {
        #expect(NutritionScaling.scaled(value, by: factor) == expected)
    }
}
