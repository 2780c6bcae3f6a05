/// Keys of File ▸ Print…'s dialog: it is modal, so every key stops here. Up and Down
/// choose the destination, + and - (or Right and Left) the copies of a printer, Return
/// prints and Escape cancels.
enum PrintKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, let dialog = state.modal.printDialog else { return .handled }
        if KeyBindings.binding(for: event, focus: state.focus)?.command == .quit { return .ignored }
        switch event.key {
        case "Escape": state.closeModal()
        case "Return", "KP_Enter": state.confirmPrint(context: &context)
        case "Up", "KP_Up": state.movePrintChoice(by: -1)
        case "Down", "KP_Down": state.movePrintChoice(by: 1)
        case "Tab", "ISO_Left_Tab": state.movePrintChoice(by: event.key == "Tab" && !event.modifiers.contains(.shift) ? 1 : -1)
        case "Home", "KP_Home": state.movePrintChoice(to: 0)
        case "End", "KP_End": state.movePrintChoice(to: dialog.destinations.count - 1)
        case "plus", "KP_Add", "equal": state.changeCopies(by: 1)
        case "minus", "KP_Subtract": state.changeCopies(by: -1)
        default:
            switch StandardKeys.moveDirection(event, state.layoutDirection) {
            case .right: state.changeCopies(by: 1)
            case .left: state.changeCopies(by: -1)
            default: break
            }
        }
        return .handled
    }
}
