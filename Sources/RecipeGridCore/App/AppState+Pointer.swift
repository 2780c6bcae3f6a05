/// Mouse buttons: clicks select and focus as the keyboard would, the wheel scrolls.
extension AppState {
    static let doubleClickInterval: Seconds = 0.4

    mutating func handleButton(_ button: Int, at point: Point, context: inout UpdateContext) {
        switch button {
        case 1: click(at: point, context: &context)
        case 2: middleClick(at: point, context: &context)
        case 4: scrollWheel(up: true, at: point)
        case 5: scrollWheel(up: false, at: point)
        default: break
        }
    }

    private mutating func click(at point: Point, context: inout UpdateContext) {
        let bar = MenuBarLayout(metrics: metrics, windowSize: windowSize, measurer: context.measurer)
        if modal.menu != nil {
            clickWithMenuOpen(at: point, bar: bar, context: &context)
            return
        }
        if modal.helpOpen || modal.openDialog != nil || modal.printDialog != nil {
            // Modal: a click outside the sheet dismisses it and goes no further.
            if modal.helpOpen { closeModal() }
            return
        }
        if let title = bar.title(at: point) {
            openMenu(title)
            return
        }
        guard !bar.bar.contains(point) else { return }
        if groceryPanel.isOpen {
            if groceryLayout.panel.contains(point) {
                clickInGroceryList(at: point, measurer: context.measurer)
                return
            }
            closeGroceryList()
        }
        switch screen {
        case .grid where welcome != nil:
            guard let welcome,
                let offer = WelcomeLayout(welcome, metrics: metrics, windowSize: windowSize, measurer: context.measurer).offer(at: point)
            else { return }
            focus = .welcome
            chooseWelcomeOffer(offer, context: &context)
        case .grid:
            let layout = gridLayout
            if search.field != nil && layout.searchFieldFrame.contains(point) {
                setFocus(.search)
                return
            }
            if let tile = layout.tile(at: point, scroll: grid.scroll) {
                let isDouble = grid.lastClick.map { $0.tile == tile && context.now - $0.at <= Self.doubleClickInterval } ?? false
                select(tile)
                focus = .grid
                if isDouble {
                    grid.noteClick(nil)
                    openDetail(recipe: grid.shown[tile], context: &context)
                } else {
                    grid.noteClick(Click(tile: tile, at: context.now))
                }
            } else if let row = layout.category(at: point, scroll: grid.sidebarScroll, count: sidebarCount) {
                showCategory(row)
                focus = .sidebar
            }
        case .detail:
            clickInDetail(at: point, context: &context)
        case .cooking:
            // The trailing half steps on, the leading half back, as Right and Left do.
            point.x >= windowSize.width / 2 ? nextCookingStep() : previousCookingStep()
        case .editor:
            clickInEditor(at: point, context: &context)
        }
    }

    /// The back button, a rating, a servings button or the add button, none of which takes
    /// focus; a link, and the notes box, which do (text is typed where it was clicked).
    private mutating func clickInDetail(at point: Point, context: inout UpdateContext) {
        guard let layout = detail.layout else { return }
        if layout.backButton.contains(point) { closeDetail(context: &context) }
        for (index, rating) in Rating.allCases.enumerated() where layout.toWindow(layout.ratingCell(index), scroll: detail.scroll).contains(point) {
            // Like SwiftUI's rating control: a click rates but leaves keyboard focus where it is.
            setRating(RatingRules.clicked(rating, current: ratingTarget.flatMap { self.rating(ofRecipe: $0) }))
        }
        if layout.toWindow(layout.servingsMinus, scroll: detail.scroll).contains(point) { changeServings(by: -1, measurer: context.measurer) }
        if layout.toWindow(layout.servingsPlus, scroll: detail.scroll).contains(point) { changeServings(by: 1, measurer: context.measurer) }
        if layout.toWindow(layout.addButton, scroll: detail.scroll).contains(point), let open = detail.recipe {
            withContents(of: [open], for: .addToGroceryList, context: &context)
        }
        if layout.viewport.contains(point), layout.toWindow(layout.notesField, scroll: detail.scroll).contains(point) {
            clickInNotes(at: point, measurer: context.measurer)
        }
        if let link = layout.links.firstIndex(where: { layout.toWindow($0, scroll: detail.scroll).contains(point) }) {
            setFocus(.detailLink(link))
            followLink(link, context: &context)
        }
    }

