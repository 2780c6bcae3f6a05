import RecipeGridCore
import Synchronization

/// Counters the loader's threads add to as they finish files, read by the main thread.
final class LoadCounter: Sendable {
    let totalBytes: Int
    private let recipes = Atomic<Int>(0)
    private let bytes = Atomic<Int>(0)

    init(totalBytes: Int) {
        self.totalBytes = totalBytes
    }

    func add(recipes count: Int, bytes size: Int) {
        recipes.add(count, ordering: .relaxed)
        bytes.add(size, ordering: .relaxed)
    }

    /// The counts now, for frame `frame` of the progress bar.
    func progress(frame: Int) -> LoadingProgress {
        LoadingProgress(
            recipesRead: recipes.load(ordering: .relaxed), bytesRead: bytes.load(ordering: .relaxed), totalBytes: totalBytes, frame: frame)
    }
}
