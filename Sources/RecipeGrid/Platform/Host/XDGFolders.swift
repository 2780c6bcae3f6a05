import Foundation

/// The XDG base directories (and `XDG_DOCUMENTS_DIR`): the variable when it holds an
/// absolute path, else the default under the home folder. The XDG spec says a relative
/// path in one of these variables is invalid and is to be ignored.
struct XDGFolders {
    var environment: [String: String] = ProcessInfo.processInfo.environment

    var dataHome: String { folder("XDG_DATA_HOME", default: "/.local/share") }
    var cacheHome: String { folder("XDG_CACHE_HOME", default: "/.cache") }
    var documents: String { folder("XDG_DOCUMENTS_DIR", default: "/Documents") }

    private func folder(_ variable: String, default relativeToHome: String) -> String {
        environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory() + relativeToHome
    }
}
