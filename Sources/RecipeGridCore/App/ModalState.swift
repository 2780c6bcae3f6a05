/// The modal layers: a menu of the menu bar, the help sheet, File ▸ Open Cookbook…'s
/// path prompt and File ▸ Print…'s dialog. One at most is open; it takes focus and gives it back where it was.
package struct ModalState: Sendable, Equatable {
    /// The open menu, if any.
    package var menu: MenuState?
    var helpOpen = false
    var helpScroll: Double = 0
    /// The path field, while the prompt is open.
    var cookbookPrompt: TextField?
    /// File ▸ Print…'s dialog, while it is open.
    var printDialog: PrintDialog?
    /// The element that had focus before a modal layer took it.
    var returnFocus: FocusID?

    package init() {}

    var isOpen: Bool { menu != nil || helpOpen || cookbookPrompt != nil || printDialog != nil }
}

/// Modal layers: the menu bar's menus and the help sheet take focus and give it back.
extension AppState {
    /// Opens menu `index` with its first enabled item highlighted.
    mutating func openMenu(_ index: Int) {
        typeAhead.end()
        if modal.returnFocus == nil { modal.returnFocus = focus }
        modal.helpOpen = false
        modal.menu = MenuState(menu: index, item: firstEnabled(in: MenuBar.menus[index].items, from: 0, step: 1))
        focus = .menu(MenuBar.menus[index].id)
    }

    mutating func openHelp() {
        typeAhead.end()
        if modal.returnFocus == nil { modal.returnFocus = focus }
        modal.menu = nil
        modal.helpOpen = true
        modal.helpScroll = 0
        focus = .help
    }

    /// Asks for the path of a cookbook to open, starting from the folder of the current one.
    mutating func openCookbookPrompt() {
        typeAhead.end()
        if modal.returnFocus == nil { modal.returnFocus = focus }
        // The folder part of the path, with its slash: "/a/b/c.json" → "/a/b/".
        let current =
            store.recipes.first.map { recipe in
                recipe.sourcePath.lastIndex(of: "/").map { String(recipe.sourcePath[...$0]) } ?? "/"
            } ?? ""
        modal.cookbookPrompt = TextField(text: current)
        focus = .cookbookPath
    }

    /// Closes any menu, the help sheet, the open prompt or the print dialog; focus goes back
    /// exactly where it was.
    mutating func closeModal() {
        modal.menu = nil
        modal.helpOpen = false
        modal.cookbookPrompt = nil
        modal.printDialog = nil
        if let back = modal.returnFocus { focus = back }
        modal.returnFocus = nil
    }

    /// The items of the open menu, or of its open submenu.
    var openMenuItems: [MenuItem] {
        guard let menu = modal.menu else { return [] }
        let items = MenuBar.menus[menu.menu].items
        if menu.subitem != nil, let item = menu.item { return items[item].submenu }
        return items
    }

    func isEnabled(_ item: MenuItem) -> Bool {
        if let command = item.command { return isEnabled(command) }
        return item.submenu.contains { isEnabled($0) }
    }

    /// The next enabled item from `start` going by `step`, wrapping; nil when none is enabled.
    func firstEnabled(in items: [MenuItem], from start: Int, step: Int) -> Int? {
        guard !items.isEmpty else { return nil }
        for offset in 0..<items.count {
            let index = ((start + step * offset) % items.count + items.count) % items.count
            if isEnabled(items[index]) { return index }
        }
        return nil
    }

    /// Moves the highlight in the open menu (or submenu) by `step`, skipping disabled items.
    mutating func moveMenuHighlight(by step: Int) {
        guard let state = modal.menu else { return }
        let current = state.subitem ?? state.item
        moveMenuHighlight(from: current.map { $0 + step } ?? (step > 0 ? 0 : openMenuItems.count - 1), step: step)
    }

    /// Highlights the first enabled item from `start` going by `step`.
    mutating func moveMenuHighlight(from start: Int, step: Int) {
        guard var state = modal.menu else { return }
        let next = firstEnabled(in: openMenuItems, from: start, step: step)
        if state.subitem != nil { state.subitem = next ?? state.subitem } else { state.item = next }
        modal.menu = state
    }

    /// Activates the highlighted item, or item `index` of the open list: a submenu opens,
    /// a command closes the menu (focus back where it was) and then runs.
    mutating func activateMenuItem(_ index: Int? = nil, context: inout UpdateContext) {
        guard var state = modal.menu else { return }
        let inSubmenu = state.subitem != nil
        guard let chosen = index ?? (inSubmenu ? state.subitem : state.item) else { return }
        let item = openMenuItems[chosen]
        guard isEnabled(item) else { return }
        if !item.submenu.isEmpty {
            state.item = chosen
            state.subitem = firstEnabled(in: item.submenu, from: 0, step: 1)
            modal.menu = state
            return
        }
        guard let command = item.command else { return }
        closeModal()
        perform(command, context: &context)
    }
}
