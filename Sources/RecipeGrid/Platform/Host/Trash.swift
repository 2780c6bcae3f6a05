import CLinux
import FoundationEssentials
import Glibc
import RecipeGridCore

/// The user's Trash as the freedesktop Trash specification describes it, which GNOME,
/// KDE and the other desktops' file managers show and empty: `$XDG_DATA_HOME/Trash`
/// (`~/.local/share/Trash`), each item in `files/` beside a `info/NAME.trashinfo` that
/// says where it came from and when it was deleted. A deleted recipe goes there rather
/// than away, so the user can get it back here (`TrashedItem.restore`) or in the file
/// manager.
///
/// Only the home Trash is used: a file on another device (a USB stick, another
/// partition) would have to go to that device's `.Trash-UID` folder, which this version
/// does not do — it says so and leaves the file where it is, rather than copying it.
struct Trash: Sendable {
    /// `$XDG_DATA_HOME/Trash`.
    let folder: String
    /// Moves a file or folder to a name, failing with EEXIST rather than replacing what is
    /// there; 0, or the error number. Tests put another in (one that says EXDEV).
    var move: @Sendable (_ from: String, _ to: String) -> Int32 = Trash.moveWithoutReplacing
    /// The wall clock, for `DeletionDate`.
    var now: @Sendable () -> Date = { Date() }

    init(folders: XDGFolders = XDGFolders()) {
        folder = folders.dataHome + "/Trash"  // not translated: the Trash's folder, as the freedesktop.org standard names it
    }

    /// Moves `path` (a file or a folder) to the Trash, under a name claimed as `claim` says.
    func moveToTrash(_ path: String) throws(FileOperationError) -> TrashedItem {
        let original = Self.absolute(path)
        let originalFolder = original.deletingLastPathComponent
        var info = stat()
        guard lstat(original, &info) == 0 else { throw problem(errno, original.lastPathComponent, in: originalFolder) }
        return try claim(original, failingIn: originalFolder) { item in move(original, item.trashedPath) }
    }

    /// Puts `bytes` in the Trash as a file that stood at `originalPath` and never was on
    /// disk: a recipe cut out of a file it shared with others goes there as a file of its
    /// own, so that restoring it in a file manager makes it that file.
    func keep(_ bytes: [UInt8], asIfFrom originalPath: String) throws(FileOperationError) -> TrashedItem {
        try claim(Self.absolute(originalPath), failingIn: folder + "/files") { item in
            let descriptor = open(item.trashedPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return errno }
            var failure = AtomicFile.writeAll(bytes, to: descriptor)
            if failure == nil, fsync(descriptor) != 0 { failure = errno }
            close(descriptor)
            if let failure { unlink(item.trashedPath) }
            return failure ?? 0
        }
    }

