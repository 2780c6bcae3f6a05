import Foundation
import RecipeGridCore
import Synchronization

/// Work that may block (the print service, a print job) run on a thread of its own; its
/// outcome is an action the runner applies once `descriptor`, a pipe it polls, says it is done.
final class BackgroundAction: Sendable {
    let descriptor: Int32
    private let outcome = Mutex<Action?>(nil)

    init(_ work: @escaping @Sendable () -> Action) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        let doneEnd = ends[1]
        Thread { [self] in
            let action = work()
            outcome.withLock { $0 = action }
            close(doneEnd)
        }.start()
    }

    /// The action once the work is done, else nil; the descriptor is closed when it is taken.
    func finished() -> Action? {
        guard let action = outcome.withLock({ $0 }) else { return nil }
        close(descriptor)
        return action
    }
}
