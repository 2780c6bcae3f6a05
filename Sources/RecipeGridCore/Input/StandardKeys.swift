/// The default key handlers of every responder, registered into `ResponderChain.standard`.
package enum StandardKeys {
    /// A keysym name mapped to a move in layout terms, mirrored for rtl.
    package static func moveDirection(_ event: KeyEvent, _ direction: LayoutDirection) -> MoveDirection? {
        switch event.key {
        case "Up", "KP_Up": .up
        case "Down", "KP_Down": .down
        case "Left", "KP_Left": direction == .rtl ? .right : .left
        case "Right", "KP_Right": direction == .rtl ? .left : .right
        default: nil
        }
    }

    package static func isKey(_ event: KeyEvent, _ names: String...) -> Bool { names.contains(event.key) }

    /// Plain keys: no Control, Alt or Super held.
    package static func isPlain(_ event: KeyEvent) -> Bool { event.modifiers.isDisjoint(with: [.control, .alt, .super]) }

    /// Letters and digits start type-to-select; while it is live, other printable text extends it.
    package static func isTypeAheadKey(_ event: KeyEvent, state: AppState) -> Bool {
        guard isPlain(event), state.focus == .grid || state.focus == .sidebar,
            let first = event.text.unicodeScalars.first, event.text.unicodeScalars.count == 1
        else { return false }
        if first.properties.isAlphabetic || first.properties.numericType != nil { return true }
        let live = !state.typeAhead.buffer.isEmpty
        return live && !first.properties.isWhitespace && first.value >= 0x21 && first != "/" && first != "?"
    }
}

extension ResponderChain {
    /// The chain with every built-in handler: grid, sidebar, detail and window.
    package static var standard: ResponderChain {
        var chain = ResponderChain()
        chain.add(KeyHandler(name: "grid", handle: GridKeys.handle), to: .element(.grid))
        chain.add(KeyHandler(name: "sidebar", handle: SidebarKeys.handle), to: .element(.sidebar))
        chain.add(KeyHandler(name: "search", handle: SearchKeys.handle), to: .element(.search))
        chain.add(KeyHandler(name: "detail.back", handle: DetailKeys.handleBackButton), to: .element(.detailBack))
        chain.add(KeyHandler(name: "detail.rating", handle: RatingKeys.handle), to: .element(.detailRating))
        chain.add(KeyHandler(name: "detail.add", handle: DetailKeys.handleAddButton), to: .element(.detailAdd))
        chain.add(KeyHandler(name: "detail", handle: DetailKeys.handle), to: .detail)
        chain.add(KeyHandler(name: "grocery", handle: GroceryKeys.handle), to: .grocery)
        for menu in MenuBar.menus { chain.add(KeyHandler(name: "menu", handle: MenuKeys.handle), to: .element(.menu(menu.id))) }
        chain.add(KeyHandler(name: "help", handle: HelpKeys.handle), to: .element(.help))
        chain.add(KeyHandler(name: "open.path", handle: CookbookPromptKeys.handle), to: .element(.cookbookPath))
        chain.add(KeyHandler(name: "cooking", handle: CookingKeys.handle), to: .element(.cooking))
        chain.add(KeyHandler(name: "window", handle: WindowKeys.handle), to: .window)
        return chain
    }
}

/// Keys of the recipe grid (SPEC §4).
package enum GridKeys {
    package static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if StandardKeys.isTypeAheadKey(event, state: state) {
            typeAhead(event.text, state: &state, context: &context)
            return .handled
        }
        let control = event.modifiers.contains(.control)
        let plain = StandardKeys.isPlain(event)
        let layout = state.gridLayout
        let move: GridNavigation.Move
        switch event.key {
        case "Home" where control, "KP_Home" where control: move = .first
        case "End" where control, "KP_End" where control: move = .last
        case _ where !plain: return .ignored
        case "Home", "KP_Home": move = .rowStart
        case "End", "KP_End": move = .rowEnd
        case "Prior", "Page_Up", "KP_Prior": move = .pageUp(rows: layout.rowsPerPage)
        case "Next", "Page_Down", "KP_Next": move = .pageDown(rows: layout.rowsPerPage)
        case "Escape":
            guard state.grid.selection != nil else { return .ignored }
            state.grid.selection = nil
            return .handled
        default:
            switch StandardKeys.moveDirection(event, state.layoutDirection) {
            case .left: move = .previous
            case .right: move = .next
            case .up: move = .rowAbove
            case .down: move = .rowBelow
            case nil: return .ignored
            }
        }
        guard let target = GridNavigation.target(of: move, from: state.grid.selection, count: state.grid.shown.count, columns: layout.columns) else {
            // At an edge the key goes on up the chain (Left to the sidebar), but a
            // selection scrolled away with the wheel comes back into view first.
            if let selection = state.grid.selection { state.grid.scroll = layout.scrollToShow(tile: selection, from: state.grid.scroll) }
            return .ignored
        }
        state.select(target)
        return .handled
    }

    private static func typeAhead(_ text: String, state: inout AppState, context: inout UpdateContext) {
        let recipes = state.store.recipes
        let names = state.grid.shown.lazy.map { recipes[$0].sortKey }
        if let index = state.typeAhead.type(text, at: context.now, foldedNames: names, sorted: true, current: state.grid.selection) {
            state.select(index)
        } else {
            state.showToast("No recipe starts with '\(state.typeAhead.buffer)'", now: context.now)
        }
    }
}

