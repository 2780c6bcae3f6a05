/// A point in device pixels, in the left-to-right coordinate space of the layout.
struct Point: Sendable, Equatable {
    var x: Double
    var y: Double
}

/// A size in device pixels.
struct Size: Sendable, Hashable {
    var width: Double
    var height: Double
}

/// An axis-aligned rectangle in device pixels.
struct Rect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    func insetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Reading direction of the window; rtl mirrors the whole layout horizontally.
enum LayoutDirection: String, Sendable, Equatable {
    case ltr, rtl
}

/// A move command in layout terms: `left`/`right` are already mirrored for rtl,
/// so `.right` always means "towards the end of the reading order".
enum MoveDirection: Sendable, Equatable {
    case up, down, left, right
}

/// Monotonic time in seconds; the core never reads a clock, time comes in with actions.
typealias Seconds = Double

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The overlap of the two, or nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Grown outward to whole pixels, so a clip or a copy covers every touched pixel.
    var pixelAligned: Rect {
        let left = minX.rounded(.down)
        let top = minY.rounded(.down)
        return Rect(x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
    }
}
