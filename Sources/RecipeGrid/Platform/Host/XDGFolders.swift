import Foundation

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

    var home: String { absolute(environment["HOME"]) ?? NSHomeDirectory() }
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
        return (absolute as NSString).standardizingPath
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
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(name + "=\""), trimmed.hasSuffix("\""), trimmed.count > name.count + 2 else { continue }
            let value = trimmed.dropFirst(name.count + 2).dropLast()
            if value.hasPrefix("$HOME/") { return home + value.dropFirst("$HOME".count) }
            if value == "$HOME" { return home }
            if value.hasPrefix("/") { return String(value) }
        }
        return nil
    }
}
