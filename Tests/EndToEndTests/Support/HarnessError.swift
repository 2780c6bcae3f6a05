import Foundation

/// A failure of the test harness or of the app under test to do what a step needed.
struct HarnessError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    /// The same error with `details` (app stderr, recent trace lines) appended.
    func adding(_ details: String) -> HarnessError {
        details.isEmpty ? self : HarnessError(description + "\n" + details)
    }
}

/// Polls `attempt` until it returns a value, failing once `timeout` has passed.
///
/// Used instead of fixed sleeps: the wait is as short as the app allows.
func waitFor<T>(
    _ what: @autoclosure () -> String,
    timeout: Duration,
    interval: Duration = .milliseconds(5),
    _ attempt: () throws -> T?
) throws -> T {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
        if let value = try attempt() { return value }
        if clock.now >= deadline {
            throw HarnessError("timed out after \(timeout) waiting for \(what())")
        }
        let (seconds, attoseconds) = interval.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
}

/// Timeouts shared by the tests; generous because CI machines are slow and debug builds
/// slower, and a wait returns as soon as what it waits for is there: they only catch hangs.
/// (A redraw after mapping took over 5 s once with Orca and its bus beside the suite.)
enum Timeouts {
    static let serverStart: Duration = .seconds(10)
    static let appStart: Duration = .seconds(20)
    static let event: Duration = .seconds(20)
    static let exit: Duration = .seconds(10)
}
