import Foundation

/// Steps that wait for something other than a key's own trace line: a modifier pressed
/// alone, the app's exit, pixels settling.
extension AppSession {
    /// Presses and releases a modifier key (`Alt_L`) with nothing else, and returns the
    /// trace line of its release; a bare modifier press may write no line of its own.
    @discardableResult
    func pressAlone(_ modifier: String) throws -> TraceLine {
        let reported = try keyboard.send(modifier)
        return try trace.waitForEvent("keyup", key: reported)
    }

    /// Waits for the app to exit by itself (Ctrl+Q, WM_DELETE_WINDOW) and returns how it ended.
    @discardableResult
    func waitForExit(timeout: Duration = Timeouts.exit) throws -> AppProcess.Outcome {
        exitExpected = true
        return try waitFor("the app to exit", timeout: timeout) { app.outcomeIfExited }
    }

    /// Reads the window's pixels until `check` finds what it looks for in them, and returns
    /// that: a frame the trace reported may reach the screen a moment after its line.
    func waitForImage<T>(_ what: @autoclosure () -> String, timeout: Duration = Timeouts.event, _ check: (WindowImage) throws -> T?) throws -> T {
        try waitFor(what(), timeout: timeout, interval: .milliseconds(20)) { try check(try image()) }
    }
}
