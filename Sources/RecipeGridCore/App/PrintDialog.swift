/// Where File ▸ Print… sends a document: a CUPS printer, or a PDF in the documents folder.
package enum PrintDestination: Sendable, Hashable {
    case printer(String)
    case pdf

    var title: String {
        switch self {
        case .printer(let name): name
        case .pdf: tr("Save as PDF")
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
/// being looked for. Its fields change only through its methods.
struct PrintDialog: Sendable, Equatable {
    static let copiesRange = 1...99
    private(set) var target: PrintTarget
    /// Nil while the printers are being looked up.
    private(set) var printers: PrinterList?
    private(set) var chosen: PrintDestination = .pdf
    /// Whether the user chose a destination, so printers arriving late do not move the choice.
    private(set) var moved = false
    private(set) var copies = 1

    init(target: PrintTarget) {
        self.target = target
    }

    /// The printers came back: the default one is chosen unless the user chose already.
    mutating func found(_ printers: PrinterList) {
        self.printers = printers
        if !moved, let first = destinations.first { chosen = first }
        if !destinations.contains(chosen) { chosen = .pdf }
    }

    /// The user chose the destination at `index` (clamped to the list).
    mutating func choose(_ index: Int) {
        chosen = destinations[min(max(0, index), destinations.count - 1)]
        moved = true
    }

    /// One more or one fewer copy, for a printer; a PDF is one file.
    mutating func changeCopies(by step: Int) {
        guard case .printer = chosen else { return }
        copies = min(max(copies + step, Self.copiesRange.lowerBound), Self.copiesRange.upperBound)
    }

    /// The printers, default first, then Save as PDF.
    var destinations: [PrintDestination] { (printers?.names ?? []).map(PrintDestination.printer) + [.pdf] }

    var chosenIndex: Int { destinations.firstIndex(of: chosen) ?? destinations.count - 1 }

    /// The line under the destinations: still looking, or why there are no printers.
    var note: String? {
        guard let printers else { return tr("Looking for printers…") }
        return printers.names.isEmpty ? printers.problem.map { tr("No printers: {reason}", ["reason": $0]) } ?? tr("No printers") : nil
    }
}

/// File ▸ Print…: the dialog opens on what the focus offers and prints it where chosen.
extension AppState {
    /// Opens the dialog over the focused recipes or the grocery list and asks for the printers.
    mutating func openPrintDialog(context: inout UpdateContext) {
        let target: PrintTarget = commandFocus.isInGroceryList ? .groceryList : .recipes(focusedRecipes)
        typeAhead.end()
        modal.showPrintDialog(PrintDialog(target: target), over: focus)
        focus = .printDialog
        context.effects.append(.findPrinters)
    }

    /// The printers came back: the default one is chosen unless the user chose already.
    mutating func printersFound(_ printers: PrinterList) {
        guard var dialog = modal.printDialog else { return }
        dialog.found(printers)
        modal.showPrintDialog(dialog, over: focus)
    }

    /// Chooses the destination `step` rows away, or the first (`to: 0`) or last one.
    mutating func movePrintChoice(by step: Int = 0, to row: Int? = nil) {
        guard var dialog = modal.printDialog else { return }
        dialog.choose(row ?? dialog.chosenIndex + step)
        modal.showPrintDialog(dialog, over: focus)
    }

    /// One more or one fewer copy, for a printer; a PDF is one file.
    mutating func changeCopies(by step: Int) {
        guard var dialog = modal.printDialog else { return }
        dialog.changeCopies(by: step)
        modal.showPrintDialog(dialog, over: focus)
    }

    /// Return: the dialog closes and its document goes where chosen, once the recipes'
    /// details are at hand.
    mutating func confirmPrint(context: inout UpdateContext) {
        guard let dialog = modal.printDialog else { return }
        closeModal()
        let copies = dialog.chosen == .pdf ? 1 : dialog.copies
        switch dialog.target {
        case .groceryList:
            context.effects.append(.print(laidOut(groceryDocument), to: dialog.chosen, copies: copies))
        case .recipes(let recipes):
            withContents(of: recipes, for: .print(dialog.chosen, copies: copies), context: &context)
        }
    }

    /// The recipes' details are in: their document goes to `destination`.
    mutating func printRecipes(
        _ recipes: [(index: Int, content: RecipeContent)], to destination: PrintDestination, copies: Int, context: inout UpdateContext
    ) {
        guard let first = recipes.first else { return }
        let title = recipes.count == 1 ? store.recipes[first.index].name : trn("{count} Recipe", "{count} Recipes", count: recipes.count)
        let printed = recipes.map { printedRecipe(of: $0.index, $0.content) }
        context.effects.append(.print(laidOut(PrintDocument(title: title, content: .recipes(printed))), to: destination, copies: copies))
    }

    /// `document` in the layout's direction.
    private func laidOut(_ document: PrintDocument) -> PrintDocument {
        var document = document
        document.direction = layoutDirection
        return document
    }
}