    private mutating func clickWithMenuOpen(at point: Point, bar: MenuBarLayout, context: inout UpdateContext) {
        guard let state = modal.menu else { return }
        if let title = bar.title(at: point) {
            if title == state.menu { closeModal() } else { openMenu(title) }
            return
        }
        let items = menus[state.menu].items
        let dropDown = bar.dropDown(menu: state.menu, count: items.count)
        if state.subitem != nil, let parent = state.item {
            let submenu = bar.submenu(from: parent, of: dropDown, count: items[parent].submenu.count)
            if let index = bar.item(at: point, in: submenu, count: items[parent].submenu.count) {
                activateMenuItem(index, context: &context)
                return
            }
        }
        if let index = bar.item(at: point, in: dropDown, count: items.count) {
            if var menu = modal.menu {
                menu.subitem = nil
                modal.show(menu, over: focus)
            }
            activateMenuItem(index, context: &context)
        } else if !dropDown.contains(point) {
            closeModal()
        }
    }

    private mutating func clickInGroceryList(at point: Point, measurer: any TextMeasuring) {
        let layout = groceryLayout
        if layout.newButton.contains(point) {
            addGroceryItem(after: grocery.items.count - 1)
            return
        }
        guard let row = layout.row(at: point, scroll: groceryPanel.scroll) else { return }
        if point.x < layout.check(row, scroll: groceryPanel.scroll).maxX + metrics.px(6) {
            setFocus(.groceryCheck(row))
            toggleObtained(row)
        } else {
            setFocus(.groceryName(row))
            let field = layout.nameField(row, scroll: groceryPanel.scroll)
            groceryPanel.placeCursor(
                at: TextFieldHitTest.index(
                    in: groceryPanel.editor.text, at: point.x - field.x - metrics.px(10), style: metrics.bodyText, measurer: measurer))
        }
    }

    /// A middle click on a text field pastes PRIMARY into it, as on every X desktop: the
    /// field takes focus and the text comes at its cursor.
    private mutating func middleClick(at point: Point, context: inout UpdateContext) {
        if let dialog = modal.openDialog {
            let layout = OpenDialogLayout(rows: openDialogRows.count, highlighted: dialog.highlighted, metrics: metrics, windowSize: windowSize)
            guard layout.field.contains(point) else { return }
            focus = .cookbookPath
        } else if groceryPanel.isOpen, let row = groceryLayout.row(at: point, scroll: groceryPanel.scroll),
            groceryLayout.nameField(row, scroll: groceryPanel.scroll).contains(point)
        {
            setFocus(.groceryName(row))
        } else if !isModalOpen, screen == .grid, search.field != nil, gridLayout.searchFieldFrame.contains(point) {
            setFocus(.search)
        } else {
            return
        }
        context.effects.append(.requestPaste(.primary))
    }

    private mutating func scrollWheel(up: Bool, at point: Point) {
        let step = metrics.px(60) * (up ? -1 : 1)
        if modal.helpOpen {
            modal.scrollHelp(
                to: modal.helpScroll + step, maxScroll: HelpSheetLayout(metrics: metrics, windowSize: windowSize, focus: commandFocus).maxScroll)
            return
        }
        if groceryPanel.isOpen && groceryLayout.panel.contains(point) {
            groceryPanel.scroll(to: groceryLayout.clampScroll(groceryPanel.scroll + step))
            return
        }
        switch screen {
        case .grid:
            let layout = gridLayout
            if layout.sidebarFrame.contains(point) {
                grid.scrollSidebar(by: step, in: layout, count: sidebarCount)
            } else {
                grid.scroll(by: step, in: layout)
            }
        case .detail:
            scrollDetail(by: step)
        case .editor:
            scrollEditor(by: step)
        case .cooking:
            break
        }
    }
}
