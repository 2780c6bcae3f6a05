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
        case .nextTile, .previousTile: "Next / previous tile, or the next region"
        case .tileBelow, .tileAbove: "The tile below / above"
        case .rowStart, .rowEnd: "First / last tile of the row"
        case .firstRecipe, .lastRecipe: "First / last recipe"
        case .pageDown, .pageUp: "One screenful down / up"
        case .clearSelection: "Clear the selection"
        case .nextCategory, .previousCategory: "Next / previous category"
        case .firstCategory, .lastCategory: "First / last category"
        case .enterGrid: "Into the recipes"
        case .closeDetail: "Back from the detail to the grid"
        case .scrollDown, .scrollUp: "Scroll down / up"
        case .scrollPageDown: "Scroll a screenful down"
        case .scrollPageUp: "Scroll a screenful up"
        case .scrollToTop, .scrollToBottom: "To the top / bottom"
        case .pressButton: "Press the button"
        case .nextRating, .previousRating: "Rating: next / previous"
        case .firstRating, .lastRating: "Rating: Meh / Delicious"
        case .toggleRating: "Rating: on / off"
        case .moreServings, .fewerServings: "Servings: one more / one fewer"
        case .recipeServings: "Servings: the recipe's own"
        case .nextStep: "Cooking: next step"
        case .previousStep: "Cooking: previous step"
        case .firstStep, .lastStep: "Cooking: first / last step"
        case .startTimer: "Cooking: start the step's timer"
        case .leaveCooking: "Cooking: back to the recipe"
        case .nextControl, .previousControl: "Next / previous control"
        case .openMenuBar: "Open the menu bar"
        case .addItemAfter: "Grocery item: add one after it"
        case .removeEmptyItem: "Grocery item: remove it when empty"
        case .pressItem: "Grocery list: tick the item, or add one"
        case .itemBelow, .itemAbove: "Grocery list: the item below / above"
        case .itemName: "Grocery list: from the tick to the name"
        case .closeGroceryList: "Close the grocery list"
        case .nextOffer, .previousOffer, .nextOfferWrapping, .previousOfferWrapping: "Welcome: the next / previous choice"
        case .firstOffer, .lastOffer: "Welcome: the first / last choice"
        case .chooseOffer: "Welcome: open the choice"
        case .completePath: "Open: complete the name, else to the list"
        case .previousOpenPart: "Open: between the path and the list"
        case .nextOpenRow, .previousOpenRow: "Open: the next / previous in the list"
        case .openChoice: "Open: the path, or the one chosen"
        case .closeOpenDialog: "Open: cancel"
        case .leaveNotes: "Notes: leave the field (they are kept)"
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

/// Text typed rather than a key pressed: the help sheet's rows for it, beside the table.
enum TypedKeys {
    static let rows: [(keys: String, effect: String, scope: BindingScope)] = [
        ("Letters and digits", "Select the name that starts with them", .gridOrSidebar),
        ("Digits", "Servings: type a number", .servings),
    ]
}
