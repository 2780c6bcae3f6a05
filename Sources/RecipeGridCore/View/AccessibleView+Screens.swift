/// The screens' elements: the sidebar and the grid, the detail, cooking mode, the grocery
/// list. Each adds its nodes and returns the ids the window holds.
extension AccessibleView {
    static func addGrid(_ state: AppState, to tree: inout AccessibleTree) -> [AccessibleID] {
        let layout = state.gridLayout
        var sidebar = AccessibleNode(role: .list, name: tr("Categories"), frame: layout.sidebarFrame)
        // One lookup per count, not per tag: a cookbook may have hundreds.
        var tagDescriptions: [Int: String] = [:]
        for index in 0..<state.sidebarCount {
            var row = AccessibleNode(
                role: .listItem, name: state.store.shownSidebarName(index), frame: layout.frame(ofCategory: index, scroll: state.grid.sidebarScroll))
            row.states.formUnion([.focusable, .selectable])
            if index == state.grid.categoryIndex { row.states.insert(.selected) }
            if !layout.sidebarFrame.intersects(row.frame) { row.states.remove(.showing) }
            row.position = (index + 1, state.sidebarCount)
            if index >= state.store.firstTagRow {
                let count = state.store.shownByCategory[index].count
                if tagDescriptions[count] == nil {
                    // TRANSLATORS: how a screen reader describes a tag in the sidebar.
                    tagDescriptions[count] = trn("tag, {count} recipe", "tag, {count} recipes", count: count)
                }
                row.description = tagDescriptions[count] ?? ""
            }
            tree.nodes[.category(index)] = row
            sidebar.children.append(.category(index))
        }
        tree.nodes[.sidebar] = sidebar
        var ids: [AccessibleID] = [.sidebar]
        if let field = state.search.field {
            tree.nodes[.search] = entry(tr("Search names and ingredients"), field, frame: layout.searchFieldFrame)
            ids.append(.search)
        }
        var grid = AccessibleNode(role: .table, name: state.shownCategoryName, frame: layout.viewport)
        let count = state.grid.shown.count
        grid.description = trn("{count} recipe", "{count} recipes", count: count)
        grid.states.insert(.focusable)
        let columns = max(1, layout.columns)
        grid.tableSize = ((count + columns - 1) / columns, columns)
        grid.cellCount = count
        grid.selectedCell = state.grid.selection
        // Tiles on screen and the selected one; a tool that asks for another gets it made then.
        var shownTiles = layout.visibleRange(scroll: state.grid.scroll).map(Array.init) ?? []
        if let selection = state.grid.selection, !shownTiles.contains(selection) { shownTiles.append(selection) }
        for index in shownTiles {
            guard let tile = tile(index, of: state) else { continue }
            let id = AccessibleID.tile(recipe: state.grid.shown[index])
            tree.nodes[id] = tile
            grid.children.append(id)
        }
        tree.nodes[.grid] = grid
        return ids + [.grid]
    }

