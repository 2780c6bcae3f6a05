import Foundation

/// A small tmpfs mounted for one test, to make a disk full or read-only for real. Needs
/// root (or CAP_SYS_ADMIN); `mount()` returns nil where the test cannot mount, and the
/// test then says what it skipped.
final class ScratchFileSystem {
    let root: URL
    private var mounted = true

    private init(root: URL) {
        self.root = root
    }

    /// A fresh tmpfs of `kilobytes` at a new folder under the temp dir, or nil.
    static func mount(kilobytes: Int) throws -> ScratchFileSystem? {
        guard geteuid() == 0 else { return nil }
        let root = try makeTemporaryDirectory()
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", root.path]) else {
            try? FileManager.default.removeItem(at: root)
            return nil
        }
        return ScratchFileSystem(root: root)
    }

    deinit { unmount() }

    /// Remounts read-only (`true`) or writable again.
    func setReadOnly(_ readOnly: Bool) throws {
        guard Self.run("/bin/mount", ["-o", "remount,\(readOnly ? "ro" : "rw")", root.path]) else {
            throw HarnessError("cannot remount \(root.path) \(readOnly ? "read-only" : "writable")")
        }
    }

    /// Writes zeros into `name` until the file system has no room left; returns its URL.
    @discardableResult
    func fill(name: String = "filler") throws -> URL {
        let url = root.appendingPathComponent(name)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw HarnessError("cannot create \(url.path): errno \(errno)") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while write(descriptor, block, block.count) > 0 {}
        guard errno == ENOSPC else { throw HarnessError("filling \(url.path) stopped with errno \(errno), not ENOSPC") }
        return url
    }

    func unmount() {
        guard mounted else { return }
        mounted = false
        // Lazy, so a process still holding a file there cannot keep the mount alive.
        _ = Self.run("/bin/umount", ["-l", root.path])
        try? FileManager.default.removeItem(at: root)
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        guard
            let process = try? ChildProcess(
                executable: URL(fileURLWithPath: executable), arguments: arguments,
                environment: ProcessInfo.processInfo.environment, stdout: .file(URL(fileURLWithPath: "/dev/null")),
                stderr: .file(URL(fileURLWithPath: "/dev/null")))
        else { return false }
        guard case .exited(0)? = try? process.waitForTermination(timeout: .seconds(10)) else { return false }
        return true
    }
}
