import FoundationEssentials
import Glibc
import RecipeGridCore
import Synchronization

/// Work that may block or take longer than a frame (the print service, a print job, a large
/// cookbook's search index) run on a thread of its own. The event loop polls `descriptor`, a
/// pipe's read end that becomes readable once the work is done, then takes its outcome.
final class BackgroundWork<Outcome: Sendable>: Sendable {
    let descriptor: Int32
    private let outcome = Mutex<Outcome?>(nil)

    init(_ work: @escaping @Sendable () -> Outcome) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        let doneEnd = ends[1]
        Threads.start { [self] in
            let done = work()
            outcome.withLock { $0 = done }
            close(doneEnd)
        }
    }

    /// The outcome once the work is done, else nil; the descriptor is closed when it is taken.
    func finished() -> Outcome? {
        guard let done = outcome.withLock({ $0 }) else { return nil }
        close(descriptor)
        return done
    }
}
