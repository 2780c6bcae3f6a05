import Dispatch
import FoundationEssentials
import RecipeGridCore

extension Array where Element: Sendable {
    /// `transform` of each element, in order, computed on all cores.
    ///
    /// For pure work large enough to split, like reading thousands of recipes. Arrays
    /// shorter than two chunks are mapped on the calling thread, where splitting would
    /// cost more than it saves.
    func concurrentMap<Result: Sendable>(
        minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let chunkCount = Swift.min(count / Swift.max(minimumChunk, 1), ProcessInfo.processInfo.activeProcessorCount * 4)
        guard chunkCount > 1 else { return map(transform) }
        let slots = ChunkSlots<Result>(count: chunkCount)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (count * chunk / chunkCount)..<(count * (chunk + 1) / chunkCount)
            slots.store(self[range].map(transform), at: chunk)
        }
        return slots.joined()
    }
}

/// Results of `concurrentPerform`'s iterations, each written by one iteration to its own
/// slot: no two threads touch the same memory, which is why it can be `Sendable`.
private struct ChunkSlots<Result>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<[Result]>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: [])
    }

    func store(_ results: [Result], at slot: Int) {
        buffer[slot] = results
    }

    func joined() -> [Result] {
        Array(buffer.joined())
    }

    func deallocate() {
        _ = buffer.deinitialize()
        buffer.deallocate()
    }
}
