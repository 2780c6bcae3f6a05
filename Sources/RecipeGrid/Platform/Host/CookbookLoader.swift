import FoundationEssentials
import Glibc
import RecipeGridCore

/// Loads cookbooks: files and folders of schema.org recipes in JSON or JSON-LD, saved web
/// pages holding them, Cooklang files, Paprika exports, and MealMaster and MasterCook files.
///
/// Only a path the user named that cannot be read at all is an error. Below it, a file
/// that does not parse or a recipe without a name becomes a `LoadProblem` and is
/// skipped, and everything else still loads.
enum CookbookLoader {
    /// The recipes in `paths`, each a cookbook file (read whatever its extension) or a
    /// folder searched recursively for `*.json`, `*.jsonld`, `*.html`, `*.htm`, `*.cook`,
    /// `*.paprikarecipes`, `*.mmf`, `*.mm`, `*.mxp`, `*.mx2` and MealMaster `*.txt`.
    static func load(paths: [String]) throws(CookbookPathError) -> Cookbook {
        try load(try plan(paths: paths))
    }

    /// The files to read for `paths`: a walk of the folders, one `stat` per entry, quick
    /// enough to do before the window opens. Throws for a path the user named that is
    /// missing or cannot be listed.
    /// Recipes that neither say nor show their language are read in `language`, the user's.
    static func plan(paths: [String], language: RecipeLanguage = UserLanguage.recipes) throws(CookbookPathError) -> CookbookPlan {
        var walk = CookbookFileWalk()
        for path in paths {
            try walk.add(path)
        }
        let folder = FileManager.default.currentDirectoryPath
        let roots = paths.map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
        return CookbookPlan(roots: roots, files: walk.files, problems: walk.problems, language: language)
    }

    /// Reads the files of `plan` on all cores, adding to `counter` as each file is done.
    static func load(_ plan: CookbookPlan, counter: LoadCounter? = nil) throws(CookbookPathError) -> Cookbook {
        var recipes: [Recipe] = []
        var problems = plan.problems
        var bytesRead = 0
        // Files are independent; a cookbook of a folder per recipe reads on all cores.
        let outcomes = plan.files.concurrentMap(minimumChunk: 4) { file in
            let outcome = read(file)
            if case .read(let recipes, _, let bytes) = outcome { counter?.add(recipes: recipes.count, bytes: bytes) }
            return outcome
        }
        for (file, outcome) in zip(plan.files, outcomes) {
            switch outcome {
            case .read(var fileRecipes, let fileProblems, let bytes):
                bytesRead += bytes
                identify(&fileRecipes, in: file)
                recipes += fileRecipes
                problems += fileProblems
            case .unreadable(let reason) where file.isNamedByUser:
                throw CookbookPathError(path: file.path, reason: reason)
            case .unreadable(let reason):
                problems.append(LoadProblem(path: file.path, message: Self.cannotRead(reason)))
            }
        }
        makeIDsUnique(&recipes)
        shareCategoryLists(&recipes)
        var cookbook = Cookbook(sorting: recipes, problems: problems)
        cookbook.language = plan.language
        cookbook.bytesRead = bytesRead
        return cookbook
    }

    /// What reading one file gave.
    enum FileOutcome: Sendable {
        case read(recipes: [Recipe], problems: [LoadProblem], bytes: Int)
        /// The system's reason ("Permission denied").
        case unreadable(String)
    }

