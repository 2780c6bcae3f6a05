/// The rating control's rules (README, Using it), kept apart from keys so clicks share them.
enum RatingRules {
    /// The rating one step forward (Right in ltr) or back; nil when there is no step,
    /// so the move travels up the chain. With no rating, forward picks Meh, back Delicious.
    static func step(from current: Rating?, forward: Bool) -> Rating? {
        let all = Rating.allCases
        guard let current, let index = all.firstIndex(of: current) else { return forward ? .meh : .delicious }
        let next = index + (forward ? 1 : -1)
        return all.indices.contains(next) ? all[next] : nil
    }

    /// Space: no rating ↔ the last one chosen (Yummy if none).
    static func toggled(_ current: Rating?, last: Rating?) -> Rating? {
        current == nil ? (last ?? .yummy) : nil
    }

    /// A click on `clicked`: chooses it, or clears the rating when it was the chosen one.
    static func clicked(_ clicked: Rating, current: Rating?) -> Rating? {
        clicked == current ? nil : clicked
    }
}

/// Keys of the focused rating control, from the key table (its digits, 0 and Delete are
/// commands there too).
enum RatingKeys {
    static func handle(_ state: inout AppState, _ event: KeyEvent, _ context: inout UpdateContext) -> KeyOutcome {
        state.performKey(event, in: .rating, context: &context)
    }
}
