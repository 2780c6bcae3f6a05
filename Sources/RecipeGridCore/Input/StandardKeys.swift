/// What the key handlers share: moves in layout terms, plain keys, type-ahead keys.
enum StandardKeys {
    /// A keysym name mapped to a move in layout terms, mirrored for rtl.
    static func moveDirection(_ event: KeyEvent, _ direction: LayoutDirection) -> MoveDirection? {
        switch event.key {
        case "Up", "KP_Up": .up
        case "Down", "KP_Down": .down
        case "Left", "KP_Left": direction == .rtl ? .right : .left
        case "Right", "KP_Right": direction == .rtl ? .left : .right
        default: nil
        }
    }

    static func isKey(_ event: KeyEvent, _ names: String...) -> Bool { names.contains(event.key) }

    /// Plain keys: no Control, Alt or Super held.
    static func isPlain(_ event: KeyEvent) -> Bool { event.modifiers.isDisjoint(with: [.control, .alt, .super]) }

    /// Letters and digits start type-to-select; while it is live, other printable text extends it.
    static func isTypeAheadKey(_ event: KeyEvent, state: AppState) -> Bool {
        guard isPlain(event), state.focus == .grid || state.focus == .sidebar,
            let first = event.text.unicodeScalars.first, event.text.unicodeScalars.count == 1
        else { return false }
        if first.properties.isAlphabetic || first.properties.numericType != nil { return true }
        let live = !state.typeAhead.buffer.isEmpty
        return live && !first.properties.isWhitespace && first.value >= 0x21 && first != "/" && first != "?"
    }
}

extension ResponderChain {
    /// The chain with every built-in handler, one per responder that has keys of its own
    /// (each in its own file of Input/), the window's last.
    static var standard: ResponderChain {
        var chain = ResponderChain()
        chain.add(KeyHandler(name: "grid", handle: GridKeys.handle), to: .element(.grid))
        chain.add(KeyHandler(name: "sidebar", handle: SidebarKeys.handle), to: .element(.sidebar))
        chain.add(KeyHandler(name: "search", handle: SearchKeys.handle), to: .element(.search))
        chain.add(KeyHandler(name: "detail.back", handle: DetailKeys.handleButton), to: .element(.detailBack))
        chain.add(KeyHandler(name: "detail.rating", handle: RatingKeys.handle), to: .element(.detailRating))
        chain.add(KeyHandler(name: "detail.servings", handle: ServingsKeys.handle), to: .element(.detailServings))
        chain.add(KeyHandler(name: "detail.add", handle: DetailKeys.handleButton), to: .element(.detailAdd))
        chain.add(KeyHandler(name: "detail.notes", handle: NotesKeys.handle), to: .element(.detailNotes))
        chain.add(KeyHandler(name: "detail", handle: DetailKeys.handle), to: .detail)
        chain.add(KeyHandler(name: "grocery", handle: GroceryKeys.handle), to: .grocery)
        for menu in MenuBar.menus { chain.add(KeyHandler(name: "menu", handle: MenuKeys.handle), to: .element(.menu(menu.id))) }
        chain.add(KeyHandler(name: "help", handle: HelpKeys.handle), to: .element(.help))
        chain.add(KeyHandler(name: "open.path", handle: CookbookPromptKeys.handle), to: .element(.cookbookPath))
        chain.add(KeyHandler(name: "open.list", handle: CookbookPromptKeys.handle), to: .element(.openList))
        chain.add(KeyHandler(name: "print", handle: PrintKeys.handle), to: .element(.printDialog))
        chain.add(KeyHandler(name: "cooking", handle: CookingKeys.handle), to: .element(.cooking))
        chain.add(KeyHandler(name: "welcome", handle: WelcomeKeys.handle), to: .element(.welcome))
        for field in EditorFieldID.recipeFields + [.cooklang] {
            chain.add(KeyHandler(name: "editor.field", handle: EditorKeys.handleField), to: .element(.editorField(field)))
        }
        for button in EditorDialog.Button.allCases {
            chain.add(KeyHandler(name: "editor.button", handle: EditorKeys.handleButton), to: .element(.editorButton(button)))
        }
        chain.add(KeyHandler(name: "editor", handle: EditorKeys.handle), to: .editor)
        chain.add(KeyHandler(name: "window", handle: WindowKeys.handle), to: .window)
        return chain
    }
}
