/// Mouse buttons: clicks select and focus as the keyboard would, the wheel scrolls.
extension AppState {
    static let doubleClickInterval: Seconds = 0.4

    mutating func handleButton(_ button: Int, at point: Point, context: inout UpdateContext) {
        switch button {
        case 1: click(at: point, context: &context)
        case 4: scrollWheel(up: true, at: point)
        case 5: scrollWheel(up: false, at: point)
        default: break
        }
    }

    private mutating func click(at point: Point, context: inout UpdateContext) {
        switch screen {
        case .grid:
            let layout = gridLayout
            if let tile = layout.tile(at: point, scroll: gridScroll) {
                let isDouble = lastClick.map { $0.tile == tile && context.now - $0.at <= Self.doubleClickInterval } ?? false
                select(tile)
                focus = .grid
                if isDouble {
                    lastClick = nil
                    openDetail(recipe: shown[tile], context: &context)
                } else {
                    lastClick = Click(tile: tile, at: context.now)
                }
            } else if let row = layout.category(at: point, scroll: sidebarScroll, count: store.sidebarNames.count) {
                showCategory(row)
                focus = .sidebar
            }
        case .detail:
            guard let detail else { return }
            if detail.backButton.contains(point) { closeDetail(context: &context) }
        }
    }

    private mutating func scrollWheel(up: Bool, at point: Point) {
        let step = metrics.px(60) * (up ? -1 : 1)
        switch screen {
        case .grid:
            let layout = gridLayout
            if layout.sidebarFrame.contains(point) {
                sidebarScroll = layout.clampSidebarScroll(sidebarScroll + step, count: store.sidebarNames.count)
            } else {
                gridScroll = layout.clampScroll(gridScroll + step)
            }
        case .detail:
            scrollDetail(by: step)
        }
    }
}
