import FoundationEssentials
import Glibc
import RecipeGridCore

/// The recipe editor's files (README, Editing a recipe): a recipe read as the editor edits
/// it, and Save carried out — a JSON recipe's changed fields spliced into its own file, a
/// Cooklang file rewritten as Cooklang, a new recipe made as `NAME/recipe.json` (Nextcloud
/// Cookbook's layout) in the first folder of the cookbook that takes it. Every write is
/// atomic (`AtomicFile`) and refuses a file that changed since the editor read it, unless
/// the user chose to overwrite it.
struct RecipeFiles {
    /// The open cookbook's folders and files, where a new recipe may go.
    var roots: [String]
    /// The sample cookbook that comes with the app: never written into.
    var bundled: String?
    var folders = XDGFolders()
    /// The wall clock, for `dateCreated` and `dateModified`.
    var now: () -> Date = Date.init
    /// A picture of another format as JPEG bytes (the window system's decoder does it).
    var convertToJPEG: (String) -> Result<[UInt8], FileBytes.Failure> = { _ in
        // TRANSLATORS: why a photo cannot be used, after "Cannot use the photo ~/pie.png: ".
        .failure(.init(reason: tr("it is not a JPEG picture")))
    }

    static func readForEditing(_ recipe: Recipe) -> EditorSource {
        let name = recipe.sourcePath.lastPathComponent
        let fileExtension = recipe.sourcePath.pathExtension.lowercased()
        do throws(FileBytes.Failure) {
            if fileExtension == "cook" {
                let (bytes, stamp) = try FileBytes.read(recipe.sourcePath)
                return .cooklang(text: String(decoding: bytes, as: UTF8.self), path: recipe.sourcePath, stamp: stamp)
            }
            if case .inFile(let range, let loadedStamp) = recipe.content, ["json", "jsonld"].contains(fileExtension) {
                let (bytes, stamp) = try FileBytes.read(recipe.sourcePath)
                guard stamp == loadedStamp, let fields = try? EditableRecipe.read(objectAt: range, in: bytes) else {
                    // TRANSLATORS: a toast; {name} is a recipe's file name.
                    return .unreadable(tr("{name} changed on disk since it was read — try again in a moment", ["name": name]))
                }
                return .json(fields, path: recipe.sourcePath, bytes: range, stamp: stamp)
            }
        } catch {
            // TRANSLATORS: a toast; {name} is the recipe's name, {file} its file's, {reason} the system's.
            return .unreadable(tr("Cannot edit “{name}”: cannot read {file}: {reason}", ["name": recipe.name, "file": name, "reason": error.reason]))
        }
        return .other(CookbookLoader.content(of: recipe))
    }

    /// Carries out `write`; the path written, the ids it replaced, or why nothing was.
    func write(_ write: RecipeWrite) -> RecipeWriteOutcome {
        do throws(FileOperationError) {
            switch write.target {
            case .jsonObject(let path, let range, let stamp):
                return try writeJSON(write, path: path, range: range, stamp: stamp)
            case .cooklang(let path, let stamp):
                try AtomicFile.write(Array((write.cooklangText ?? "").utf8), to: path, ifStill: write.overwrite ? nil : stamp)
                return .saved(path: path, change: nil, renamedIDs: [:], note: nil)
            case .newRecipe:
                return try writeNew(write)
            }
        } catch  where error.changedMeanwhile {
            return .changedOnDisk
        } catch {
            return .failed(error.message)
        }
    }

