import Foundation
import Testing

/// Nutrition by real keys, read as a screen reader reads it: a serving's worth and the
/// total for the servings chosen, which follows + and −; then edited in the editor,
/// written back into the recipe's NutritionInformation, and shown scaled again.
@Suite("Nutrition end to end")
struct NutritionEndToEndTests {
    private func nutritionItems(_ bus: AccessibilityBus, _ session: AppSession) throws -> [String] {
        let lines = try bus.run("tree", display: session.server.displayName)
        let nodes = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        return nodes.filter { $0["role"] as? String == "list item" }.compactMap { $0["name"] as? String }.filter {
            $0.hasPrefix("Calories") || $0.hasPrefix("Protein")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func scaledWithServingsThenEdited() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("quinoa.json")
        try Data(
            #"""
            {"@type": "Recipe", "name": "Quinoa Bowl", "identifier": "bowl-1", "recipeYield": "4",
             "nutrition": {"@type": "NutritionInformation", "calories": "240 kcal", "proteinContent": "12 g", "cholesterolContent": "0 mg"}}
            """#.utf8
        ).write(to: file)
        let bus = try AccessibilityBus(enabled: true)
        defer { bus.stop() }
        try withRecipeGrid(cookbookDirectory: folder, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) { session in
            try session.press("Home", .control)
            try #require(try session.type("quin").selection == "Quinoa Bowl")
            try #require(try session.press("Return").servings?.current == 4)
            #expect(try nutritionItems(bus, session) == ["Calories: 240 kcal a serving, 960 kcal for 4", "Protein: 12 g a serving, 48 g for 4"])
            try #require(try session.press("plus").servings?.current == 5)
            let five = try nutritionItems(bus, session)
            #expect(five == ["Calories: 240 kcal a serving, 1200 kcal for 5", "Protein: 12 g a serving, 60 g for 5"], "\(five)")

            try #require(try session.press("F2").screen == "editor")
            for _ in 0..<40 where session.trace.lines.last?.focus != "editor.nutrition.calories" { try session.press("Tab") }
            try #require(session.trace.lines.last?.focus == "editor.nutrition.calories")
            try session.press("a", .control)
            try session.type("300 kcal")
            let saved = try session.press("s", .control)
            #expect(saved.screen == "detail" && saved.recipe == "Quinoa Bowl" && saved.servings?.current == 5, "\(saved)")
            let edited = try nutritionItems(bus, session)
            #expect(edited == ["Calories: 300 kcal a serving, 1500 kcal for 5", "Protein: 12 g a serving, 60 g for 5"], "\(edited)")
            let written = try String(contentsOf: file, encoding: .utf8)
            #expect(written.contains(#""calories": "300 kcal", "proteinContent": "12 g", "cholesterolContent": "0 mg"}"#), "\(written)")
        }
    }
}
