/// A point in device pixels, in the left-to-right coordinate space of the layout.
package struct Point: Sendable, Equatable {
    var x: Double
    var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in device pixels.
package struct Size: Sendable, Hashable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle in device pixels.
package struct Rect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }

    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies wholly inside this rectangle.
    package func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    func insetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    package func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Reading direction of the window; rtl mirrors the whole layout horizontally.
package enum LayoutDirection: String, Sendable, Equatable {
    case ltr, rtl
}

/// A move command in layout terms: `left`/`right` are already mirrored for rtl,
/// so `.right` always means "towards the end of the reading order".
enum MoveDirection: Sendable, Equatable {
    case up, down, left, right
}

/// Monotonic time in seconds; the core never reads a clock, time comes in with actions.
package typealias Seconds = Double

extension Rect {
    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The overlap of the two, or nil when they do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// What is left of this rectangle once `holes` are cut out, as rectangles that do not
    /// overlap: bands above and below each hole, and the pieces beside it.
    package func subtracting(_ holes: [Rect]) -> [Rect] {
        var pieces = [self]
        for hole in holes {
            pieces = pieces.flatMap { piece -> [Rect] in
                guard let cut = piece.intersection(hole) else { return [piece] }
                var left: [Rect] = []
                if cut.minY > piece.minY { left.append(Rect(x: piece.minX, y: piece.minY, width: piece.width, height: cut.minY - piece.minY)) }
                if cut.maxY < piece.maxY { left.append(Rect(x: piece.minX, y: cut.maxY, width: piece.width, height: piece.maxY - cut.maxY)) }
                if cut.minX > piece.minX { left.append(Rect(x: piece.minX, y: cut.minY, width: cut.minX - piece.minX, height: cut.height)) }
                if cut.maxX < piece.maxX { left.append(Rect(x: cut.maxX, y: cut.minY, width: piece.maxX - cut.maxX, height: cut.height)) }
                return left
            }
        }
        return pieces
    }

    /// Grown outward to whole pixels, so a clip or a copy covers every touched pixel.
    package var pixelAligned: Rect {
        let left = minX.rounded(.down)
        let top = minY.rounded(.down)
        return Rect(x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
    }
}
