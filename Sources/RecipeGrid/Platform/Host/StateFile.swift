import FoundationEssentials
import Glibc
import RecipeGridCore
import Synchronization

/// The state file `state.json` in the data dir: loaded once at start, saved atomically after every change.
///
/// Problems never throw: each comes back as one short line for a toast (README, Where state lives), and the
/// caller carries on with the state it has in memory.
struct StateFile: Sendable {
    /// The data dir; created with intermediate dirs, mode 0700, on the first save.
    let directory: String
    /// `state.json` in `directory`.
    var path: String { directory + "/" + Self.fileName }

    private static let fileName = "state.json"
    /// Set by `load` when the file was written by a newer RecipeGrid, whose fields this one
    /// would drop: then it is never replaced, and changes stay in memory.
    let newerFileFound = SharedFlag()
    /// What this process last loaded or saved, for merging with another's saves.
    let sharing = Sharing()

    init(directory: String) {
        self.directory = directory
    }

    /// Loads the saved state, or an empty state and the reason it could not.
    ///
    /// A file that cannot be decoded is moved aside to `state.json.corrupt-YYYYMMDDTHHMMSS`
    /// (UTC of `now`) so the next save does not destroy it; a file that cannot be read is
    /// left where it is, since it may be fine once its permissions are; so is one a newer
    /// RecipeGrid wrote, which no save replaces afterwards.
    func load(now: Date = Date()) -> (state: SavedState, problem: String?) {
        // Whatever is found, a save merges over what the file holds by then.
        noteWritten(SavedState(), as: SavedState())
        let bytes: Data
        switch readFile() {
        case .success(let data): bytes = data
        case .failure(.missing): return (SavedState(), nil)
        case .failure(.unreadable(let code)):
            // TRANSLATORS: a toast at launch; {reason} is the system's, "Permission denied".
            return (SavedState(), tr("Cannot read saved state: {reason}", ["reason": Self.describe(code)]))
        }
        if let state = try? JSONDecoder().decode(SavedState.self, from: bytes) {
            noteWritten(state, as: state)
            return (state, nil)
        }
        if let version = Self.version(of: bytes), version > SavedState.currentVersion {
            newerFileFound.set()
            return (SavedState(), Self.newerFileMessage)
        }
        return (SavedState(), moveAside(now: now))
    }

    /// Writes `state` atomically: a temp file in the same dir, fsync, rename over `state.json`, fsync the dir.
    ///
    /// With `durable` false the two fsyncs are skipped: the rename still never leaves a
    /// half-written file, and a killed program loses nothing (the kernel holds the data);
    /// only a power cut may bring back the previous file. A moved selection is saved so,
    /// for it comes with every arrow key. Returns nil on success, else one line naming the
    /// problem. On failure the temp file is removed and the previous `state.json` is untouched.
    func save(_ state: SavedState, durable: Bool = true) -> String? {
        encodeAndWrite(state, durable: durable).map(saveProblem)
    }

    /// The last save, as the program ends: nil when it worked, else the line for stderr.
    func saveAtExit(_ state: SavedState) -> String? {
        encodeAndWrite(state, durable: true).map {
            // TRANSLATORS: on stderr as the program ends; {path} is the state file, {reason} why it could not be written.
            tr("cannot save to {path}: {reason}; the changes since the last save are lost", ["path": path, "reason": $0])
        }
    }

    // TRANSLATORS: why the state is not saved, after "Cannot save to recipegrid: ".
    private static var newerFileReason: String { tr("it holds the state of a newer RecipeGrid") }

    // TRANSLATORS: a toast at launch.
    static var newerFileMessage: String { tr("The saved state is from a newer RecipeGrid: it is left as it is, and changes stay in memory") }

    /// The `version` of a state file's JSON object, if it has one.
    static func version(of bytes: Data) -> Int? {
        (try? JSONDecoder().decode(Versioned.self, from: bytes))?.version
    }

