/// The grocery list's panel, over the content while it is open. The list itself
/// (`AppState.grocery`) is saved; this is how it is shown and edited.
package struct GroceryPanel: Sendable, Equatable {
    package var isOpen = false
    package var scroll: Double = 0
    /// Where focus goes back to when the panel closes.
    package var returnFocus: FocusID?
    /// Cursor and selection of the focused item's name; its text is the item's name.
    package var editor = TextField()

    package init() {}
}
