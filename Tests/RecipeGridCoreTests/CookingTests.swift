import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// Times found in step text, for cooking mode's timers.
@Suite("Step durations")
struct StepDurationTests {
    @Test(arguments: [
        ("Bake 25 minutes until golden.", [1500.0], ["25 minutes"]),
        ("Simmer for 1 hour 30 minutes.", [5400], ["1 hour 30 minutes"]),
        (
            "Boil the eggs for 6 minutes 30 seconds, then for 2 hours and 15 mins more.", [390, 8100],
            ["6 minutes 30 seconds", "2 hours and 15 mins"]
        ),
        ("Bake at 250 °C for 10-12 minutes.", [600], ["10-12 minutes"]),
        ("Rest 1½ hours, or 1 1/2 hrs, or 1.5 h", [5400, 5400], ["1½ hours", "1 1/2 hrs"]),
        ("Leave for an hour, then 45 secs.", [3600, 45], ["an hour", "45 secs"]),
        ("Cool for 2 Hours before slicing.", [7200], ["2 Hours"]),
        (
            "Stir 1/2 hour, rest 10 to 12 mins, then 25minutes and a minute more.", [1800, 600, 1500, 60],
            ["1/2 hour", "10 to 12 mins", "25minutes", "a minute"]
        ),
        ("Not 3 minutesx, nor x25 minutes, nor 5 min2; 1 ½ hours is.", [5400], ["1 ½ hours"]),
        ("Add 2 minced cloves and 200 g flour; use a 20 cm tin.", [], []),
        ("Whisk until smooth.", [], []),
    ])
    func timesAreFoundWithTheirWords(step: String, seconds: [Double], texts: [String]) {
        let found = StepDuration.find(in: step)
        #expect(found.map(\.seconds) == seconds)
        #expect(found.map(\.text) == texts)
    }

    @Test func countdownsReadAsAClock() {
        #expect(StepDuration.clock(1500) == "25:00")
        #expect(StepDuration.clock(59.2) == "01:00", "a part second shows as the second still to go")
        #expect(StepDuration.clock(5400) == "1:30:00")
        #expect(StepDuration.clock(-3) == "00:00")
    }
}

/// Cooking mode (Recipe ▸ Cook, Ctrl+K): steps, timers, leaving.
@Suite("Cooking mode")
struct CookingTests {
    static func store() -> CookbookStore {
        TestCookbook.store([
            TestCookbook.recipe(
                "Beef Stew", categories: ["Mains"], ingredients: ["1 kg beef", "2 onions", "4 carrots", "1 l stock"],
                steps: [
                    "Brown the beef.", "Soften the onions for 8 minutes.", "Add the stock and simmer 1 hour 30 minutes.",
                    "Add the carrots; 1 hour more.",
                ]),
            TestCookbook.recipe("Toast", ingredients: ["1 slice bread"], steps: []),
        ])
    }

    private func cooking() -> Harness {
        var h = Harness(store: Self.store())
        h.press("Return")
        let effects = h.press("k", .control)
        #expect(effects.contains(.cookingModeChanged(true)))
        return h
    }

    private var bells: (Harness) -> Int { { h in h.effects.filter { $0 == .bell }.count } }

    @Test func ctrlKOpensTheOpenRecipeOneStepAtATime() {
        let h = cooking()
        #expect(h.state.screen == .cooking && h.state.focus == .cooking)
        #expect(h.state.cooking?.step == 0 && h.state.cooking?.steps.count == 4)
        #expect(h.state.openedRecipe?.name == "Beef Stew", "the detail stays beneath")
        let trace = TraceRecord(seq: 1, event: .key, key: "k", micros: 0).json(for: h.state)
        #expect(trace.contains(#""screen":"cooking""#) && trace.contains(#""focus":"cooking""#))
    }

    @Test func theGridsSelectionCanBeCookedStraightAway() {
        var h = Harness(store: Self.store())
        h.press("k", .control)
        #expect(h.state.screen == .cooking && h.state.cooking?.recipe == h.state.detail.recipe)
    }

    @Test func rightSpaceAndDownStepOnLeftShiftSpaceAndUpBackWithinBounds() {
        var h = cooking()
        h.press("Right")
        h.press("space")
        h.press("Down")
        #expect(h.state.cooking?.step == 3)
        h.press("Right")
        #expect(h.state.cooking?.step == 3, "the last step stays")
        h.press("Left")
        h.press("space", [.shift])
        #expect(h.state.cooking?.step == 1)
        h.press("Home")
        #expect(h.state.cooking?.step == 0)
        h.press("Up")
        #expect(h.state.cooking?.step == 0)
        h.press("End")
        #expect(h.state.cooking?.step == 3)
    }