    @Sendable static func read(_ file: CookbookFile) -> FileOutcome {
        if let outcome = readOldFormat(file) { return outcome }
        if file.path.lowercased().hasSuffix(".paprikarecipes") {
            let (recipes, problems) = PaprikaArchive.read(path: file.path)
            return .read(recipes: recipes, problems: problems, bytes: file.stamp.size)
        }
        var bytes: [UInt8]
        let stamp: FileStamp
        do {
            (bytes, stamp) = try FileBytes.read(file.path)
        } catch {
            return .unreadable(error.reason)
        }
        if let problem = encodingProblem(bytes) {
            return .read(recipes: [], problems: [LoadProblem(path: file.path, message: problem)], bytes: bytes.count)
        }
        if isWebPage(file.path, bytes) {
            let reader = SavedWebPageReader(path: file.path, folder: folder(of: file.path), files: .disk)
            let (recipes, problems) = reader.read(bytes, stamp: stamp)
            return .read(recipes: recipes, problems: problems, bytes: bytes.count)
        }
        // A byte order mark becomes white space, so that offsets stay those of the file.
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if file.path.lowercased().hasSuffix(".cook") {
            let text = String(decoding: hasByteOrderMark ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
            guard let recipe = CooklangReader.read(path: file.path, text: text, files: .disk) else {
                return .read(
                    recipes: [], problems: [LoadProblem(path: file.path, message: tr("a Cooklang recipe needs a name (a title or a file name)"))],
                    bytes: bytes.count)
            }
            return .read(recipes: [recipe], problems: [], bytes: bytes.count)
        }
        if hasByteOrderMark { bytes.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20]) }
        let count = bytes.count
        do {
            let tape = try JSONTape(bytes: bytes)
            let reader = SchemaOrgRecipeReader(path: file.path, folder: folder(of: file.path), files: .disk)
            // Objects are independent: a file of many thousand recipes reads on all cores.
            let outcomes = reader.recipeObjects(in: tape.root).concurrentMap(minimumChunk: 256) { reader.read($0, stamp: stamp) }
            var read = SchemaOrgRecipeReader.gather(outcomes)
            if read.recipes.isEmpty && read.problems.isEmpty {
                read.problems = [LoadProblem(path: file.path, message: noRecipeMessage)]
            }
            return .read(recipes: read.recipes, problems: read.problems, bytes: count)
        } catch {
            let problem = LoadProblem(path: file.path, syntaxError: error, bytes: bytes, skipped: hasByteOrderMark ? 3 : 0)
            return .read(recipes: [], problems: [problem], bytes: count)
        }
    }

    /// Whether to read `bytes` as an HTML page: by its name, or, for a file named on the
    /// command line with a name of no cookbook format ("recipe.php"), by its first
    /// character, as no JSON starts with "<". A `.json` file that starts with "<" is still
    /// read as JSON, to be told it is not.
    private static func isWebPage(_ path: String, _ bytes: [UInt8]) -> Bool {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return true }
        guard ![".json", ".jsonld", ".cook"].contains(where: lowered.hasSuffix) else { return false }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return text.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } == UInt8(ascii: "<")
    }

    /// The absolute folder that holds `path`: where its relative picture paths start.
    static func folder(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.endIndex)])
    }

    static var noRecipeMessage: String {
        // TRANSLATORS: a load problem after "recipes.json: "; "Recipe" and "@graph" are schema.org's and JSON-LD's words.
        tr("no schema.org Recipe in it (a cookbook file holds a Recipe object, a list of them or a JSON-LD @graph)")
    }

    /// The load problem of a file or folder the system would not read, after its path.
    static func cannotRead(_ reason: String) -> String {
        // TRANSLATORS: a load problem after "recipes.json: "; {reason} is the system's, "Permission denied".
        tr("cannot read: {reason}", ["reason": reason])
    }

    /// Why `bytes` cannot be a UTF-8 JSON file before parsing it: empty, or in another
    /// encoding, which the parser would only call "invalid value".
    private static func encodingProblem(_ bytes: [UInt8]) -> String? {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            // TRANSLATORS: a load problem after "recipes.json: ".
            return tr("the file is empty")
        }
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        // JSON starts with ASCII; a zero byte beside it is UTF-16 or UTF-32 without a mark.
        if utf16 || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0)) {
            // TRANSLATORS: a load problem after "recipes.json: ".
            return tr("the file is UTF-16 or UTF-32; cookbooks are read as UTF-8 (save it as UTF-8)")
        }
        return nil
    }

    /// The detail of `recipe`: what it holds, or its object read again from its file.
    /// A file that changed or went away since loading gives a detail that says so.
    static func content(of recipe: Recipe) -> RecipeContent {
        switch recipe.content {
        case .held(let content):
            return content
        case .inFile(let range, let stamp):
            do {
                let tape = try JSONTape(bytes: try FileBytes.read(recipe.sourcePath, range: range, ifStill: stamp))
                return SchemaOrgRecipeReader.content(from: tape.root)
            } catch {
                var content = RecipeContent.empty
                content.summary = tr(
                    // TRANSLATORS: shown in place of a recipe's description; {path} is its file.
                    "This recipe cannot be shown: {path} changed or went away since the cookbook was opened. Open the cookbook again (File ▸ Open Cookbook…).",
                    ["path": recipe.sourcePath])
                return content
            }
        }
    }

    /// Gives each recipe of `file` that has no `@id` or `identifier` of its own the id
    /// "file:" + the file's path inside the folder opened + "#" + its place in the file:
    /// it does not change when other files come, go or are renamed, nor when the folder
    /// moves, so a rating or servings never pass from one recipe to another. One that says
    /// not when it was made is dated by the file's modification time (Sort By ▸ Date Added).
    static func identify(_ recipes: inout [Recipe], in file: CookbookFile) {
        let modified = file.stamp.modifiedNanoseconds / 1_000_000_000
        for index in recipes.indices {
            if recipes[index].id == Recipe.unassignedID { recipes[index].id = "file:\(file.key)#\(index + 1)" }
            if recipes[index].dateAdded == nil { recipes[index].dateAdded = modified }
        }
    }

    /// Renames the second and later recipes with an id already taken (the same recipe
    /// in two cookbooks) to "ID#2", "ID#3", …, so that an id names one recipe for
    /// ratings and the restored selection. File order decides, so the names are stable.
    /// Recipes at `keeping` keep their ids whatever comes before them (a reload keeps the
    /// ids of the files that did not change).
    static func makeIDsUnique(_ recipes: inout [Recipe], keeping: Set<Int> = []) {
        var taken = Set(keeping.map { recipes[$0].id })
        for index in recipes.indices where !keeping.contains(index) && !taken.insert(recipes[index].id).inserted {
            let id = recipes[index].id
            var copy = 2
            while taken.contains("\(id)#\(copy)") { copy += 1 }
            recipes[index].id = "\(id)#\(copy)"
            taken.insert(recipes[index].id)
        }
    }

    /// Makes recipes with the same categories share one array: thousands of recipes have
    /// the same one or two, and one array each is tens of bytes times 100,000.
    static func shareCategoryLists(_ recipes: inout [Recipe]) {
        var shared: [[String]: [String]] = [:]
        for index in recipes.indices {
            let categories = recipes[index].categories
            if let existing = shared[categories] {
                recipes[index].categories = existing
            } else {
                shared[categories] = categories
            }
            // Keywords repeat as categories do ("vegetarian", "quick"): one array for each list.
            let keywords = recipes[index].keywords
            if let existing = shared[keywords] {
                recipes[index].keywords = existing
            } else {
                shared[keywords] = keywords
            }
        }
    }

    /// The system's words for why a file operation failed ("Permission denied").
    static func reason(for error: any Error) -> String {
        // FileManager's and Data's errors are CocoaErrors around the POSIX error.
        let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
        if let posix { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: error)
    }
}

