/// Turns the state into a display list for one frame: state -> pixels, with no X11.
///
/// Everything is laid out left to right; for rtl the whole list is mirrored at the end,
/// so every region, tile and text block swaps sides together.
package struct MainView {
    var measurer: any TextMeasuring

    package init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    package func render(_ state: AppState) -> [DrawCommand] {
        var cache = ViewCache()
        return render(state, cache: &cache)
    }

    /// The display list of `state`, with the parts whose inputs are those of the last frame
    /// taken from `cache` (`ViewCache`).
    package func render(_ state: AppState, cache: inout ViewCache) -> [DrawCommand] {
        let theme: Theme = state.darkTheme ? .dark : .light
        var list: [DrawCommand] = [.fill(Rect(x: 0, y: 0, width: state.windowSize.width, height: state.windowSize.height), theme.windowBackground)]
        if let progress = state.loading {
            LoadingView(theme: theme, measurer: measurer).draw(progress, in: state, into: &list)
            return list
        }
        switch state.screen {
        case .grid where state.welcome != nil:
            if let welcome = state.welcome { WelcomeView(theme: theme, measurer: measurer).draw(welcome, state, into: &list) }
        case .grid:
            GridView(theme: theme, measurer: measurer).draw(state, into: &list, cache: &cache)
        case .detail:
            DetailView(theme: theme, measurer: measurer).draw(state, into: &list)
        case .cooking:
            CookingView(theme: theme, measurer: measurer).draw(state, into: &list)
        case .editor:
            EditorView(theme: theme, measurer: measurer).draw(state, into: &list)
        }
        GroceryView(theme: theme, measurer: measurer).draw(state, into: &list)
        let menus = MenuBarView(theme: theme, measurer: measurer)
        let (bar, barCommands) = cache.menuBar.value(for: MenuBarInputs(state)) {
            let bar = MenuBarLayout(metrics: state.metrics, windowSize: state.windowSize, measurer: measurer)
            var commands: [DrawCommand] = []
            menus.drawBar(state, bar, into: &commands)
            return (bar, commands)
        }
        list += barCommands
        let sheets = HelpView(theme: theme, measurer: measurer)
        if state.modal.helpOpen { sheets.drawHelp(state, into: &list) }
        OpenDialogView(theme: theme, measurer: measurer, sheets: sheets).draw(state, into: &list)
        PrintDialogView(theme: theme, measurer: measurer).draw(state, into: &list)
        menus.drawOpenMenu(state, bar, into: &list)
        OverlayView(theme: theme, measurer: measurer).draw(state, into: &list)
        guard state.layoutDirection == .rtl else { return list }
        return list.map { $0.mirrored(width: state.windowSize.width) }
    }

    /// Tile groups the next arrow key may show, for the shell to draw ahead while idle
    /// (`GridView.tilesAhead`); none off the grid or while a cookbook loads.
    package func tilesAhead(_ state: AppState) -> [DrawCommand] {
        guard state.screen == .grid, state.loading == nil else { return [] }
        let tiles = GridView(theme: state.darkTheme ? .dark : .light, measurer: measurer).tilesAhead(state)
        guard state.layoutDirection == .rtl else { return tiles }
        return tiles.map { $0.mirrored(width: state.windowSize.width) }
    }
}

extension MainView {
    /// The grid's selected tile as it looks unselected, when the grid shows it
    /// (`GridView.leavingTile`).
    package func leavingTile(_ state: AppState) -> DrawCommand? {
        guard state.screen == .grid, state.loading == nil, state.welcome == nil else { return nil }
        let tile = GridView(theme: state.darkTheme ? .dark : .light, measurer: measurer).leavingTile(state)
        guard state.layoutDirection == .rtl else { return tile }
        return tile?.mirrored(width: state.windowSize.width)
    }
}

extension Metrics {
    /// Pixel size of the emoji drawn as a tile's or recipe's picture.
    func emojiSize(forArtHeight height: Double) -> Double { (height * 0.46).rounded() }
}
