/// Keys while a menu is open: it is modal, so every key stops here.
enum MenuKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, var menu = state.modal.menu else { return event.isPress ? .ignored : .handled }
        // Quitting works anywhere, a menu included.
        if KeyBindings.binding(for: event, focus: state.focus)?.command == .quit { return .ignored }
        let count = MenuBar.menus.count
        switch event.key {
        case "Escape":
            if menu.subitem != nil {
                menu.subitem = nil
                state.modal.show(menu, over: state.focus)
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
                    state.modal.show(menu, over: state.focus)
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

/// Keys of File ▸ Open Cookbook…'s dialog: its own from the key table (Tab completes,
/// the arrows move through the list, Return opens, Escape cancels), the rest typed into
/// the path field. Nothing gets past it but Ctrl+Q.
enum CookbookPromptKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, var field = state.modal.openDialog?.field else { return .handled }
        if KeyBindings.binding(for: event, focus: state.focus)?.command == .quit { return .ignored }
        if state.performKey(event, in: .openDialog, context: &context) == .handled { return .handled }
        // Typing in the list goes on in the field, as in GTK's file chooser.
        if state.focus == .openList, event.text.contains(where: { !$0.isASCII || $0.isLetter || $0.isNumber || $0.isPunctuation || $0.isSymbol }) {
            state.focus = .cookbookPath
        }
        guard state.focus == .cookbookPath else { return .handled }
        let outcome = field.handle(event)
        state.editOpenDialog(field)
        _ = TextFieldEffects.apply(outcome, context: &context)
        return .handled
    }
}

/// Keys while the help sheet is open: scroll it, or close it; nothing else gets through.
enum HelpKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .handled }
        if KeyBindings.binding(for: event, focus: state.focus)?.command == .quit { return .ignored }
        let layout = HelpSheetLayout(metrics: state.metrics, windowSize: state.windowSize, focus: state.commandFocus)
        let line = layout.rowHeight
        let page = max(line, layout.body.height - line)
        let scroll = state.modal.helpScroll
        switch event.key {
        case "Escape", "question", "F1", "Return", "KP_Enter", "q": state.closeModal()
        case "Up", "KP_Up": state.modal.scrollHelp(to: scroll - line, maxScroll: layout.maxScroll)
        case "Down", "KP_Down": state.modal.scrollHelp(to: scroll + line, maxScroll: layout.maxScroll)
        case "Prior", "Page_Up", "KP_Prior": state.modal.scrollHelp(to: scroll - page, maxScroll: layout.maxScroll)
        case "Next", "Page_Down", "KP_Next", "space": state.modal.scrollHelp(to: scroll + page, maxScroll: layout.maxScroll)
        case "Home", "KP_Home": state.modal.scrollHelp(to: 0, maxScroll: layout.maxScroll)
        case "End", "KP_End": state.modal.scrollHelp(to: layout.maxScroll, maxScroll: layout.maxScroll)
        default: break
        }
        return .handled
    }
}
