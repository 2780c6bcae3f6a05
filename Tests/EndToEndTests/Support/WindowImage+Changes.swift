/// Comparing two images of the same window, before and after a change.
extension WindowImage {
    /// The pixels within `tolerance` of `colour` that were not so in `earlier`: their
    /// bounding box and how many there are, or nil when there are none. What a focus ring
    /// or a highlight that just appeared covers.
    func newPixels(near colour: RGB, tolerance: Int = 12, since earlier: WindowImage) -> (box: PixelRect, count: Int)? {
        changed(from: earlier, in: bounds) { now, before in
            now.isNear(colour, tolerance: tolerance) && !before.isNear(colour, tolerance: tolerance)
        }
    }

    /// The pixels that differ at all from `earlier`'s, inside `rect` when given: their
    /// bounding box and how many there are, or nil when none do.
    func differences(from earlier: WindowImage, in rect: PixelRect? = nil) -> (box: PixelRect, count: Int)? {
        changed(from: earlier, in: rect ?? bounds) { $0 != $1 }
    }

    /// The bounding box and count of the pixels of `area` for which `differs(now, before)`.
    private func changed(from earlier: WindowImage, in area: PixelRect, where differs: (RGB, RGB) -> Bool) -> (box: PixelRect, count: Int)? {
        var box: PixelRect?
        var count = 0
        let xs = max(0, area.minX)..<min(width, earlier.width, area.maxX + 1)
        for y in max(0, area.minY)..<min(height, earlier.height, area.maxY + 1) {
            for x in xs where differs(self[x, y], earlier[x, y]) {
                count += 1
                box =
                    box.map { PixelRect(minX: min($0.minX, x), minY: min($0.minY, y), maxX: max($0.maxX, x), maxY: max($0.maxY, y)) }
                    ?? PixelRect(minX: x, minY: y, maxX: x, maxY: y)
            }
        }
        return box.map { ($0, count) }
    }
}
