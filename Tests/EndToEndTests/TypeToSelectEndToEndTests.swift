import Foundation
import Testing

/// Typing letters and digits in the grid selects recipes by name (README's key table).
@Suite("Type to select")
struct TypeToSelectEndToEndTests {
    @Test func typedPrefixSelectsTheFirstRecipeStartingWithIt() throws {
        try withRecipeGrid { app in
            #expect(try app.type("p").selection == "Pad Thai")
            let line = try app.type("i")
            #expect(line.selection == "Pie Crust")
            #expect(line.selectionIndex == TestCookbook.index(of: "Pie Crust"))
            #expect(line.focus == "grid")
        }
    }

    @Test func matchingIgnoresDiacritics() throws {
        try withRecipeGrid { app in
            let line = try app.type("e")
            #expect(line.selection == "Éclair")
            #expect(line.selectionIndex == TestCookbook.index(of: "Éclair"))
        }
    }

    @Test func matchingIgnoresCase() throws {
        try withRecipeGrid { app in
            let line = try app.press("w", .shift)
            #expect(line.key == "W")
            #expect(line.selection == "Waffles")
        }
    }

    @Test func digitsSelectToo() throws {
        try withRecipeGrid { app in
            try app.press("End", .control)
            #expect(try app.type("7").selection == "7-Layer Dip")
        }
    }

    @Test func repeatingTheFirstLetterCyclesThroughItsMatches() throws {
        try withRecipeGrid { app in
            let selections = try (1...3).map { _ in try app.type("p").selection }
            #expect(selections == ["Pad Thai", "Pancakes", "Pie Crust"])
        }
    }

    @Test func noMatchKeepsTheSelectionAndSaysSo() throws {
        try withRecipeGrid { app in
            try app.press("Right", times: 2)
            let line = try app.type("q")
            #expect(line.selectionIndex == 2)
            #expect(line.selection == TestCookbook.names[2])
            #expect(line.toast == "No recipe starts with 'q'")
        }
    }

    @Test func aPauseOfMoreThanASecondStartsANewPrefix() throws {
        try withRecipeGrid { app in
            let grown = try app.type("po")
            #expect(grown.selection == "Popcorn", "within a second the prefix grows")

            // The type-ahead timeout is the behaviour under test, so these waits are the point.
            Thread.sleep(forTimeInterval: 1.3)
            let restarted = try app.type("p")
            #expect(restarted.selection == "Pad Thai")
            Thread.sleep(forTimeInterval: 1.3)
            let fresh = try app.type("o")
            #expect(fresh.selection == "Omelette", "after a pause 'o' is a prefix of its own")
        }
    }
}
