/// A key of the focused element itself: its moves and its own keys. Bound in the same
/// table as the commands (`KeyBindings`), which the help sheet lists; the element's
/// handler performs it, and one with no target answers ignored, so that the key travels
/// up the chain (Left on the first tile focuses the sidebar).
enum ElementKey: String, Sendable, CaseIterable {
    case nextTile, previousTile, tileBelow, tileAbove, rowStart, rowEnd, firstRecipe, lastRecipe, pageDown, pageUp, clearSelection
    case nextCategory, previousCategory, firstCategory, lastCategory, enterGrid
    case closeDetail, scrollDown, scrollUp, scrollPageDown, scrollPageUp, scrollToTop, scrollToBottom
    case pressButton
    case nextRating, previousRating, firstRating, lastRating, toggleRating
    case moreServings, fewerServings, recipeServings
    case nextStep, previousStep, firstStep, lastStep, startTimer, leaveCooking
    case nextControl, previousControl, openMenuBar
    case addItemAfter, removeEmptyItem, pressItem, itemBelow, itemAbove, itemName, closeGroceryList
    case nextOffer, previousOffer, nextOfferWrapping, previousOfferWrapping, firstOffer, lastOffer, chooseOffer
    case completePath, previousOpenPart, nextOpenRow, previousOpenRow, openChoice, closeOpenDialog
    case leaveNotes

    /// What the help sheet says it does, in English: the sheet shows it through `tr`. Keys that
    /// share a text share a row (Right / Left).
    var help: String {
        switch self {
        case .nextTile, .previousTile: trLater("Next / previous tile, or the next region")
        case .tileBelow, .tileAbove: trLater("The tile below / above")
        case .rowStart, .rowEnd: trLater("First / last tile of the row")
        case .firstRecipe, .lastRecipe: trLater("First / last recipe")
        case .pageDown, .pageUp: trLater("One screenful down / up")
        case .clearSelection: trLater("Clear the selection")
        case .nextCategory, .previousCategory: trLater("Next / previous category")
        case .firstCategory, .lastCategory: trLater("First / last category")
        case .enterGrid: trLater("Into the recipes")
        case .closeDetail: trLater("Back from the detail to the grid")
        case .scrollDown, .scrollUp: trLater("Scroll down / up")
        case .scrollPageDown: trLater("Scroll a screenful down")
        case .scrollPageUp: trLater("Scroll a screenful up")
        case .scrollToTop, .scrollToBottom: trLater("To the top / bottom")
        case .pressButton: trLater("Press the button")
        case .nextRating, .previousRating: trLater("Rating: next / previous")
        case .firstRating, .lastRating: trLater("Rating: Meh / Delicious")
        case .toggleRating: trLater("Rating: on / off")
        case .moreServings, .fewerServings: trLater("Servings: one more / one fewer")
        case .recipeServings: trLater("Servings: the recipe's own")
        case .nextStep: trLater("Cooking: next step")
        case .previousStep: trLater("Cooking: previous step")
        case .firstStep, .lastStep: trLater("Cooking: first / last step")
        case .startTimer: trLater("Cooking: start the step's timer")
        case .leaveCooking: trLater("Cooking: back to the recipe")
        case .nextControl, .previousControl: trLater("Next / previous control")
        case .openMenuBar: trLater("Open the menu bar")
        case .addItemAfter: trLater("Grocery item: add one after it")
        case .removeEmptyItem: trLater("Grocery item: remove it when empty")
        case .pressItem: trLater("Grocery list: tick the item, or add one")
        case .itemBelow, .itemAbove: trLater("Grocery list: the item below / above")
        case .itemName: trLater("Grocery list: from the tick to the name")
        case .closeGroceryList: trLater("Close the grocery list")
        case .nextOffer, .previousOffer, .nextOfferWrapping, .previousOfferWrapping: trLater("Welcome: the next / previous choice")
        case .firstOffer, .lastOffer: trLater("Welcome: the first / last choice")
        case .chooseOffer: trLater("Welcome: open the choice")
        case .completePath: trLater("Open: complete the name, else to the list")
        case .previousOpenPart: trLater("Open: between the path and the list")
        case .nextOpenRow, .previousOpenRow: trLater("Open: the next / previous in the list")
        case .openChoice: trLater("Open: the path, or the one chosen")
        case .closeOpenDialog: trLater("Open: cancel")
        case .leaveNotes: trLater("Notes: leave the field (they are kept)")
        }
    }

    /// Whether a held key repeats it; a toggle or a screen change happens once per press.
    var repeats: Bool {
        switch self {
        case .pressButton, .toggleRating, .startTimer, .leaveCooking, .openMenuBar, .pressItem, .chooseOffer, .openChoice, .closeOpenDialog: false
        default: true
        }
    }
}

/// Text typed rather than a key pressed: the help sheet's rows for it, beside the table, in
/// English (the sheet shows them through `tr`).
enum TypedKeys {
    static let rows: [(keys: String, effect: String, scope: BindingScope)] = [
        (trLater("Letters and digits"), trLater("Select the name that starts with them"), .gridOrSidebar),
        (trLater("Digits"), trLater("Servings: type a number"), .servings),
    ]
}
