import Foundation
import RecipeGridCore

/// The entries of a folder for the Open dialog's Tab completion: names sorted as `ls`
/// sorts them in the C locale, each marked a folder when it is one or links to one. The
/// folder is as typed: `~` is the home folder, "" the current folder. One that cannot be
/// read lists nothing, and the dialog has nothing to complete.
enum FolderEntries {
    static func list(_ typed: String, folders: XDGFolders = XDGFolders()) -> [FolderListing.Entry] {
        let expanded = folders.expandingTilde(typed == "~" ? "~/" : typed)
        let folder = expanded.isEmpty ? "." : expanded
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().map { name in
            var info = stat()
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isFolder = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            return FolderListing.Entry(name: name, isFolder: isFolder)
        }
    }
}
