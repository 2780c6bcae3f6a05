import Foundation
import RecipeGridCore

/// Where File ▸ Export… puts its files: `$XDG_DOCUMENTS_DIR`, else ~/Documents when it
/// exists, else the home folder. A file of the same name is never replaced: "Pie 2.jsonld".
enum ExportFolder {
    /// Writes the file and returns the toast that says where, or why not.
    static func write(_ contents: String, named name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = NSHomeDirectory()
        let documents = XDGFolders(environment: environment).documents
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: documents, isDirectory: &isFolder) && isFolder.boolValue ? documents : home
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var path = folder + "/" + name
        var copy = 2
        while FileManager.default.fileExists(atPath: path) {
            path = folder + "/\(base) \(copy).\(ext)"
            copy += 1
        }
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return "Could not export to \(folder): \(String(cString: strerror(access(folder, W_OK) == 0 ? ENOSPC : errno)))"
        }
        let shown = path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
        return "Exported to \(shown)"
    }
}
