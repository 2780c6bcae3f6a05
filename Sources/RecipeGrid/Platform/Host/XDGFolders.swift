import FoundationEssentials
import Glibc

/// The user's folders as the XDG specs name them: the base directories, and the documents
/// folder of xdg-user-dirs.
///
/// The home folder is `$HOME` whenever it holds an absolute path, as GLib's
/// `g_get_home_dir` takes it, else the password database's. A base directory is its
/// variable when that holds an absolute path, else its default under the home folder (the
/// spec says a relative path is invalid and to be ignored). The documents folder is
/// `XDG_DOCUMENTS_DIR` from the environment, else from `user-dirs.dirs` in the config
/// folder (what a German desktop's `~/Dokumente` is written in), else `~/Documents`.
struct XDGFolders {
    var environment: [String: String] = ProcessInfo.processInfo.environment

    var home: String { absolute(environment["HOME"]) ?? Self.passwordHome() }
    var dataHome: String { folder("XDG_DATA_HOME", default: "/.local/share") }
    var cacheHome: String { folder("XDG_CACHE_HOME", default: "/.cache") }
    var configHome: String { folder("XDG_CONFIG_HOME", default: "/.config") }
    var documents: String {
        // not translated: the folder's name on disk when xdg-user-dirs names none
        absolute(environment["XDG_DOCUMENTS_DIR"]) ?? userDirectory("XDG_DOCUMENTS_DIR") ?? home + "/Documents"
    }

    /// `path` with a leading `~` or `~/` taken as the home folder, as a shell does.
    func expandingTilde(_ path: String) -> String {
        path == "~" || path.hasPrefix("~/") ? home + path.dropFirst() : path
    }

    /// A path as the user typed it (`~/…`, or from the current folder) as an absolute one,
    /// without `.`, `..` or doubled slashes.
    func absolutePath(_ typed: String) -> String {
        let expanded = expandingTilde(typed.isEmpty ? "." : typed)
        let absolute = expanded.hasPrefix("/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
        return Self.resolved(absolute)
    }

    /// `path` (absolute) without `.`, `..` or doubled slashes, each symbolic link on the way
    /// read, as NSString's `standardizingPath` made it: a link is followed even where what
    /// it leads to does not exist yet; `hops` stops a loop of links.
    private static func resolved(_ path: String, hops: Int = 0) -> String {
        var result = "/"
        for component in path.split(separator: "/") where component != "." {
            guard component != ".." else {
                result = result.deletingLastPathComponent
                continue
            }
            result = result.appendingPathComponent(String(component))
            guard hops < 32, let target = linkTarget(result) else { continue }
            result = resolved(target.hasPrefix("/") ? target : result.deletingLastPathComponent + "/" + target, hops: hops + 1)
        }
        return result
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The home folder in the password database, when `$HOME` names none.
    private static func passwordHome() -> String {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/" }
        return String(cString: folder)
    }

    private func folder(_ variable: String, default relativeToHome: String) -> String {
        absolute(environment[variable]) ?? home + relativeToHome
    }

    private func absolute(_ path: String?) -> String? {
        path.flatMap { $0.hasPrefix("/") ? $0 : nil }
    }

    /// A folder named in `user-dirs.dirs`: lines of `NAME="$HOME/Folder"` or `NAME="/path"`,
    /// comments with `#`. A line in another shape is ignored, as xdg-user-dirs does.
    private func userDirectory(_ name: String) -> String? {
        guard let data = FileManager.default.contents(atPath: configHome + "/user-dirs.dirs") else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix(name + "=\""), trimmed.hasSuffix("\""), trimmed.count > name.count + 2 else { continue }
            let value = trimmed.dropFirst(name.count + 2).dropLast()
            if value.hasPrefix("$HOME/") { return home + value.dropFirst("$HOME".count) }
            if value == "$HOME" { return home }
            if value.hasPrefix("/") { return String(value) }
        }
        return nil
    }
}
