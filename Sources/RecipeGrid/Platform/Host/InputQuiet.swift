import FoundationEssentials
import Glibc
import Synchronization

/// Background work that holds back while the user is pressing keys: photo decoding runs on
/// both cores, and a key's frame would otherwise share them with it, in the program and in
/// the X server that draws the frame. The main thread says when input arrives; a worker calls
/// `waitUntilQuiet` between small steps of its work (each row of a JPEG) and sleeps
/// until `quietAfter` has passed since the last input.
///
/// A lower scheduling class (SCHED_IDLE) would do the same for keys, but it never gives the
/// CPU back while anything else on the machine is busy: photos would not appear at all
/// during a compile. This only pauses while keys come.
final class InputQuiet: Sendable {
    /// Covers a held key's auto-repeat (25–40 a second) and the frame each one draws.
    static let quietAfter: Int64 = 80_000_000

    /// `MonotonicClock.nanoseconds()` of the last input.
    private let lastInput = Atomic<Int64>(.min / 2)

    init() {}

    /// Called on the main thread as a key or button is read.
    func inputArrived() { lastInput.store(MonotonicClock.nanoseconds(), ordering: .relaxed) }

    /// Returns at once unless input arrived in the last `quietAfter`; else sleeps until then.
    func waitUntilQuiet() {
        while true {
            let remaining = lastInput.load(ordering: .relaxed) + Self.quietAfter - MonotonicClock.nanoseconds()
            guard remaining > 0 else { return }
            var interval = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
            nanosleep(&interval, nil)
        }
    }

    /// For C code that calls back between its steps: `context` is an unretained InputQuiet.
    static let pauseCallback: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
        guard let context else { return }
        Unmanaged<InputQuiet>.fromOpaque(context).takeUnretainedValue().waitUntilQuiet()
    }
}
