import Synchronization

/// How far loading the cookbook has got, shown as a progress bar until the grid is ready.
///
/// The files' sizes are known before any is read, so the bar follows bytes; the recipe
/// count to expect is the count so far scaled by the bytes still to read, which is exact
/// once everything is read.
struct LoadingProgress: Sendable, Equatable {
    var recipesRead = 0
    var bytesRead = 0
    var totalBytes: Int
    /// Frames drawn since loading began: a highlight sweeps the bar with it, so the window
    /// shows work going on even while the last step (sorting) moves no count.
    var frame = 0

    /// From 0 to 1.
    var fraction: Double { totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 0 }

    /// "Loading 45,000 of about 100,000 recipes", "Loading recipes…" before the first file is
    /// in, "Sorting 100,000 recipes…" once the last one is.
    var text: String {
        guard recipesRead > 0, bytesRead > 0 else { return "Loading recipes…" }
        guard bytesRead < totalBytes else { return "Sorting \(CountText.grouped(recipesRead)) recipes…" }
        var expected = Int((Double(recipesRead) * Double(totalBytes) / Double(bytesRead)).rounded())
        // A guess shows as a round number, so it does not flicker from frame to frame.
        let step = expected >= 10_000 ? 1000 : expected >= 1000 ? 100 : 1
        expected = max(recipesRead, (expected + step / 2) / step * step)
        return "Loading \(CountText.grouped(recipesRead)) of about \(CountText.grouped(expected)) recipes"
    }
}

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
