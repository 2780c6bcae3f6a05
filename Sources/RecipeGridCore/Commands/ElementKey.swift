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

    /// What the help sheet says it does. Keys that share a text share a row (Right / Left).
    var help: String {
        switch self {
        case .nextTile, .previousTile: tr("Next / previous tile, or the next region")
        case .tileBelow, .tileAbove: tr("The tile below / above")
        case .rowStart, .rowEnd: tr("First / last tile of the row")
        case .firstRecipe, .lastRecipe: tr("First / last recipe")
        case .pageDown, .pageUp: tr("One screenful down / up")
        case .clearSelection: tr("Clear the selection")
        case .nextCategory, .previousCategory: tr("Next / previous category")
        case .firstCategory, .lastCategory: tr("First / last category")
        case .enterGrid: tr("Into the recipes")
        case .closeDetail: tr("Back from the detail to the grid")
        case .scrollDown, .scrollUp: tr("Scroll down / up")
        case .scrollPageDown: tr("Scroll a screenful down")
        case .scrollPageUp: tr("Scroll a screenful up")
        case .scrollToTop, .scrollToBottom: tr("To the top / bottom")
        case .pressButton: tr("Press the button")
        case .nextRating, .previousRating: tr("Rating: next / previous")
        case .firstRating, .lastRating: tr("Rating: Meh / Delicious")
        case .toggleRating: tr("Rating: on / off")
        case .moreServings, .fewerServings: tr("Servings: one more / one fewer")
        case .recipeServings: tr("Servings: the recipe's own")
        case .nextStep: tr("Cooking: next step")
        case .previousStep: tr("Cooking: previous step")
        case .firstStep, .lastStep: tr("Cooking: first / last step")
        case .startTimer: tr("Cooking: start the step's timer")
        case .leaveCooking: tr("Cooking: back to the recipe")
        case .nextControl, .previousControl: tr("Next / previous control")
        case .openMenuBar: tr("Open the menu bar")
        case .addItemAfter: tr("Grocery item: add one after it")
        case .removeEmptyItem: tr("Grocery item: remove it when empty")
        case .pressItem: tr("Grocery list: tick the item, or add one")
        case .itemBelow, .itemAbove: tr("Grocery list: the item below / above")
        case .itemName: tr("Grocery list: from the tick to the name")
        case .closeGroceryList: tr("Close the grocery list")
        case .nextOffer, .previousOffer, .nextOfferWrapping, .previousOfferWrapping: tr("Welcome: the next / previous choice")
        case .firstOffer, .lastOffer: tr("Welcome: the first / last choice")
        case .chooseOffer: tr("Welcome: open the choice")
        case .completePath: tr("Open: complete the name, else to the list")
        case .previousOpenPart: tr("Open: between the path and the list")
        case .nextOpenRow, .previousOpenRow: tr("Open: the next / previous in the list")
        case .openChoice: tr("Open: the path, or the one chosen")
        case .closeOpenDialog: tr("Open: cancel")
        case .leaveNotes: tr("Notes: leave the field (they are kept)")
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

/// Text typed rather than a key pressed: the help sheet's rows for it, beside the table. In
/// English: a static table is made once, whatever language is in use then, so the sheet
/// translates them where it shows them.
enum TypedKeys {
    static let rows: [(keys: String, effect: String, scope: BindingScope)] = [
        (trLater("Letters and digits"), trLater("Select the name that starts with them"), .gridOrSidebar),
        (trLater("Digits"), trLater("Servings: type a number"), .servings),
    ]
}
