import Testing

/// The help sheet (? and F1) and the search field (Ctrl+F and /) (README, Using it).
@Suite("Help and search")
struct HelpAndSearchEndToEndTests {
    @Test(arguments: ["question", "F1"])
    func helpOpensModallyAndEscapeGivesFocusBack(key: String) throws {
        try withRecipeGrid { app in
            try app.press("Right")
            let opened = try app.press(key)
            #expect(opened.overlay == "help", "\(opened)")
            #expect(opened.focus == "help", "the help sheet takes focus: \(opened)")

            let ignored = try app.press("Right")
            #expect(ignored.selectionIndex == 1, "keys do not reach the grid behind the sheet: \(ignored)")
            #expect(ignored.overlay == "help")

            let closed = try app.press("Escape")
            #expect(closed.isNull("overlay"), "\(closed)")
            #expect(closed.focus == "grid", "\(closed)")
            #expect(closed.selectionIndex == 1, "\(closed)")
        }
    }

    @Test func helpFromTheRatingControlGivesFocusBackToIt() throws {
        try withRecipeGrid { app in
            try app.press("Return")
            try #require(try app.press("Tab").focus == "detail.rating")
            #expect(try app.press("F1").overlay == "help")
            let closed = try app.press("Escape")
            #expect(closed.focus == "detail.rating" && closed.screen == "detail", "\(closed)")
            #expect(closed.isNull("overlay"))
        }
    }

    /// A key that opens the search field.
    struct SearchKey: Sendable, CustomStringConvertible {
        var keysym: String
        var modifiers: KeyModifiers
        var description: String { (modifiers.contains(.control) ? "Ctrl+" : "") + keysym }
    }

    @Test(arguments: [SearchKey(keysym: "f", modifiers: .control), SearchKey(keysym: "slash", modifiers: [])])
    func searchOpensWithFocusInTheField(key: SearchKey) throws {
        try withRecipeGrid { app in
            let line = try app.press(key.keysym, key.modifiers)
            #expect(line.overlay == "search", "\(line)")
            #expect(line.focus == "search", "\(line)")
            #expect(line.query == "", "opening types nothing: \(line)")

            let typed = try app.type("?")
            #expect(typed.query == "?", "in the field, ? types instead of opening help: \(typed)")
            #expect(typed.overlay == "search")
        }
    }

    @Test func typingFiltersByNameAndDownMovesIntoTheResults() throws {
        try withRecipeGrid { app in
            try app.press("f", .control)
            let soup = try app.type("soup")
            #expect(soup.query == "soup", "\(soup)")
            #expect(soup.visible == 0...1, "two tiles left: \(soup)")
            #expect(soup.selection == "Chicken Soup", "the selection moves to the first result: \(soup)")
            #expect(soup.focus == "search", "typing stays in the field")

            let results = try app.press("Down")
            #expect(results.focus == "grid", "\(results)")
            #expect(results.overlay == "search", "the field stays open: \(results)")
            #expect(results.selection == "Chicken Soup")
            let last = try app.press("End", .control)
            #expect(last.selection == "Tomato Soup" && last.selectionIndex == 1, "only the two soups are shown: \(last)")

            let back = try app.press("f", .control)
            #expect(back.focus == "search" && back.query == "soup", "Ctrl+F returns to the field: \(back)")
            let closed = try app.press("Escape")
            #expect(closed.query == "", "\(closed)")
            #expect(closed.isNull("overlay"), "\(closed)")
            #expect(closed.focus == "grid", "\(closed)")
            #expect(closed.selection == "Tomato Soup", "the selected recipe stays selected: \(closed)")
            #expect(closed.selectionIndex == TestCookbook.index(of: "Tomato Soup"), "\(closed)")
            let end = try app.press("End", .control)
            #expect(end.selectionIndex == TestCookbook.count - 1, "every tile is back: \(end)")
        }
    }

    @Test func searchMatchesIngredientsAndIgnoresCaseAndDiacritics() throws {
        try withRecipeGrid { app in
            try app.press("slash")
            let saffron = try app.type("saffron")
            #expect(saffron.visible == 0...0, "one recipe has saffron among its ingredients: \(saffron)")
            #expect(saffron.selection == "Mushroom Risotto", "\(saffron)")

            try app.press("a", .control)
            let cleared = try app.press("BackSpace")
            #expect(cleared.query == "", "\(cleared)")
            #expect(cleared.selection == "Mushroom Risotto", "\(cleared)")
            #expect(cleared.selectionIndex == TestCookbook.index(of: "Mushroom Risotto"), "every tile is back: \(cleared)")

            let eclair = try app.type("ECLAIR")
            #expect(eclair.query == "ECLAIR", "\(eclair)")
            #expect(eclair.visible == 0...0, "\(eclair)")
            #expect(eclair.selection == "Éclair", "\"ECLAIR\" finds Éclair: \(eclair)")

            let none = try app.type("x")
            #expect(none.query == "ECLAIRx")
            #expect(none.isNull("selection"), "no result, nothing selected: \(none)")
            let down = try app.press("Down")
            #expect(down.isNull("selection"), "\(down)")
        }
    }
}
