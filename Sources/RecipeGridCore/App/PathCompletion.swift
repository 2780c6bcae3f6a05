/// Completing a path with Tab as a shell does, from a listing of its folder: the Open
/// dialog's field and the editor's photo field.
enum PathCompletion {
    /// The folder part of `path`, with its last slash: "~/Rec/pies" → "~/Rec/".
    static func folderPart(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// The entries of `listing` that start with the name typed after the folder; names
    /// starting with a dot only when a dot is typed, as a shell hides them. None when the
    /// listing is of another folder.
    static func matches(of path: String, in listing: FolderListing?) -> [FolderListing.Entry] {
        let folder = folderPart(of: path)
        guard let listing, listing.folder == folder else { return [] }
        let name = String(path.dropFirst(folder.count))
        return listing.entries.filter { $0.name.hasPrefix(name) && (name.hasPrefix(".") || !$0.name.hasPrefix(".")) }
    }

    /// What Tab makes of `path`: the one match whole (a folder with its slash), else the
    /// matches' longest common prefix; nil when that adds nothing, so Tab moves on.
    static func completed(_ path: String, in listing: FolderListing?) -> String? {
        let matches = matches(of: path, in: listing)
        let folder = folderPart(of: path)
        guard let first = matches.first else { return nil }
        let completed: String
        if matches.count == 1 {
            completed = folder + first.name + (first.isFolder ? "/" : "")
        } else {
            completed =
                folder + matches.dropFirst().reduce(first.name) { prefix, entry in String(zip(prefix, entry.name).prefix { $0 == $1 }.map(\.0)) }
        }
        return completed.count > path.count ? completed : nil
    }
}

/// The steps field's text: a blank line between steps, and a line ending in ":" alone in
/// its paragraph naming the section of the steps after it, as a cookbook prints them.
enum EditorSteps {
    static func text(of steps: [RecipeStep]) -> String {
        var paragraphs: [String] = []
        var section: String?
        for step in steps {
            if step.section != section, let name = step.section { paragraphs.append(name + ":") }
            section = step.section
            paragraphs.append(step.text)
        }
        return paragraphs.joined(separator: "\n\n")
    }

    static func steps(from text: String) -> [RecipeStep] {
        var steps: [RecipeStep] = []
        var section: String?
        var paragraph: [String] = []
        func end() {
            defer { paragraph = [] }
            guard !paragraph.isEmpty else { return }
            if paragraph.count == 1, let line = paragraph.first, line.hasSuffix(":"), line.count <= 80 {
                section = String(line.dropLast()).trimmingWhitespace()
            } else {
                steps.append(RecipeStep(section: section, text: paragraph.joined(separator: "\n")))
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { end() } else { paragraph.append(trimmed) }
        }
        end()
        return steps
    }
}