    @Test func stepsAreMirroredInRightToLeftLayouts() {
        var h = Harness(store: Self.store(), direction: .rtl)
        h.press(["Return"])
        h.press("k", .control)
        h.press("Left")
        #expect(h.state.cooking?.step == 1)
        h.press("Right")
        #expect(h.state.cooking?.step == 0)
    }

    @Test func theStepsIngredientsAreTheOnesItNames() {
        var h = cooking()
        #expect(h.state.cooking?.ingredientsOfStep == ["1 kg beef"])
        h.press("Right")
        #expect(h.state.cooking?.ingredientsOfStep == ["2 onions"])
        h.press("Right")
        #expect(h.state.cooking?.ingredientsOfStep == ["1 l stock"])
    }

    @Test func tStartsTheStepsTimerSeveralRunAtOnceAndEachEndsWithAToastAndTheBell() {
        var h = cooking()
        h.press("t")
        #expect(h.state.cooking?.timers.isEmpty == true)
        #expect(h.state.toast?.text == "No time in this step to start a timer from")
        h.press("Right")
        h.press("t")
        #expect(h.state.toast?.text == "Timer started: Step 2 · 8 minutes")
        h.press("t")
        #expect(h.state.cooking?.timers.count == 1, "a running timer is not started twice")
        h.now += 60
        h.press("Right")
        h.press("t")
        let timers = h.state.cooking?.timers ?? []
        #expect(timers.map(\.label) == ["Step 2 · 8 minutes", "Step 3 · 1 hour 30 minutes"])
        #expect(h.state.nextDeadline == h.now + 1, "the countdowns tick every second")

        h.now += 7 * 60 - 1
        h.send(.tick)
        #expect(h.state.cooking?.timers.count == 2)
        #expect(bells(h) == 0)
        h.now += 1
        h.send(.tick)
        #expect(h.state.cooking?.timers.map(\.step) == [2])
        #expect(h.state.toast?.text == "Timer done: Step 2 · 8 minutes")
        #expect(bells(h) == 1)
    }

    @Test func escapeGoesBackToTheRecipeAndTimersStillEndThere() {
        var h = cooking()
        h.press(["Right", "t"])
        let effects = h.press("Escape")
        #expect(effects.contains(.cookingModeChanged(false)))
        #expect(h.state.screen == .detail && h.state.focus == .detailBack)
        h.now += 8 * 60
        h.send(.tick)
        #expect(h.state.toast?.text == "Timer done: Step 2 · 8 minutes")
        #expect(bells(h) == 1)
    }

    @Test func aRecipeWithoutStepsStillCooksOnOneStepWithEveryIngredient() {
        var h = Harness(store: Self.store())
        h.press(["Right", "Return"])
        h.press("k", .control)
        #expect(h.state.cooking?.steps.count == 1)
        #expect(h.state.cooking?.ingredientsOfStep == ["1 slice bread"])
    }

    @Test func theViewShowsTheStepInLargeTypeWithItsCountAndTimers() {
        var h = cooking()
        h.press(["Right", "t"])
        let texts = MainView(measurer: FakeMeasurer()).render(h.state).flattened.compactMap { command -> (String, Double)? in
            if case .text(let text, _, let style, _, _) = command { (text, style.size) } else { nil }
        }
        #expect(texts.contains { $0.0 == "Step 2 of 4" })
        let step = texts.filter { "Soften the onions for 8 minutes.".contains($0.0.trimmingCharacters(in: .whitespaces)) && $0.0.count > 3 }
        #expect(!step.isEmpty && step.allSatisfy { $0.1 >= 28 }, "the step in large type: \(step)")
        #expect(texts.contains { $0.0 == "Step 2 · 8 minutes  08:00" })
        #expect(texts.contains { $0.0 == "2 onions" })
    }

    @Test func recipeMenuOffersCookWithCtrlK() {
        #expect(KeyBindings.shortcut(for: .cook) == "Ctrl+K")
        let recipe = MenuBar.menus[MenuBar.index(ofMenu: "recipe")!]
        #expect(recipe.items.contains { $0.command == .cook && $0.mnemonic == "k" })
        #expect(Harness(store: TestCookbook.store(names: [])).state.isEnabled(.cook) == false)
    }
}