/// The cookbook files under the paths the user named, each once, in a stable order:
/// paths as given, then within a folder by name, depth first.
///
/// Hidden files and folders are skipped. Symbolic links are followed, but a folder or
/// file already taken is not taken again, so a link loop ends and a linked file loads
/// once. "Already taken" compares device and inode numbers from one `stat` per entry,
/// which costs far less than resolving real paths or `FileManager` attributes.
struct CookbookFileWalk {
    private(set) var files: [CookbookFile] = []
    private(set) var problems: [LoadProblem] = []
    private var visited: Set<FileIdentity> = []

    mutating func add(_ path: String) throws(CookbookPathError) {
        guard let (identity, kind) = Self.identity(of: path) else {
            throw CookbookPathError(path: path, reason: String(cString: strerror(errno)))
        }
        guard visited.insert(identity).inserted else { return }
        // A path the user names is read whatever it is; in a folder, only regular files
        // are, so that a stray FIFO or device does not block loading.
        guard kind == .folder else {
            files.append(CookbookFile(path: path, key: String(path.split(separator: "/").last ?? ""), isNamedByUser: true, stamp: identity.stamp))
            return
        }
        do {
            walk(folder: path, names: try FileManager.default.contentsOfDirectory(atPath: path), keyPrefix: "")
        } catch {
            throw CookbookPathError(path: path, reason: CookbookLoader.reason(for: error))
        }
    }

