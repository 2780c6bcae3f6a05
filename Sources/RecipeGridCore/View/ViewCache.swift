/// Parts of a frame's display list that depend on few inputs (the menu bar, the grid's
/// header and sidebar), kept from one frame to the next with the inputs they were made
/// from: an arrow key changes none of them, and making them again was a third of the view
/// of its frame. A part is made again whenever any of its inputs differs.
package struct ViewCache {
    var menuBar: Kept<MenuBarInputs, (layout: MenuBarLayout, commands: [DrawCommand])>?
    var header: Kept<HeaderInputs, [DrawCommand]>?
    var sidebar: Kept<SidebarInputs, [DrawCommand]>?

    package init() {}
}

/// A value and the inputs it was made from.
struct Kept<Inputs: Equatable, Value> {
    let inputs: Inputs
    let value: Value
}

extension Optional {
    /// The value kept for `inputs`, or the one `make` makes, kept from now on.
    mutating func value<Inputs, Value>(for inputs: Inputs, make: () -> Value) -> Value where Wrapped == Kept<Inputs, Value> {
        if let kept = self, kept.inputs == inputs { return kept.value }
        let value = make()
        self = Kept(inputs: inputs, value: value)
        return value
    }
}

/// Everything `MenuBarView.drawBar` and `MenuBarLayout` read.
struct MenuBarInputs: Equatable {
    let metrics: Metrics
    let windowSize: Size
    let openMenu: Int?
    let layoutDirection: LayoutDirection
    let darkTheme: Bool

    init(_ state: AppState) {
        metrics = state.metrics
        windowSize = state.windowSize
        openMenu = state.modal.menu?.menu
        layoutDirection = state.layoutDirection
        darkTheme = state.darkTheme
    }
}

/// Everything `GridView.drawHeader` reads (the layout holds the number of tiles).
struct HeaderInputs: Equatable {
    let layout: GridLayout
    let title: String
    let field: TextField?
    let indexing: Bool
    let focused: Bool
    let preedit: Preedit?
    let darkTheme: Bool

    init(_ state: AppState, _ layout: GridLayout) {
        self.layout = layout
        title = state.shownCategoryName
        field = state.search.field
        indexing = state.search.index == .building
        focused = state.focus == .search && state.windowHasFocus
        preedit = state.preedit(in: .search)
        darkTheme = state.darkTheme
    }
}

/// Everything `GridView.drawSidebar` reads. The store never changes (its properties are
/// constants): the same store has the same names, tags and counts.
struct SidebarInputs: Equatable {
    let layout: GridLayout
    let store: CookbookStore
    let rows: Int
    let scroll: Double
    let selected: Int
    let focused: Bool
    let darkTheme: Bool

    init(_ state: AppState, _ layout: GridLayout) {
        self.layout = layout
        store = state.store
        rows = state.sidebarCount
        scroll = state.grid.sidebarScroll
        selected = state.grid.categoryIndex
        focused = state.focus == .sidebar && state.windowHasFocus
        darkTheme = state.darkTheme
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.store === rhs.store && lhs.layout == rhs.layout && lhs.rows == rhs.rows && lhs.scroll == rhs.scroll && lhs.selected == rhs.selected
            && lhs.focused == rhs.focused && lhs.darkTheme == rhs.darkTheme
    }
}
