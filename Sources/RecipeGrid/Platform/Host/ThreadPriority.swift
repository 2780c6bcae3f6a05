import CLinux
import FoundationEssentials
import Glibc

/// Scheduling of the program's worker threads, which must never be in the way of a key.
enum ThreadPriority {
    /// Gives the calling thread (on Linux a nice value and a time slice are per thread) the
    /// nice value and an EEVDF time slice of `slice` nanoseconds: with a short one, a woken
    /// thread (the main one with a key, the X server) takes the core at once rather than
    /// waiting for the worker's slice to run out. Kernels before 6.12 keep their own slice.
    static func lowerCallingThread(nice: Int32, slice: UInt64) {
        if clinux_set_nice_and_slice(nice, slice) != 0 {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
        }
    }
}
