/// Comparing two images of the same window, before and after a change.
extension WindowImage {
    /// The pixels within `tolerance` of `colour` that were not so in `earlier`: their
    /// bounding box and how many there are, or nil when there are none. What a focus ring
    /// or a highlight that just appeared covers.
    func newPixels(near colour: RGB, tolerance: Int = 12, since earlier: WindowImage) -> (box: PixelRect, count: Int)? {
        var box: PixelRect?
        var count = 0
        for y in 0..<min(height, earlier.height) {
            for x in 0..<min(width, earlier.width)
            where self[x, y].isNear(colour, tolerance: tolerance) && !earlier[x, y].isNear(colour, tolerance: tolerance) {
                count += 1
                box =
                    box.map { PixelRect(minX: min($0.minX, x), minY: min($0.minY, y), maxX: max($0.maxX, x), maxY: max($0.maxY, y)) }
                    ?? PixelRect(minX: x, minY: y, maxX: x, maxY: y)
            }
        }
        return box.map { ($0, count) }
    }
}
