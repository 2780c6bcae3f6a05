
/// Modal layers: the menu bar's menus and the help sheet take focus and give it back.
extension AppState {
    /// Opens menu `index` with its first enabled item highlighted.
    package mutating func openMenu(_ index: Int) {
        typeAhead.end()
        if modal.returnFocus == nil { modal.returnFocus = focus }
        modal.helpOpen = false
        modal.menu = MenuState(menu: index, item: firstEnabled(in: MenuBar.menus[index].items, from: 0, step: 1))
        focus = .menu(MenuBar.menus[index].id)
    }

    package mutating func openHelp() {
        typeAhead.end()
        if modal.returnFocus == nil { modal.returnFocus = focus }
        modal.menu = nil
        modal.helpOpen = true
        modal.helpScroll = 0
        focus = .help
    }

    /// Asks for the path of a cookbook to open, starting from the folder of the current one.
    package mutating func openCookbookPrompt() {
        typeAhead.end()
        if modal.returnFocus == nil { modal.returnFocus = focus }
        // The folder part of the path, with its slash: "/a/b/c.json" → "/a/b/".
        let current = store.recipes.first.map { recipe in
            recipe.sourcePath.lastIndex(of: "/").map { String(recipe.sourcePath[...$0]) } ?? "/"
        } ?? ""
        modal.cookbookPrompt = TextField(text: current)
        focus = .cookbookPath
    }

    /// Closes any menu, the help sheet or the open prompt; focus goes back exactly where it was.
    package mutating func closeModal() {
        modal.menu = nil
        modal.helpOpen = false
        modal.cookbookPrompt = nil
        if let back = modal.returnFocus { focus = back }
        modal.returnFocus = nil
    }

    /// The items of the open menu, or of its open submenu.
    package var openMenuItems: [MenuItem] {
        guard let menu = modal.menu else { return [] }
        let items = MenuBar.menus[menu.menu].items
        if menu.subitem != nil, let item = menu.item { return items[item].submenu }
        return items
    }

    package func isEnabled(_ item: MenuItem) -> Bool {
        if let command = item.command { return isEnabled(command) }
        return item.submenu.contains { isEnabled($0) }
    }

    /// The next enabled item from `start` going by `step`, wrapping; nil when none is enabled.
    package func firstEnabled(in items: [MenuItem], from start: Int, step: Int) -> Int? {
        guard !items.isEmpty else { return nil }
        for offset in 0..<items.count {
            let index = ((start + step * offset) % items.count + items.count) % items.count
            if isEnabled(items[index]) { return index }
        }
        return nil
    }

    /// Moves the highlight in the open menu (or submenu) by `step`, skipping disabled items.
    package mutating func moveMenuHighlight(by step: Int) {
        guard let state = modal.menu else { return }
        let current = state.subitem ?? state.item
        moveMenuHighlight(from: current.map { $0 + step } ?? (step > 0 ? 0 : openMenuItems.count - 1), step: step)
    }

    /// Highlights the first enabled item from `start` going by `step`.
    package mutating func moveMenuHighlight(from start: Int, step: Int) {
        guard var state = modal.menu else { return }
        let next = firstEnabled(in: openMenuItems, from: start, step: step)
        if state.subitem != nil { state.subitem = next ?? state.subitem } else { state.item = next }
        modal.menu = state
    }

