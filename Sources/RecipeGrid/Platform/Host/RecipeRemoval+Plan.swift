import FoundationEssentials
import Glibc
import RecipeGridCore

/// What deleting recipes takes from the disk, worked out before anything is touched, so
/// that a delete that cannot be done is refused with nothing changed.
extension RecipeRemoval {
    /// How one file's recipes leave the cookbook.
    struct Step {
        var names: [String]
        var ids: [String]
        var kind: Kind

        enum Kind {
            /// These go to the Trash, the first being the recipe's: its file, or its
            /// Nextcloud folder; then what belongs to the file alone (a Cooklang recipe's
            /// photo of the same name, a saved page's `_files` folder).
            case trash([String])
            /// The recipes are cut out of the JSON `file` they share with others: `old`
            /// is the file as read (`stamp`), `new` the file without them, `objects`
            /// each recipe's own bytes, which go to the Trash as a file of its own.
            case cut(file: String, old: [UInt8], new: [UInt8], stamp: FileStamp, objects: [[UInt8]])
        }
    }

    /// The steps that delete `recipes` of `store`, a file at a time; throws the refusal
    /// when one of them cannot be deleted. `roots` are the cookbook's folders: a recipe
    /// folder is trashed whole only inside one of them, never the cookbook itself.
    func plan(_ recipes: [Int], of store: CookbookStore, roots: [String]) throws(FileOperationError) -> [Step] {
        var files: [String] = []
        var chosen: [String: [Recipe]] = [:]
        for index in recipes {
            let recipe = store.recipes[index]
            if chosen[recipe.sourcePath] == nil { files.append(recipe.sourcePath) }
            chosen[recipe.sourcePath, default: []].append(recipe)
        }
        var counts: [String: Int] = [:]
        for recipe in store.recipes where chosen[recipe.sourcePath] != nil { counts[recipe.sourcePath, default: 0] += 1 }
        var steps: [Step] = []
        for file in files {
            let recipes = chosen[file]!
            try refuseIfBundled(file, recipes[0].name)
            let kind: Step.Kind =
                recipes.count == counts[file]
                ? .trash(wholeFile(file, recipe: recipes[0], roots: roots))
                : try cut(recipes, from: file, sharedWith: counts[file]! - recipes.count)
            steps.append(Step(names: recipes.map(\.name), ids: recipes.map(\.id), kind: kind))
        }
        return steps
    }

    /// The sample cookbook that comes with the app is never written: it is read-only where
    /// it is installed, and in a checkout it is the project's.
    private func refuseIfBundled(_ file: String, _ name: String) throws(FileOperationError) {
        guard let bundled, FolderEntries.isInside(file, bundled) else { return }
        let message = tr(
            // TRANSLATORS: a toast; {name} is the recipe's name, {folder} the sample cookbook's folder.
            "Cannot delete “{name}”: it is in the sample cookbook, which cannot be changed — copy the folder {folder} to one of yours and open that with File ▸ Open Cookbook…",
            ["name": name, "folder": bundled])
        throw FileOperationError(code: EROFS, message: message)
    }