    static func addDetail(_ state: AppState, to tree: inout AccessibleTree) -> AccessibleID {
        let frame = Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height)
        var panel = AccessibleNode(role: .panel, name: state.openedRecipe?.name ?? "", frame: frame)
        guard let layout = state.detail.layout else {
            tree.nodes[.detail] = panel
            return .detail
        }
        let place = { (rect: Rect) in layout.toWindow(rect, scroll: state.detail.scroll) }
        var back = AccessibleNode(role: .pushButton, name: DetailLayout.backLabel, frame: layout.backButton)
        back.states.insert(.focusable)
        back.shortcut = KeyNames.shown("Escape")
        var rating = AccessibleNode(role: .radioGroup, name: tr("Rating"), frame: place(layout.rating))
        rating.states.insert(.focusable)
        let chosen = state.detail.recipe.flatMap { state.rating(ofRecipe: $0) }
        for (index, choice) in Rating.allCases.enumerated() {
            var radio = AccessibleNode(role: .radioButton, name: choice.label, frame: place(layout.ratingCell(index)))
            radio.states.formUnion([.focusable, .checkable])
            if choice == chosen { radio.states.insert(.checked) }
            radio.position = (index + 1, Rating.allCases.count)
            radio.shortcut = String(index + 1)
            tree.nodes[.ratingChoice(index)] = radio
            rating.children.append(.ratingChoice(index))
        }
        tree.nodes[.servings] = servingsNode(state, frame: place(layout.servings), label: layout.servingsLabel)
        var add = AccessibleNode(role: .pushButton, name: DetailLayout.addLabel, frame: place(layout.addButton))
        add.states.insert(.focusable)
        add.shortcut = KeyNames.shown("Ctrl+G")  // not translated: a key shown through KeyNames
        tree.nodes[.back] = back
        tree.nodes[.rating] = rating
        tree.nodes[.add] = add
        panel.children = [.back, .rating, .servings, .add]
        if let made = layout.madeLine {
            tree.nodes[.madeSummary] = AccessibleNode(role: .label, name: made, frame: place(layout.madeFrame))
            panel.children.append(.madeSummary)
        }
        panel.children += addList(.ingredients, tr("Ingredients"), layout.ingredientItems, item: AccessibleID.ingredient, state, layout, to: &tree)
        panel.children += addLinks(state, layout, to: &tree)
        panel.children += addList(.steps, tr("Steps"), layout.stepItems, item: AccessibleID.step, state, layout, to: &tree)
        panel.children += addList(.notes, tr("Notes"), layout.noteItems, item: AccessibleID.note, state, layout, to: &tree)
        tree.nodes[.userNotes] = notesNode(state, frame: place(layout.notesField))
        panel.children.append(.userNotes)
        panel.children += addList(.nutrition, tr("Nutrition"), layout.nutritionItems, item: AccessibleID.nutritionFact, state, layout, to: &tree)
        tree.nodes[.detail] = panel
        return .detail
    }

    /// The ingredients or the steps as a list of what the detail shows, each item "n of N";
    /// an item scrolled out of the detail's viewport is not showing.
    private static func addList(
        _ id: AccessibleID, _ name: String, _ items: [DetailLayout.Item], item: (Int) -> AccessibleID, _ state: AppState, _ layout: DetailLayout,
        to tree: inout AccessibleTree
    ) -> [AccessibleID] {
        guard !items.isEmpty else { return [] }
        let place = { (rect: Rect) in layout.toWindow(rect, scroll: state.detail.scroll) }
        let frames = items.map { place($0.frame) }
        let first = frames[0]
        let last = frames[frames.count - 1]
        var list = AccessibleNode(role: .list, name: name, frame: Rect(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y))
        for (index, shown) in items.enumerated() {
            var node = AccessibleNode(role: .listItem, name: shown.text, frame: frames[index])
            node.position = (index + 1, items.count)
            if !frames[index].intersects(layout.viewport) { node.states.remove(.showing) }
            tree.nodes[item(index)] = node
            list.children.append(item(index))
        }
        tree.nodes[id] = list
        return [id]
    }

    /// Each ingredient that is another recipe, a link named by its line whose action opens it.
    private static func addLinks(_ state: AppState, _ layout: DetailLayout, to tree: inout AccessibleTree) -> [AccessibleID] {
        guard let references = state.detail.content?.references else { return [] }
        return layout.links.indices.map { index in
            let line =
                layout.ingredientItems.indices.contains(references[index].ingredient)
                ? layout.ingredientItems[references[index].ingredient].text : references[index].name
            var node = AccessibleNode(role: .link, name: line, frame: layout.toWindow(layout.links[index], scroll: state.detail.scroll))
            node.description = tr("Opens the recipe “{name}”", ["name": references[index].name])
            node.states.insert(.focusable)
            node.shortcut = KeyNames.shown("Return")
            tree.nodes[.link(index)] = node
            return .link(index)
        }
    }

    /// The user's notes: an editable entry of many lines, its text and caret those of the
    /// field; its description says "Saved" once the last edit is on disk.
    private static func notesNode(_ state: AppState, frame: Rect) -> AccessibleNode {
        var node = AccessibleNode(role: .entry, name: DetailLayout.notesLabel, frame: frame)
        node.states.formUnion([.focusable, .editable, .multiLine])
        node.text = state.detail.notes.text
        node.caret = state.detail.notes.cursor
        if state.detail.notesStatus == .saved { node.description = DetailView.savedLabel }
        return node
    }

    /// The servings control: a spin button whose value is the servings and whose
    /// description is what it shows ("Serves 6", "Makes 24 cookies").
    private static func servingsNode(_ state: AppState, frame: Rect, label: String) -> AccessibleNode {
        var node = AccessibleNode(role: .spinButton, name: tr("Servings"), frame: frame)
        node.description = label
        node.states.insert(.focusable)
        if let servings = state.openServings {
            node.value = (Double(servings.current), Double(ServingsRules.range.lowerBound), Double(ServingsRules.range.upperBound))
        }
        return node
    }

    static func addCooking(_ state: AppState, to tree: inout AccessibleTree) -> AccessibleID {
        let frame = Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height)
        guard let session = state.cooking else {
            tree.nodes[.cooking] = AccessibleNode(role: .panel, name: tr("Cooking"), frame: frame)
            return .cooking
        }
        // The step is the panel's name, so each step is spoken as it comes.
        var panel = AccessibleNode(
            role: .panel,
            name: tr(
                "Step {number} of {count}: {step}",
                ["number": String(session.step + 1), "count": String(session.steps.count), "step": session.currentStep.text]),
            frame: frame)
        panel.description = state.store.recipes[session.recipe].name
        panel.states.insert(.focusable)
        tree.nodes[.cooking] = panel
        return .cooking
    }

    static func addGrocery(_ state: AppState, to tree: inout AccessibleTree) -> AccessibleID {
        let layout = state.groceryLayout
        var list = AccessibleNode(role: .list, name: tr("Grocery List"), frame: layout.panel)
        var place = 0
        var aisle: String?
        // Looked up once, not per item: the list may be long.
        let newItem = tr("New item")
        let itemName = tr("Grocery item")
        // TRANSLATORS: how a screen reader describes a grocery item's check box.
        let obtained = tr("obtained")
        // TRANSLATORS: how a screen reader describes a grocery item's check box, with the aisle it is in.
        let obtainedInAisle = tr("obtained, {aisle}")
        for (slot, shown) in layout.rows.enumerated() {
            guard case .item(let row) = shown, state.grocery.items.indices.contains(row) else {
                if case .heading(let title) = shown {
                    // An aisle's name, read before its items and kept in their descriptions.
                    aisle = title
                    tree.nodes[.groceryHeading(slot)] = AccessibleNode(
                        role: .label, name: title, frame: layout.headingFrame(slot, scroll: state.groceryPanel.scroll))
                    list.children.append(.groceryHeading(slot))
                }
                continue
            }
            let item = state.grocery.items[row]
            place += 1
            var check = AccessibleNode(
                role: .checkBox, name: item.name.isEmpty ? newItem : item.name, frame: layout.check(row, scroll: state.groceryPanel.scroll))
            check.description = aisle.map { Translations.fill(obtainedInAisle, ["aisle": $0]) } ?? obtained
            check.states.formUnion([.focusable, .checkable])
            if item.obtained { check.states.insert(.checked) }
            check.shortcut = "space"
            var field = TextField(text: item.name)
            if state.focus == .groceryName(row) { field = state.groceryPanel.editor }
            var name = entry(itemName, field, frame: layout.nameField(row, scroll: state.groceryPanel.scroll))
            name.position = (place, state.grocery.items.count)
            tree.nodes[.groceryCheck(row)] = check
            tree.nodes[.groceryName(row)] = name
            list.children += [.groceryCheck(row), .groceryName(row)]
        }
        tree.nodes[.grocery] = list
        return .grocery
    }
}