    /// A name in the Trash for `original`, claimed by its `.trashinfo` (made first, with
    /// O_EXCL, as the specification asks), and the item put there by `place` (0, or the
    /// error number; EEXIST tries the next name). A name in use gets a number as GNOME's gio
    /// numbers it: before the first dot, "recipe.json" → "recipe.2.json", "Pie" → "Pie.2",
    /// so that the extension still says what the file is.
    private func claim(_ original: String, failingIn problemFolder: String, place: (TrashedItem) -> Int32) throws(FileOperationError)
        -> TrashedItem
    {
        let name = original.lastPathComponent
        try makeFolders(for: name)
        for number in 1...10_000 {
            let trashName = Self.numbered(name, number)
            let item = TrashedItem(trash: self, originalPath: original, name: trashName)
            let descriptor = open(item.infoPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 && errno == EEXIST { continue }
            guard descriptor >= 0 else { throw problem(errno, name, in: folder + "/info") }
            let written = AtomicFile.writeAll(Array(Self.trashInfo(originalPath: original, deletedAt: now()).utf8), to: descriptor)
            close(descriptor)
            let placed = written ?? place(item)
            if placed == 0 { return item }
            unlink(item.infoPath)
            // A file left in files/ without its info (another program's crash) keeps its name.
            if placed == EEXIST { continue }
            throw problem(placed, name, in: problemFolder)
        }
        throw FileOperationError(
            // TRANSLATORS: a toast; {name} is a file's name.
            code: EEXIST, message: tr("Cannot move {name} to the Trash: every name for it there is taken — empty the Trash", ["name": name]))
    }

    /// The `.trashinfo` text: the original path percent-encoded and the local time.
    static func trashInfo(originalPath: String, deletedAt date: Date) -> String {
        // not translated: the .trashinfo file's text, as the freedesktop.org standard writes it
        "[Trash Info]\nPath=\(percentEncoded(originalPath))\nDeletionDate=\(localTime(date))\n"
    }

    /// `path` escaped as gio escapes it for `Path=` (`g_uri_escape_string` with "/"
    /// allowed): every byte but letters, digits, `-._~` and `/` as `%XX`, so a space is
    /// `%20` and "é" is `%C3%A9`.
    static func percentEncoded(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                text += (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }

    /// `YYYY-MM-DDThh:mm:ss` in local time, as the specification asks.
    static func localTime(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        localtime_r(&seconds, &fields)
        return PrintfFormat.string(
            "%04d-%02d-%02dT%02d:%02d:%02d", fields.tm_year + 1900, fields.tm_mon + 1, fields.tm_mday, fields.tm_hour, fields.tm_min,
            fields.tm_sec)
    }

    /// The `number`th name for `name` in the Trash, as gio makes it: the name itself, then
    /// the number put before the first dot.
    static func numbered(_ name: String, _ number: Int) -> String {
        guard number > 1 else { return name }
        guard let dot = name.firstIndex(of: ".") else { return "\(name).\(number)" }
        return "\(name[..<dot]).\(number)\(name[dot...])"
    }

    /// A rename that never replaces: renameat2's RENAME_NOREPLACE, or, on a file system
    /// that cannot refuse (EINVAL), a look first.
    @Sendable static func moveWithoutReplacing(_ from: String, _ to: String) -> Int32 {
        if clinux_rename_noreplace(from, to) == 0 { return 0 }
        guard errno == EINVAL || errno == ENOSYS else { return errno }
        var info = stat()
        if lstat(to, &info) == 0 { return EEXIST }
        return rename(from, to) == 0 ? 0 : errno
    }

    private func makeFolders(for name: String) throws(FileOperationError) {
        for subfolder in ["/files", "/info"] {
            if let code = AtomicFile.makeFolders(folder + subfolder) {
                let reason = String(cString: strerror(code))
                let message = tr(
                    // TRANSLATORS: a toast; {name} is a file's name, {folder} the Trash's, {reason} the system's.
                    "Cannot move {name} to the Trash: cannot make the Trash folder {folder} ({reason})",
                    ["name": name, "folder": folder, "reason": reason])
                throw FileOperationError(code: code, message: message)
            }
        }
    }

    /// Why `name` could not be moved out of `folder` (or into the Trash's own folder).
    private func problem(_ code: Int32, _ name: String, in folder: String) -> FileOperationError {
        let reason =
            switch code {
            case EXDEV:
                tr(
                    // TRANSLATORS: why a file could not go to the Trash, after "Cannot move recipe.json to the Trash: ".
                    "it is on another drive than your Trash ({trash}), and this version cannot trash files on another drive — it is left where it is",
                    ["trash": self.folder])
            case ENOENT: tr("it is not there any more")
            case EACCES, EPERM: tr("the folder {folder} is read-only for you — change its permissions and try again", ["folder": folder])
            case EROFS: tr("{folder} is on a read-only disk", ["folder": folder])
            default: AtomicFile.reason(code, folder: folder)
            }
        // TRANSLATORS: a toast; {name} is a file's name, {reason} why it could not go to the Trash.
        return FileOperationError(code: code, message: tr("Cannot move {name} to the Trash: {reason}", ["name": name, "reason": reason]))
    }

    /// The absolute form of `path`, "." and ".." worked out by name; links are not
    /// followed: a link is trashed, not what it points to.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardized.path
    }
}

/// A file or folder in the Trash, as `Trash.moveToTrash` put it there: what the editor
/// keeps to undo a deletion.
struct TrashedItem: Sendable {
    let trash: Trash
    /// Where it was, absolute.
    let originalPath: String
    /// Its name in the Trash: the original name, or a numbered one.
    let name: String

    var trashedPath: String { trash.folder + "/files/" + name }
    var infoPath: String { trash.folder + "/info/" + name + ".trashinfo" }

    /// Puts it back where it was and takes its `.trashinfo` away. Nothing is replaced: when
    /// something else has taken its place since, or its folder is gone, it stays in the
    /// Trash and the error says so.
    func restore() throws(FileOperationError) {
        let originalName = originalPath.lastPathComponent
        // TRANSLATORS: a toast; {name} is a file's name, {reason} why it could not be put back.
        let cannotPutBack = { (reason: String) in tr("Cannot put {name} back: {reason}", ["name": originalName, "reason": reason]) }
        let folder = originalPath.deletingLastPathComponent
        var info = stat()
        guard lstat(trashedPath, &info) == 0 else {
            // TRANSLATORS: why a file could not be put back from the Trash, after "Cannot put recipe.json back: ".
            let reason = tr("it is no longer in the Trash (emptied, or restored in the file manager)")
            throw FileOperationError(code: errno, message: cannotPutBack(reason))
        }
        let moved = trash.move(trashedPath, originalPath)
        guard moved == 0 else {
            // TRANSLATORS: why a file could not be put back from the Trash, after "Cannot put recipe.json back: "; {folder} is where it was.
            let reason =
                switch moved {
                case EEXIST:
                    tr(
                        "something named {name} is in {folder} now — rename or move that one, then try again",
                        ["name": originalName, "folder": folder])
                case ENOENT, ENOTDIR:
                    tr(
                        "the folder {folder} is not there any more — make it again, or restore it from the Trash in the file manager",
                        ["folder": folder])
                case EXDEV: tr("{folder} is now on another drive than the Trash — restore it from the Trash in the file manager", ["folder": folder])
                default: AtomicFile.reason(moved, folder: folder)
                }
            throw FileOperationError(code: moved, message: cannotPutBack(reason))
        }
        unlink(infoPath)
    }

    /// Takes a file the app put in the Trash itself (`Trash.keep`) out of it for good: the
    /// recipe it holds is back in its file, and two of it would be one too many.
    func discard() {
        unlink(trashedPath)
        unlink(infoPath)
    }
}
