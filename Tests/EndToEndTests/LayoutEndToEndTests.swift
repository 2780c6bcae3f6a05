import Testing

/// Right-to-left layout, reflow on resize and scrolling the selection into view
/// (README, Using it).
@Suite("Layout")
struct LayoutEndToEndTests {
    @Test func rightToLeftSwapsRightAndLeft() throws {
        try withRecipeGrid(arguments: ["--layout-direction", "rtl"]) { app in
            #expect(app.start.layoutDirection == "rtl")
            _ = try app.columns()

            #expect(try app.press("Left").selectionIndex == 1, "Left is next in rtl")
            #expect(try app.press("Left").selectionIndex == 2)
            #expect(try app.press("Right").selectionIndex == 1, "Right is previous in rtl")
            #expect(try app.press("Right").selectionIndex == 0)
        }
    }

    @Test func rightToLeftRightOnTheFirstTileGoesToTheSidebarAndLeftComesBack() throws {
        try withRecipeGrid(arguments: ["--layout-direction", "rtl"]) { app in
            let toSidebar = try app.press("Right")
            #expect(toSidebar.focus == "sidebar", "the sidebar is on the right in rtl")
            #expect(toSidebar.layoutDirection == "rtl")

            let toGrid = try app.press("Left")
            #expect(toGrid.focus == "grid")
        }
    }

    @Test func narrowingTheWindowReflowsToFewerColumnsAndKeepsTheSelectionVisible() throws {
        try withRecipeGrid(geometry: "1250x700") { app in
            let wide = try app.columns()
            let selected = try app.type("n")
            let index = try #require(selected.selectionIndex)
            #expect(selected.selection == "Nachos")

            let narrow = try app.resize(width: 620, height: 700)
            #expect((narrow.columns ?? .max) < wide)
            #expect(narrow.selectionIndex == index)
            #expect(narrow.visible?.contains(index) == true, "the selection stays on screen: \(narrow)")
            #expect(app.windowSize?.width == 620)

            let widened = try app.resize(width: 1250, height: 700)
            #expect(widened.columns == wide)
            #expect(widened.visible?.contains(index) == true)
        }
    }

    @Test func shorteningTheWindowKeepsTheSelectionVisible() throws {
        try withRecipeGrid { app in
            try app.press("End", .control)
            let line = try app.resize(width: 1000, height: 400)
            #expect(line.visible?.contains(app.tileCount - 1) == true, "\(line)")
        }
    }

    @Test func controlEndScrollsTheLastRecipeIntoViewAndControlHomeBack() throws {
        try withRecipeGrid { app in
            let initial = try #require(app.start.visible)
            try #require(!initial.contains(app.tileCount - 1), "the window must be too short for every tile")

            let end = try app.press("End", .control)
            let endVisible = try #require(end.visible)
            #expect(endVisible.contains(app.tileCount - 1))
            #expect(endVisible.lowerBound > 0, "the grid scrolled")

            let home = try app.press("Home", .control)
            #expect(home.visible?.contains(0) == true)
        }
    }

    @Test func walkingDownAndUpKeepsEverySelectionVisible() throws {
        try withRecipeGrid { app in
            let columns = try app.columns(atLeast: 1)
            let rows = (app.tileCount + columns - 1) / columns
            for _ in 0..<rows {
                let line = try app.press("Down")
                let index = try #require(line.selectionIndex)
                #expect(line.visible?.contains(index) == true, "\(line)")
            }
            for _ in 0..<rows {
                let line = try app.press("Up")
                let index = try #require(line.selectionIndex)
                #expect(line.visible?.contains(index) == true, "\(line)")
            }
            #expect(app.trace.latest?.selectionIndex == 0)
        }
    }

    @Test func xftDpiOf192DoublesEverySizeSoColumnsHalve() throws {
        var normal = 0
        try withRecipeGrid(geometry: "1800x900") { app in normal = try app.columns() }
        try withRecipeGrid(geometry: "1800x900", resources: "Xft.dpi:\t192\n") { app in
            let columns = try app.columns(atLeast: 1)
            #expect(columns == normal / 2, "tiles are twice as wide at 192 dpi")
        }
        try withRecipeGrid(geometry: "1800x900", arguments: ["--scale", "1"], resources: "Xft.dpi:\t192\n") { app in
            let columns = try app.columns(atLeast: 1)
            #expect(columns == normal, "--scale overrides Xft.dpi")
        }
    }
}
