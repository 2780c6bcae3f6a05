import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// File ▸ Print…: the dialog's keys and destinations, the document it prints (the lines as
/// shown, the grocery list as a checklist) and the paper rule (README, Printing).
struct PrintTests {
    /// The document and destination of the print effect among `effects`.
    private func printed(_ effects: [Effect]) -> (document: PrintDocument, destination: PrintDestination, copies: Int)? {
        for effect in effects { if case .print(let document, let destination, let copies) = effect { return (document, destination, copies) } }
        return nil
    }

    @Test("Ctrl+P opens the dialog over the open recipe, asks for the printers and offers Save as PDF meanwhile")
    func opens() {
        var h = ServingsTests.opened()
        let effects = h.press("p", [.control])
        #expect(effects.contains(.findPrinters))
        #expect(h.state.overlay == .print && h.state.focus.traceName == "print.destination")
        #expect(h.state.modal.printDialog?.destinations == [.pdf])
        #expect(h.state.modal.printDialog?.note == "Looking for printers…")
        #expect(h.state.printTargetName == "Bread")
        h.press("Escape")
        #expect(h.state.overlay == nil && h.state.focus == .detailBack)
    }

    @Test("the printers come default first and the default is chosen; Up and Down choose, copies only for a printer")
    func destinationsAndCopies() {
        var h = ServingsTests.opened()
        h.press("p", [.control])
        h.send(.printersFound(PrinterList(names: ["Office", "Home"])))
        #expect(h.state.modal.printDialog?.destinations == [.printer("Office"), .printer("Home"), .pdf])
        #expect(h.state.modal.printDialog?.chosen == .printer("Office") && h.state.modal.printDialog?.note == nil)
        h.press(["plus", "plus", "Right", "minus"])
        #expect(h.state.modal.printDialog?.copies == 3)
        h.press("Down")
        #expect(h.state.modal.printDialog?.chosen == .printer("Home"))
        h.press("End")
        #expect(h.state.modal.printDialog?.chosen == .pdf)
        h.press("plus")
        #expect(h.state.modal.printDialog?.copies == 3)
        h.press(["Home", "Up"])
        #expect(h.state.modal.printDialog?.chosen == .printer("Office"))
        let job = printed(h.press("Return"))
        #expect(job?.destination == .printer("Office") && job?.copies == 3)
        #expect(h.state.overlay == nil && h.state.focus == .detailBack)
    }

    @Test("printers arriving after the user chose Save as PDF leave the choice alone")
    func latePrinters() {
        var h = ServingsTests.opened()
        h.press("p", [.control])
        h.press("End")
        h.send(.printersFound(PrinterList(names: ["Office"])))
        #expect(h.state.modal.printDialog?.chosen == .pdf)
    }

    @Test("without a print service only Save as PDF is offered, and one line says why")
    func noPrinters() {
        var h = ServingsTests.opened()
        h.press("p", [.control])
        h.send(.printersFound(PrinterList(names: [], problem: "the CUPS print service is not running")))
        #expect(h.state.modal.printDialog?.destinations == [.pdf])
        #expect(h.state.modal.printDialog?.note == "No printers: the CUPS print service is not running")
        let list = MainView(measurer: h.measurer).render(h.state).flattened
        #expect(list.contains { if case .text(let text, _, _, _, _) = $0 { text.hasPrefix("No printers") } else { false } })
    }

    @Test("the printed recipe is what the detail shows: scaled amounts in order, the units, Serves N, numbered steps in °C")
    func recipeAsShown() throws {
        var h = ServingsTests.opened()
        h.press(["plus", "plus", "plus", "plus"])
        h.press("u", [.control])
        let shown = try #require(h.state.shownIngredients)
        h.press("p", [.control])
        let job = try #require(printed(h.press("Return")))
        #expect(job.destination == .pdf && job.copies == 1)
        #expect(job.document.title == "Bread" && job.document.fileName == "Bread.pdf")
        guard case .recipes(let recipes) = job.document.content, let recipe = recipes.first else {
            Issue.record("not a recipe document")
            return
        }
        #expect(recipe.ingredients == shown && recipe.ingredients.first?.contains("flour") == true && !recipe.ingredients.contains("2 cups flour"))
        #expect(recipe.facts == "Total 45 min  ·  Prep 15 min  ·  Cook 30 min  ·  Serves 8")
        #expect(recipe.units == "Metric")
        #expect(recipe.steps.map(\.number) == [1])
        #expect(recipe.steps[0].text.contains("°C") && !recipe.steps[0].text.contains("350°F"))
    }

    @Test("on the grid the selected recipe is printed; with nothing selected Print is disabled")
    func fromTheGrid() throws {
        var h = Harness(store: ServingsTests.kitchen()) { $0.select(1) }
        h.press("p", [.control])
        #expect(h.state.printTargetName == "Stew")
        let job = try #require(printed(h.press("Return")))
        #expect(job.document.title == "Stew")
        var none = Harness(store: ServingsTests.kitchen()) { $0.select(nil) }
        #expect(!none.state.isEnabled(.print))
        none.press("p", [.control])
        #expect(none.state.overlay == nil)
    }

