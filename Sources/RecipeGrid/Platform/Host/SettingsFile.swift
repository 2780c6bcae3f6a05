import FoundationEssentials
import RecipeGridCore

/// `$XDG_CONFIG_HOME/recipegrid/recipegrid.conf` (README, Where settings live): the
/// cookbooks the user opened, newest first, in a key file a person can read and edit.
///
///     # Lines starting with # and lines RecipeGrid does not know are kept as written.
///     [Recent Cookbooks]
///     cookbook=/home/ann/Recipes
///     cookbook=/home/ann/pies.json;/home/ann/Cooklang
///
/// A cookbook of several files or folders separates them with `;`; a `;` or `\` inside a
/// path is written `\;` or `\\`, as GLib's key files do. A line that cannot be read is
/// named on stderr and skipped, never fatal; every line but the `cookbook=` lines is kept
/// as the user wrote it when the file is written again.
struct SettingsFile {
    static let group = "[Recent Cookbooks]"  // not translated: the file's group name
    static let limit = 10
    let path: String
    /// The file's lines as read: what is written back around the cookbooks.
    private(set) var lines: [String] = []
    /// The cookbooks, newest first, each its absolute paths.
    private(set) var recent: [[String]] = []
    /// False for a file that is not UTF-8 text: it is left as it is, never rewritten.
    private var rewritable = true

    /// The file at its place in the user's config folder.
    init(folders: XDGFolders) {
        path = folders.configHome + "/recipegrid/recipegrid.conf"
    }

    init(path: String) { self.path = path }

    /// Reads the file; each line it cannot read is a message for stderr.
    mutating func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        guard let text = String(data: data, encoding: .utf8) else {
            rewritable = false
            // TRANSLATORS: on stderr, after the settings file's path.
            return ["\(path): " + tr("not UTF-8 text; the recent cookbooks in it are not read (it is left as it is)")]
        }
        return read(text)
    }

    /// Parses `text`; returns what was skipped.
    mutating func read(_ text: String) -> [String] {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        recent = []
        var problems: [String] = []
        var group: String?
        for (number, raw) in lines.enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else {
                    // TRANSLATORS: on stderr, after "recipegrid.conf:3: "; {line} is the line; keep [Group] as it is.
                    problems.append("\(path):\(number + 1): " + tr("'{line}' is not a [Group] line; skipped", ["line": raw]))
                    continue
                }
                group = line
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                // TRANSLATORS: on stderr, after "recipegrid.conf:3: "; {line} is the line; keep KEY=VALUE as it is.
                problems.append("\(path):\(number + 1): " + tr("'{line}' is not KEY=VALUE; skipped", ["line": raw]))
                continue
            }
            guard group == Self.group, line[..<equals].trimmingWhitespace() == "cookbook" else { continue }
            guard let paths = Self.entry(line) else {
                // TRANSLATORS: on stderr, after "recipegrid.conf:3: ".
                problems.append("\(path):\(number + 1): " + tr("a cookbook is one or more absolute paths separated by ';'; skipped"))
                continue
            }
            if recent.count < Self.limit, !recent.contains(paths) { recent.append(paths) }
        }
        return problems
    }

    /// `paths` becomes the newest cookbook; the oldest beyond ten is forgotten.
    mutating func remember(_ paths: [String]) {
        recent = Array(([paths] + recent.filter { $0 != paths }).prefix(Self.limit))
    }

    /// The file's text with the cookbooks in place of the `cookbook=` lines of their
    /// group (where the first was, else under the group's line), every other line as it was.
    var text: String {
        let entries = recent.map { "cookbook=" + $0.map(Self.escape).joined(separator: ";") }
        var out: [String] = []
        var group: String?
        var placed = false
        for raw in lines {
            let line = raw.trimmingWhitespace()
            if line.hasPrefix("[") && line.hasSuffix("]") { group = line }
            if group == Self.group, Self.entry(line) != nil {
                if !placed { out += entries }
                placed = true
            } else {
                out.append(raw)
            }
        }
        if !placed {
            if let header = out.firstIndex(where: { $0.trimmingWhitespace() == Self.group }) {
                out.insert(contentsOf: entries, at: header + 1)
            } else {
                // not translated: the file's text, kept as written whatever the language of later runs
                if out.isEmpty { out = ["# RecipeGrid's settings (its README says what they are). Lines you add are kept."] }
                out += ["", Self.group] + entries
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The paths of a readable `cookbook=` line; nil for any other line.
    private static func entry(_ line: String) -> [String]? {
        guard let equals = line.firstIndex(of: "="), line[..<equals].trimmingWhitespace() == "cookbook" else { return nil }
        let paths = splitList(String(line[line.index(after: equals)...].drop { $0 == " " }))
        return !paths.isEmpty && paths.allSatisfy { $0.hasPrefix("/") } ? paths : nil
    }

    /// Writes the file whole to a temporary one and renames it; the reason when it cannot.
    func save() -> String? {
        guard rewritable else { return nil }
        let folder = path.deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return tr(
                // TRANSLATORS: on stderr; {path} is the settings file, {reason} the system's.
                "cannot remember the cookbook in {path}: {reason}; it opens as usual", ["path": path, "reason": CookbookLoader.reason(for: error)])
        }
    }

    /// `a;b\;c` → ["a", "b;c"]: GLib's list syntax, empty items dropped.
    static func splitList(_ value: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaped = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ";" {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        return items.filter { !$0.isEmpty }
    }

    static func escape(_ path: String) -> String {
        path.replacing("\\", with: "\\\\").replacing(";", with: "\\;")
    }
}