    /// `keyPrefix` is the folder's path inside the folder the user named ("" there, then "Soups/").
    private mutating func walk(folder: String, names: [String], keyPrefix: String) {
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard let (identity, kind) = Self.identity(of: path) else {
                if Self.isCookbookFile(name) {
                    problems.append(LoadProblem(path: path, message: CookbookLoader.cannotRead(String(cString: strerror(errno)))))
                }
                continue
            }
            if kind == .folder {
                guard !Self.isSavedPageAssets(name, besideNames: names), visited.insert(identity).inserted else { continue }
                do {
                    walk(folder: path, names: try FileManager.default.contentsOfDirectory(atPath: path), keyPrefix: keyPrefix + name + "/")
                } catch {
                    problems.append(LoadProblem(path: path, message: CookbookLoader.cannotRead(CookbookLoader.reason(for: error))))
                }
            } else if kind == .regularFile, Self.isCookbookFile(name), visited.insert(identity).inserted {
                files.append(CookbookFile(path: path, key: keyPrefix + name, isNamedByUser: false, stamp: identity.stamp))
            } else if case .other(let what) = kind, Self.isCookbookFile(name) {
                // Not opened: reading a FIFO would wait for a writer that never comes.
                problems.append(LoadProblem(path: path, message: what))
            }
        }
    }

    /// Whether the walk takes a file named `name`. A `.txt` file is taken to be looked at:
    /// it is a cookbook only when framed as MealMaster (`CookbookLoader.readOldFormat`).
    static func isCookbookFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".json") || lowered.hasSuffix(".jsonld") || lowered.hasSuffix(".cook") || lowered.hasSuffix(".paprikarecipes")
            || lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") || CookbookLoader.OldFormat(path: lowered) != nil
    }

    /// Whether the folder `name` is the `Name_files` folder a browser saved beside
    /// `Name.html` or `Name.htm`: it holds the page's pictures, scripts and styles, and
    /// a `.json` among them is the site's data, not a cookbook. A `_files` folder with no
    /// page beside it is searched as any other.
    private static func isSavedPageAssets(_ name: String, besideNames names: [String]) -> Bool {
        guard name.hasSuffix("_files") else { return false }
        let stem = name.dropLast("_files".count)
        return names.contains { other in
            other.hasPrefix(stem) && [".html", ".htm"].contains(other.dropFirst(stem.count).lowercased())
        }
    }

    private enum Kind: Equatable {
        case folder, regularFile
        /// A FIFO, socket or device: the load problem that names it.
        case other(String)
    }

    /// What `path` leads to, following links; nil with `errno` set when nothing does.
    private static func identity(of path: String) -> (FileIdentity, Kind)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), stamp: FileStamp(info))
        let kind: Kind =
            switch info.st_mode & S_IFMT {
            case S_IFDIR: .folder
            case S_IFREG: .regularFile
            // TRANSLATORS: a load problem after the path of a file named like a cookbook.
            case S_IFIFO: .other(tr("not a regular file (a FIFO)"))
            case S_IFSOCK: .other(tr("not a regular file (a socket)"))
            default: .other(tr("not a regular file (a device)"))
            }
        return (identity, kind)
    }
}

/// The files a cookbook is read from, found before reading any of them.
struct CookbookPlan: Sendable {
    /// The paths the user named, made absolute: what names the cookbook's index.
    var roots: [String]
    fileprivate(set) var files: [CookbookFile]
    /// Entries of the folders that could not be looked at.
    fileprivate(set) var problems: [LoadProblem]
    /// The user's language: what recipes that neither say nor show theirs are read in.
    var language: RecipeLanguage

    /// What the files measured when they were found: what progress is counted against.
    var totalBytes: Int { files.reduce(0) { $0 + $1.stamp.size } }
}

/// A file to read as a cookbook.
struct CookbookFile: Sendable {
    var path: String
    /// The path inside the folder the user named ("Soups/Leek/recipe.json"); the file
    /// name of a file named itself. Part of the ids of recipes without one of their own.
    var key: String
    /// Named on the command line, rather than found in a folder.
    var isNamedByUser: Bool
    /// Size and modification time, as `stat` said when the file was found.
    var stamp: FileStamp
}

/// A file or folder, the same whichever path or link reaches it.
private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
    /// Not part of the identity; carried along from the same `stat`.
    var stamp: FileStamp

    static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool { lhs.device == rhs.device && lhs.inode == rhs.inode }
    func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}

extension FileLookup {
    /// The real file system: a picture beside a cookbook file is there when `access` finds
    /// it, and `~` is the home folder of `$HOME` or of the user named.
    static let disk = FileLookup(exists: { access($0, F_OK) == 0 }, expandingTilde: { XDGFolders().expandingTilde($0) })
}
