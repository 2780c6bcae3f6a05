import Testing

/// The menu bar by keyboard and by click: F10 and Alt, arrows, Return, Escape, mnemonics,
/// disabled items (README, Using it, and Ctrl+G's disabled case in its key table).
@Suite("Menu bar")
struct MenuEndToEndTests {
    @Test func f10OpensTheFirstMenuAndArrowsWalkTheBar() throws {
        try withRecipeGrid { app in
            let opened = try app.press("F10")
            #expect(opened.overlay == "menu", "\(opened)")
            #expect(opened.focus == "menu.file", "\(opened)")

            #expect(try app.press("Right").focus == "menu.recipe")
            #expect(try app.press("Right").focus == "menu.view")
            #expect(try app.press("Right").focus == "menu.help")
            #expect(try app.press("Right").focus == "menu.file", "Right wraps along the bar")
            #expect(try app.press("Left").focus == "menu.help")

            let closed = try app.press("Escape")
            #expect(closed.isNull("overlay"), "\(closed)")
            #expect(closed.focus == "grid", "focus goes back where it was: \(closed)")
            #expect(closed.selectionIndex == 0, "Escape in the menu does not reach the grid (which would clear the selection): \(closed)")
        }
    }

    @Test func escapeGivesFocusBackToTheRatingControl() throws {
        try withRecipeGrid { app in
            try app.press("Return")
            try #require(try app.press("Tab").focus == "detail.rating")

            #expect(try app.press("F10").focus == "menu.file")
            #expect(try app.press("Right").focus == "menu.recipe")
            let closed = try app.press("Escape")
            #expect(closed.isNull("overlay"), "\(closed)")
            #expect(closed.focus == "detail.rating", "\(closed)")
            #expect(closed.screen == "detail", "Escape closed the menu, not the detail: \(closed)")

            let next = try app.press("Right")
            #expect(next.rating == "meh", "keys reach the rating control again: \(next)")
        }
    }

    @Test func returnRunsTheHighlightedItem() throws {
        try withRecipeGrid { app in
            try app.press("F10")
            try app.press("Right")
            try #require(try app.press("Right").focus == "menu.view")

            let line = try app.press("Return")
            #expect(line.overlay == "grocery", "View ▸ Grocery List, the first item, ran: \(line)")
            #expect(line.focus == "grocery.item.0.name", "\(line)")

            let closed = try app.press("Escape")
            #expect(closed.isNull("overlay") && closed.focus == "grid", "\(closed)")
        }
    }

    @Test func altLetterOpensAMenuAndALetterRunsItsItem() throws {
        try withRecipeGrid { app in
            let view = try app.press("v", .alt)
            #expect(view.overlay == "menu" && view.focus == "menu.view", "Alt+V opens View: \(view)")
            let grocery = try app.press("g")
            #expect(grocery.overlay == "grocery", "G runs View ▸ Grocery List: \(grocery)")
            try app.press("Escape")

            #expect(try app.press("F10").focus == "menu.file")
            let help = try app.press("h", .alt)
            #expect(help.focus == "menu.help", "Alt+H moves to Help while a menu is open: \(help)")
            let sheet = try app.press("k")
            #expect(sheet.overlay == "help", "K runs Help ▸ Keyboard Shortcuts: \(sheet)")
            let back = try app.press("Escape")
            #expect(back.isNull("overlay") && back.focus == "grid", "\(back)")

            #expect(try app.press("r", .alt).focus == "menu.recipe")
            let marked = try app.press("m")
            #expect(marked.marked == [TestCookbook.names[0]], "M runs Recipe ▸ Mark on the selection: \(marked)")
            #expect(marked.isNull("overlay") && marked.focus == "grid", "\(marked)")
        }
    }

    @Test func altPressedAndReleasedAloneOpensTheMenuBar() throws {
        try withRecipeGrid { app in
            let opened = try app.pressAlone("Alt_L")
            #expect(opened.overlay == "menu", "\(opened)")
            #expect(opened.focus == "menu.file", "\(opened)")

            let closed = try app.pressAlone("Alt_L")
            #expect(closed.isNull("overlay"), "Alt alone again closes it: \(closed)")
            #expect(closed.focus == "grid", "\(closed)")

            let moved = try app.press("Right")
            #expect(moved.isNull("overlay") && moved.selectionIndex == 1, "\(moved)")
        }
    }

