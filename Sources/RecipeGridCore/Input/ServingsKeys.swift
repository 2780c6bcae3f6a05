/// Keys of the focused servings control; + and - work anywhere in the detail, from the key table.
enum ServingsKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, StandardKeys.isPlain(event), let servings = state.openServings else { return .ignored }
        if let digit = digit(of: event) {
            state.typeServingsDigit(digit, context: &context)
            return .handled
        }
        switch event.key {
        case "Home", "KP_Home": state.setServings(servings.base, measurer: context.measurer)
        default:
            guard let direction = StandardKeys.moveDirection(event, state.layoutDirection) else { return .ignored }
            // At the minimum a step down stays here: passed up the chain it would scroll the detail instead.
            state.changeServings(by: direction == .up || direction == .right ? 1 : -1, measurer: context.measurer)
        }
        return .handled
    }

    /// The digit a key types, from the main row or the keypad.
    private static func digit(of event: KeyEvent) -> Character? {
        let name = event.key.hasPrefix("KP_") ? String(event.key.dropFirst(3)) : event.key
        guard name.count == 1, let character = name.first, character.isASCII, character.isNumber else { return nil }
        return character
    }
}