    @Test("from the grocery list the list is printed as one checklist, what is in the basket ticked")
    func groceryChecklist() throws {
        var h = ServingsTests.opened()
        let recipe = try #require(h.state.openedRecipe?.name)
        h.press("g", [.control])
        h.press("l", [.control])
        h.model.state.toggleObtained(1)
        h.press("p", [.control])
        #expect(h.state.printTargetName == "Grocery List")
        let job = try #require(printed(h.press("Return")))
        #expect(job.document.fileName == "Grocery List.pdf")
        guard case .checklist(let groups) = job.document.content else {
            Issue.record("not a checklist")
            return
        }
        #expect(groups.count == 1 && groups[0].title == recipe, "one recipe's items, under its name")
        #expect(groups[0].items.map(\.text) == h.state.grocery.items.map(\.name).filter { !$0.isEmpty })
        #expect(groups[0].items.map(\.ticked) == h.state.grocery.items.filter { !$0.name.isEmpty }.map(\.obtained))
        #expect(groups[0].items.map(\.ticked).filter { $0 }.count == 1)
        #expect(h.state.focus.isInGroceryList)
    }

    @Test("a printed grocery list is grouped by recipe in the order added; a shared item names its other recipes; typed ones come last")
    func groceryGroups() throws {
        var state = AppState(store: TestCookbook.sample(), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
        state.grocery.add(ingredients: ["2 eggs", "1 cup flour"], from: "Pancakes")
        state.grocery.add(ingredients: ["3 eggs", "1 onion"], from: "Omelette")
        state.grocery.items.append(GroceryItem(name: "dish soap"))
        guard case .checklist(let groups) = state.groceryDocument.content else { return #expect(Bool(false), "a checklist") }
        #expect(groups.map(\.title) == ["Pancakes", "Omelette", "Other items"])
        #expect(groups.map { $0.items.map(\.text) } == [["5 eggs (also Omelette)", "1 cup flour"], ["1 onion"], ["dish soap"]])
        var typed = AppState(store: TestCookbook.sample(), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
        typed.grocery.items = [GroceryItem(name: "milk")]
        guard case .checklist(let only) = typed.groceryDocument.content else { return #expect(Bool(false), "a checklist") }
        #expect(only.count == 1 && only[0].title == nil, "nothing from a recipe: the list, untitled")
        let saved = try JSONEncoder().encode(state.savedState)
        #expect(try JSONDecoder().decode(SavedState.self, from: saved).grocery.first?.recipes == ["Pancakes", "Omelette"], "kept across restarts")
    }

    @Test("File ▸ Print… is in the menu with Ctrl+P, and the help sheet lists it")
    func menuAndHelp() {
        let file = MenuBar.menus.first { $0.id == "file" }?.items.compactMap(\.command)
        #expect(file == [.newRecipe, .openCookbook, .saveRecipe, .export, .print, .quit])
        #expect(KeyBindings.shortcut(for: .print) == "Ctrl+P")
        #expect(Command.print.title == "Print…")
    }

    @Test(
        "the paper is Letter in the US and its neighbours, else A4; LC_ALL, then LC_PAPER, then LANG",
        arguments: [
            (["LANG": "en_US.UTF-8"], PaperSize.letter),
            (["LANG": "en_GB.UTF-8"], .a4),
            (["LANG": "fr_CA.UTF-8"], .letter),
            (["LANG": "es_MX"], .letter),
            (["LANG": "fil_PH.UTF-8"], .letter),
            (["LANG": "de_DE.UTF-8@euro"], .a4),
            (["LANG": "en_GB.UTF-8", "LC_PAPER": "en_US.UTF-8"], .letter),
            (["LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"], .a4),
            (["LC_ALL": "en_GB.UTF-8", "LC_PAPER": "en_US.UTF-8"], .a4),
            (["LC_ALL": "", "LC_PAPER": "en_US.UTF-8"], .letter),
            (["LANG": "C.UTF-8"], .a4),
            ([:], .a4),
        ])
    func paperRule(environment: [String: String], paper: PaperSize) {
        #expect(PaperSize.forLocale(environment) == paper)
    }

    @Test("A4 and Letter are 595×842 and 612×792 points")
    func paperPoints() {
        #expect(PaperSize.a4.points == (595, 842))
        #expect(PaperSize.letter.points == (612, 792))
    }
}

/// The dialog as assistive tools see it.
struct PrintAccessibilityTests {
    @Test("the dialog is a modal dialog of destinations, the chosen one selected and focused")
    func accessibleDialog() {
        var h = ServingsTests.opened()
        h.press("p", [.control])
        h.send(.printersFound(PrinterList(names: ["Office"])))
        h.press("Down")
        let tree = AccessibleView.tree(h.state, measurer: h.measurer)
        #expect(tree.nodes[.printDialog]?.role == .dialog && tree.nodes[.printDialog]?.states.contains(.modal) == true)
        #expect(tree.nodes[.printDialog]?.children == [.printDestination(0), .printDestination(1)])
        #expect(tree.nodes[.printDestination(1)]?.name == "Save as PDF")
        #expect(tree.focus == .printDestination(1) && tree.nodes[.printDestination(1)]?.states.contains(.selected) == true)
    }
}