    @Test func clickingAMenuTitleOpensThatMenu() throws {
        try withRecipeGrid(arguments: ["--theme", "light"]) { app in
            let titles = menuTitleColumns(in: try app.image())
            try #require(titles.count >= 4, "expected File, Recipe, View and Help in the menu bar, found text at columns \(titles)")

            let view = try app.click(x: (titles[2].lowerBound + titles[2].upperBound) / 2, y: 15)
            #expect(view.overlay == "menu", "\(view)")
            #expect(view.focus == "menu.view", "clicked the third title at columns \(titles[2]): \(view)")

            let help = try app.click(x: (titles[3].lowerBound + titles[3].upperBound) / 2, y: 15)
            #expect(help.focus == "menu.help", "\(help)")

            let closed = try app.click(x: (titles[3].lowerBound + titles[3].upperBound) / 2, y: 15)
            #expect(closed.isNull("overlay"), "clicking the open menu's title closes it: \(closed)")
            #expect(closed.focus == "grid", "\(closed)")
        }
    }

    /// With the sidebar focused, Open and Add to Grocery List offer nothing and are
    /// skipped: Down from the last enabled item wraps past them to Rate ▸.
    @Test func disabledItemsAreSkippedByTheArrows() throws {
        try withRecipeGrid { app in
            try #require(try app.press("space").marked == [TestCookbook.names[0]])
            try #require(try app.press("Left").focus == "sidebar")

            try app.press("F10")
            let recipe = try app.press("Right")
            try #require(recipe.focus == "menu.recipe")
            // Rate ▸ is highlighted first; Down goes to Clear Marks, then wraps past Open and Add.
            try app.press("Down")
            try app.press("Down")
            let submenu = try app.press("Return")
            #expect(submenu.overlay == "menu", "Return on Rate ▸ opens its submenu: \(submenu)")
            #expect(submenu.grocery?.isEmpty == true, "the disabled Add to Grocery List did not run: \(submenu)")
            let rated = try app.press("Return")
            #expect(rated.rating == "meh", "Rate ▸ Meh ran on the selected recipe: \(rated)")
            #expect(rated.grocery?.isEmpty == true, "\(rated)")
            #expect(rated.marked == [TestCookbook.names[0]], "Clear Marks was passed over, not run: \(rated)")
            #expect(rated.isNull("overlay") && rated.focus == "sidebar", "\(rated)")

            // Its mnemonic does nothing either.
            try app.press("F10")
            try app.press("Right")
            let mnemonic = try app.press("g")
            #expect(mnemonic.grocery?.isEmpty == true, "\(mnemonic)")
            #expect(mnemonic.overlay == "menu", "a disabled item's letter leaves the menu open: \(mnemonic)")
        }
    }

    /// README's key table: Ctrl+G is disabled with the sidebar focused, "and the menu shows it greyed".
    @Test func addToGroceryListIsGreyedWhenTheSidebarIsFocused() throws {
        try withRecipeGrid(arguments: ["--theme", "light"]) { app in
            try app.press("F10")
            try #require(try app.press("Right").focus == "menu.recipe")
            let openHighlighted = try app.image()
            try app.press("Down")
            // The highlight moved from Open onto Add to Grocery List: where it appeared is that row.
            let row = try app.waitForImage("the highlight on the second item of the Recipe menu") { image in
                image.newPixels(near: Self.accent, since: openHighlighted).flatMap { $0.count >= 500 ? $0.box : nil }
            }
            let enabledText = openHighlighted.count(near: Self.primaryText, tolerance: 40, in: row)
            try #require(enabledText >= 20, "the enabled item's text is dark in \(row): \(enabledText) pixels")
            try #require(try app.press("Escape").focus == "grid")

            try #require(try app.press("Left").focus == "sidebar")
            try app.press("F10")
            try #require(try app.press("Right").focus == "menu.recipe")
            let greyed = try app.image()
            let dark = greyed.count(near: Self.primaryText, tolerance: 40, in: row)
            let grey = greyed.count(near: Self.disabledText, tolerance: 12, in: row)
            #expect(dark == 0, "no dark text left in the disabled item's row \(row): \(dark) pixels")
            #expect(grey >= 20, "the disabled item's text is grey (#A9B0BB) in \(row): \(grey) pixels")
            #expect(greyed.count(near: Self.accent, in: row) == 0, "the disabled item is not highlighted")
        }
    }

    static let accent = RGB(hex: 0x1F6FEB)
    static let primaryText = RGB(hex: 0x1B1F24)
    static let disabledText = RGB(hex: 0xA9B0BB)

    /// Column ranges of the dark text in the menu bar (the top 30 pixels), left to right:
    /// runs of columns with dark pixels, split where 8 columns in a row have none.
    private func menuTitleColumns(in image: WindowImage) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var gap = 0
        for x in 0..<min(image.width, 500) {
            let dark = (6...24).contains { y in
                let pixel = image[x, y]
                return max(pixel.red, pixel.green, pixel.blue) < 110
            }
            guard dark else {
                gap += 1
                continue
            }
            if let last = runs.last, gap < 8 {
                runs[runs.count - 1] = last.lowerBound...x
            } else {
                runs.append(x...x)
            }
            gap = 0
        }
        return runs
    }
}
