/// The state as assistive tools see it: the accessible tree, made like `MainView` makes
/// the display list, from the same layouts, so extents match the pixels.
package enum AccessibleView {
    /// The whole tree; of the grid's tiles only those on screen and the selected one.
    package static func tree(_ state: AppState, measurer: any TextMeasuring) -> AccessibleTree {
        var tree = AccessibleTree()
        let size = state.windowSize
        var window = AccessibleNode(role: .frame, name: state.title, frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        window.states.insert(.active)
        window.children = [.menuBar]
        addMenuBar(state, measurer: measurer, to: &tree)
        switch state.screen {
        case .grid where state.welcome != nil:
            window.children.append(
                addWelcome(state.welcome ?? WelcomeScreen(found: [], sample: nil, missing: nil), state, measurer: measurer, to: &tree))
        case .grid: window.children += addGrid(state, to: &tree)
        case .detail: window.children.append(addDetail(state, to: &tree))
        case .cooking: window.children.append(addCooking(state, to: &tree))
        case .editor: window.children += addEditor(state, to: &tree)
        }
        if state.groceryPanel.isOpen { window.children.append(addGrocery(state, to: &tree)) }
        if state.modal.helpOpen {
            var help = AccessibleNode(role: .dialog, name: tr("Keyboard Shortcuts"), frame: window.frame)
            help.states.insert(.modal)
            tree.nodes[.help] = help
            window.children.append(.help)
        }
        if let dialog = state.modal.openDialog { window.children.append(addOpenDialog(dialog, state, to: &tree)) }
        if let dialog = state.modal.printDialog, let layout = state.printDialogLayout {
            window.children.append(addPrintDialog(dialog, layout: layout, to: &tree))
        }
        if let toast = state.toast {
            tree.nodes[.toast] = AccessibleNode(role: .notification, name: toast.text, frame: window.frame)
            window.children.append(.toast)
        }
        tree.nodes[.window] = window
        tree.focus = focusedID(state)
        if let focus = tree.focus { tree.nodes[focus]?.states.insert(.focused) }
        return tree
    }

    /// The element the focus is on, as assistive tools name it.
    package static func focusedID(_ state: AppState) -> AccessibleID? {
        switch state.focus {
        case .grid: state.grid.selectedRecipeIndex.map { .tile(recipe: $0) } ?? .grid
        case .sidebar: .category(state.grid.categoryIndex)
        case .search: .search
        case .detailBack: .back
        case .detailServings: .servings
        case .detailAdd: .add
        case .detailLink(let link): .link(link)
        case .detailNotes: .userNotes
        case .detailRating:
            state.ratingTarget.flatMap { state.rating(ofRecipe: $0) }.flatMap { Rating.allCases.firstIndex(of: $0) }.map(AccessibleID.ratingChoice)
                ?? .rating
        case .groceryCheck(let row): .groceryCheck(row)
        case .groceryName(let row): .groceryName(row)
        case .groceryNew: .grocery
        case .menu:
            state.modal.menu.flatMap { menu in menu.item.map { AccessibleID.menuItem(menu: menu.menu, item: $0) } ?? .menu(menu.menu) }
        case .help: .help
        case .cookbookPath: .prompt
        case .openList: state.modal.openDialog?.highlighted.map(AccessibleID.openRow) ?? .openList
        case .printDialog: .printDestination(state.modal.printDialog?.chosenIndex ?? 0)
        case .cooking: .cooking
        case .welcome: .welcomeOffer(state.welcome?.highlighted ?? 0)
        case .editorField, .editorButton: editorFocus(state)
        }
    }

    /// The id of tile `index` of the grid (its place among the tiles shown).
    package static func tileID(_ index: Int, of state: AppState) -> AccessibleID? {
        state.grid.shown.indices.contains(index) ? .tile(recipe: state.grid.shown[index]) : nil
    }

    /// Tile `index` of the grid (its place among the tiles shown), made when a tool asks.
    package static func tile(_ index: Int, of state: AppState) -> AccessibleNode? {
        guard state.grid.shown.indices.contains(index) else { return nil }
        let layout = state.gridLayout
        let recipeIndex = state.grid.shown[index]
        var node = AccessibleNode(
            role: .tableCell, name: state.store.recipes.name(at: recipeIndex), frame: layout.frame(ofTile: index, scroll: state.grid.scroll))
        var notes: [String] = []
        if let rating = state.rating(ofRecipe: recipeIndex) { notes.append(rating.label) }
        // TRANSLATORS: how a screen reader describes a marked recipe tile, after its rating.
        if state.grid.marked.contains(recipeIndex) { notes.append(tr("marked")) }
        node.description = notes.joined(separator: ", ")
        node.states.formUnion([.focusable, .selectable])
        if index == state.grid.selection { node.states.insert(.selected) }
        if !layout.viewport.intersects(node.frame) { node.states.remove(.showing) }
        node.cell = (index / max(1, layout.columns), index % max(1, layout.columns))
        node.shortcut = KeyNames.shown("Return")
        return node
    }

    private static func addMenuBar(_ state: AppState, measurer: any TextMeasuring, to tree: inout AccessibleTree) {
        let layout = MenuBarLayout(metrics: state.metrics, windowSize: state.windowSize, measurer: measurer)
        var bar = AccessibleNode(role: .menuBar, name: "", frame: layout.bar)
        for (index, menu) in MenuBar.menus.enumerated() {
            var node = AccessibleNode(role: .menu, name: menu.title, frame: layout.titles[index])
            node.states.insert(.selectable)
            if let open = state.modal.menu, open.menu == index {
                node.states.insert(.selected)
                let dropDown = layout.dropDown(menu: index, count: menu.items.count)
                for (row, item) in menu.items.enumerated() {
                    var child = AccessibleNode(
                        role: state.isOn(item) == nil ? .menuItem : .checkMenuItem, name: item.title, frame: layout.row(row, in: dropDown))
                    child.states.formUnion([.focusable, .selectable])
                    if !state.isEnabled(item) { child.states.remove(.enabled) }
                    if state.isOn(item) == true { child.states.insert(.checked) }
                    if open.item == row { child.states.insert(.selected) }
                    child.shortcut = item.command.flatMap { KeyBindings.shortcut(for: $0) }
                    child.position = (row + 1, menu.items.count)
                    tree.nodes[.menuItem(menu: index, item: row)] = child
                    node.children.append(.menuItem(menu: index, item: row))
                }
            }
            tree.nodes[.menu(index)] = node
            bar.children.append(.menu(index))
        }
        tree.nodes[.menuBar] = bar
    }

    static func entry(_ name: String, _ field: TextField, frame: Rect) -> AccessibleNode {
        var node = AccessibleNode(role: .entry, name: name, frame: frame)
        node.states.formUnion([.focusable, .editable])
        node.text = field.text
        node.caret = field.cursor
        return node
    }
}

extension AppState {
    /// A menu item's check mark, nil when it has none.
    func isOn(_ item: MenuItem) -> Bool? { item.command.flatMap(isOn) }
}
