import Testing

/// Moving the selection in the grid with the keyboard (README's key table). Expected indices come
/// from the column count the app reports, not from an assumed layout.
@Suite("Grid keyboard")
struct GridKeyboardEndToEndTests {
    @Test func tilesAreSortedByNameIgnoringCaseAndDiacritics() throws {
        try withRecipeGrid { app in
            var shown = [app.start.selection]
            for _ in 1..<app.tileCount { shown.append(try app.press("Right").selection) }
            #expect(shown == TestCookbook.names)
        }
    }

    @Test func rightAndLeftCrossRowEnds() throws {
        try withRecipeGrid { app in
            let columns = try app.columns()

            #expect(try app.press("Right").selectionIndex == 1)
            let wrapped = try app.press("Right", times: columns - 1)
            #expect(wrapped.selectionIndex == columns, "Right at the end of a row goes to the next row")
            #expect(wrapped.selection == TestCookbook.names[columns])
            #expect(try app.press("Left").selectionIndex == columns - 1, "Left at a row start goes to the row above")
            #expect(app.trace.latest?.focus == "grid")
        }
    }

    @Test func downAndUpKeepTheColumn() throws {
        try withRecipeGrid { app in
            let columns = try app.columns()
            try app.press("Right")

            #expect(try app.press("Down").selectionIndex == 1 + columns)
            #expect(try app.press("Down").selectionIndex == 1 + 2 * columns)
            #expect(try app.press("Up").selectionIndex == 1 + columns)
            #expect(try app.press("Up").selectionIndex == 1)
        }
    }

    @Test func downIntoAShorterLastRowSelectsTheLastTile() throws {
        try withRecipeGrid { app in
            let columns = try app.columns()
            let count = app.tileCount
            let lastRowStart = (count - 1) / columns * columns
            try #require(count % columns != 0, "the last row must be shorter")

            try app.press("End", .control)
            try app.press("Up")
            let rowEnd = try app.press("End")
            #expect(rowEnd.selectionIndex == lastRowStart - 1, "End in the second-last row")

            let down = try app.press("Down")
            #expect(down.selectionIndex == count - 1, "no tile below in the same column: the last tile")
        }
    }

    @Test func downOnTheLastRowChangesNothing() throws {
        try withRecipeGrid { app in
            let columns = try app.columns()
            let count = app.tileCount
            let lastRowStart = (count - 1) / columns * columns

            try app.press("End", .control)
            let down = try app.press("Down")
            #expect(down.selectionIndex == count - 1)
            #expect(down.focus == "grid")

            #expect(try app.press("Home").selectionIndex == lastRowStart)
            #expect(try app.press("Down").selectionIndex == lastRowStart)
        }
    }

    @Test func homeAndEndGoToTheEndsOfTheRow() throws {
        try withRecipeGrid { app in
            let columns = try app.columns()
            try app.press("Down")
            try app.press("Right")

            #expect(try app.press("Home").selectionIndex == columns)
            #expect(try app.press("End").selectionIndex == 2 * columns - 1)
            #expect(try app.press("End").selectionIndex == 2 * columns - 1, "End at the row end stays")
        }
    }

    @Test func endInTheShortLastRowGoesToTheLastTile() throws {
        try withRecipeGrid { app in
            let columns = try app.columns()
            let lastRowStart = (app.tileCount - 1) / columns * columns
            try app.press("End", .control)

            #expect(try app.press("Home").selectionIndex == lastRowStart)
            #expect(try app.press("End").selectionIndex == app.tileCount - 1)
        }
    }

    @Test func controlHomeAndControlEndGoToTheFirstAndLastRecipe() throws {
        try withRecipeGrid { app in
            try app.press("Right", times: 3)

            let last = try app.press("End", .control)
            #expect(last.selectionIndex == app.tileCount - 1)
            #expect(last.selection == TestCookbook.names.last)

            let first = try app.press("Home", .control)
            #expect(first.selectionIndex == 0)
            #expect(first.selection == TestCookbook.names.first)
        }
    }

    @Test func pageDownAndPageUpMoveByScreenfulsInTheSameColumnAndClamp() throws {
        try withRecipeGrid { app in
            let columns = try app.columns(atLeast: 1)
            let lastRowStart = (app.tileCount - 1) / columns * columns
            let visibleRows = try #require(app.start.visible).count / columns
            try #require(lastRowStart > 0, "the grid must have more than one row")

            var index = 0
            var steps: [Int] = []
            for _ in 0..<app.tileCount {
                let line = try app.press("Page_Down")
                let next = try #require(line.selectionIndex)
                #expect(next % columns == 0, "Page Down keeps the column")
                #expect(line.visible?.contains(next) == true, "the selection stays on screen")
                if next == index { break }
                steps.append((next - index) / columns)
                index = next
            }
            #expect(index == lastRowStart, "Page Down stops at the last row")
            #expect(
                steps.first.map { (1...max(1, visibleRows + 1)).contains($0) } == true,
                "a page is one screenful of rows (\(visibleRows) on screen), moved \(steps)")
            #expect(steps.dropLast().allSatisfy { $0 == steps.first }, "every full page is the same size: \(steps)")

            for _ in 0..<app.tileCount {
                let line = try app.press("Page_Up")
                let previous = try #require(line.selectionIndex)
                #expect(previous % columns == 0, "Page Up keeps the column")
                if previous == index { break }
                index = previous
            }
            #expect(index == 0, "Page Up stops at the first row")
        }
    }

    @Test func escapeClearsTheSelection() throws {
        try withRecipeGrid { app in
            try app.press("Right", times: 2)
            let cleared = try app.press("Escape")
            #expect(cleared.isNull("selection"))
            #expect(cleared.isNull("selectionIndex"))
            #expect(cleared.focus == "grid")
            #expect(cleared.screen == "grid")
        }
    }

    @Test(arguments: ["Right", "Left", "Down", "Up"])
    func anyArrowWithNoSelectionSelectsTheFirstTile(arrow: String) throws {
        try withRecipeGrid { app in
            try app.press("End", .control)
            try app.press("Escape")

            let line = try app.press(arrow)
            #expect(line.selectionIndex == 0)
            #expect(line.selection == TestCookbook.names[0])
            #expect(line.focus == "grid")
        }
    }
}