/// Keys of the category sidebar.
package enum SidebarKeys {
    package static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if StandardKeys.isTypeAheadKey(event, state: state) {
            let current = state.grid.categoryIndex
            if let index = state.typeAhead.type(event.text, at: context.now, foldedNames: state.store.sidebarFoldedNames, current: current) {
                state.showCategory(index)
            } else {
                state.showToast("No category starts with '\(state.typeAhead.buffer)'", now: context.now)
            }
            return .handled
        }
        guard StandardKeys.isPlain(event) else { return .ignored }
        let last = state.store.sidebarNames.count - 1
        switch event.key {
        case "Home", "KP_Home":
            state.showCategory(0)
            return .handled
        case "End", "KP_End":
            state.showCategory(last)
            return .handled
        case "Return", "KP_Enter":
            state.setFocus(.grid)
            return .handled
        default:
            break
        }
        switch StandardKeys.moveDirection(event, state.layoutDirection) {
        case .up where state.grid.categoryIndex > 0:
            state.showCategory(state.grid.categoryIndex - 1)
        case .down where state.grid.categoryIndex < last:
            state.showCategory(state.grid.categoryIndex + 1)
        default:
            return .ignored
        }
        return .handled
    }
}

/// Keys of the detail screen: back, and scrolling when it is taller than the window.
package enum DetailKeys {
    package static func handleBackButton(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, StandardKeys.isPlain(event), StandardKeys.isKey(event, "space", "Return", "KP_Enter") else { return .ignored }
        if !event.isRepeat { state.closeDetail(context: &context) }
        return .handled
    }

    package static func handleAddButton(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, StandardKeys.isPlain(event), StandardKeys.isKey(event, "space", "Return", "KP_Enter") else { return .ignored }
        // A held key adds the ingredients once, not once per auto-repeat.
        if !event.isRepeat { state.perform(.addToGroceryList, context: &context) }
        return .handled
    }

    package static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, let layout = state.detail.layout else { return .ignored }
        if event.key == "Escape" || event.key == "BackSpace" || (event.key == "Left" && event.modifiers == [.alt]) {
            state.closeDetail(context: &context)
            return .handled
        }
        guard StandardKeys.isPlain(event) else { return .ignored }
        let line = state.metrics.px(48)
        let page = max(line, layout.viewport.height - line)
        let before = state.detail.scroll
        switch event.key {
        case "Up", "KP_Up": state.scrollDetail(by: -line)
        case "Down", "KP_Down": state.scrollDetail(by: line)
        case "Prior", "Page_Up", "KP_Prior": state.scrollDetail(by: -page)
        case "Next", "Page_Down", "KP_Next": state.scrollDetail(by: page)
        case "space": state.scrollDetail(by: event.modifiers.contains(.shift) ? -page : page)
        case "Home", "KP_Home": state.scrollDetail(by: -before)
        case "End", "KP_End": state.scrollDetail(by: layout.maxScroll)
        default: return .ignored
        }
        return .handled
    }
}

/// Window-wide keys: the key table's commands, the menu bar, Tab order, and moves that
/// bubbled out of their element.
package enum WindowKeys {
    package static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if let binding = KeyBindings.binding(for: event, focus: state.focus) {
            // A disabled command is a no-op on its key, like its greyed menu item; a held
            // key runs it once, so Ctrl+L or Space does not flicker a panel or a mark.
            if !event.isRepeat { state.perform(binding.command, context: &context) }
            return .handled
        }
        if event.key == "F10" && StandardKeys.isPlain(event) {
            if !event.isRepeat { state.openMenu(0) }
            return .handled
        }
        if event.modifiers == [.alt], let letter = event.key.lowercased().first, event.key.count == 1,
            let menu = MenuBar.menus.firstIndex(where: { $0.mnemonic == letter })
        {
            if !event.isRepeat { state.openMenu(menu) }
            return .handled
        }
        let engine = state.focusEngine
        if event.key == "ISO_Left_Tab" || event.key == "Tab" {
            guard !event.modifiers.contains(.control), !event.modifiers.contains(.alt) else { return .ignored }
            let backwards = event.key == "ISO_Left_Tab" || event.modifiers.contains(.shift)
            guard let target = engine.tabTarget(from: state.focus, backwards: backwards) else { return .ignored }
            state.setFocus(target)
            return .handled
        }
        guard StandardKeys.isPlain(event), let direction = StandardKeys.moveDirection(event, state.layoutDirection),
            let target = engine.neighbour(of: state.focus, in: direction)
        else { return .ignored }
        state.setFocus(target)
        return .handled
    }
}
