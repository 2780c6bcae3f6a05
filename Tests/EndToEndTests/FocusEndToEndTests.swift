import Testing

/// Focus moving between the sidebar and the grid, and the sidebar filtering the grid
/// (README, Using it).
@Suite("Focus sections")
struct FocusEndToEndTests {
    @Test func leftOnTheFirstTileMovesFocusToTheSidebar() throws {
        try withRecipeGrid { app in
            let line = try app.press("Left")
            #expect(line.focus == "sidebar")
            #expect(line.category == "All Recipes")
            #expect(line.screen == "grid")
        }
    }

    @Test func leftInsideTheGridDoesNotLeaveIt() throws {
        try withRecipeGrid { app in
            try app.press("Right")
            let line = try app.press("Left")
            #expect(line.focus == "grid")
            #expect(line.selectionIndex == 0)
        }
    }

    @Test(arguments: ["Right", "Return"])
    func rightOrReturnInTheSidebarFocusesTheGrid(key: String) throws {
        try withRecipeGrid { app in
            try #require(try app.press("Left").focus == "sidebar")

            let line = try app.press(key)
            #expect(line.focus == "grid")
            #expect(line.screen == "grid", "Return in the sidebar does not open a recipe")
            #expect(line.isNull("recipe"))
        }
    }

    @Test func downInTheSidebarFiltersTheGridToTheNextCategory() throws {
        try withRecipeGrid { app in
            try app.press("Right", times: 4)
            try #require(try app.press("Tab", .shift).focus == "sidebar")

            let moved = try app.press("Down")
            #expect(moved.focus == "sidebar")
            let category = try #require(moved.category)
            #expect(TestCookbook.categories.contains(category), "category \(category)")
            let names = TestCookbook.names(in: category)
            if let selection = moved.selection {
                // The grid is filtered at once: what is selected is a tile of the category.
                #expect(names.contains(selection), "the selection is among the filtered tiles")
                #expect(moved.selectionIndex == names.firstIndex(of: selection))
            }

            try #require(try app.press("Return").focus == "grid")
            let last = try app.press("End", .control)
            #expect(last.selection == names.last)
            #expect(last.selectionIndex == names.count - 1)
            #expect(last.category == category)
            let first = try app.press("Home", .control)
            #expect(first.selection == names.first)
            #expect(first.selectionIndex == 0)
        }
    }

    @Test func upAndDownInTheSidebarVisitEveryCategory() throws {
        try withRecipeGrid { app in
            try #require(try app.press("Left").focus == "sidebar")
            var visited: [String] = []
            for _ in TestCookbook.categories {
                visited.append(try #require(try app.press("Down").category))
            }
            #expect(visited.sorted() == TestCookbook.categories)

            var category = visited.last
            for _ in TestCookbook.categories { category = try app.press("Up").category }
            #expect(category == "All Recipes")
        }
    }

    @Test func tabAndShiftTabCycleBetweenSidebarAndGrid() throws {
        try withRecipeGrid { app in
            try app.press("Right")

            let forward = try app.press("Tab")
            #expect(forward.focus == "sidebar", "Tab from the grid wraps to the sidebar")
            #expect(try app.press("Tab").focus == "grid")
            let backward = try app.press("Tab", .shift)
            #expect(backward.key == "ISO_Left_Tab")
            #expect(backward.focus == "sidebar")
            let back = try app.press("Tab", .shift)
            #expect(back.focus == "grid")
            #expect(back.selectionIndex == 1, "moving focus keeps the selection")
        }
    }
}
