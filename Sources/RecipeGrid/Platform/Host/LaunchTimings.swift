import FoundationEssentials
import Glibc
import RecipeGridCore

/// Start-up figures for `make bench`, printed as one stderr line after the first frame
/// when `RECIPEGRID_TIMINGS=1`: what the benchmark cannot see from outside the process.
struct LaunchTimings {
    /// Monotonic time at `main`'s entry.
    let startedAt: Double
    /// Reading the cookbook, on its own thread beside the window's set-up.
    var parseSeconds = 0.0
    var parseBytes = 0
    /// Monotonic time the first frame was flushed.
    var firstFlushAt: Double?

    /// Timings when the environment asks for them, else nil.
    static func requested(environment: [String: String], startedAt: Double) -> LaunchTimings? {
        environment["RECIPEGRID_TIMINGS"] == "1" ? LaunchTimings(startedAt: startedAt) : nil
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Writes `recipegrid: timings parse_ms=… parse_bytes=… first_flush_ms=… ready_ms=…`:
    /// the first frame may be the progress bar; ready is the loaded grid on screen.
    func report(readyAt: Double) {
        Diagnostics.report(
            PrintfFormat.string(
                // not translated: read by the benchmark scripts
                "timings parse_ms=%.2f parse_bytes=%ld first_flush_ms=%.2f ready_ms=%.2f", parseSeconds * 1000, parseBytes,
                ((firstFlushAt ?? readyAt) - startedAt) * 1000, (readyAt - startedAt) * 1000))
    }
}
