import CLinux
import FoundationEssentials
import Glibc
import RecipeGridCore

/// SIGTERM and SIGINT as a file descriptor the event loop polls (Linux's signalfd), so a
/// polite kill or Ctrl+C in the terminal ends the program the way Ctrl+Q does: the last
/// frame's changes are already saved, and it exits 0. No handler runs in signal context.
struct TerminationSignals {
    let descriptor: Int32

    /// Blocks the two signals in this thread, and so in every thread it starts later (call it
    /// first thing), and opens the descriptor they are read from; nil when that fails, and
    /// then the signals keep their default action.
    static func capture() -> TerminationSignals? {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        let descriptor = signalfd(-1, &signals, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        guard pthread_sigmask(SIG_BLOCK, &signals, nil) == 0 else {
            close(descriptor)
            return nil
        }
        return TerminationSignals(descriptor: descriptor)
    }

    /// True when a signal arrived (and consumes it).
    func received() -> Bool {
        var info = signalfd_siginfo()
        return read(descriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size
    }
}
