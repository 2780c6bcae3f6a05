/// The sidebar of categories, the grid header and the visible tiles.
struct GridView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ state: AppState, into list: inout [DrawCommand], cache: inout ViewCache) {
        let layout = state.gridLayout
        drawTiles(state, layout, into: &list)
        list += cache.header.value(for: HeaderInputs(state, layout)) {
            var header: [DrawCommand] = []
            drawHeader(state, layout, into: &header)
            return header
        }
        list += cache.sidebar.value(for: SidebarInputs(state, layout)) {
            var sidebar: [DrawCommand] = []
            drawSidebar(state, layout, into: &sidebar)
            return sidebar
        }
    }

    private func drawTiles(_ state: AppState, _ layout: GridLayout, into list: inout [DrawCommand]) {
        let m = state.metrics
        for row in layout.visibleRows(scroll: state.grid.scroll) {
            for column in 0..<layout.columns {
                let index = row * layout.columns + column
                guard index < state.grid.shown.count else { break }
                list.append(tile(index, state, layout, selected: index == state.grid.selection))
            }
        }
        if state.grid.shown.isEmpty {
            // Wrapped: a narrow window or a long translation takes more lines, not more width.
            let message = tr("No recipes in this category")
            let room = max(0, layout.viewport.width - 2 * m.gridPadding)
            for (index, line) in TextWrapping.wrap(message, width: room, style: m.bodyText, measurer: measurer).enumerated() {
                let frame = Rect(
                    x: layout.viewport.x, y: layout.viewport.y + m.px(40) + Double(index) * m.px(22), width: layout.viewport.width, height: m.px(30))
                list.append(.text(line, frame: frame, style: m.bodyText, color: theme.secondaryText, alignment: .center))
            }
        }
    }

    /// Tiles the next arrow key may show that no frame has shown yet: the selected tile as
    /// it looks once the selection leaves, its neighbours as they look selected, and the rows
    /// just above and below the visible ones. The shell draws them into its cache while the
    /// program waits for input, so that key's frame only copies pixels; in this order, for
    /// a key that comes before it is done (the first, sent as the first frame shows): every
    /// arrow key moves the selection, few scroll, and the next tile is the likeliest.
    func tilesAhead(_ state: AppState) -> [DrawCommand] {
        let layout = state.gridLayout
        let count = state.grid.shown.count
        let visible = layout.visibleRows(scroll: state.grid.scroll)
        guard !visible.isEmpty else { return [] }
        var tiles: [DrawCommand] = []
        if let selection = state.grid.selection {
            tiles.append(tile(selection, state, layout, selected: false))
            for index in [selection + 1, selection + layout.columns, selection - 1, selection - layout.columns] where (0..<count).contains(index) {
                tiles.append(tile(index, state, layout, selected: true))
            }
        }
        for row in [visible.upperBound, visible.lowerBound - 1] where row >= 0 && row * layout.columns < count {
            for index in (row * layout.columns)..<min(count, (row + 1) * layout.columns) {
                tiles.append(tile(index, state, layout, selected: false))
            }
        }
        return tiles
    }

    /// The selected tile as it looks once the selection leaves it, when it is in view: what a
    /// key that moves the selection takes the ring away from first (`Frames`).
    func leavingTile(_ state: AppState) -> DrawCommand? {
        let layout = state.gridLayout
        guard let selection = state.grid.selection, selection < state.grid.shown.count, layout.columns > 0,
            layout.visibleRows(scroll: state.grid.scroll).contains(selection / layout.columns)
        else { return nil }
        return tile(selection, state, layout, selected: false)
    }

    /// Tile `index` where it stands at the current scroll, as one group.
    private func tile(_ index: Int, _ state: AppState, _ layout: GridLayout, selected: Bool) -> DrawCommand {
        let m = state.metrics
        // The three fields a tile shows, read alone: making the whole recipe from the packed
        // table (its lists, its id, its file) for every tile of every frame tripled a tile's cost.
        let recipes = state.store.recipes
        let recipe = state.grid.shown[index]
        let name = recipes.name(at: recipe)
        let imagePath = recipes.imagePath(at: recipe)
        let frame = layout.frame(ofTile: index, scroll: state.grid.scroll)
        // The tile's cell reaches halfway into the gaps: cells never overlap, and the
        // selection stroke (7 px out at 1x) stays inside the 10 px half-gap.
        let cell = frame.insetBy(-m.gridGap / 2, -m.gridGap / 2)
        var tile: [DrawCommand] = [.fill(cell, theme.windowBackground)]
        let art = Rect(x: frame.x, y: frame.y, width: frame.width, height: layout.artHeight)
        let tint = theme.tint(for: name)
        tile.append(.fillRounded(art, radius: m.tileCornerRadius, tint))
        if let version = state.photoVersion(imagePath), let path = imagePath {
            tile.append(.photo(path: path, version: version, frame: art, radius: m.tileCornerRadius))
        } else {
            tile.append(.emoji(recipes.emoji(at: recipe), frame: art, size: m.emojiSize(forArtHeight: art.height), background: tint))
        }
        let nameFrame = Rect(x: frame.x + m.px(6), y: art.maxY, width: frame.width - m.px(12), height: m.tileNameHeight)
        let fitted = measurer.fitted(name, width: nameFrame.width, style: m.tileNameText)
        tile.append(.text(fitted, frame: nameFrame, style: m.tileNameText, color: theme.primaryText, alignment: .center))
        drawBadges(recipe: recipe, art: art, state, into: &tile)
        if selected {
            let gridFocused = state.focus == .grid && state.windowHasFocus
            let outset = m.selectionStrokeGap + m.selectionStrokeWidth / 2
            tile.append(
                .strokeRounded(
                    frame.insetBy(-outset, -outset), radius: m.tileCornerRadius + outset, width: m.selectionStrokeWidth,
                    gridFocused ? theme.accent : theme.mutedSelection))
        }
        return .group(cell, tile)
    }

    /// A check on a marked tile's leading corner, the rating's emoji on its trailing corner.
    private func drawBadges(recipe: Int, art: Rect, _ state: AppState, into list: inout [DrawCommand]) {
        let m = state.metrics
        let size = m.px(32)
        let inset = m.px(8)
        if state.grid.marked.contains(recipe) {
            let badge = Rect(x: art.x + inset, y: art.y + inset, width: size, height: size)
            list.append(.fillRounded(badge.insetBy(-m.px(2), -m.px(2)), radius: size / 2 + m.px(2), theme.onAccent))
            list.append(.fillRounded(badge, radius: size / 2, theme.accent))
            list.append(.text("✓", frame: badge, style: m.bodyBoldText, color: theme.onAccent, alignment: .center))
        }
        if let rating = state.rating(ofRecipe: recipe) {
            let badge = Rect(x: art.maxX - inset - size, y: art.y + inset, width: size, height: size)
            list.append(.fillRounded(badge, radius: size / 2, theme.menuBackground))
            list.append(.emoji(rating.emoji, frame: badge, size: m.px(20), background: theme.menuBackground))
        }
    }

    static var indexingHint: String { tr("Indexing ingredients…") }

    private func drawHeader(_ state: AppState, _ layout: GridLayout, into list: inout [DrawCommand]) {
        let m = state.metrics
        let header = layout.headerFrame
        list.append(.fill(header, theme.windowBackground))
        var count = trn(
            "{count} recipe", "{count} recipes", count: state.grid.shown.count, ["count": CountText.grouped(state.grid.shown.count)])
        // Names match at once; ingredient matches join when the index is in.
        if state.search.field != nil, state.search.index == .building { count += "  ·  " + Self.indexingHint }
        let title = state.shownCategoryName
        let titleWidth = min(measurer.width(of: title, style: m.headerText), header.width * 0.6)
        let titleFrame = Rect(x: header.x + m.gridPadding, y: header.y + m.px(4), width: titleWidth + 1, height: header.height - m.px(4))
        list.append(
            .text(
                measurer.fitted(title, width: titleFrame.width, style: m.headerText), frame: titleFrame, style: m.headerText,
                color: theme.primaryText, alignment: .leading))
        let countFrame = Rect(
            x: titleFrame.maxX + m.px(12), y: titleFrame.y + m.px(2), width: max(0, header.maxX - titleFrame.maxX - m.px(24)),
            height: titleFrame.height)
        // The count gives way to the title: cut short, or left out where not a letter of it fits.
        let shownCount = measurer.fitted(count, width: countFrame.width, style: m.bodyText)
        if shownCount != "…" {
            list.append(.text(shownCount, frame: countFrame, style: m.bodyText, color: theme.secondaryText, alignment: .leading))
        }
        if let field = state.search.field {
            let frame = layout.searchFieldFrame
            let focused = state.focus == .search && state.windowHasFocus
            list.append(.fillRounded(frame, radius: frame.height / 2, theme.controlBackground))
            if focused { list.append(.strokeRounded(frame, radius: frame.height / 2, width: m.px(2), theme.accent)) }
            let inner = Rect(x: frame.x + m.px(8), y: frame.y, width: max(0, frame.width - m.px(16)), height: frame.height)
            TextFieldView(theme: theme, measurer: measurer).draw(
                field, in: inner, style: m.bodyText, color: theme.primaryText, placeholder: tr("Search names and ingredients"), focused: focused,
                preedit: state.preedit(in: .search), metrics: m,
                into: &list)
        }
        list.append(.fill(Rect(x: header.x, y: header.maxY - 1, width: header.width, height: max(1, m.px(1))), theme.separator))
    }

    private func drawSidebar(_ state: AppState, _ layout: GridLayout, into list: inout [DrawCommand]) {
        let m = state.metrics
        let sidebar = layout.sidebarFrame
        list.append(.fill(sidebar, theme.sidebarBackground))
        list.append(.fill(Rect(x: sidebar.maxX - max(1, m.px(1)), y: sidebar.y, width: max(1, m.px(1)), height: sidebar.height), theme.separator))
        let focused = state.focus == .sidebar && state.windowHasFocus
        let names = state.store.sidebarNames.prefix(state.sidebarCount)
        if let heading = layout.tagHeadingFrame(scroll: state.grid.sidebarScroll) {
            let text = heading.insetBy(m.px(12), 0).offsetBy(0, m.px(4))
            list.append(.text(tr("Tags"), frame: text, style: m.bodyBoldText, color: theme.secondaryText, alignment: .leading))
        }
        if let visible = layout.visibleCategories(scroll: state.grid.sidebarScroll, count: names.count) {
            for index in visible {
                let row = layout.frame(ofCategory: index, scroll: state.grid.sidebarScroll)
                let pill = row.insetBy(0, m.px(2))
                var color = theme.primaryText
                if index == state.grid.categoryIndex {
                    list.append(.fillRounded(pill, radius: m.px(8), focused ? theme.accent : theme.selectedRowUnfocused))
                    if focused { color = theme.onAccent }
                }
                var label = pill.insetBy(m.px(12), 0)
                let style = index == state.grid.categoryIndex ? m.bodyBoldText : m.sidebarText
                if index >= state.store.firstTagRow {
                    // A tag says how many recipes have it, trailing, as a file manager's sidebar counts.
                    let count = String(state.store.shownByCategory[index].count)
                    list.append(
                        .text(
                            count, frame: label, style: m.sidebarText, color: color == theme.onAccent ? color : theme.secondaryText,
                            alignment: .trailing))
                    label.width -= measurer.width(of: count, style: m.sidebarText) + m.px(8)
                }
                let text = measurer.fitted(state.store.shownSidebarName(index), width: label.width, style: style)
                list.append(.text(text, frame: label, style: style, color: color, alignment: .leading))
            }
        }
        // The title sits over the scrolled rows, like a pinned header.
        let title = Rect(x: 0, y: sidebar.y, width: sidebar.width - max(1, m.px(1)), height: m.headerHeight)
        list.append(.fill(title, theme.sidebarBackground))
        list.append(
            .text(
                "RecipeGrid", frame: title.insetBy(m.sidebarInset + m.px(12), 0), style: m.headerText, color: theme.primaryText, alignment: .leading))
    }
}
