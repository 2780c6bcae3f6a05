import RecipeGridCore

/// What the menu bar shows, read the way a user would name it.
extension Harness {
    /// The open menu's id ("file", "recipe", …), or nil when the menu bar is closed.
    package var openMenuID: String? { state.modal.menu.map { MenuBar.menus[$0.menu].id } }

    /// The title of the highlighted item (of the submenu when one is open), or nil.
    package var highlightedMenuItem: String? {
        guard let menu = state.modal.menu else { return nil }
        let items = state.menus[menu.menu].items
        if let sub = menu.subitem, let item = menu.item { return items[item].submenu[sub].title }
        return menu.item.map { items[$0].title }
    }
}
