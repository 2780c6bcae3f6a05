/// The entries of one folder, as the Open dialog completes names from them.
package struct FolderListing: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var name: String
        package var isFolder: Bool

        package init(name: String, isFolder: Bool) {
            self.name = name
            self.isFolder = isFolder
        }
    }

    /// The folder as the field has it: "" (the current folder), "~/", "/home/ann/Rec/".
    package var folder: String
    /// By name.
    package var entries: [Entry]
    /// The folder as an absolute path ("/home/ann/Rec/"), when the shell could tell: what
    /// a picture chosen in it is shown from.
    package var absoluteFolder: String?

    package init(folder: String, entries: [Entry], absoluteFolder: String? = nil) {
        self.folder = folder
        self.entries = entries
        self.absoluteFolder = absoluteFolder
    }
}

/// File ▸ Open Cookbook…'s dialog (README, Opening a cookbook): a path field that completes
/// names with Tab as a shell does, and a list under it, of the recent cookbooks while the
/// field is empty, or of the names that match once Tab has nothing more to add. A path that
/// cannot be opened is named in the dialog, which stays open; nothing else changes.
struct OpenDialog: Sendable, Equatable {
    private(set) var field = TextField()
    /// The folder of the field's path, listed: what Tab completes from.
    private(set) var listing: FolderListing?
    /// The matches are shown after a Tab that could add nothing.
    private(set) var showsMatches = false
    /// The highlighted row of the list, moved with the arrows.
    private(set) var highlighted: Int?
    /// Why the last path did not open.
    private(set) var error: String?
    /// A path is opening: the dialog closes when it is in.
    private(set) var opening = false
    /// The editor asked for a folder to save a new recipe in (none of the open cookbook
    /// takes one): Return saves there instead of opening a cookbook.
    var choosesRecipeFolder = false

    enum Row: Sendable, Equatable {
        case recent(RecentCookbook)
        case match(FolderListing.Entry)

        var title: String {
            switch self {
            case .recent(let cookbook): cookbook.title
            case .match(let entry): entry.isFolder ? entry.name + "/" : entry.name
            }
        }
    }

    var title: String { choosesRecipeFolder ? tr("Save the Recipe in a Folder") : tr("Open Cookbook") }

    /// The folder part of the path, with its last slash: "~/Rec/pies" → "~/Rec/".
    var folderPart: String { PathCompletion.folderPart(of: field.text) }

    /// The entries of the listed folder that start with the typed name.
    var matches: [FolderListing.Entry] { PathCompletion.matches(of: field.text, in: listing) }

    /// What the list under the field shows.
    func rows(recent: [RecentCookbook]) -> [Row] {
        if field.text.isEmpty { return recent.map(Row.recent) }
        return showsMatches ? matches.map(Row.match) : []
    }

    /// The field after an edit: the list and any error go, as they spoke of the old text.
    mutating func edit(_ field: TextField) {
        guard field != self.field else { return }
        if field.text != self.field.text {
            showsMatches = false
            highlighted = nil
            error = nil
        }
        self.field = field
    }

    mutating func listed(_ listing: FolderListing) { self.listing = listing }

    /// Tab: the one match whole (a folder with its slash), else the matches' common
    /// prefix, else the list of them. False when there was nothing to complete.
    mutating func complete() -> Bool {
        if let completed = PathCompletion.completed(field.text, in: listing) {
            edit(TextField(text: completed))
            return true
        }
        guard !showsMatches, matches.count > 1 else { return false }
        showsMatches = true
        return true
    }

    /// The highlight moves by `step` through `count` rows, stopping at the ends.
    mutating func moveHighlight(by step: Int, count: Int) {
        guard count > 0 else { return }
        highlighted = min(max(0, (highlighted ?? (step > 0 ? -1 : count)) + step), count - 1)
    }

    /// A match chosen from the list goes into the field, and the list closes.
    mutating func choose(_ entry: FolderListing.Entry) {
        edit(TextField(text: folderPart + entry.name + (entry.isFolder ? "/" : "")))
    }

    mutating func startOpening() {
        opening = true
        error = nil
    }

    mutating func failed(_ message: String) {
        opening = false
        error = message
    }
}
