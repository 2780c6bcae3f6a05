import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The search field (README's key table): filters by name and ingredient as you type,
/// ignoring case and diacritics; Down or Return into the results; Escape clears and closes.
struct SearchTests {
    private func harness(selection: Int? = 0) -> Harness {
        Harness { $0.select(selection) }
    }

    private func searching(_ selection: Int? = 0) -> Harness {
        var h = harness(selection: selection)
        h.press("f", [.control])
        return h
    }

    private func shownNames(_ h: Harness) -> [String] { h.state.grid.shown.map { h.state.store.recipes[$0].name } }

    /// Types `text` into the focused field as the input method would hand it over.
    private func typeText(_ text: String, _ h: inout Harness) {
        for character in text {
            let key: String
            switch character {
            case " ": key = "space"
            case "é": key = "eacute"
            case "Ó": key = "Oacute"
            default: key = String(character)
            }
            h.press(key, text: String(character), character.isUppercase ? [.shift] : [])
        }
    }

    // MARK: - Opening

    @Test("Ctrl+F opens the search field with focus in it and an empty query")
    func controlFOpens() {
        let h = searching()
        #expect(h.state.focus == .search)
        #expect(h.state.overlay == .search)
        #expect(h.state.query == "")
        #expect(h.state.grid.shown.count == 13)
    }

    @Test("/ opens the search field from the grid and from the sidebar", arguments: [false, true])
    func slashOpens(fromSidebar: Bool) {
        var h = harness()
        if fromSidebar { h.press("Left") }
        h.press("slash", text: "/")
        #expect(h.state.focus == .search)
        #expect(h.state.query == "", "the / that opened the field is not typed into it")
    }

    @Test("Ctrl+F and / do nothing on the detail")
    func notOnDetail() {
        var h = harness()
        h.press("Return")
        h.press("f", [.control])
        h.press("slash", text: "/")
        #expect(h.state.search.field == nil)
        #expect(h.state.screen == .detail)
    }

    @Test("with the search open, Tab goes sidebar, search, grid")
    func tabOrder() {
        var h = searching()
        h.press("Tab")
        #expect(h.state.focus == .grid)
        h.press("Tab")
        #expect(h.state.focus == .sidebar)
        h.press("Tab")
        #expect(h.state.focus == .search)
    }

    // MARK: - Filtering

    @Test("typing filters the tiles by name at every key")
    func filtersByName() {
        var h = searching()
        typeText("s", &h)
        guard case .ready(let index) = h.state.search.index else {
            Issue.record("search built no index")
            return
        }
        let keys = h.state.grid.shown.map { index.keys[$0] }
        #expect(keys.allSatisfy { $0.contains("s") })
        #expect(h.state.grid.shown.count < 13)
        typeText("oup", &h)
        #expect(shownNames(h) == ["Potato Soup", "Tomato Soup"])
        #expect(h.state.query == "soup")
        #expect(h.state.focus == .search)
    }

    @Test(
        "the search also matches ingredients",
        arguments: [("apples", ["Apple Pie"]), ("wordy", ["Pie Crust"]), ("pie crust", ["Apple Pie", "Pie Crust"])])
    func filtersByIngredient(query: String, expected: [String]) {
        var h = searching()
        typeText(query, &h)
        #expect(shownNames(h) == expected)
    }

    @Test(
        "case and diacritics are ignored on both sides",
        arguments: [("ECLAIR", ["Éclair"]), ("éclair", ["Éclair"]), ("eclair", ["Éclair"]), ("TÓMATO", ["Tomato Soup"])])
    func foldsCaseAndDiacritics(query: String, expected: [String]) {
        var h = searching()
        typeText(query, &h)
        #expect(shownNames(h) == expected)
    }

    @Test("every word of the query must match")
    func allWordsMatch() {
        var h = searching()
        typeText("bread garlic", &h)
        #expect(shownNames(h) == ["Garlic Bread"])
    }

    @Test("BackSpace widens the filter again")
    func backSpaceWidens() {
        var h = searching()
        typeText("pot", &h)
        #expect(shownNames(h) == ["Potato Soup"])
        h.press("BackSpace")
        h.press("BackSpace")
        #expect(h.state.query == "p")
        #expect(shownNames(h).count > 1)
    }

    @Test("the selected recipe stays selected while it matches; otherwise the first result is selected")
    func selectionFollowsResults() {
        var h = searching(12)
        typeText("soup", &h)
        #expect(h.selectedName == "Tomato Soup")
        typeText(" pot", &h)
        #expect(h.selectedName == "Potato Soup")
        #expect(h.state.grid.selection == 0)
    }

    @Test("no match shows no tiles and selects nothing")
    func noMatch() {
        var h = searching()
        typeText("zzz", &h)
        #expect(h.state.grid.shown.isEmpty)
        #expect(h.state.grid.selection == nil)
        h.press("Down")
        #expect(h.state.focus == .grid)
        #expect(h.state.grid.selection == nil)
    }

    @Test("the search filters within the selected category")
    func withinCategory() {
        var h = harness()
        h.press("Left")
        h.press("End")
        #expect(h.state.categoryName == "Soup")
        h.press("slash", text: "/")
        typeText("potato", &h)
        #expect(shownNames(h) == ["Potato Soup"])
        typeText(" bread", &h)
        #expect(h.state.grid.shown.isEmpty)
    }

    @Test("changing the category keeps filtering by the query")
    func categoryChangeKeepsQuery() {
        var h = searching()
        typeText("bread", &h)
        h.press("ISO_Left_Tab", [.shift])
        #expect(h.state.focus == .sidebar)
        h.press("Down")
        #expect(h.state.categoryName == "Baking")
        #expect(shownNames(h) == ["Banana Bread", "Garlic Bread"])
        #expect(h.state.query == "bread")
    }

    @Test("a pasted query filters like a typed one")
    func pasteFilters() {
        var h = searching()
        #expect(h.press("v", [.control]) == [.requestPaste(.clipboard)])
        h.send(.pasted("Soup"))
        #expect(shownNames(h) == ["Potato Soup", "Tomato Soup"])
    }

    // MARK: - Keys that belong to the field

    @Test("? types into the field rather than opening help")
    func questionMarkTypes() {
        var h = searching()
        h.press("question", text: "?", [.shift])
        #expect(h.state.query == "?")
        #expect(h.state.modal.helpOpen == false)
        #expect(h.state.focus == .search)
    }

    @Test("/ and Space type into the field; letters do not type-select in the grid")
    func fieldKeepsItsKeys() {
        var h = searching(5)
        h.press("slash", text: "/")
        h.press("space", text: " ")
        typeText("ab", &h)
        #expect(h.state.query == "/ ab")
        #expect(h.state.grid.marked.isEmpty)
        #expect(h.state.typeAhead.buffer.isEmpty)
    }

    @Test("Ctrl+A in the field selects its text instead of marking every recipe")
    func controlASelects() {
        var h = searching()
        typeText("pie", &h)
        h.press("a", [.control])
        #expect(h.state.grid.marked.isEmpty)
        typeText("soup", &h)
        #expect(h.state.query == "soup")
    }

    // MARK: - Into the results and out

    @Test("Down or Return moves focus into the results, the first one selected, the query kept", arguments: ["Down", "Return", "KP_Enter"])
    func intoResults(key: String) {
        var h = searching()
        typeText("bread", &h)
        h.press(key)
        #expect(h.state.focus == .grid)
        #expect(h.selectedName == "Banana Bread")
        #expect(h.state.query == "bread")
        #expect(h.state.screen == .grid, "Return in the field moves into the results; it does not open a recipe")
        h.press("Right")
        #expect(h.selectedName == "Garlic Bread")
        h.press("Return")
        #expect(h.state.openedRecipe?.name == "Garlic Bread")
    }

    @Test("type-to-select in the results picks among them")
    func typeAheadInResults() {
        var h = searching()
        typeText("soup", &h)
        h.press("Down")
        h.advance(by: 2)
        h.press("t")
        #expect(h.selectedName == "Tomato Soup")
    }

    @Test("Up from the first row of results goes back to the search field, text kept")
    func upBackToField() {
        var h = searching()
        typeText("soup", &h)
        h.press("Down")
        h.press("Up")
        #expect(h.state.focus == .search)
        #expect(h.state.query == "soup")
    }

    @Test("Ctrl+F from the results returns to the field with its text")
    func controlFReturnsToField() {
        var h = searching()
        typeText("soup", &h)
        h.press("Down")
        h.press("f", [.control])
        #expect(h.state.focus == .search)
        #expect(h.state.query == "soup")
    }

    @Test("Escape in the field clears and closes it: every recipe shows again, the grid focused, the selection kept")
    func escapeClearsAndCloses() {
        var h = searching()
        typeText("tomato", &h)
        h.press("Escape")
        #expect(h.state.search.field == nil)
        #expect(h.state.query == "")
        #expect(h.state.overlay == nil)
        #expect(h.state.focus == .grid)
        #expect(h.state.grid.shown.count == 13)
        #expect(h.selectedName == "Tomato Soup")
        #expect(h.layout.visibleRange(scroll: h.state.grid.scroll)?.contains(12) == true, "the kept selection is scrolled into view")
    }

    @Test("clicking the search field focuses it")
    func clickField() {
        var h = searching()
        typeText("pie", &h)
        h.press("Down")
        let field = h.layout.searchFieldFrame
        h.send(.buttonPressed(button: 1, at: Point(x: field.midX, y: field.midY), modifiers: []))
        #expect(h.state.focus == .search)
    }
}
