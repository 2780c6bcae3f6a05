import FoundationEssentials
import Glibc
import RecipeGridCore

/// A file operation that failed, said in one line for the user: what, why, and what to do.
struct FileOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The system's error number, or 0 for a problem the system did not report (a file
    /// changed meanwhile, a name taken).
    var code: Int32
    var message: String
    /// The file was not as it was read (`AtomicFile.write`'s `ifStill`): another program
    /// wrote or removed it meanwhile, and nothing was written.
    var changedMeanwhile = false
    var description: String { message }
}

/// Replacing a file's bytes so that whoever reads it — another program, the app after a
/// crash, the machine after a power cut — finds the old bytes or the new, never a mix:
/// the new bytes go to a temporary file in the same folder, which is synced, renamed over
/// the file, and the folder synced so that the rename itself lasts.
///
/// The new file keeps the old one's permission bits (a recipe shared with the group stays
/// so) and, where the system allows, its owner and group. A symbolic link is followed: the
/// file it points to is replaced, and the link stays a link. On any failure the temporary
/// file is removed and the old file is as it was. (A hard link to the old file keeps the
/// old bytes: renaming cannot help that.)
enum AtomicFile {
    /// Why `replace` did not replace.
    enum Failure: Error, Equatable {
        /// The system's error number.
        case system(Int32)
        /// The file is not the one `ifStill` described: something else wrote it since.
        case changedMeanwhile
    }

    /// Writes `bytes` over `path`, as a user's file: a recipe the editor changed, written
    /// back where the user keeps it. `stamp`, when given, is the file as it was read: a
    /// file changed since (by a sync client, another editor) is not overwritten.
    static func write(_ bytes: [UInt8], to path: String, ifStill stamp: FileStamp? = nil) throws(FileOperationError) {
        // A new file is made as open(2) would, 0666 less the umask, like any program's.
        guard let failure = replace(path, with: bytes, durable: true, creationMode: 0o666, ifStill: stamp) else { return }
        let name = path.lastPathComponent
        let folder = path.deletingLastPathComponent
        switch failure {
        case .changedMeanwhile:
            // TRANSLATORS: a toast; {name} is a recipe's file name.
            let message = tr("Cannot save {name}: it changed on disk since it was opened — open it again and redo the edit", ["name": name])
            throw FileOperationError(code: 0, message: message, changedMeanwhile: true)
        case .system(let code):
            // TRANSLATORS: a toast; {name} is a file's name, {reason} why it could not be written, "the disk is full — free some space and try again".
            let message = tr("Cannot save {name}: {reason}", ["name": name, "reason": reason(code, folder: folder)])
            throw FileOperationError(code: code, message: message)
        }
    }

    /// What went wrong writing into `folder`, and what to do: for the errors a user can act
    /// on, in words; for the rest, the system's.
    static func reason(_ code: Int32, folder: String) -> String {
        switch code {
        case EACCES, EPERM:
            // TRANSLATORS: why a file could not be written, after "Cannot save recipe.json: "; {folder} is a folder's path.
            tr("the folder {folder} is read-only for you — change its permissions, or keep the recipe in another folder", ["folder": folder])
        case EROFS: tr("{folder} is on a read-only disk — copy the cookbook to a disk you can write to", ["folder": folder])
        case ENOSPC: tr("the disk is full — free some space and try again")
        case EDQUOT: tr("your disk quota is used up — free some space and try again")
        case ENOENT, ENOTDIR: tr("the folder {folder} is not there any more — open the cookbook again", ["folder": folder])
        // TRANSLATORS: {reason} is the system's words for an error, "Input/output error".
        default: tr("{reason} — try again, or keep the recipe in another folder", ["reason": String(cString: strerror(code))])
        }
    }

    /// Replaces `path` with `bytes`; nil when it worked. With `durable` false the syncs are
    /// skipped (the rename still never leaves a half-written file; only a power cut may
    /// bring back the old one). `creationMode` is the temporary file's mode, which a new
    /// file keeps (less the umask): 0600 for the app's private files.
    static func replace(
        _ path: String, with bytes: some ContiguousBytes, durable: Bool, creationMode: mode_t = 0o600, ifStill stamp: FileStamp? = nil
    ) -> Failure? {
        let target = followingLink(path)
        var old = stat()
        let exists = stat(target, &old) == 0
        let temporary: (descriptor: Int32, path: String)
        switch createTemporary(beside: target, mode: creationMode) {
        case .success(let created): temporary = created
        case .failure(let failure): return failure
        }
        var failure: Failure?
        if exists { failure = copyOwnerAndMode(of: old, to: temporary.descriptor) }
        if failure == nil { failure = writeAll(bytes, to: temporary.descriptor).map(Failure.system) }
        if durable, failure == nil, fsync(temporary.descriptor) != 0 { failure = .system(errno) }
        // close can be where a network file system reports a failed write.
        if close(temporary.descriptor) != 0, failure == nil { failure = .system(errno) }
        if failure == nil, let stamp {
            var now = stat()
            if stat(target, &now) != 0 || FileStamp(now) != stamp { failure = .changedMeanwhile }
        }
        if failure == nil, rename(temporary.path, target) != 0 { failure = .system(errno) }
        if let failure {
            unlink(temporary.path)
            return failure
        }
        return durable ? syncFolder(of: target) : nil
    }

    /// `path`, or the file its symbolic link points to (one that points nowhere is
    /// replaced itself: there is no file to keep).
    private static func followingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A new file `.NAME.tmp-XXXXXXX` beside `target`, opened for writing.
    private static func createTemporary(beside target: String, mode: mode_t) -> Result<(descriptor: Int32, path: String), Failure> {
        let name = target.split(separator: "/").last.map(String.init) ?? target
        for _ in 0..<100 {
            let path = folder(of: target) + "/." + name + ".tmp-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor >= 0 { return .success((descriptor, path)) }
            guard errno == EEXIST else { return .failure(.system(errno)) }
        }
        return .failure(.system(EEXIST))
    }

    /// Gives the temporary file the old file's owner and group where allowed (a user may
    /// not give a file away; that is no failure), then its permission bits, which must hold.
    private static func copyOwnerAndMode(of old: stat, to descriptor: Int32) -> Failure? {
        // The owner first: changing it clears set-user-ID bits that fchmod then puts back.
        _ = fchown(descriptor, old.st_uid, old.st_gid)
        return fchmod(descriptor, old.st_mode & 0o7777) == 0 ? nil : .system(errno)
    }

    /// Writes all of `bytes`, going on after a partial write or a signal; the error number on failure.
    static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Makes `path` and the folders above it that are missing, mode 0700; the error number
    /// on failure (ENOTDIR when something other than a folder is in the way).
    static func makeFolders(_ path: String) -> Int32? {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return nil }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return errno }
        }
        // EEXIST also covers a regular file in the way; only a folder will do.
        guard stat(path, &info) == 0 else { return errno }
        return info.st_mode & S_IFMT == S_IFDIR ? nil : ENOTDIR
    }

    /// Makes the rename itself durable; file systems that cannot fsync a folder (EINVAL)
    /// are trusted as they are.
    private static func syncFolder(of path: String) -> Failure? {
        let descriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .system(errno) }
        defer { close(descriptor) }
        return fsync(descriptor) == 0 || errno == EINVAL ? nil : .system(errno)
    }
}
