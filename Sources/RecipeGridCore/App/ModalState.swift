/// The modal layers: a menu of the menu bar, the help sheet and File ▸ Open Cookbook…'s
/// path prompt. One at most is open; it takes focus and gives it back where it was.
package struct ModalState: Sendable, Equatable {
    /// The open menu, if any.
    package var menu: MenuState?
    package var helpOpen = false
    package var helpScroll: Double = 0
    /// The path field, while the prompt is open.
    package var cookbookPrompt: TextField?
    /// The element that had focus before a modal layer took it.
    package var returnFocus: FocusID?

    package init() {}

    package var isOpen: Bool { menu != nil || helpOpen || cookbookPrompt != nil }
}
