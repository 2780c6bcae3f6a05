/// The grocery list's panel, over the content while it is open. The list itself
/// (`AppState.grocery`) is saved; this is how it is shown and edited.
/// Its fields change only through its methods.
struct GroceryPanel: Sendable, Equatable {
    private(set) var isOpen = false
    private(set) var scroll: Double = 0
    /// Where focus goes back to when the panel closes.
    private(set) var returnFocus: FocusID?
    /// Cursor and selection of the focused item's name; its text is the item's name.
    private(set) var editor = TextField()
    /// The focused item's name as it was when its field took focus: where the list by aisle
    /// keeps it while it is typed.
    private(set) var pinnedName: String?

    package init() {}

    /// Opens the panel; focus goes back to `returnFocus` when it closes.
    mutating func show(returnFocus: FocusID) {
        self.returnFocus = returnFocus
        isOpen = true
    }

    /// Closes the panel, scrolled back to the top; returns where focus goes back to.
    mutating func close() -> FocusID? {
        defer { self = GroceryPanel() }
        return returnFocus
    }

    /// Scrolls to `scroll`, which the panel's layout worked out.
    mutating func scroll(to scroll: Double) { self.scroll = scroll }

    /// The name field edits `field` now (another row's name, or what a tool wrote).
    mutating func edit(_ field: TextField) { editor = field }

    /// The name field of an item named `name` took focus.
    mutating func beginEditing(_ field: TextField) {
        editor = field
        pinnedName = field.text
    }

    /// A key for the name field; its text is the item's name after it.
    mutating func handleEditorKey(_ event: KeyEvent) -> TextFieldOutcome { editor.handle(event) }

    /// Pasted text, into the name field at the cursor.
    mutating func insertIntoEditor(_ text: String) { editor.insert(text) }

    /// The cursor placed at `index` (a click), with nothing selected.
    mutating func placeCursor(at index: Int) {
        editor.cursor = index
        editor.anchor = nil
    }
}

/// The grocery list panel: opening, closing, rows added and removed, focus among rows.
extension AppState {
    var focusedGroceryRow: Int? {
        switch focus {
        case .groceryCheck(let row), .groceryName(let row): row
        default: nil
        }
    }

    /// Opens the panel with focus on its last item's name (README's key table).
    mutating func openGroceryList() {
        typeAhead.end()
        groceryPanel.show(returnFocus: focus)
        keepEmptyGroceryItemAtEnd()
        setFocus(.groceryName(grocery.items.count - 1))
    }

    /// Closes the panel; blank rows go, focus returns where it was.
    mutating func closeGroceryList() {
        let back = groceryPanel.close() ?? (screen == .grid ? .grid : .detailBack)
        grocery.items.removeAll { $0.name.isBlank }
        setFocus(focusEngine.elements.contains { $0.id == back } ? back : (screen == .grid ? .grid : .detailBack))
    }

    /// Keeps the invariant: the open list ends with an empty item to type the next one into.
    mutating func keepEmptyGroceryItemAtEnd() {
        guard groceryPanel.isOpen else { return }
        if grocery.items.last.map({ !$0.name.isBlank }) ?? true { grocery.items.append(grocery.newItem()) }
    }

    /// Inserts an empty item after row `row` and focuses its name.
    mutating func addGroceryItem(after row: Int) {
        let index = min(max(0, row + 1), grocery.items.count)
        grocery.items.insert(grocery.newItem(), at: index)
        setFocus(.groceryName(index))
    }

    /// Removes row `row` (an empty one the user backspaced out of) and focuses the name
    /// shown before it.
    mutating func removeGroceryItem(_ row: Int) {
        guard grocery.items.indices.contains(row), grocery.items.count > 1 else { return }
        let above = groceryItem(shownFrom: row, by: -1).map { $0 > row ? $0 - 1 : $0 } ?? max(0, row - 1)
        grocery.items.remove(at: row)
        keepEmptyGroceryItemAtEnd()
        setFocus(.groceryName(above))
    }

    mutating func toggleObtained(_ row: Int) {
        guard grocery.items.indices.contains(row) else { return }
        grocery.items[row].obtained.toggle()
    }

    /// The text field editing grocery row `row`, with the cursor placed at the end.
    mutating func beginEditingGroceryName(_ row: Int) {
        guard grocery.items.indices.contains(row) else { return }
        groceryPanel.beginEditing(TextField(text: grocery.items[row].name))
    }
}

extension String {
    /// Nothing but white space.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
