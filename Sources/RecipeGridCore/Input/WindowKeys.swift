/// Window-wide keys: the key table's commands, the menu bar, Tab order, and moves that
/// bubbled out of their element.
enum WindowKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
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
