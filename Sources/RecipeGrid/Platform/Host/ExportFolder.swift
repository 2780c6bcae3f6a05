import FoundationEssentials
import Glibc
import RecipeGridCore

/// Where File ▸ Export… and Print ▸ Save as PDF put their files: the documents folder
/// (`XDGFolders.documents`) when it exists, else the home folder. A file of the same name is never
/// replaced: "Pie 2.jsonld".
enum ExportFolder {
    /// Writes the file and returns the toast that says where, or why not.
    static func write(_ contents: String, named name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let (folder, path) = freePath(for: name, environment: environment)
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            // TRANSLATORS: a toast; {folder} is where the file was to go, {reason} why it could not.
            return tr("Could not export to {folder}: {reason}", ["folder": folder, "reason": reason(writing: folder)])
        }
        // TRANSLATORS: a toast; {path} is the file written, "~/Documents/Pancakes.jsonld".
        return tr("Exported to {path}", ["path": shown(path, home: XDGFolders(environment: environment).home)])
    }

    /// The folder the file goes in and a path in it that no file has yet.
    static func freePath(for name: String, environment: [String: String]) -> (folder: String, path: String) {
        let folders = XDGFolders(environment: environment)
        let documents = folders.documents
        var isFolder = false
        let folder = FileManager.default.fileExists(atPath: documents, isDirectory: &isFolder) && isFolder ? documents : folders.home
        let base = name.deletingPathExtension
        let ext = name.pathExtension
        var path = folder + "/" + name
        var copy = 2
        while FileManager.default.fileExists(atPath: path) {
            path = folder + "/\(base) \(copy).\(ext)"
            copy += 1
        }
        return (folder, path)
    }

    /// Why a file could not be written into `folder`: it refuses writes, else it is full.
    static func reason(writing folder: String) -> String {
        String(cString: strerror(access(folder, W_OK) == 0 ? ENOSPC : errno))
    }

    /// `path` as the toast shows it: under the home folder with "~".
    static func shown(_ path: String, home: String) -> String {
        return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }
}
