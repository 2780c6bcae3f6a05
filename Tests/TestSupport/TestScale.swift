import Foundation

/// How much of the long runs a test does. `make test` runs a part of each, enough to find
/// what they are there for in a few seconds; `make long` (`RECIPEGRID_LONG=1`, README,
/// "Before a release") runs them whole: the million random actions, the 50 MB hostile files,
/// the 200 kills.
public enum TestScale {
    /// True under `make long`.
    public static let isLong = ProcessInfo.processInfo.environment["RECIPEGRID_LONG"] == "1"

    /// `quick` in `make test`, `long` under `make long`.
    public static func pick<Value>(quick: Value, long: Value) -> Value { isLong ? long : quick }

    /// The size of the hostile tests' huge files, in megabytes: past every buffer and window
    /// the readers have (the largest is 1 MB), and 50 before a release.
    public static let hugeMegabytes = pick(quick: 8, long: 50)
}
