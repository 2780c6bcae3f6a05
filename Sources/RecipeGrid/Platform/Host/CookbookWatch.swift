import CLinux
import FoundationEssentials
import Glibc
import RecipeGridCore

/// Watches the open cookbook's folders with inotify (README, Watched): every folder in it,
/// and folders made later, for recipe files written, renamed or removed. It only says
/// *that* something changed (and which files were renamed, so their recipes keep their
/// ratings); the reload pass finds *what* by comparing the files' sizes and times.
///
/// A file counts once it is closed after writing, or renamed into place (an editor's
/// atomic save), never at each write. When the machine's watch limit
/// (`fs.inotify.max_user_watches`) runs out, the folders are rescanned every few seconds
/// instead, and stderr says so once. `RECIPEGRID_MAX_WATCHES` sets a lower limit for tests.
final class CookbookWatch {
    let descriptor: Int32
    /// Rescanning instead of watching: the limit ran out.
    private(set) var rescanning = false
    private var folders: [Int32: String] = [:]
    private let limit: Int?
    private let roots: [String]
    /// A file renamed away, by the rename's cookie, until its new name comes.
    private var movedFrom: [UInt32: String] = [:]
    /// Files renamed within the cookbook since the last `take`: old path → new path.
    private var renamed: [String: String] = [:]
    /// Made once: the runner asks for events every round, keys included.
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    static let rescanInterval: Seconds = 3

    init?(roots: [String], environment: [String: String] = ProcessInfo.processInfo.environment) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.roots = roots
        limit = environment["RECIPEGRID_MAX_WATCHES"].flatMap(Int.init)
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else { continue }
            // A file named itself is watched through its folder.
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            watch(folder: isFolder ? root : root.deletingLastPathComponent, recursively: isFolder)
        }
    }

    deinit { close(descriptor) }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_DELETE_SELF)

    /// Adds `folder` and, when `recursively`, the folders below it (hidden ones skipped,
    /// as the loader skips them).
    private func watch(folder: String, recursively: Bool) {
        guard !rescanning else { return }
        if let limit, folders.count >= limit { return startRescanning() }
        let added = inotify_add_watch(descriptor, folder, Self.mask)
        guard added >= 0 else {
            if errno == ENOSPC { startRescanning() }
            return
        }
        folders[added] = folder
        guard recursively, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            var info = stat()
            let path = folder + "/" + name
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { watch(folder: path, recursively: true) }
        }
    }

    private func startRescanning() {
        guard !rescanning else { return }
        rescanning = true
        Diagnostics.report(
            trn(
                // TRANSLATORS: on stderr; {folders} is the cookbook's folders, "~/Recipes, ~/Desserts"; keep fs.inotify.max_user_watches as it is.
                "the system's limit of watched folders (fs.inotify.max_user_watches) is reached; {folders} is rescanned every {count} second instead",
                "the system's limit of watched folders (fs.inotify.max_user_watches) is reached; {folders} is rescanned every {count} seconds instead",
                count: Int(Self.rescanInterval), ["folders": roots.joined(separator: ", ")]))
    }

    /// Reads what the kernel has; returns whether a recipe file or a folder changed.
    func readEvents() -> Bool {
        var changed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (event, name) = buffer.withUnsafeBytes { bytes -> (inotify_event, String) in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let raw = bytes[start..<min(count, start + Int(event.len))]
                    return (event, String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self))
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                if handle(event, name: name) { changed = true }
            }
        }
        return changed
    }

    private func handle(_ event: inotify_event, name: String) -> Bool {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { return true }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            folders[event.wd] = nil
            return false
        }
        guard let folder = folders[event.wd], !name.hasPrefix(".") else { return event.mask & UInt32(IN_DELETE_SELF) != 0 }
        let path = folder + "/" + name
        let isFolder = event.mask & UInt32(IN_ISDIR) != 0
        if isFolder {
            // A folder made or moved in: watched too; the files already in it are found by the pass.
            if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { watch(folder: path, recursively: true) }
            return true
        }
        guard CookbookFileWalk.isCookbookFile(name) else {
            // A temporary name renamed away (an editor's save) may land on a recipe file's name.
            if event.mask & UInt32(IN_MOVED_FROM) != 0 { movedFrom[event.cookie] = nil }
            return false
        }
        if event.mask & UInt32(IN_MOVED_FROM) != 0 { movedFrom[event.cookie] = path }
        if event.mask & UInt32(IN_MOVED_TO) != 0, let old = movedFrom.removeValue(forKey: event.cookie) { renamed[old] = path }
        // A file just created is read when it is closed, not while it is being written.
        return event.mask & UInt32(IN_CREATE) == 0
    }

    /// The renames since the last call: old path → new path.
    func takeRenames() -> [String: String] {
        defer { renamed = [:] }
        return renamed
    }
}
