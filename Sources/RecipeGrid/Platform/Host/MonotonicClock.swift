import FoundationEssentials
import Glibc
import RecipeGridCore

/// CLOCK_MONOTONIC in seconds: event read times and the core's deadlines share it.
///
/// For tests of long timers, `RECIPEGRID_CLOCK_RATE=60` makes it run 60 times as fast (a
/// 1-minute cooking timer ends after a second; toasts and the type-ahead pause shrink alike).
enum MonotonicClock {
    static func now() -> Seconds { Double(nanoseconds()) / 1e9 * rate }

    /// The same clock in whole nanoseconds, never sped up: for pauses between threads, which
    /// keep an atomic integer.
    static func nanoseconds() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    static let rate: Double = {
        guard let text = ProcessInfo.processInfo.environment["RECIPEGRID_CLOCK_RATE"], let rate = Double(text), rate >= 1, rate <= 10_000
        else { return 1 }
        return rate
    }()
}
