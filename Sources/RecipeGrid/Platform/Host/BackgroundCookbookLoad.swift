import FoundationEssentials
import Glibc
import RecipeGridCore
import Synchronization

/// Loads the launch cookbook on a thread of its own while the window comes up, so the
/// first frame never waits for the files: it shows progress, then the grid.
///
/// The event loop polls `descriptor` (a pipe's read end, readable once the load is done:
/// its write end is closed) beside the X connection, and reads `counter` for the progress
/// bar in between.
final class BackgroundCookbookLoad: Sendable {
    let counter: LoadCounter
    let descriptor: Int32
    private let outcome = Mutex<Outcome?>(nil)

    /// What the thread gave, and how long it took (for the start-up timings).
    struct Outcome: Sendable {
        var result: Result<Cookbook, CookbookPathError>
        var seconds: Double
    }

    /// Starts reading the files of `plan`, or their index in `cache` when it is current;
    /// a cookbook parsed from its files is indexed there for the next start.
    init(plan: CookbookPlan, cache: CookbookIndexCache?) {
        counter = LoadCounter(totalBytes: plan.totalBytes)
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        let doneEnd = ends[1]
        // The reader recurses once per nesting level, up to JSONTape.maximumDepth.
        Threads.start(stackSize: 8 << 20) { [self] in
            let started = LaunchTimings.now()
            if let cached = cache?.load(plan) {
                MallocTuning.returnFreePages()
                publish(.success(cached), seconds: LaunchTimings.now() - started, doneEnd: doneEnd, roots: plan.roots)
                return
            }
            let result = Result { () throws(CookbookPathError) in try CookbookLoader.load(plan, counter: counter) }
            MallocTuning.returnFreePages()
            publish(result, seconds: LaunchTimings.now() - started, doneEnd: doneEnd, roots: plan.roots)
            // After the grid has what it needs: the index is for the next start.
            if case .success(let cookbook) = result { cache?.save(cookbook, of: plan) }
        }
    }

    private func publish(_ result: Result<Cookbook, CookbookPathError>, seconds: Double, doneEnd: Int32, roots: [String]) {
        // The aisles are read with the cookbook, from its folders, whether it came from its
        // files or from the index.
        let result = result.map { cookbook in
            var cookbook = cookbook
            cookbook.aisleConfig = AisleConfigFile.read(roots: roots)
            return cookbook
        }
        let finished = Outcome(result: result, seconds: seconds)
        outcome.withLock { $0 = finished }
        close(doneEnd)
    }

    /// The loaded cookbook once the thread is done, else nil.
    func finished() -> Outcome? {
        outcome.withLock { $0 }
    }

    /// Blocks until the load is done (for `--screenshot`, which has nothing to show before).
    func wait() -> Outcome {
        while true {
            if let result = finished() { return result }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 100)
        }
    }
}
