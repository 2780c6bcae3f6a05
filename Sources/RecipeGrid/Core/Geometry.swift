/// A point in device pixels, in the left-to-right coordinate space of the layout.
struct Point: Sendable, Equatable {
    var x: Double
    var y: Double
}

/// A size in device pixels.
struct Size: Sendable, Equatable {
    var width: Double
    var height: Double
}

/// An axis-aligned rectangle in device pixels.
struct Rect: Sendable, Equatable {
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
