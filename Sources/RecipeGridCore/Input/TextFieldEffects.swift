/// What a text field's answer asks of the platform: the clipboard.
enum TextFieldEffects {
    static func apply(_ outcome: TextFieldOutcome, context: inout UpdateContext) -> KeyOutcome {
        switch outcome {
        case .ignored: return .ignored
        case .handled: break
        case .copy(let text), .cut(let text): context.effects.append(.copy(text))
        case .paste: context.effects.append(.requestPaste(.clipboard))
        }
        return .handled
    }
}
