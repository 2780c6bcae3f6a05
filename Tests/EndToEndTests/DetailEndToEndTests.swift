import Testing

/// Opening a recipe and coming back (README, Using it).
@Suite("Detail screen")
struct DetailEndToEndTests {
    /// A key that leaves the detail for the grid.
    struct BackKey: Sendable, CustomStringConvertible {
        var keysym: String
        var modifiers: KeyModifiers
        var description: String { (modifiers.contains(.alt) ? "Alt+" : "") + keysym }
    }

    @Test func returnOpensTheSelectedRecipeWithBackFocused() throws {
        try withRecipeGrid { app in
            try app.type("pi")
            let line = try app.press("Return")
            #expect(line.screen == "detail")
            #expect(line.recipe == "Pie Crust")
            #expect(line.focus == "detail.back")
        }
    }

    @Test func tabWalksTheDetailControlsInReadingOrder() throws {
        try withRecipeGrid { app in
            try app.press("Right")
            try #require(try app.press("Return").screen == "detail")

            #expect(try app.press("Tab").focus == "detail.rating")
            #expect(try app.press("Tab").focus == "detail.servings")
            #expect(try app.press("Tab").focus == "detail.add")
            #expect(try app.press("Tab", .shift).focus == "detail.servings")
            #expect(try app.press("Tab", .shift).focus == "detail.rating")
            #expect(try app.press("Tab", .shift).focus == "detail.back")
        }
    }

    @Test(arguments: [
        BackKey(keysym: "Escape", modifiers: []),
        BackKey(keysym: "BackSpace", modifiers: []),
        BackKey(keysym: "Left", modifiers: .alt),
    ])
    func backKeyReturnsToTheGridWithTheSameSelectionAndScroll(back: BackKey) throws {
        try withRecipeGrid { app in
            try app.press("End", .control)
            let before = try app.press("Up")
            let index = try #require(before.selectionIndex)
            try #require(try app.press("Return").recipe == before.selection)
            try app.press("Tab")

            let line = try app.press(back.keysym, back.modifiers)
            #expect(line.screen == "grid")
            #expect(line.focus == "grid")
            #expect(line.isNull("recipe"))
            #expect(line.selectionIndex == index)
            #expect(line.selection == before.selection)
            #expect(line.visible == before.visible, "the grid keeps its scroll position")

            // The next key reaches the grid: nothing (such as a menu on Alt's release) took focus.
            let next = try app.press("Left")
            #expect(next.focus == "grid")
            #expect(next.isNull("overlay"))
            #expect(next.selectionIndex == index - 1)
        }
    }
}
