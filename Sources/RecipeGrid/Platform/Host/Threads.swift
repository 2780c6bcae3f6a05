import CLinux
import Glibc

/// Threads of our own on pthreads, and the lock and condition they share: Foundation's
/// Thread, NSLock and NSCondition are not in FoundationEssentials, and linking Foundation
/// for them took megabytes of ICU and CoreFoundation.
enum Threads {
    /// Runs `body` on a new detached thread, named `name` for a debugger (15 bytes at most,
    /// as Linux allows), with `stackSize` bytes of stack when given, else the system's.
    static func start(name: String? = nil, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        let context = Unmanaged.passRetained(ThreadBody(name: name, run: body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
                if let name = body.name { _ = clinux_name_thread(String(decoding: name.utf8.prefix(15), as: UTF8.self)) }
                body.run()
                return nil
            }, context)
        // not translated: a trap's message, for a developer
        precondition(status == 0, "cannot start a thread: \(String(cString: strerror(status)))")
    }
}

private final class ThreadBody: Sendable {
    let name: String?
    let run: @Sendable () -> Void

    init(name: String?, run: @escaping @Sendable () -> Void) {
        self.name = name
        self.run = run
    }
}

/// A mutex with a condition variable, as NSCondition had them: `lock`, `wait` (which
/// unlocks while it waits), `broadcast`, `unlock`; `withLock` for a lock alone.
final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    func wait() { pthread_cond_wait(condition, mutex) }
    func broadcast() { pthread_cond_broadcast(condition) }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