    private func writeJSON(_ write: RecipeWrite, path: String, range: Range<Int>, stamp: FileStamp) throws(FileOperationError)
        -> RecipeWriteOutcome
    {
        let name = path.lastPathComponent
        // Read once: its stamp tells whether another program changed it since the editor did.
        let read = Result { () throws(FileBytes.Failure) in try FileBytes.read(path) }
        if !write.overwrite, (try? read.get())?.stamp != stamp { return .changedOnDisk }
        let bytes: [UInt8]
        do throws(FileBytes.Failure) { bytes = try read.get().bytes } catch {
            throw FileOperationError(code: 0, message: tr("Cannot save {name}: {reason}", ["name": name, "reason": error.reason]))
        }
        var fields = write.fields
        var renamed: [String: String] = [:]
        if let old = write.identityToKeep {
            fields.identifier = Self.newIdentifier()
            renamed[old] = fields.identifier
        }
        // Kept up to date where the file keeps it; not added to a file that never had it.
        if fields.dateModified != nil { fields.dateModified = Self.isoDate(now()) }
        if let photo = write.photo { fields.image = photo.isEmpty ? nil : imageReference(photo, besideFile: path) }
        let written: JSONSplice.Result
        do throws(JSONSpliceError) {
            // Overwriting another program's change: the recipe may have moved in its file.
            let at = write.overwrite ? EditableRecipe.locate(write.recipeID, near: range, in: bytes) ?? range : range
            written = try fields.written(toObjectAt: at, in: bytes)
        } catch {
            throw FileOperationError(code: 0, message: tr("Cannot save {name}: {reason}", ["name": name, "reason": error.message]))
        }
        // A pass of the watch may have moved the recipe since: an `ifStill` stamp refuses it.
        try AtomicFile.write(written.bytes, to: path, ifStill: write.overwrite ? nil : stamp)
        return .saved(path: path, change: nil, renamedIDs: renamed, note: nil)
    }

    /// A new `NAME/recipe.json`, its photo beside it as `full.jpg`.
    private func writeNew(_ write: RecipeWrite) throws(FileOperationError) -> RecipeWriteOutcome {
        guard let root = try write.folder.map(chosenFolder) ?? writableRoot else { return .needsFolder }
        let folder = try makeRecipeFolder(named: write.fields.name, in: root)
        var fields = write.fields
        fields.identifier = fields.identifier ?? Self.newIdentifier()
        let date = Self.isoDate(now())
        fields.dateCreated = fields.dateCreated ?? date
        fields.dateModified = date
        do throws(FileOperationError) {
            if let photo = write.photo, !photo.isEmpty {
                try copyPhoto(photo, to: folder + "/full.jpg")
                fields.image = "full.jpg"
            } else {
                fields.image = nil
            }
            try AtomicFile.write(fields.newFile(), to: folder + "/recipe.json")
        } catch {
            // Nothing half made is left behind.
            unlink(folder + "/full.jpg")
            rmdir(folder)
            throw error
        }
        return .saved(path: folder + "/recipe.json", change: nil, renamedIDs: [:], note: nil)
    }

    /// The folder the user chose for a new recipe, made when it is not there yet.
    private func chosenFolder(_ typed: String) throws(FileOperationError) -> String {
        let absolute = folders.absolutePath(typed)
        if isBundled(absolute) {
            // TRANSLATORS: a toast; ~/Recipes is a folder's path: keep it as it is.
            throw FileOperationError(code: 0, message: tr("The sample cookbook is not changed — choose a folder of your own, such as ~/Recipes"))
        }
        if let code = AtomicFile.makeFolders(absolute) {
            // TRANSLATORS: a toast; {folder} is the folder typed in the editor, {reason} why it cannot be written.
            let message = tr("Cannot save in {folder}: {reason}", ["folder": typed, "reason": AtomicFile.reason(code, folder: typed)])
            throw FileOperationError(code: code, message: message)
        }
        return absolute
    }

    /// The first folder of the cookbook the user may write in; never the bundled sample.
    var writableRoot: String? {
        roots.first { root in
            var isFolder = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder, access(root, W_OK) == 0 else {
                return false
            }
            return !isBundled(root)
        }
    }

    func isBundled(_ path: String) -> Bool { bundled.map { FolderEntries.isInside(path, $0) } ?? false }

