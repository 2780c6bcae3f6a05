/// A node of the responder tree: each focusable element, the containers around it, the window.
enum Responder: Hashable, Sendable {
    case element(FocusID)
    case main
    case detail
    case grocery
    /// The recipe editor, around its fields.
    case editor
    case window

    /// The enclosing responder, where an ignored key goes next.
    var parent: Responder? {
        switch self {
        case .element(let id) where id.isInDetail: .detail
        case .element(let id) where id.isInGroceryList: .grocery
        case .element(.sidebar), .element(.grid), .element(.search): .main
        case .element(.editorField): .editor
        case .element: .window
        case .main, .detail, .grocery, .editor: .window
        case .window: nil
        }
    }
}

/// A key handler: answers handled or ignored for a key event in any phase.
struct KeyHandler: Sendable {
    typealias Handle = @Sendable (inout AppState, KeyEvent, inout UpdateContext) -> KeyOutcome
    let name: String
    let handle: Handle
}

/// Identifies a registered handler so it can be removed again.
struct KeyHandlerToken: Hashable, Sendable {
    fileprivate let id: Int
}

/// Key dispatch: the focused element first, then each enclosing responder, then the window.
///
/// Handlers can be added and removed while the program runs; on one responder the most
/// recently added handler is asked first (an overlay can push one over the defaults).
struct ResponderChain: Sendable {
    private var handlers: [Responder: [(token: KeyHandlerToken, handler: KeyHandler)]] = [:]
    private var nextToken = 0

    @discardableResult
    mutating func add(_ handler: KeyHandler, to responder: Responder) -> KeyHandlerToken {
        nextToken += 1
        let token = KeyHandlerToken(id: nextToken)
        handlers[responder, default: []].append((token, handler))
        return token
    }

    mutating func remove(_ token: KeyHandlerToken) {
        for responder in handlers.keys {
            handlers[responder]?.removeAll { $0.token == token }
        }
    }

    /// Responders a key visits when `focus` has keyboard focus, innermost first.
    static func path(from focus: FocusID) -> [Responder] {
        var path: [Responder] = []
        var responder: Responder? = .element(focus)
        while let current = responder {
            path.append(current)
            responder = current.parent
        }
        return path
    }

    /// Offers `event` along the chain until a handler answers `.handled`.
    func dispatch(_ event: KeyEvent, state: inout AppState, context: inout UpdateContext) -> KeyOutcome {
        for responder in Self.path(from: state.focus) {
            for entry in (handlers[responder] ?? []).reversed() {
                if entry.handler.handle(&state, event, &context) == .handled { return .handled }
            }
        }
        return .ignored
    }
}