    /// What goes to the Trash for a file all of whose recipes are deleted.
    private func wholeFile(_ file: String, recipe: Recipe, roots: [String]) -> [String] {
        if let folder = Self.nextcloudFolder(of: file, roots: roots) { return [folder] }
        var paths = [file]
        let lowered = file.lowercased()
        let stem = file.deletingPathExtension
        // The photo Cooklang shows beside `Pie.cook` is `Pie.jpg`: it is the recipe's alone.
        if lowered.hasSuffix(".cook"), let photo = recipe.imagePath, photo.deletingPathExtension == stem {
            paths.append(photo)
        }
        // A browser's "Save Page As" writes `Page.html` and `Page_files/` together.
        var info = stat()
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm"), stat(stem + "_files", &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            paths.append(stem + "_files")
        }
        return paths
    }

    /// The folder of `file` when it is a Nextcloud Cookbook recipe folder: `recipe.json`
    /// inside a folder of the cookbook (not the cookbook itself) that holds nothing else
    /// but its photos (`full.jpg`, `thumb.jpg`, `thumb16.jpg`). A folder holding anything
    /// more is not the recipe's alone: then only the file goes.
    static func nextcloudFolder(of file: String, roots: [String]) -> String? {
        guard file.lastPathComponent == "recipe.json" else { return nil }
        let folder = file.deletingLastPathComponent
        guard roots.contains(where: { FolderEntries.isInside(folder, $0) && Trash.absolute(folder) != Trash.absolute($0) }) else { return nil }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let photos: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "avif"]
        for entry in entries where entry != "recipe.json" {
            var info = stat()
            guard lstat(folder + "/" + entry, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                photos.contains(entry.pathExtension.lowercased())
            else { return nil }
        }
        return folder
    }

    /// The cut of `recipes` out of the JSON `file`, which `others` more recipes share;
    /// refused for a file of another format, or one that changed since it was read.
    private func cut(_ recipes: [Recipe], from file: String, sharedWith others: Int) throws(FileOperationError) -> Step.Kind {
        let name = recipes[0].name
        let fileName = file.lastPathComponent
        let ranges = recipes.compactMap { recipe -> Range<Int>? in
            if case .inFile(let bytes, _) = recipe.content { return bytes }
            return nil
        }
        guard case .inFile(_, let stamp) = recipes[0].content, ranges.count == recipes.count, let (bytes, now) = try? FileBytes.read(file),
            Self.isJSON(bytes, named: file)
        else {
            let message = trn(
                // TRANSLATORS: a toast; {name} is the recipe's name, {file} its file's, {kind} what the file is
                // ("a MealMaster file"), {advice} what to do instead ("remove it from the file in a text editor").
                "Cannot delete “{name}”: it shares {file} ({kind}) with {count} other recipe, and only a JSON file can have a recipe cut out of it — {advice}; nothing was changed",
                "Cannot delete “{name}”: it shares {file} ({kind}) with {count} other recipes, and only a JSON file can have a recipe cut out of it — {advice}; nothing was changed",
                count: others, ["name": name, "file": fileName, "kind": Self.kind(of: file), "advice": Self.advice(for: file)])
            throw FileOperationError(code: 0, message: message)
        }
        guard now == stamp else {
            let message = tr(
                // TRANSLATORS: a toast; {name} is the recipe's name, {file} its file's.
                "Cannot delete “{name}”: {file} changed on disk since it was read — try again in a moment", ["name": name, "file": fileName])
            throw FileOperationError(code: 0, message: message)
        }
        do {
            let new = try JSONSplice.removingElements(at: ranges, from: bytes)
            return .cut(file: file, old: bytes, new: new, stamp: stamp, objects: ranges.map { Array(bytes[$0]) + [0x0A] })
        } catch {
            // TRANSLATORS: a toast; {name} is the recipe's name, {file} its file's, {reason} why it could not be cut out.
            let message = tr(
                "Cannot delete “{name}” from {file}: {reason}; nothing was changed", ["name": name, "file": fileName, "reason": error.message])
            throw FileOperationError(code: 0, message: message)
        }
    }

    /// A JSON file rather than a saved page whose ld+json blocks hold the recipes.
    private static func isJSON(_ bytes: [UInt8], named file: String) -> Bool {
        let lowered = file.lowercased()
        guard !lowered.hasSuffix(".html"), !lowered.hasSuffix(".htm") else { return false }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }

    /// What a file of many recipes is, as its user knows it.
    private static func kind(of file: String) -> String {
        switch file.pathExtension.lowercased() {
        // TRANSLATORS: what a file is, in "it shares recipes.mmf (a MealMaster file) with 3 other recipes".
        case "mmf", "mm", "txt": tr("a MealMaster file")
        case "mxp", "mx2": tr("a MasterCook file")
        case "paprikarecipes": tr("a Paprika archive")
        case "html", "htm": tr("a saved web page")
        default: tr("a file of several recipes")
        }
    }

    /// How to delete one recipe of such a file instead.
    private static func advice(for file: String) -> String {
        switch file.pathExtension.lowercased() {
        // TRANSLATORS: what to do instead of deleting one recipe of a file of many, after a dash.
        case "paprikarecipes": tr("delete it in Paprika and export again, or delete the whole archive in your file manager")
        case "html", "htm": tr("delete the whole page in your file manager to delete all of its recipes")
        default: tr("remove it from the file in a text editor")
        }
    }
}