    /// A state file's object as far as its version: any other member, of any type, is let be.
    private struct Versioned: Decodable {
        var version: Int?

        init(from decoder: any Decoder) throws {
            version = try? decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .version)
        }

        private enum CodingKeys: String, CodingKey { case version }
    }

    /// Saves `state`; nil on success, else why not.
    private func encodeAndWrite(_ state: SavedState, durable: Bool) -> String? {
        guard !newerFileFound.isSet else { return Self.newerFileReason }
        if let failure = AtomicFile.makeFolders(directory) { return Self.describe(failure) }
        return whileLocked {
            guard let merged = stateToWrite(state) else { return Self.newerFileReason }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            // TRANSLATORS: why the state is not saved, after "Cannot save to recipegrid: ".
            guard let bytes = try? encoder.encode(merged) else { return tr("the state could not be encoded") }
            if let failure = writeReplacing(with: bytes, durable: durable) { return Self.describe(failure) }
            noteWritten(state, as: merged)
            return nil
        }
    }

    /// Why a save would fail now, found without writing anything: the data dir, or the
    /// nearest folder above it that exists, is not a folder or cannot be written. Nil when
    /// a save may work; a full disk shows only when a save is tried.
    func saveProblemNow() -> String? {
        var existing = directory
        var info = stat()
        while stat(existing, &info) != 0 {
            guard errno == ENOENT else { return saveProblem(Self.describe(errno)) }
            let parent = existing.deletingLastPathComponent
            if parent == existing || parent.isEmpty { return nil }
            existing = parent
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return saveProblem(Self.describe(ENOTDIR)) }
        return access(existing, W_OK | X_OK) == 0 ? nil : saveProblem(Self.describe(errno))
    }

    // MARK: Loading

    private enum ReadFailure: Error {
        case missing
        case unreadable(Int32)
    }

    private func readFile() -> Result<Data, ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(errno))
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { return .success(data) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errno))
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Renames the unreadable file to a free `state.json.corrupt-…` name and says where it went.
    private func moveAside(now: Date) -> String {
        let stamped = Self.fileName + ".corrupt-" + Self.timestamp(now)
        var name = stamped
        var suffix = 0
        while Self.exists(directory + "/" + name) {
            suffix += 1
            name = "\(stamped)-\(suffix)"
        }
        guard rename(path, directory + "/" + name) == 0 else {
            // TRANSLATORS: a toast at launch; {reason} is the system's, "Permission denied".
            return tr("Saved state was unreadable and could not be moved aside ({reason}); starting clean", ["reason": Self.describe(errno)])
        }
        // TRANSLATORS: a toast at launch; {name} is the file name the state file has now, "state.json.corrupt-20261126T101500".
        return tr("Saved state was unreadable; moved it to {name}", ["name": name])
    }

    private static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        gmtime_r(&seconds, &fields)
        return PrintfFormat.string(
            "%04d%02d%02dT%02d%02d%02d", fields.tm_year + 1900, fields.tm_mon + 1, fields.tm_mday, fields.tm_hour,
            fields.tm_min, fields.tm_sec)
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    // MARK: Saving

    private func saveProblem(_ reason: String) -> String {
        let folder = URL(fileURLWithPath: directory).lastPathComponent
        // TRANSLATORS: a toast; {folder} is the data folder's name, {reason} why it could not be written.
        return tr("Cannot save to {folder}: {reason} — changes kept until it can", ["folder": folder, "reason": reason])
    }

    /// Writes `bytes` over the state file (`AtomicFile`); returns errno on failure.
    private func writeReplacing(with bytes: Data, durable: Bool) -> Int32? {
        switch AtomicFile.replace(path, with: bytes, durable: durable) {
        case nil: nil
        case .system(let code): code
        // Only a write given a stamp to check can find the file changed.
        case .changedMeanwhile: EAGAIN
        }
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// A flag that copies of a value share: set once, read from any thread.
final class SharedFlag: Sendable {
    private let value = Mutex(false)

    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}
