import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// View ▸ Units and Ctrl+U, what is saved of servings and units, and the commands that
/// take a recipe's lines as shown: grocery, Copy, Export, cooking mode, the trace and the
/// accessible tree (README, Servings and units).
struct UnitsAndScaledCommandsTests {
    private func trace(_ h: Harness) throws -> [String: Any] {
        let line = TraceRecord(seq: 1, event: .key, key: "x", micros: 1).json(for: h.state)
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// Bread's detail at 8 servings (base 4).
    private func doubled() -> Harness {
        var h = ServingsTests.opened()
        for _ in 0..<4 { h.press("plus", [.shift]) }
        return h
    }

    @Test("Ctrl+U cycles As Written, Metric, US and back, with a toast, anywhere")
    func ctrlUCycles() {
        var h = Harness(store: ServingsTests.kitchen())
        #expect(h.state.units == .written)
        var seen: [(UnitSystem, String?)] = []
        for _ in 0..<3 {
            h.press("u", [.control])
            seen.append((h.state.units, h.state.toast?.text))
        }
        #expect(seen.map(\.0) == [.metric, .us, .written])
        #expect(seen.map(\.1) == ["Units: Metric", "Units: US", "Units: As Written"])
    }

    @Test("View ▸ Units checks the chosen system, and choosing an item sets it", arguments: [Command.unitsWritten, .unitsMetric, .unitsUS])
    func unitsMenu(command: Command) {
        var h = ServingsTests.opened()
        var context = UpdateContext(now: h.now, measurer: h.measurer)
        h.model.state.perform(command, context: &context)
        for other in [Command.unitsWritten, .unitsMetric, .unitsUS] {
            #expect(h.state.isOn(other) == (other == command), "\(other)")
        }
        let units = MenuBar.menus.first { $0.id == "view" }?.items.first { $0.title == "Units" }?.submenu.compactMap(\.command)
        #expect(units == [.unitsWritten, .unitsMetric, .unitsUS, .cycleUnits])
        #expect(KeyBindings.shortcut(for: .cycleUnits) == "Ctrl+U")
        #expect(KeyBindings.shortcut(for: .moreServings) == "+" && KeyBindings.shortcut(for: .fewerServings) == "-")
    }

    @Test("servings (only where they differ from the yield) and units are saved, and restored")
    func persistence() throws {
        var h = doubled()
        h.press("u", [.control])
        let saved = h.state.savedState
        #expect(saved.servings == ["test#Bread": 8])
        #expect(saved.units == .metric)
        let json = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(SavedState.self, from: json)
        #expect(decoded == saved)

        var restored = Harness(store: ServingsTests.kitchen()) { $0.restore(decoded) }
        #expect(restored.state.units == .metric)
        restored.press("Return")
        #expect(restored.state.openServings?.current == 8)
        #expect(restored.state.detail.layout?.servingsLabel == "Serves 8")
    }

    @Test("an old state file without servings or units reads as none chosen; servings out of range are dropped")
    func tolerantDecoding() throws {
        let old = try JSONDecoder().decode(SavedState.self, from: Data(#"{"version":1}"#.utf8))
        #expect(old.servings.isEmpty && old.units == .written)
        let odd = try JSONDecoder().decode(SavedState.self, from: Data(#"{"servings":{"a":0,"b":6,"c":1000},"units":"us"}"#.utf8))
        #expect(odd.servings == ["b": 6] && odd.units == .us)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SavedState.self, from: Data(#"{"units":"imperial"}"#.utf8)) }
    }

    @Test("changing servings or units is saved once input pauses, without fsync")
    func changesAreSaved() {
        var h = ServingsTests.opened()
        let before = h.host.saves.count
        h.press("plus", [.shift])
        #expect(h.host.saves.count == before, "not at once")
        h.tick(after: Persistence.pauseBeforeSave)
        #expect(h.host.saves.last.map { $0.state.servings == ["test#Bread": 5] && !$0.durable } == true)
        h.press("u", [.control])
        h.tick(after: Persistence.pauseBeforeSave)
        #expect(h.host.saves.last?.state.units == .metric)
    }

    @Test("Add to Grocery List adds the amounts as shown: scaled, and converted")
    func scaledGroceryAdd() {
        var h = doubled()
        h.press("g", [.control])
        // "salt to taste" merges into the salt measured.
        #expect(h.state.grocery.items.map(\.name).filter { !$0.isEmpty } == ["4 cups flour", "2 tsp salt", "4 eggs"])
        var metric = doubled()
        metric.press("u", [.control])
        metric.press("g", [.control])
        #expect(metric.state.grocery.items.map(\.name).filter { !$0.isEmpty } == ["500 g flour", "10 ml salt", "4 eggs"])
    }

    @Test("a recipe added from the grid takes the servings remembered for it")
    func gridAddUsesRememberedServings() {
        var h = doubled()
        h.press("Escape")
        h.press("g", [.control])
        #expect(h.state.grocery.items.first?.name == "4 cups flour")
    }

    @Test("Copy and Export of the open recipe use the lines as shown; Export's yield is the servings chosen")
    func copyAndExport() throws {
        var h = doubled()
        let copied = h.press("c", [.control]).compactMap { if case .copy(let text) = $0 { text } else { nil } }
        #expect(copied == ["Bread\n- 4 cups flour\n- 2 tsp salt\n- 4 eggs\n- salt to taste\n"])
        let exported = try #require(
            h.press("e", [.control]).compactMap { if case .export(let contents, _) = $0 { contents } else { nil } }.first)
        #expect(exported.contains("4 cups flour") && !exported.contains("2 cups flour"))
        #expect(exported.contains("Serves 8"))
    }

    @Test("cooking mode shows the ingredient lines as shown, and follows a change of units")
    func cookingLines() throws {
        var h = doubled()
        h.press("k", [.control])
        #expect(h.state.cooking?.ingredients.first == "4 cups flour")
        h.press("u", [.control])
        let session = try #require(h.state.cooking)
        #expect(session.ingredients == h.state.shownIngredients)
        #expect(session.currentStep.text.contains("175 °C"))
    }

    @Test("the trace gives servings and ingredients of the open recipe, else null, and the units always")
    func traceFields() throws {
        var h = Harness(store: ServingsTests.kitchen())
        var object = try trace(h)
        #expect(object["servings"] is NSNull)
        #expect(object["ingredients"] is NSNull)
        #expect(object["units"] as? String == "written")
        h.press("Return")
        h.press("plus", [.shift])
        object = try trace(h)
        let servings = try #require(object["servings"] as? [String: Any])
        #expect(Set(servings.keys) == ["base", "current"])
        #expect(servings["base"] as? Int == 4 && servings["current"] as? Int == 5)
        #expect(object["ingredients"] as? [String] == h.state.shownIngredients)
        #expect((object["ingredients"] as? [String])?.first == "2 ½ cups flour")
        h.press("u", [.control])
        #expect(try trace(h)["units"] as? String == "metric")
        h.press("u", [.control])
        #expect(try trace(h)["units"] as? String == "us")
        h.press("Escape")
        #expect(try trace(h)["servings"] is NSNull)
    }

    @Test("the servings control is a spin button named Servings whose value follows, with a value event")
    func accessibleSpinButton() throws {
        var h = ServingsTests.onServings()
        let before = AccessibleView.tree(h.state, measurer: h.measurer)
        let node = try #require(before[.servings])
        #expect(node.role == .spinButton && node.name == "Servings" && node.description == "Serves 4")
        #expect(node.value?.current == 4 && node.value?.minimum == 1 && node.value?.maximum == 999)
        #expect(node.states.contains(.focusable) && node.states.contains(.focused))
        #expect(before[.detail]?.children.prefix(4) == [.back, .rating, .servings, .add])
        h.press("Up")
        let after = AccessibleView.tree(h.state, measurer: h.measurer)
        #expect(after[.servings]?.value?.current == 5)
        #expect(after.events(since: before).contains(.valueChanged(.servings)))
        h.send(.accessibleValueSet(.servings, 12.4))
        #expect(h.state.openServings?.current == 12)
    }
}
