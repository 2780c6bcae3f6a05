import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The help sheet (? or F1 in the README's key table): opened from anywhere but a text field, lists every
/// shortcut of the key table, is modal, scrolls, and gives focus back where it was.
struct HelpTests {
    private func press(question h: inout Harness) { h.press("question", text: "?", [.shift]) }

    @Test("? opens the help sheet, which takes focus")
    func questionOpens() {
        var h = Harness()
        press(question: &h)
        #expect(h.state.modal.helpOpen == true)
        #expect(h.state.overlay == .help)
        #expect(h.state.focus == .help)
    }

    @Test("F1 opens the help sheet")
    func f1Opens() {
        var h = Harness()
        h.press("F1")
        #expect(h.state.overlay == .help)
    }

    @Test("Escape, ?, F1 and Return close the help sheet and give focus back", arguments: ["Escape", "question", "F1", "Return"])
    func closeKeys(key: String) {
        var h = Harness()
        h.press("Left")
        let before = h.state
        h.press("F1")
        h.press(key, text: key == "question" ? "?" : nil)
        #expect(h.state.modal.helpOpen == false)
        #expect(h.state.overlay == nil)
        #expect(h.state.focus == .sidebar)
        #expect(h.state == before)
    }

    @Test("? while typing a recipe name opens help instead of extending the name")
    func questionDuringTypeAhead() {
        var h = Harness()
        h.press("p")
        #expect(h.selectedName == "Pancakes")
        press(question: &h)
        #expect(h.state.modal.helpOpen == true)
        #expect(h.state.typeAhead.buffer.isEmpty)
        #expect(h.selectedName == "Pancakes")
    }

    @Test("Help ▸ Keyboard Shortcuts opens the sheet; closing it gives focus back to where it was before the menu")
    func fromMenu() {
        var h = Harness()
        h.press("Return")
        h.press("Tab")
        h.press("h", [.alt])
        h.press("Return")
        #expect(h.state.modal.helpOpen == true)
        #expect(h.state.modal.menu == nil)
        h.press("Escape")
        #expect(h.state.focus == .detailRating)
    }

    @Test("the sheet is modal: keys do not reach the grid or run commands behind it")
    func modal() {
        var h = Harness { $0.select(1) }
        h.press("F1")
        for key in ["Right", "Tab", "space", "p"] { h.press(key) }
        h.press("l", [.control])
        h.press("g", [.control])
        h.press("F10")
        #expect(h.state.grid.selection == 1)
        #expect(h.state.focus == .help)
        #expect(h.state.groceryPanel.isOpen == false)
        #expect(h.state.grocery.items.isEmpty)
        #expect(h.state.grid.marked.isEmpty)
        #expect(h.state.modal.menu == nil)
    }

    @Test("Ctrl+Q quits with the help sheet open")
    func quitFromHelp() {
        var h = Harness()
        h.press("F1")
        #expect(h.press("q", [.control]).contains(.quit))
    }

    @Test("a click outside the sheet closes it and reaches nothing beneath")
    func clickCloses() throws {
        var h = Harness { $0.select(1) }
        h.press("F1")
        let card = HelpSheetLayout(metrics: h.state.metrics, windowSize: h.state.windowSize).card
        let tile = h.layout.frame(ofTile: 3, scroll: 0)
        let point = Point(x: tile.midX, y: tile.midY)
        try #require(!card.contains(point))
        h.send(.buttonPressed(button: 1, at: point, modifiers: []))
        #expect(h.state.modal.helpOpen == false)
        #expect(h.state.focus == .grid)
        #expect(h.state.grid.selection == 1)
    }

    // MARK: - Contents

    @Test("the sheet lists every binding of the key table with its keys")
    func listsEveryBinding() {
        let rows = HelpSheetLayout.rows(for: .grid)
        for binding in KeyBindings.table {
            let row = rows.first { $0.effect == binding.help }
            #expect(row != nil, "\(binding.help)")
            for chord in binding.chords { #expect(row?.keys.contains(chord.label(in: .ltr)) == true, "\(chord.label)") }
        }
        #expect(rows.contains { $0.keys == "Ctrl+G" && $0.effect == "Add to Grocery List" })
        #expect(rows.contains { $0.keys == "? or F1" })
    }

    @Test("every key an element handles is a row of the key table, so the help sheet lists it")
    func everyElementKeyIsInTheTable() {
        for key in ElementKey.allCases {
            #expect(KeyBindings.table.contains { $0.action == .element(key) }, "\(key)")
        }
    }

    @Test("in a right-to-left layout the help sheet reads the arrows as the keys move there")
    func mirroredArrows() {
        let next = ElementKey.nextTile.help
        #expect(HelpSheetLayout.rows(for: .grid).first { $0.effect == next }?.keys == "Right / Left")
        #expect(HelpSheetLayout.rows(for: .grid, direction: .rtl).first { $0.effect == next }?.keys == "Left / Right")
    }

    @Test("the sheet lists the keys the focused element handles: Tab, arrows, Space, Return, F10")
    func listsMovementKeys() {
        let keys = HelpSheetLayout.rows(for: .grid).map(\.keys)
        for expected in ["Tab / Shift+Tab", "Right / Left", "Down / Up", "Home / End", "Ctrl+Home / Ctrl+End", "Escape", "F10 or Alt"] {
            #expect(keys.contains(expected), "\(expected)")
        }
        #expect(HelpSheetLayout.rows(for: .grid).contains { $0.effect.contains("Rating") })
        #expect(HelpSheetLayout.rows(for: .grid).contains { $0.effect.contains("Grocery") })
    }

    @Test("the open sheet draws the rows that fit")
    func drawsRows() {
        var h = Harness(size: Size(width: 1288, height: 1400))
        h.press("F1")
        let texts = MainView(measurer: FakeMeasurer()).render(h.state).flattened.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts.contains("Ctrl+G"))
        #expect(texts.contains("Add to Grocery List"))
        #expect(texts.contains("Ctrl+L"))
    }

    // MARK: - Scrolling

    @Test("a sheet taller than the window scrolls by line, by page and to its ends, clamped")
    func scrolls() throws {
        var h = Harness(size: Size(width: 900, height: 420))
        h.press("F1")
        let layout = HelpSheetLayout(metrics: h.state.metrics, windowSize: h.state.windowSize)
        try #require(layout.maxScroll > 0)
        h.press("Up")
        #expect(h.state.modal.helpScroll == 0)
        h.press("Down")
        #expect(h.state.modal.helpScroll == layout.rowHeight)
        h.press("Next")
        #expect(h.state.modal.helpScroll > layout.rowHeight)
        h.press("End")
        #expect(h.state.modal.helpScroll == layout.maxScroll)
        h.press("Down")
        #expect(h.state.modal.helpScroll == layout.maxScroll)
        h.press("Home")
        #expect(h.state.modal.helpScroll == 0)
        h.press("End")
        h.press("Escape")
        h.press("F1")
        #expect(h.state.modal.helpScroll == 0, "the sheet opens at its top")
    }

    @Test("making the window taller keeps the sheet's scroll in range")
    func resizeKeepsScrollInRange() throws {
        var h = Harness(size: Size(width: 900, height: 420))
        h.press("F1")
        h.press("End")
        try #require(h.state.modal.helpScroll > 0)
        h.send(.resized(Size(width: 1288, height: 1400)))
        let layout = HelpSheetLayout(metrics: h.state.metrics, windowSize: h.state.windowSize)
        #expect(h.state.modal.helpScroll <= layout.maxScroll)
    }

    @Test("the wheel scrolls the sheet")
    func wheelScrolls() throws {
        var h = Harness(size: Size(width: 900, height: 420))
        h.press("F1")
        let card = HelpSheetLayout(metrics: h.state.metrics, windowSize: h.state.windowSize).card
        h.send(.buttonPressed(button: 5, at: Point(x: card.midX, y: card.midY), modifiers: []))
        #expect(h.state.modal.helpScroll > 0)
        #expect(h.state.modal.helpOpen == true)
    }
}

/// The help sheet puts the keys of the focused region first.
@Suite("Help for the focused region")
struct FocusedHelpTests {
    private func firstSection(_ focus: FocusID) -> [HelpSheetLayout.Row] {
        let rows = HelpSheetLayout.rows(for: focus)
        let end = rows.dropFirst().firstIndex { $0.isTitle } ?? rows.endIndex
        return Array(rows[1..<end])
    }

    @Test(arguments: [
        (FocusID.grid, "In the recipe grid", "Letters and digits"), (.sidebar, "In the categories", "Down / Up"),
        (.detailRating, "In the open recipe", "Right / Left"), (.groceryName(0), "In the grocery list", "Return or Enter"),
    ])
    func theFocusedRegionsKeysComeFirst(focus: FocusID, title: String, key: String) {
        #expect(HelpSheetLayout.rows(for: focus).first == HelpSheetLayout.Row(keys: title, effect: "", isTitle: true))
        #expect(firstSection(focus).contains { $0.keys == key }, "\(firstSection(focus))")
        #expect(!firstSection(focus).contains { $0.keys == "F10 or Alt" }, "keys that work everywhere come after")
    }

    @Test(arguments: [FocusID.grid, .sidebar, .detailBack, .detailRating, .groceryCheck(0), .search])
    func everyKeyIsListedOnceWhateverHasFocus(focus: FocusID) {
        let rows = HelpSheetLayout.rows(for: focus).filter { !$0.isTitle }
        let distinct = Set(KeyBindings.table.map { "\($0.scope)" + $0.help }).count
        #expect(rows.count == distinct + TypedKeys.rows.count)
        #expect(Set(rows.map { $0.keys + $0.effect }).count == rows.count)
    }

    @Test func openingHelpFromTheGroceryListShowsItsKeysFirst() {
        var h = Harness()
        h.press("l", .control)
        h.press("ISO_Left_Tab", .shift)
        #expect(h.state.focus.isInGroceryList && !h.state.focus.isTextField)
        h.press("F1")
        #expect(h.state.modal.helpOpen)
        let drawn = MainView(measurer: FakeMeasurer()).render(h.state).flattened.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { text } else { nil }
        }
        #expect(drawn.contains("In the grocery list"))
        #expect(drawn.firstIndex(of: "In the grocery list")! < drawn.firstIndex(of: "Everywhere")!)
    }
}
