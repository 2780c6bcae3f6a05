/// An entry of a menu: a command, or a submenu of commands (Recipe ▸ Rate ▸).
package struct MenuItem: Sendable {
    package var title: String
    /// The underlined letter, lower case; typing it activates the item.
    var mnemonic: Character
    var command: Command?
    package var submenu: [MenuItem] = []
    /// File ▸ Open Recent's entries: which recent cookbook it opens.
    var recent: Int?

    package init(_ command: Command, mnemonic: Character) {
        title = command.title
        self.mnemonic = mnemonic
        self.command = command
    }

    package init(submenu title: String, mnemonic: Character, items: [MenuItem]) {
        self.title = title
        self.mnemonic = mnemonic
        submenu = items
    }

    init(recent index: Int, title: String, mnemonic: Character) {
        self.title = title
        self.mnemonic = mnemonic
        recent = index
    }

    /// A line that does nothing and shows greyed: "No Recent Cookbooks".
    init(placeholder title: String) {
        self.title = title
        mnemonic = " "
    }
}

/// One menu of the bar.
package struct Menu: Sendable {
    /// The id in the trace's `menu.NAME` focus: "file", "recipe", "view", "help".
    package var id: String
    var title: String
    var mnemonic: Character
    package var items: [MenuItem]
}

/// The menu bar's contents; every shortcut shown comes from `KeyBindings`.
package enum MenuBar {
    package static let menus: [Menu] = [
        Menu(
            id: "file", title: "File", mnemonic: "f",
            items: [
                MenuItem(.newRecipe, mnemonic: "n"),
                MenuItem(.openCookbook, mnemonic: "o"),
                MenuItem(submenu: openRecentTitle, mnemonic: "r", items: recentItems([])),
                MenuItem(.saveRecipe, mnemonic: "s"),
                MenuItem(.export, mnemonic: "e"), MenuItem(.print, mnemonic: "p"),
                MenuItem(.quit, mnemonic: "q"),
            ]),
        Menu(
            id: "recipe", title: "Recipe", mnemonic: "r",
            items: [
                MenuItem(.openRecipe, mnemonic: "o"),
                MenuItem(.copy, mnemonic: "p"),
                MenuItem(.addToGroceryList, mnemonic: "g"),
                MenuItem(
                    submenu: "Rate", mnemonic: "r",
                    items: [
                        MenuItem(.rateMeh, mnemonic: "m"), MenuItem(.rateYummy, mnemonic: "y"), MenuItem(.rateDelicious, mnemonic: "d"),
                        MenuItem(.clearRating, mnemonic: "c"),
                    ]),
                MenuItem(.moreServings, mnemonic: "s"),
                MenuItem(.fewerServings, mnemonic: "f"),
                MenuItem(.mark, mnemonic: "m"),
                MenuItem(.markAll, mnemonic: "a"),
                MenuItem(.clearMarks, mnemonic: "c"),
                MenuItem(.cook, mnemonic: "k"),
                MenuItem(.madeThis, mnemonic: "i"),
                MenuItem(.editRecipe, mnemonic: "e"),
                MenuItem(.deleteRecipe, mnemonic: "d"),
                MenuItem(.undoDelete, mnemonic: "u"),
            ]),
        Menu(
            id: "view", title: "View", mnemonic: "v",
            items: [
                MenuItem(.groceryList, mnemonic: "g"), MenuItem(.search, mnemonic: "s"), MenuItem(.rightToLeft, mnemonic: "r"),
                MenuItem(.darkTheme, mnemonic: "d"), MenuItem(.showTags, mnemonic: "t"),
                MenuItem(
                    submenu: "Units", mnemonic: "u",
                    items: [
                        MenuItem(.unitsWritten, mnemonic: "w"), MenuItem(.unitsMetric, mnemonic: "m"), MenuItem(.unitsUS, mnemonic: "u"),
                        MenuItem(.cycleUnits, mnemonic: "c"),
                    ]),
                MenuItem(
                    submenu: "Group Grocery List", mnemonic: "l",
                    items: [MenuItem(.groceryByAisle, mnemonic: "a"), MenuItem(.groceryByRecipe, mnemonic: "r")]),
                MenuItem(
                    submenu: "Sort By", mnemonic: "o",
                    items: [
                        MenuItem(.sortByName, mnemonic: "n"), MenuItem(.sortByRating, mnemonic: "r"), MenuItem(.sortByLastMade, mnemonic: "l"),
                        MenuItem(.sortByMostMade, mnemonic: "m"), MenuItem(.sortByDateAdded, mnemonic: "d"),
                    ]),
            ]),
        Menu(id: "help", title: "Help", mnemonic: "h", items: [MenuItem(.keyboardShortcuts, mnemonic: "k")]),
    ]

    static let openRecentTitle = "Open Recent"

    static func index(ofMenu id: String) -> Int? { menus.firstIndex { $0.id == id } }
}

/// Which menu is open and which of its items (and submenu items) is highlighted.
package struct MenuState: Sendable, Equatable {
    package var menu: Int
    package var item: Int?
    /// Highlighted row of the open submenu; the submenu is open exactly when this is set.
    package var subitem: Int?
}
