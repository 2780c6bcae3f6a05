import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Modal layers give focus back exactly where it was (README, Using it): from every kind
/// of element, menus (F10, Alt alone, moving between menus) and the help sheet leave the
/// state as it was before they opened.
struct ModalFocusTests {
    /// The places focus can be when a modal layer opens, each reached by keys.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case grid, sidebar, search, detailBack, detailRating, detailAdd, detailNotes, groceryCheck, groceryName, groceryNew

        var testDescription: String { rawValue }

        var expectedFocus: FocusID {
            switch self {
            case .grid: .grid
            case .sidebar: .sidebar
            case .search: .search
            case .detailBack: .detailBack
            case .detailRating: .detailRating
            case .detailAdd: .detailAdd
            case .detailNotes: .detailNotes
            case .groceryCheck: .groceryCheck(1)
            case .groceryName: .groceryName(1)
            case .groceryNew: .groceryNew
            }
        }

        var isTextField: Bool { expectedFocus.isTextField }

        /// A harness with focus here, on a long recipe scrolled a little where that applies.
        func harness(_ direction: LayoutDirection = .ltr) -> Harness {
            var h = Harness(direction: direction) { state in
                state.select(9)
                state.grocery = GroceryList(items: [GroceryItem(name: "milk"), GroceryItem(name: "eggs", obtained: true)])
            }
            switch self {
            case .grid: break
            case .sidebar: h.press("ISO_Left_Tab", [.shift])
            case .search:
                h.press("f", [.control])
                h.press("p", text: "p")
            case .detailBack, .detailRating, .detailAdd, .detailNotes:
                h.press("Return")
                h.press("Down")
                if self == .detailRating { h.press("Tab") }
                // Backwards from Back: the notes, then the add button.
                if self == .detailNotes || self == .detailAdd { h.press("ISO_Left_Tab", [.shift]) }
                if self == .detailAdd { h.press("ISO_Left_Tab", [.shift]) }
            case .groceryCheck, .groceryName, .groceryNew:
                h.press("l", [.control])
                h.press(self == .groceryNew ? "Down" : "Up")
                if self == .groceryName { h.press("Left") }
                if self == .groceryCheck { h.press("ISO_Left_Tab", [.shift]) }
            }
            return h
        }
    }

    /// Ways to open a modal layer and close it again.
    enum Round: String, CaseIterable, CustomTestStringConvertible {
        case f10Escape, f10Twice, altAloneTwice, f10AcrossMenusEscape, altMnemonicEscape, submenuEscapes, helpEscape, helpF1, helpFromMenu

        var testDescription: String { rawValue }

        /// Whether the round opens help with ? or F1, which a text field takes as typing.
        var needsNonTextFocus: Bool { self == .helpEscape || self == .helpF1 }

        func run(_ h: inout Harness) {
            switch self {
            case .f10Escape:
                h.press("F10")
                h.press("Down")
                h.press("Escape")
            case .f10Twice:
                h.press("F10")
                h.press("F10")
            case .altAloneTwice:
                for _ in 0..<2 {
                    h.press("Alt_L")
                    h.press("Alt_L", [.alt], phase: .up)
                }
            case .f10AcrossMenusEscape:
                h.press("F10")
                for _ in 0..<3 { h.press("Right") }
                h.press("Left")
                h.press("Escape")
            case .altMnemonicEscape:
                h.press("Alt_L")
                h.press("v", [.alt])
                h.press("Alt_L", [.alt], phase: .up)
                h.press("Escape")
            case .submenuEscapes:
                h.press("r", [.alt])
                h.press("End")
                h.press("Home")
                h.press("r")
                h.press("Down")
                h.press("Escape")
                h.press("Escape")
            case .helpEscape:
                h.press("question", text: "?", [.shift])
                h.press("Down")
                h.press("Escape")
            case .helpF1:
                h.press("F1")
                h.press("F1")
            case .helpFromMenu:
                h.press("h", [.alt])
                h.press("k")
                h.press("Escape")
            }
        }
    }

    @Test("a modal layer gives focus back exactly where it was and leaves the rest as it was", arguments: Start.allCases, Round.allCases)
    func focusRestored(start: Start, round: Round) throws {
        var h = start.harness()
        try #require(h.state.focus == start.expectedFocus, "reached the start")
        if round.needsNonTextFocus && start.isTextField { return }
        let before = h.state
        round.run(&h)
        #expect(h.state.focus == start.expectedFocus)
        #expect(h.state.modal.menu == nil)
        #expect(h.state.modal.helpOpen == false)
        #expect(h.state.modal.returnFocus == nil)
        #expect(h.state.grid.selection == before.grid.selection)
        #expect(h.state.detail.scroll == before.detail.scroll)
        #expect(h.state.groceryPanel.scroll == before.groceryPanel.scroll)
        #expect(h.state.grocery == before.grocery)
        #expect(h.state.query == before.query)
        #expect(h.state.overlay == before.overlay)
        var after = h.state
        after.modal.scrollHelp(to: before.modal.helpScroll, maxScroll: .infinity)  // not shown while the sheet is closed; it opens at the top
        let unchanged = after == before
        #expect(unchanged, "nothing else changed")
    }

    @Test("in rtl too, a menu walked with the arrows gives focus back", arguments: [Start.sidebar, .detailRating, .groceryName])
    func focusRestoredRTL(start: Start) {
        var h = start.harness(.rtl)
        let before = h.state
        h.press("F10")
        h.press(LayoutDirection.rtl.backwardKey)
        h.press(LayoutDirection.rtl.backwardKey)
        #expect(h.state.modal.menu?.menu == MenuBar.index(ofMenu: "view"))
        h.press(LayoutDirection.rtl.forwardKey)
        #expect(h.state.modal.menu?.menu == MenuBar.index(ofMenu: "help"))
        h.press("Escape")
        #expect(h.state.focus == start.expectedFocus)
        let unchanged = h.state == before
        #expect(unchanged, "nothing else changed")
    }

    @Test("the element keeps working after the layer closes: typing goes on in the grocery name")
    func editingResumes() {
        var h = Start.groceryName.harness()
        h.press("F10")
        h.press("Escape")
        h.press("s", text: "s")
        #expect(h.state.grocery.items[1].name == "eggss")
    }

    @Test("the element keeps working after the layer closes: the rating control takes its keys")
    func ratingResumes() {
        var h = Start.detailRating.harness()
        h.press("F1")
        h.press("Escape")
        h.press("3")
        #expect(h.state.ratings["test#Pie Crust"] == .delicious)
    }

    @Test("a menu command that opens a panel runs after focus is given back, so closing the panel returns there")
    func menuCommandThenPanel() {
        var h = Start.detailRating.harness()
        h.press("v", [.alt])
        h.press("g")
        #expect(h.state.overlay == .grocery)
        h.press("Escape")
        #expect(h.state.focus == .detailRating)
        #expect(h.state.modal.returnFocus == nil)
    }

    @Test("with a menu open, Add to Grocery List is judged by the element that had focus before it")
    func commandsJudgedBehindMenu() {
        var grid = Start.grid.harness()
        grid.press("F10")
        #expect(grid.state.isEnabled(.addToGroceryList) == true)
        var sidebar = Start.sidebar.harness()
        sidebar.press("F10")
        #expect(sidebar.state.isEnabled(.addToGroceryList) == false)
        var detail = Start.detailAdd.harness()
        detail.press("F10")
        #expect(detail.state.isEnabled(.addToGroceryList) == true)
    }

    @Test("Alt pressed alone twice over the help sheet leaves the sheet open with focus, as F10 does")
    func altAloneOverHelp() {
        var h = Start.detailRating.harness()
        h.press("F1")
        h.press("F10")
        #expect(h.state.modal.helpOpen == true, "F10 is swallowed by the modal sheet")
        for _ in 0..<2 {
            h.press("Alt_L")
            h.press("Alt_L", [.alt], phase: .up)
        }
        #expect(h.state.modal.helpOpen == true)
        #expect(h.state.focus == .help)
        h.press("Escape")
        #expect(h.state.focus == .detailRating)
    }

    @Test("Alt pressed alone twice over the Open Cookbook prompt gives focus back to the prompt with its text")
    func altAloneOverCookbookPrompt() {
        var h = Start.grid.harness()
        h.press("o", [.control])
        h.press("x", text: "x")
        let text = h.state.modal.openDialog?.field.text
        for _ in 0..<2 {
            h.press("Alt_L")
            h.press("Alt_L", [.alt], phase: .up)
        }
        #expect(h.state.modal.openDialog?.field.text == text)
        #expect(h.state.focus == .cookbookPath)
        h.press("Escape")
        #expect(h.state.modal.openDialog == nil)
        #expect(h.state.focus == .grid)
    }

    @Test("toasts and the type-ahead indicator never take focus")
    func overlaysTakeNoFocus() {
        var h = Start.grid.harness()
        h.press("q", text: "q")
        #expect(h.state.toast != nil)
        #expect(h.state.focus == .grid)
        h.press("p", text: "p")
        #expect(!h.state.typeAhead.buffer.isEmpty)
        #expect(h.state.focus == .grid)
        #expect(h.state.overlay == nil)
    }
}
