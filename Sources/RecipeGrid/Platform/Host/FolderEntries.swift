import FoundationEssentials
import Glibc
import RecipeGridCore

/// The entries of a folder for the Open dialog's Tab completion (and whether a path is in a
/// folder, for what the app may write): names sorted as `ls`
/// sorts them in the C locale, each marked a folder when it is one or links to one. The
/// folder is as typed: `~` is the home folder, "" the current folder. One that cannot be
/// read lists nothing, and the dialog has nothing to complete.
enum FolderEntries {
    /// The listing the Open dialog and the editor's photo field complete from, with the
    /// folder as an absolute path (where a picture chosen in it is shown from).
    static func listing(_ typed: String, folders: XDGFolders = XDGFolders()) -> FolderListing {
        let absolute = folders.absolutePath(typed == "~" ? "~/" : typed)
        return FolderListing(
            folder: typed, entries: list(typed, folders: folders), absoluteFolder: absolute.hasSuffix("/") ? absolute : absolute + "/")
    }

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

    /// Whether `path` is `folder` or inside it, links resolved where they can be.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let path = resolved(path)
        let folder = resolved(folder)
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return Trash.absolute(path) }
        defer { free(real) }
        return String(cString: real)
    }
}
