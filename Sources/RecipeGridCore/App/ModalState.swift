/// The modal layers: a menu of the menu bar, the help sheet, File ▸ Open Cookbook…'s
/// path prompt and File ▸ Print…'s dialog. One at most is open; it takes focus and gives it back where it was.
/// Its fields change only through its methods.
package struct ModalState: Sendable, Equatable {
    /// The open menu, if any.
    package private(set) var menu: MenuState?
    private(set) var helpOpen = false
    private(set) var helpScroll: Double = 0
    /// File ▸ Open Cookbook…'s dialog, while it is open.
    private(set) var openDialog: OpenDialog?
    /// File ▸ Print…'s dialog, while it is open.
    private(set) var printDialog: PrintDialog?
    /// The element that had focus before a modal layer took it.
    private(set) var returnFocus: FocusID?

    package init() {}

    var isOpen: Bool { menu != nil || helpOpen || openDialog != nil || printDialog != nil }

    /// A layer opens over `focus`: the first layer remembers it, a layer replacing another keeps what that one had.
    private mutating func takeFocus(from focus: FocusID) {
        if returnFocus == nil { returnFocus = focus }
    }

    /// A menu opens, or its highlight or submenu changes.
    mutating func show(_ menu: MenuState, over focus: FocusID) {
        takeFocus(from: focus)
        helpOpen = false
        self.menu = menu
    }

    mutating func openHelp(over focus: FocusID) {
        takeFocus(from: focus)
        menu = nil
        helpOpen = true
        helpScroll = 0
    }

    /// The help sheet scrolled to `scroll`, within `maxScroll`.
    mutating func scrollHelp(to scroll: Double, maxScroll: Double) { helpScroll = min(max(0, scroll), maxScroll) }

    /// The Open dialog, as it opens or as a change left it.
    mutating func showOpenDialog(_ dialog: OpenDialog, over focus: FocusID) {
        takeFocus(from: focus)
        menu = nil
        openDialog = dialog
    }

    /// The Print dialog, open with `dialog`, or as a change left it.
    mutating func showPrintDialog(_ dialog: PrintDialog, over focus: FocusID) {
        takeFocus(from: focus)
        menu = nil
        printDialog = dialog
    }

    /// Every layer closes; returns where focus goes back to.
    mutating func close() -> FocusID? {
        defer { self = ModalState() }
        return returnFocus
    }
}

/// Modal layers: the menu bar's menus and the help sheet take focus and give it back.
extension AppState {
    /// Opens menu `index` with its first enabled item highlighted.
    mutating func openMenu(_ index: Int) {
        typeAhead.end()
        modal.show(MenuState(menu: index, item: firstEnabled(in: MenuBar.menus[index].items, from: 0, step: 1)), over: focus)
        focus = .menu(MenuBar.menus[index].id)
    }

    mutating func openHelp() {
        typeAhead.end()
        modal.openHelp(over: focus)
        focus = .help
    }

    /// Closes any menu, the help sheet, the open prompt or the print dialog; focus goes back
    /// exactly where it was.
    mutating func closeModal() {
        if let back = modal.close() { focus = back }
    }

    /// The items of the open menu, or of its open submenu.
    var openMenuItems: [MenuItem] {
        guard let menu = modal.menu else { return [] }
        let items = menus[menu.menu].items
        if menu.subitem != nil, let item = menu.item { return items[item].submenu }
        return items
    }

    func isEnabled(_ item: MenuItem) -> Bool {
        if let command = item.command { return isEnabled(command) }
        if item.recent != nil { return true }
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
        modal.show(state, over: focus)
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
            modal.show(state, over: focus)
            return
        }
        closeModal()
        if let recent = item.recent {
            context.effects.append(.openCookbook(recentCookbooks[recent].paths))
        } else if let command = item.command {
            perform(command, context: &context)
        }
    }
}
