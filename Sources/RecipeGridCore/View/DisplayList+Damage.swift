/// Which parts of the window change from one display list to the next, so a frame
/// redraws and copies only those (a selection move repaints two tiles, not the window).
package enum Damage {
    /// More separate rectangles than this are merged into one: past a few, clipping costs
    /// more than it saves.
    static let maximumRects = 6

    /// The rectangles where `new` may paint different pixels than `old` did, within
    /// `bounds`; empty when nothing changed, `[bounds]` when the lists cannot be compared.
    package static func rects(from old: [DrawCommand], to new: [DrawCommand], in bounds: Rect) -> [Rect] {
        if old == new { return [] }
        var changed: [Rect] = []
        if old.count == new.count {
            // The usual frame: the same commands in the same order, a few with new values.
            for (before, after) in zip(old, new) where before != after {
                changed.append(before.paintedBounds)
                changed.append(after.paintedBounds)
            }
        } else {
            // Commands came or went (a toast, a menu, the grocery panel): outside the common
            // head and tail the two lists may differ in any way, reordering included.
            let head = zip(old, new).prefix { $0 == $1 }.count
            let tail = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
            let shorter = min(old.count, new.count)
            let kept = min(head + tail, shorter)
            for command in old[head..<(old.count - (kept - head))] { changed.append(command.paintedBounds) }
            for command in new[head..<(new.count - (kept - head))] { changed.append(command.paintedBounds) }
        }
        return merged(changed.compactMap { $0.pixelAligned.intersection(bounds) })
    }

    /// Joins overlapping rectangles, then everything once there are too many.
    static func merged(_ rects: [Rect]) -> [Rect] {
        var result: [Rect] = []
        for rect in rects {
            var current = rect
            // Absorbing one rectangle can make the union touch another: repeat until stable.
            while let index = result.firstIndex(where: { $0.intersects(current) }) {
                current = current.union(result.remove(at: index))
            }
            result.append(current)
        }
        guard result.count > maximumRects, let first = result.first else { return result }
        return [result.dropFirst().reduce(first) { $0.union($1) }]
    }
}

extension DrawCommand {
    /// For a rounded stroke, the bands of whole pixels it can touch, as rectangles: its
    /// painted bounds less the widest rectangle inside its inner edge (clear of the curves
    /// of its corners). A selection ring is taken away by copying these from the tile as it
    /// looks unselected: a fifth of the tile's pixels.
    package var strokeBands: [Rect]? {
        guard case .strokeRounded(let rect, let radius, let width, _) = self else { return nil }
        // A pixel of antialiasing either side.
        let outer = rect.insetBy(-width / 2 - 1, -width / 2 - 1).pixelAligned
        // An inner corner of radius r leaves clear a rectangle inset r(1 - 1/sqrt(2)) from its sides.
        let clear = width / 2 + max(0, radius - width / 2) * (1 - 0.5.squareRoot()) + 1
        let inner = rect.insetBy(clear, clear)
        let left = inner.minX.rounded(.up)
        let top = inner.minY.rounded(.up)
        let hole = Rect(x: left, y: top, width: max(0, inner.maxX.rounded(.down) - left), height: max(0, inner.maxY.rounded(.down) - top))
        return outer.subtracting([hole])
    }

    /// Every pixel the command can touch: text glyphs may reach above, below and past
    /// their frame, an emoji picture past its frame, a stroke half its width outside.
    package var paintedBounds: Rect {
        switch self {
        case .fill(let rect, _), .caret(let rect, _), .fillRounded(let rect, _, _), .group(let rect, _), .photo(_, _, let rect, _):
            return rect
        case .strokeRounded(let rect, _, let width, _):
            return rect.insetBy(-width, -width)
        case .text(_, let frame, let style, _, _):
            let reach = (style.size * 0.75).rounded(.up)
            let around = frame.insetBy(-reach, -reach)
            // One line, centred on the frame's middle (the renderer's baseline): ink stays
            // within an em and a quarter of that line, stacked marks and fallback fonts
            // included. A tall frame (the header's title) then no longer reaches past it,
            // into the grid beneath, where every scroll had to draw the header again.
            let top = max(around.minY, (frame.midY - 1.25 * style.size).rounded(.down))
            let bottom = min(around.maxY, (frame.midY + 1.25 * style.size).rounded(.up))
            return Rect(x: around.x, y: top, width: around.width, height: max(0, bottom - top))
        case .emoji(_, let frame, let size, _):
            let picture = Rect(x: frame.midX - size, y: frame.midY - size, width: 2 * size, height: 2 * size)
            return frame.union(picture)
        }
    }
}
