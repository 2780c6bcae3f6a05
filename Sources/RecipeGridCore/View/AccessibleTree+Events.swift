/// What changed between two accessible trees, as the events AT-SPI carries: a screen
/// reader speaks from these, the way the screen changes from the damage between lists.
package enum AccessibleEvent: Sendable, Equatable {
    /// Keyboard focus moved to this element.
    case focused(AccessibleID)
    case stateChanged(AccessibleID, AccessibleNode.States, Bool)
    case nameChanged(AccessibleID)
    case descriptionChanged(AccessibleID)
    /// The element's children are others now (the grid filtered, a row added).
    case childrenChanged(AccessibleID)
    case textInserted(AccessibleID, at: Int, String)
    case textDeleted(AccessibleID, at: Int, String)
    case caretMoved(AccessibleID, Int)
    /// A spin button's number changed (AT-SPI's property-change of accessible-value).
    case valueChanged(AccessibleID)
    /// A toast: spoken once, without focus moving to it.
    case announced(String)
}

extension AccessibleTree {
    /// The states whose changes are events; showing and the rest follow from the tree.
    private static let announcedStates: [AccessibleNode.States] = [.focused, .selected, .checked, .enabled]

    /// The events that take a listener from `old` to this tree, in the order a screen
    /// reader wants them: what changed inside the elements first, then focus, then a toast.
    package func events(since old: AccessibleTree) -> [AccessibleEvent] {
        var events: [AccessibleEvent] = []
        for (id, node) in nodes {
            guard let before = old.nodes[id], before != node else { continue }
            events += Self.changes(of: id, from: before, to: node)
        }
        if focus != old.focus, let focus { events.append(.focused(focus)) }
        if let toast = nodes[.toast], toast.name != old.nodes[.toast]?.name { events.append(.announced(toast.name)) }
        return events
    }

    private static func changes(of id: AccessibleID, from before: AccessibleNode, to node: AccessibleNode) -> [AccessibleEvent] {
        var events: [AccessibleEvent] = []
        if node.name != before.name { events.append(.nameChanged(id)) }
        if node.description != before.description { events.append(.descriptionChanged(id)) }
        for state in announcedStates where node.states.contains(state) != before.states.contains(state) {
            // Focus is announced once, from `focus`, after the rest.
            if state != .focused { events.append(.stateChanged(id, state, node.states.contains(state))) }
        }
        if node.children != before.children { events.append(.childrenChanged(id)) }
        if let text = node.text, let old = before.text, text != old { events += textChanges(of: id, from: old, to: text) }
        if let caret = node.caret, caret != before.caret { events.append(.caretMoved(id, caret)) }
        if let value = node.value, value.current != before.value?.current { events.append(.valueChanged(id)) }
        return events
    }

    /// An edit as a deletion and an insertion between the common prefix and suffix.
    static func textChanges(of id: AccessibleID, from old: String, to new: String) -> [AccessibleEvent] {
        let oldCharacters = Array(old)
        let newCharacters = Array(new)
        var prefix = 0
        while prefix < min(oldCharacters.count, newCharacters.count), oldCharacters[prefix] == newCharacters[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(oldCharacters.count, newCharacters.count) - prefix,
            oldCharacters[oldCharacters.count - 1 - suffix] == newCharacters[newCharacters.count - 1 - suffix]
        {
            suffix += 1
        }
        var events: [AccessibleEvent] = []
        let removed = String(oldCharacters[prefix..<(oldCharacters.count - suffix)])
        let inserted = String(newCharacters[prefix..<(newCharacters.count - suffix)])
        if !removed.isEmpty { events.append(.textDeleted(id, at: prefix, removed)) }
        if !inserted.isEmpty { events.append(.textInserted(id, at: prefix, inserted)) }
        return events
    }
}
