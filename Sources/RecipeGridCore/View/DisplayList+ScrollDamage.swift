/// The grid scrolled between two frames: the window's pixels inside `area` move up by
/// `distance` (down when it is negative). The shell moves them with one copy of the window
/// onto itself, as the X server does it without touching a tile, and then draws only what
/// `Damage.rects(from:to:in:after:)` says still differs: the row that comes in, a tile whose
/// selection changed, the header.
package struct ScrollMove: Sendable, Equatable {
    /// The grid's viewport, in whole pixels.
    package var area: Rect
    /// Whole pixels; positive when the content moves up.
    package var distance: Double

    /// Where the pixels that stay in view land; nil when none do.
    package var kept: Rect? { area.intersection(area.offsetBy(0, -distance)) }
}

extension AppState {
    /// How the grid's pixels moved since `old` was shown: nil unless only the scroll of a
    /// grid laid out the same way changed by whole pixels (a fractional scale scrolls by
    /// parts of pixels, which a copy cannot move).
    package func scrollMove(since old: AppState) -> ScrollMove? {
        guard screen == .grid, old.screen == .grid, loading == nil, old.loading == nil, welcome == nil, old.welcome == nil,
            windowSize == old.windowSize, layoutDirection == old.layoutDirection
        else { return nil }
        let distance = grid.scroll - old.grid.scroll
        let layout = gridLayout
        let before = old.gridLayout
        guard distance != 0, distance == distance.rounded(), layout.viewport == before.viewport, layout.columns == before.columns,
            abs(distance) < layout.viewport.height, layout.viewport == layout.viewport.pixelAligned
        else { return nil }
        var area = layout.viewport
        if layoutDirection == .rtl { area.x = windowSize.width - area.maxX }
        return ScrollMove(area: area, distance: distance)
    }
}

extension Damage {
    /// What differs from `new` once the pixels of `old` inside the move's area have moved.
    ///
    /// Tiles (groups) in the area that only moved are already right where their pixels
    /// landed whole; every other tile is damaged where it lands and where its old pixels
    /// landed. Anything else over the area (a toast, a panel) moved with the pixels and is
    /// damaged where it was and where it is; the window's background beneath everything
    /// moves onto itself. Outside the area nothing moved: what is not a tile is compared as
    /// usual, and a tile's part outside the area counts unless a later opaque fill covers it
    /// (the header over a row scrolled half beneath it).
    package static func rects(from old: [DrawCommand], to new: [DrawCommand], in bounds: Rect, after move: ScrollMove) -> [Rect] {
        guard let kept = move.kept else { return rects(from: old, to: new, in: bounds) }
        let area = move.area
        let before = ScrolledList(old, area: area)
        let after = ScrolledList(new, area: area)
        guard before.backdrop == after.backdrop else { return rects(from: old, to: new, in: bounds) }
        var changed = area.subtracting([kept])
        changed += rects(from: before.rest, to: after.rest, in: bounds)
        for bounds in before.overArea { changed += bounds.offsetBy(0, -move.distance).intersection(kept).map { [$0] } ?? [] }
        for bounds in after.overArea { changed += bounds.intersection(area).map { [$0] } ?? [] }
        // A tile that only moved is right wherever its pixels landed: those that were in
        // view land in `kept`, the rest are in the strip that comes in.
        // Found by where they landed, then compared: offsetting every old tile to look for
        // it among the new ones was a third of a scroll's work before its first pixels.
        var landed: [Rect: Int] = [:]
        for (index, tile) in before.tiles.enumerated().reversed() { landed[tile.frame.offsetBy(0, -move.distance)] = index }
        var matched = Set<Int>()
        for tile in after.tiles {
            changed += after.uncoveredOutside(tile, in: bounds)
            if let index = landed[tile.frame], !matched.contains(index), before.tiles[index].command.offsetBy(0, -move.distance) == tile.command {
                matched.insert(index)
            } else {
                changed += tile.frame.intersection(area).map { [$0] } ?? []
            }
        }
        for (index, tile) in before.tiles.enumerated() {
            changed += before.uncoveredOutside(tile, in: bounds)
            guard !matched.contains(index) else { continue }
            changed += tile.frame.offsetBy(0, -move.distance).intersection(kept).map { [$0] } ?? []
        }
        return merged(changed.compactMap { $0.pixelAligned.intersection(bounds) })
    }
}

/// A display list seen as a scrolled grid: the background beneath, the tiles in the area,
/// what else reaches over the area, and the rest.
private struct ScrolledList {
    let area: Rect
    /// The first command, when it is an opaque fill under the whole area.
    var backdrop: DrawCommand?
    var tiles: [(index: Int, frame: Rect, command: DrawCommand)] = []
    /// Painted bounds of commands other than tiles and the backdrop that reach into the area.
    var overArea: [Rect] = []
    /// Everything but the tiles in the area, for the usual comparison outside it.
    var rest: [DrawCommand] = []
    /// Opaque fills with their places in the list: what paints over a tile drawn before them.
    var opaqueFills: [(index: Int, rect: Rect)] = []

    init(_ list: [DrawCommand], area: Rect) {
        self.area = area
        for (index, command) in list.enumerated() {
            if case .fill(let rect, let color) = command, color.alpha >= 1 { opaqueFills.append((index, rect)) }
            if index == 0, case .fill(let rect, let color) = command, color.alpha >= 1, rect.contains(area) {
                backdrop = command
                rest.append(command)
            } else if case .group(let frame, _) = command, frame.intersects(area) {
                tiles.append((index, frame, command))
            } else {
                if command.paintedBounds.intersects(area) { overArea.append(command.paintedBounds) }
                rest.append(command)
            }
        }
    }

    /// The parts of `tile` outside the area, in `bounds`, that no later opaque fill paints over.
    func uncoveredOutside(_ tile: (index: Int, frame: Rect, command: DrawCommand), in bounds: Rect) -> [Rect] {
        guard !area.contains(tile.frame) else { return [] }
        let later = opaqueFills.filter { $0.index > tile.index }.map(\.rect)
        return tile.frame.subtracting([area]).compactMap { $0.intersection(bounds) }.flatMap { $0.subtracting(later) }
    }
}
