import FoundationEssentials
import Glibc
import RecipeGridCore
import Synchronization

/// Two processes on one data folder never lose each other's changes (README, Where state
/// lives): each save takes an exclusive `flock` on `state.json.lock`, reads the file when
/// another process has written it since (its inode, size or time differ from what this one
/// wrote), and writes the merge by entry (`SavedState.merged`): this process's changes since
/// its last save over what the file holds.
extension StateFile {
    /// What this process last loaded or saved, and what the file held after that.
    final class Sharing: Sendable {
        struct Known: Sendable {
            /// This process's state as it last saved (or loaded) it: its changes are counted from here.
            var base: SavedState
            /// What the file holds since, and its identity then.
            var written: SavedState
            var identity: FileIdentityStamp?
        }

        private let known = Mutex<Known?>(nil)

        func remember(_ value: Known) { known.withLock { $0 = value } }
        var value: Known? { known.withLock { $0 } }
    }

    /// The file's device, inode, size and modification time: another writer changes one.
    struct FileIdentityStamp: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        }
    }

    /// Holds the data folder's lock while `body` runs; without a lock file (a folder that
    /// cannot take one) `body` runs anyway, and its save will say why it failed.
    func whileLocked<T>(_ body: () -> T) -> T {
        let descriptor = open(directory + "/state.json.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return body()
    }

    /// What to write for `state`: merged over the file when another process wrote it since
    /// this one last did; nil when the file turned out to be a newer RecipeGrid's.
    func stateToWrite(_ state: SavedState) -> SavedState? {
        guard let known = sharing.value else { return state }
        let identity = FileIdentityStamp(path: path)
        var disk = known.written
        if identity != known.identity, let data = FileManager.default.contents(atPath: path) {
            if let read = try? JSONDecoder().decode(SavedState.self, from: data) {
                disk = read
            } else if let version = Self.version(of: data), version > SavedState.currentVersion {
                newerFileFound.set()
                return nil
            }
        }
        return state.merged(over: disk, since: known.base)
    }

    /// After a save of `state` as `written`, or a load of `state`.
    func noteWritten(_ state: SavedState, as written: SavedState) {
        sharing.remember(Sharing.Known(base: state, written: written, identity: FileIdentityStamp(path: path)))
    }
}
