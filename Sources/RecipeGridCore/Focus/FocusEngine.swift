/// A focusable element on screen: its id, its section and where it is.
struct FocusableElement: Sendable, Equatable {
    var id: FocusID
    var section: FocusSection
    var frame: Rect
}

/// Tab order and section-to-section moves over the elements of the current screen.
///
/// `elements` is in reading order. Frames are in the ltr layout space, so a move
/// direction that was already mirrored for rtl needs no further thought here.
struct FocusEngine: Sendable {
    var elements: [FocusableElement]

    /// The element after (or before) `current` in reading order, wrapping.
    func tabTarget(from current: FocusID, backwards: Bool) -> FocusID? {
        guard !elements.isEmpty else { return nil }
        guard let index = elements.firstIndex(where: { $0.id == current }) else { return elements.first?.id }
        let step = backwards ? elements.count - 1 : 1
        return elements[(index + step) % elements.count].id
    }

    /// The nearest element of another section lying in `direction` from `current`, if any.
    func neighbour(of current: FocusID, in direction: MoveDirection) -> FocusID? {
        guard let origin = elements.first(where: { $0.id == current }) else { return nil }
        let candidates = elements.filter { $0.section != origin.section && Self.lies($0.frame, direction, of: origin.frame) }
        return candidates.min {
            Self.distance(from: origin.frame, to: $0.frame, direction) < Self.distance(from: origin.frame, to: $1.frame, direction)
        }?.id
    }

    private static func lies(_ frame: Rect, _ direction: MoveDirection, of origin: Rect) -> Bool {
        switch direction {
        case .left: frame.maxX <= origin.minX + 0.5
        case .right: frame.minX >= origin.maxX - 0.5
        case .up: frame.maxY <= origin.minY + 0.5
        case .down: frame.minY >= origin.maxY - 0.5
        }
    }

    /// Gap along the move plus a heavier penalty for being off to the side.
    private static func distance(from origin: Rect, to frame: Rect, _ direction: MoveDirection) -> Double {
        switch direction {
        case .left, .right:
            let gap = direction == .left ? origin.minX - frame.maxX : frame.minX - origin.maxX
            return gap + 2 * abs(frame.midY - origin.midY)
        case .up, .down:
            let gap = direction == .up ? origin.minY - frame.maxY : frame.minY - origin.maxY
            return gap + 2 * abs(frame.midX - origin.midX)
        }
    }
}
