import RecipeGridCore

/// The launch until its start line: the cookbook's saved state waiting for it, and how
/// far the first frame has come.
struct LaunchProgress {
    var timings: LaunchTimings?
    /// The launch cookbook's saved state, applied when it is in.
    let restoring: SavedState
    /// The start line is written: inputs are applied as they come.
    var started = false
    /// The first frame is on screen (the progress bar, or the grid).
    var shown = false
    /// The exit status when the program ends by itself rather than on the user's word.
    var failureStatus: Int32?
    /// When the window was first exposed, while the launch's cookbook was still loading.
    private var exposedWhileLoadingAt: Seconds?

    /// How long the first frame waits for the launch's cookbook after the window is exposed:
    /// one that loads by then (a few hundred recipes, or any with its index) appears at once,
    /// with no flash of a progress bar, and a key pressed meanwhile is not held behind it.
    static let progressDelay: Seconds = 0.02

    init(timings: LaunchTimings?, restoring: SavedState) {
        self.timings = timings
        self.restoring = restoring
    }

    /// Whether the first frame still waits for the loading cookbook.
    mutating func waitsBeforeFirstFrame(loading: Bool) -> Bool {
        guard !shown, loading else { return false }
        let now = MonotonicClock.now()
        let exposedAt = exposedWhileLoadingAt ?? now
        exposedWhileLoadingAt = exposedAt
        return now - exposedAt < Self.progressDelay
    }

    /// Milliseconds to wait while a cookbook loads: until the first frame is due, else
    /// the progress bar's next step (about 30 a second).
    func progressTimeout() -> Int32 {
        guard !shown, let exposedAt = exposedWhileLoadingAt else { return 33 }
        let remaining = (exposedAt + Self.progressDelay - MonotonicClock.now()) * 1000 / MonotonicClock.rate
        return Int32(max(0, min(33, remaining.rounded(.up))))
    }
}
