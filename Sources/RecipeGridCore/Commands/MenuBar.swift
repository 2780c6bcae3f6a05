/// An entry of a menu: a command, or a submenu of commands (Recipe ▸ Rate ▸).
package struct MenuItem: Sendable {
    /// What it says, looked up in the user's language each time it is shown.
    private var words: Words
    var command: Command?
    package var submenu: [MenuItem] = []
    /// File ▸ Open Recent's entries: which recent cookbook it opens.
    var recent: Int?

    private enum Words: Sendable {
        /// A command's label.
        case command
        /// A submenu's or a placeholder's catalog entry, its letter marked with "_".
        case marked(String)
        /// A recent cookbook's path, not translated, with its own digit.
        case verbatim(String, Character?)
    }

    package init(_ command: Command) {
        words = .command
        self.command = command
    }

    /// `title` is the catalog entry: `tr` is applied when the menu is shown.
    package init(submenu title: String, items: [MenuItem]) {
        words = .marked(title)
        submenu = items
    }

    init(recent index: Int, title: String, mnemonic: Character) {
        words = .verbatim(title, mnemonic)
        recent = index
    }

    /// A line that does nothing and shows greyed: "No Recent Cookbooks".
    init(placeholder title: String) {
        words = .verbatim(title, nil)
    }

    /// The label as shown, with its underlined letter.
    package var label: MnemonicLabel {
        switch words {
        case .command: MnemonicLabel(marked: command?.label ?? "")
        case .marked(let msgid): MnemonicLabel.translated(msgid)
        case .verbatim(let text, let mnemonic): MnemonicLabel(text: text, mnemonic: mnemonic)
        }
    }

    package var title: String { label.text }
    /// The underlined letter, lower case; typing it activates the item.
    var mnemonic: Character? { label.mnemonic }
    /// File ▸ Open Recent, whose items are the recent cookbooks.
    var isOpenRecent: Bool {
        if case .marked(let msgid) = words { return msgid == MenuBar.openRecentTitle }
        return false
    }
}

/// One menu of the bar.
package struct Menu: Sendable {
    /// The id in the trace's `menu.NAME` focus: "file", "recipe", "view", "help".
    package var id: String
    /// The catalog entry of its title, its letter marked with "_".
    private var marked: String
    package var items: [MenuItem]

    init(id: String, title marked: String, items: [MenuItem]) {
        self.id = id
        self.marked = marked
        self.items = items
    }

    package var label: MnemonicLabel { MnemonicLabel.translated(marked) }
    var title: String { label.text }
    var mnemonic: Character? { label.mnemonic }
}

/// The menu bar's contents; every shortcut shown comes from `KeyBindings`.
package enum MenuBar {
    package static let menus: [Menu] = [
        Menu(
            id: "file", title: trLater("_File"),
            items: [
                MenuItem(.newRecipe),
                MenuItem(.openCookbook),
                MenuItem(submenu: openRecentTitle, items: recentItems([])),
                MenuItem(.saveRecipe),
                MenuItem(.export), MenuItem(.print),
                MenuItem(.quit),
            ]),
        Menu(
            id: "recipe", title: trLater("_Recipe"),
            items: [
                MenuItem(.openRecipe),
                MenuItem(.copy),
                MenuItem(.addToGroceryList),
                MenuItem(
                    submenu: trLater("_Rate"),
                    items: [
                        MenuItem(.rateMeh), MenuItem(.rateYummy), MenuItem(.rateDelicious),
                        MenuItem(.clearRating),
                    ]),
                MenuItem(.moreServings),
                MenuItem(.fewerServings),
                MenuItem(.mark),
                MenuItem(.markAll),
                MenuItem(.clearMarks),
                MenuItem(.cook),
                MenuItem(.madeThis),
                MenuItem(.editRecipe),
                MenuItem(.deleteRecipe),
                MenuItem(.undoDelete),
            ]),
        Menu(
            id: "view", title: trLater("_View"),
            items: [
                MenuItem(.groceryList), MenuItem(.search), MenuItem(.rightToLeft),
                MenuItem(.darkTheme), MenuItem(.showTags),
                MenuItem(
                    submenu: trLater("_Units"),
                    items: [
                        MenuItem(.unitsWritten), MenuItem(.unitsMetric), MenuItem(.unitsUS),
                        MenuItem(.cycleUnits),
                    ]),
                MenuItem(
                    submenu: trLater("Group Grocery _List"),
                    items: [MenuItem(.groceryByAisle), MenuItem(.groceryByRecipe)]),
                MenuItem(
                    submenu: trLater("S_ort By"),
                    items: [
                        MenuItem(.sortByName), MenuItem(.sortByRating), MenuItem(.sortByLastMade),
                        MenuItem(.sortByMostMade), MenuItem(.sortByDateAdded),
                    ]),
            ]),
        Menu(id: "help", title: trLater("_Help"), items: [MenuItem(.keyboardShortcuts)]),
    ]

    static let openRecentTitle = trLater("Open _Recent")

    static func index(ofMenu id: String) -> Int? { menus.firstIndex { $0.id == id } }
}

/// Which menu is open and which of its items (and submenu items) is highlighted.
package struct MenuState: Sendable, Equatable {
    package var menu: Int
    package var item: Int?
    /// Highlighted row of the open submenu; the submenu is open exactly when this is set.
    package var subitem: Int?
}
