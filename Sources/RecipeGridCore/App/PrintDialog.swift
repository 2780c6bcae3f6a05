/// Where File ▸ Print… sends a document: a CUPS printer, or a PDF in the documents folder.
package enum PrintDestination: Sendable, Hashable {
    case printer(String)
    case pdf

    var title: String {
        switch self {
        case .printer(let name): name
        case .pdf: "Save as PDF"
        }
    }
}

/// The printers the print service offers, its default first, or why it offers none.
package struct PrinterList: Sendable, Equatable {
    package var names: [String]
    /// One line saying why there are no printers ("the CUPS print service is not running").
    package var problem: String?

    package init(names: [String], problem: String? = nil) {
        self.names = names
        self.problem = problem
    }
}

/// What the Print dialog prints: the recipes the focus offered, or the grocery list.
enum PrintTarget: Sendable, Equatable {
    case recipes([Int])
    case groceryList
}

/// File ▸ Print…'s dialog: the destinations, the one chosen and how many copies.
///
/// The printers are looked up when it opens (the shell asks CUPS off the main thread);
/// until they are in, Save as PDF is the one destination and a line says printers are
/// being looked for.
struct PrintDialog: Sendable, Equatable {
    static let copiesRange = 1...99
    var target: PrintTarget
    /// Nil while the printers are being looked up.
    var printers: PrinterList?
    var chosen: PrintDestination = .pdf
    /// Whether the user chose a destination, so printers arriving late do not move the choice.
    var moved = false
    var copies = 1

    /// The printers, default first, then Save as PDF.
    var destinations: [PrintDestination] { (printers?.names ?? []).map(PrintDestination.printer) + [.pdf] }

    var chosenIndex: Int { destinations.firstIndex(of: chosen) ?? destinations.count - 1 }

    /// The line under the destinations: still looking, or why there are no printers.
    var note: String? {
        guard let printers else { return "Looking for printers…" }
        return printers.names.isEmpty ? printers.problem.map { "No printers: \($0)" } ?? "No printers" : nil
    }
}

/// File ▸ Print…: the dialog opens on what the focus offers and prints it where chosen.
extension AppState {
    /// Opens the dialog over the focused recipes or the grocery list and asks for the printers.
    mutating func openPrintDialog(context: inout UpdateContext) {
        let target: PrintTarget = commandFocus.isInGroceryList ? .groceryList : .recipes(focusedRecipes)
        typeAhead.end()
        if modal.returnFocus == nil { modal.returnFocus = focus }
        modal.menu = nil
        modal.printDialog = PrintDialog(target: target)
        focus = .printDialog
        context.effects.append(.findPrinters)
    }

    /// The printers came back: the default one is chosen unless the user chose already.
    mutating func printersFound(_ printers: PrinterList) {
        guard var dialog = modal.printDialog else { return }
        dialog.printers = printers
        if !dialog.moved, let first = dialog.destinations.first { dialog.chosen = first }
        if !dialog.destinations.contains(dialog.chosen) { dialog.chosen = .pdf }
        modal.printDialog = dialog
    }

    /// Chooses the destination `step` rows away, or the first (`to: 0`) or last one.
    mutating func movePrintChoice(by step: Int = 0, to row: Int? = nil) {
        guard var dialog = modal.printDialog else { return }
        let destinations = dialog.destinations
        let index = min(max(0, row ?? dialog.chosenIndex + step), destinations.count - 1)
        dialog.chosen = destinations[index]
        dialog.moved = true
        modal.printDialog = dialog
    }

    /// One more or one fewer copy, for a printer; a PDF is one file.
    mutating func changeCopies(by step: Int) {
        guard var dialog = modal.printDialog, case .printer = dialog.chosen else { return }
        dialog.copies = min(max(dialog.copies + step, PrintDialog.copiesRange.lowerBound), PrintDialog.copiesRange.upperBound)
        modal.printDialog = dialog
    }

    /// Return: the dialog closes and its document goes where chosen, once the recipes'
    /// details are at hand.
    mutating func confirmPrint(context: inout UpdateContext) {
        guard let dialog = modal.printDialog else { return }
        closeModal()
        let copies = dialog.chosen == .pdf ? 1 : dialog.copies
        switch dialog.target {
        case .groceryList:
            context.effects.append(.print(groceryDocument, to: dialog.chosen, copies: copies))
        case .recipes(let recipes):
            withContents(of: recipes, for: .print(dialog.chosen, copies: copies), context: &context)
        }
    }

    /// The recipes' details are in: their document goes to `destination`.
    mutating func printRecipes(
        _ recipes: [(index: Int, content: RecipeContent)], to destination: PrintDestination, copies: Int, context: inout UpdateContext
    ) {
        guard let first = recipes.first else { return }
        let title = recipes.count == 1 ? store.recipes[first.index].name : "\(recipes.count) Recipes"
        let printed = recipes.map { printedRecipe(of: $0.index, $0.content) }
        context.effects.append(.print(PrintDocument(title: title, content: .recipes(printed)), to: destination, copies: copies))
    }
}
