import Foundation

/// A child process started with `posix_spawn`, with every signal unblocked and at its
/// default action, and no descriptors but stdin, stdout and stderr.
///
/// Foundation's `Process` hands the child the signal mask of the spawning thread, and
/// the test runner's worker threads block SIGTERM: its children could not be stopped
/// politely, and the app would run with signals blocked that it never blocked itself.
final class ChildProcess {
    /// How the process ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        /// Decodes a `waitpid` status (the WIFEXITED and WEXITSTATUS macros).
        init(waitStatus status: Int32) {
            self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        }

        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "killed by signal \(signal)"
            }
        }
    }

    let pid: pid_t
    private var termination: Termination?

    /// Starts `executable` with `arguments` and `environment`; stdin reads /dev/null and
    /// stdout and stderr go to the given descriptors or files.
    init(
        executable: URL, arguments: [String], environment: [String: String],
        stdout: Output, stderr: Output
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (output, fd) in [(stdout, Int32(1)), (stderr, Int32(2))] {
            switch output {
            case .file(let url):
                posix_spawn_file_actions_addopen(&actions, fd, url.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            case .descriptor(let source):
                posix_spawn_file_actions_adddup2(&actions, source, fd)
            }
        }
        // Nothing else of ours: an orphaned Xvfb holding the runner's output pipe would
        // keep `swift test` waiting for end of file after a crash. Closing a descriptor
        // that is gone by then is not an error for glibc.
        let inherited = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in inherited.compactMap({ Int32($0) }) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // Its own process group, so stopping it also stops anything it started.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw HarnessError("cannot start \(executable.path): \(String(cString: strerror(status)))")
        }
        self.pid = pid
    }

    /// Where a standard stream of the child goes.
    enum Output {
        case file(URL)
        case descriptor(Int32)
    }

    deinit { stop(grace: .zero) }

    /// How the process ended, or nil while it runs. Reaps it once it has ended.
    var terminationIfEnded: Termination? {
        if termination == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { termination = Termination(waitStatus: status) }
        }
        return termination
    }

    var isRunning: Bool { terminationIfEnded == nil }

    /// Waits up to `timeout` for the process to end by itself.
    func waitForTermination(timeout: Duration) throws -> Termination {
        try waitFor("process \(pid) to exit", timeout: timeout) { terminationIfEnded }
    }

    /// Ends the process group: SIGTERM, then SIGKILL if it is still running after `grace`.
    @discardableResult
    func stop(grace: Duration) -> Termination {
        if let termination = terminationIfEnded { return termination }
        kill(-pid, SIGTERM)
        if let termination = try? waitForTermination(timeout: grace) { return termination }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let ended = Termination(waitStatus: status)
        termination = ended
        return ended
    }
}
