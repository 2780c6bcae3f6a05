import RecipeGridCore
import RecipeGridRuntime

/// Inputs read and not yet applied, and the one that waits for what it started (a paste,
/// a cookbook to open): its trace line, and every input after it, wait until that is back.
struct InputQueue {
    var queued: [InputEvent] = []
    /// The waiting input; a paste gives up at `until` if its owner has said nothing.
    private(set) var waiting: (input: InputEvent, awaited: Awaited, until: Seconds?)?

    /// How long a paste waits for a word from the clipboard's owner: at first, and after
    /// each chunk of a large one.
    static let pastePatience: Seconds = 1

    mutating func hold(_ input: InputEvent, until awaited: Awaited) {
        waiting = (input, awaited, awaited == .paste ? input.readAt + Self.pastePatience : nil)
    }

    /// The waiting input, once what it waited for is back; nil if it waits for something else.
    mutating func release(_ awaited: Awaited) -> InputEvent? {
        guard let waiting, waiting.awaited == awaited else { return nil }
        self.waiting = nil
        return waiting.input
    }

    /// The owner of a paste sent another chunk: it is alive, the wait goes on.
    mutating func extendPasteWait(to until: Seconds) {
        if waiting?.awaited == .paste { waiting?.until = until }
    }
}
