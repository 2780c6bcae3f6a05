/// How far loading the cookbook has got, shown as a progress bar until the grid is ready.
///
/// The files' sizes are known before any is read, so the bar follows bytes; the recipe
/// count to expect is the count so far scaled by the bytes still to read, which is exact
/// once everything is read.
package struct LoadingProgress: Sendable, Equatable {
    var recipesRead = 0
    var bytesRead = 0
    var totalBytes: Int
    /// Frames drawn since loading began: a highlight sweeps the bar with it, so the window
    /// shows work going on even while the last step (sorting) moves no count.
    package var frame = 0

    package init(recipesRead: Int = 0, bytesRead: Int = 0, totalBytes: Int, frame: Int = 0) {
        self.recipesRead = recipesRead
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.frame = frame
    }

    /// From 0 to 1.
    var fraction: Double { totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 0 }

    /// "Loading 45,000 of about 100,000 recipes", "Loading recipes…" before the first file is
    /// in, "Sorting 100,000 recipes…" once the last one is.
    var text: String {
        guard recipesRead > 0, bytesRead > 0 else { return tr("Loading recipes…") }
        guard bytesRead < totalBytes else {
            return trn("Sorting {count} recipe…", "Sorting {count} recipes…", count: recipesRead, ["count": CountText.grouped(recipesRead)])
        }
        var expected = Int((Double(recipesRead) * Double(totalBytes) / Double(bytesRead)).rounded())
        // A guess shows as a round number, so it does not flicker from frame to frame.
        let step = expected >= 10_000 ? 1000 : expected >= 1000 ? 100 : 1
        expected = max(recipesRead, (expected + step / 2) / step * step)
        // TRANSLATORS: {count} and {expected} are numbers grouped by thousands, "45,000".
        return trn(
            "Loading {count} of about {expected} recipe", "Loading {count} of about {expected} recipes", count: expected,
            ["count": CountText.grouped(recipesRead), "expected": CountText.grouped(expected)])
    }
}