    /// A folder for the recipe in `root`, named after it ("Apple Pie", "Apple Pie 2" when
    /// that is taken): no slash, no leading dot, never "." or "..".
    private func makeRecipeFolder(named name: String, in root: String) throws(FileOperationError) -> String {
        let base = Self.folderName(for: name)
        for number in 1...999 {
            let folder = root + "/" + (number == 1 ? base : "\(base) \(number)")
            if mkdir(folder, 0o755) == 0 { return folder }
            guard errno == EEXIST else {
                // TRANSLATORS: a toast; {name} is the recipe's name, {reason} why its folder cannot be made.
                let message = tr("Cannot save “{name}”: {reason}", ["name": name, "reason": AtomicFile.reason(errno, folder: root)])
                throw FileOperationError(code: errno, message: message)
            }
        }
        // TRANSLATORS: a toast; {name} is the recipe's name, {folder} the cookbook's folder.
        let message = tr("Cannot save “{name}”: 999 folders of that name are in {folder} — rename the recipe", ["name": name, "folder": root])
        throw FileOperationError(code: 0, message: message)
    }

    static func folderName(for name: String) -> String {
        var safe = String(name.map { $0 == "/" || $0 == "\0" || $0.isNewline ? "-" : $0 }).trimmingWhitespace()
        while safe.hasPrefix(".") { safe.removeFirst() }
        // A file name is at most 255 bytes; the number of a clash needs a few.
        while safe.utf8.count > 240 { safe.removeLast() }
        safe = safe.trimmingWhitespace()
        return safe.isEmpty ? "Recipe" : safe  // not translated: a folder's name on disk, as a file name stays
    }

    /// The photo at `typed` (as the field has it: `~/…`, or from the current folder) as a
    /// JPEG at `target`: a JPEG as it is, another picture converted.
    private func copyPhoto(_ typed: String, to target: String) throws(FileOperationError) {
        let source = folders.absolutePath(typed)
        var bytes: [UInt8]
        do throws(FileBytes.Failure) {
            bytes = try FileBytes.read(source).bytes
            if !bytes.starts(with: [0xFF, 0xD8, 0xFF]) { bytes = try convertToJPEG(source).get() }
        } catch {
            // TRANSLATORS: a toast; {path} is the photo's path as typed, {reason} why it cannot be read.
            throw FileOperationError(code: 0, message: tr("Cannot use the photo {path}: {reason}", ["path": typed, "reason": error.reason]))
        }
        try AtomicFile.write(bytes, to: target)
    }

    /// How a recipe's `image` names a picture: from the recipe's folder when it is in it
    /// (or below), else its absolute path.
    private func imageReference(_ typed: String, besideFile path: String) -> String {
        let absolute = folders.absolutePath(typed)
        let folder = path.deletingLastPathComponent + "/"
        return absolute.hasPrefix(folder) ? String(absolute.dropFirst(folder.count)) : absolute
    }

    static func newIdentifier() -> String { UUID().uuidString.lowercased() }

    /// As schema.org's examples and Nextcloud Cookbook write dates, in local time:
    /// "2026-11-26T19:30:00+01:00", "Z" for UTC (ISO8601DateFormatter's internet form).
    static func isoDate(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        localtime_r(&seconds, &local)
        func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let year = String(local.tm_year + 1900)
        let day = String(repeating: "0", count: max(0, 4 - year.count)) + year + "-" + two(local.tm_mon + 1) + "-" + two(local.tm_mday)
        let time = two(local.tm_hour) + ":" + two(local.tm_min) + ":" + two(local.tm_sec)
        let minutes = Int32(abs(local.tm_gmtoff) / 60)
        let zone = local.tm_gmtoff == 0 ? "Z" : (local.tm_gmtoff < 0 ? "-" : "+") + two(minutes / 60) + ":" + two(minutes % 60)
        return day + "T" + time + zone
    }
}
