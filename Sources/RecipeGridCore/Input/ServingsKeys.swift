/// Keys of the focused servings control: a typed number, then the key table's servings keys
/// (+ and - work anywhere in the detail, as commands).
enum ServingsKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        guard event.isPress, StandardKeys.isPlain(event), state.openServings != nil else { return .ignored }
        if let digit = digit(of: event) {
            state.typeServingsDigit(digit, context: &context)
            return .handled
        }
        return state.performKey(event, in: .servings, context: &context)
    }

    /// The digit a key types, from the main row or the keypad.
    private static func digit(of event: KeyEvent) -> Character? {
        let name = event.key.hasPrefix("KP_") ? String(event.key.dropFirst(3)) : event.key
        guard name.count == 1, let character = name.first, character.isASCII, character.isNumber else { return nil }
        return character
    }
}
