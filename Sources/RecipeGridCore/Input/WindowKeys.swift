/// Window-wide keys: the key table's commands, the menu bar and Tab order, mnemonics, and
/// moves that bubbled out of their element.
enum WindowKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress else { return .ignored }
        if let command = KeyBindings.binding(for: event, focus: state.focus)?.command {
            // A disabled command is a no-op on its key, like its greyed menu item; a held
            // key runs it once, so Ctrl+L or Space does not flicker a panel or a mark.
            if !event.isRepeat { state.perform(command, context: &context) }
            return .handled
        }
        // Tab, Shift+Tab, F10; a Tab with nowhere to go is ignored, and is no mnemonic or move either.
        if state.performKey(event, in: .anywhere, context: &context) == .handled { return .handled }
        if event.modifiers == [.alt], let letter = event.key.lowercased().first, event.key.count == 1,
            let menu = MenuBar.menus.firstIndex(where: { $0.mnemonic == letter })
        {
            if !event.isRepeat { state.openMenu(menu) }
            return .handled
        }
        // A move no element took: to the nearest element of the neighbouring section.
        guard StandardKeys.isPlain(event), let direction = StandardKeys.moveDirection(event, state.layoutDirection),
            let target = state.focusEngine.neighbour(of: state.focus, in: direction)
        else { return .ignored }
        state.setFocus(target)
        return .handled
    }
}