    /// Activates the highlighted item, or item `index` of the open list: a submenu opens,
    /// a command closes the menu (focus back where it was) and then runs.
    package mutating func activateMenuItem(_ index: Int? = nil, context: inout UpdateContext) {
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

/// Keys while a menu is open: it is modal, so every key stops here.
package enum MenuKeys {
    package static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, var menu = state.modal.menu else { return event.isPress ? .ignored : .handled }
        // Quitting works anywhere, a menu included.
        if KeyBindings.binding(for: event, focus: state.focus)?.command == .quit { return .ignored }
        let count = MenuBar.menus.count
        switch event.key {
        case "Escape":
            if menu.subitem != nil {
                menu.subitem = nil
                state.modal.menu = menu
            } else {
                state.closeModal()
            }
        case "F10":
            if !event.isRepeat { state.closeModal() }
        case "Up", "KP_Up": state.moveMenuHighlight(by: -1)
        case "Down", "KP_Down": state.moveMenuHighlight(by: 1)
        case "Home", "KP_Home":
            state.moveMenuHighlight(from: 0, step: 1)
        case "End", "KP_End":
            state.moveMenuHighlight(from: state.openMenuItems.count - 1, step: -1)
        case "Return", "KP_Enter", "space":
            state.activateMenuItem(context: &context)
        default:
            switch StandardKeys.moveDirection(event, state.layoutDirection) {
            case .right:
                if menu.subitem == nil, let item = menu.item, !MenuBar.menus[menu.menu].items[item].submenu.isEmpty {
                    state.activateMenuItem(context: &context)
                } else {
                    state.openMenu((menu.menu + 1) % count)
                }
            case .left:
                if menu.subitem != nil {
                    menu.subitem = nil
                    state.modal.menu = menu
                } else {
                    state.openMenu((menu.menu + count - 1) % count)
                }
            default:
                activateMnemonic(event, state: &state, context: &context)
            }
        }
        return .handled
    }

    /// A letter picks the item with that mnemonic in the open list; Alt+letter another menu.
    private static func activateMnemonic(_ event: KeyEvent, state: inout AppState, context: inout UpdateContext) {
        guard let letter = event.text.lowercased().first ?? event.key.lowercased().first, event.text.count == 1 || event.key.count == 1 else {
            return
        }
        if event.modifiers.contains(.alt), let menu = MenuBar.menus.firstIndex(where: { $0.mnemonic == letter }) {
            state.openMenu(menu)
            return
        }
        if let index = state.openMenuItems.firstIndex(where: { $0.mnemonic == letter && state.isEnabled($0) }) {
            state.activateMenuItem(index, context: &context)
        }
    }
}

/// Keys of File ▸ Open Cookbook…'s path field: Return opens, Escape cancels.
package enum CookbookPromptKeys {
    package static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, var field = state.modal.cookbookPrompt else { return .handled }
        if KeyBindings.binding(for: event, focus: state.focus)?.command == .quit { return .ignored }
        switch event.key {
        case "Escape":
            state.closeModal()
        case "Return", "KP_Enter":
            let path = field.text.trimmingCharacters(in: .whitespaces)
            state.closeModal()
            if !path.isEmpty { context.effects.append(.openCookbook(path)) }
        default:
            let outcome = field.handle(event)
            state.modal.cookbookPrompt = field
            _ = TextFieldEffects.apply(outcome, context: &context)
        }
        return .handled
    }
}

/// Keys while the help sheet is open: scroll it, or close it; nothing else gets through.
package enum HelpKeys {
    package static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .handled }
        if KeyBindings.binding(for: event, focus: state.focus)?.command == .quit { return .ignored }
        let layout = HelpSheetLayout(metrics: state.metrics, windowSize: state.windowSize, focus: state.commandFocus)
        let line = layout.rowHeight
        let page = max(line, layout.body.height - line)
        switch event.key {
        case "Escape", "question", "F1", "Return", "KP_Enter", "q": state.closeModal()
        case "Up", "KP_Up": state.modal.helpScroll -= line
        case "Down", "KP_Down": state.modal.helpScroll += line
        case "Prior", "Page_Up", "KP_Prior": state.modal.helpScroll -= page
        case "Next", "Page_Down", "KP_Next", "space": state.modal.helpScroll += page
        case "Home", "KP_Home": state.modal.helpScroll = 0
        case "End", "KP_End": state.modal.helpScroll = layout.maxScroll
        default: break
        }
        state.modal.helpScroll = min(max(0, state.modal.helpScroll), layout.maxScroll)
        return .handled
    }
}
