import FoundationEssentials
import RecipeGridCore

/// The cookbook folders a first run offers (README, First run), found by looking only in
/// the places cooks keep them, and at most two folders deep in each: `~/Recipes`, the
/// documents folder's `Recipes`, and the `Recipes` folder of each folder the Nextcloud
/// client syncs (Nextcloud Cookbook's default), read from the client's own settings. A
/// place counts when a recipe file (JSON, a saved page, Cooklang, a Paprika export,
/// MealMaster or MasterCook; a `.txt` file does not count) is
/// there; nothing else on the disk is searched.
enum CookbookFinder {
    static func offers(folders: XDGFolders) -> [WelcomeScreen.Offer] {
        // The folders are named as cooks and Nextcloud name them on disk, in English; the
        // words beside them are the user's language.
        var places: [(path: String, where: String)] = [
            (folders.home + "/Recipes", tr("In your home folder")),  // not translated: the path
            (folders.documents + "/Recipes", tr("In your documents")),  // not translated: the path
        ]
        // not translated: the path
        places += nextcloudFolders(configHome: folders.configHome).map { ($0 + "/Recipes", tr("Synced by Nextcloud")) }
        var seen: Set<String> = []
        return places.compactMap { place in
            let real = URL(fileURLWithPath: place.path).resolvingSymlinksInPath().path
            guard seen.insert(real).inserted else { return nil }
            let count = recipeFiles(in: place.path, depth: 2)
            guard count.all > 0 else { return nil }
            let detail =
                count.cooklang == count.all
                // TRANSLATORS: below a folder offered on the welcome screen; {place} is "In your home folder".
                ? trn("{place} · {count} Cooklang file", "{place} · {count} Cooklang files", count: count.all, ["place": place.where])
                : trn("{place} · {count} recipe file", "{place} · {count} recipe files", count: count.all, ["place": place.where])
            return WelcomeScreen.Offer(.cookbook([place.path]), title: folders.abbreviating(place.path), detail: detail)
        }
    }

    /// The local folders the Nextcloud desktop client syncs: its `nextcloud.cfg` holds
    /// them as `0\Folders\1\localPath=/home/ann/Nextcloud/` lines.
    static func nextcloudFolders(configHome: String) -> [String] {
        // not translated: the client's file
        guard let data = FileManager.default.contents(atPath: configHome + "/Nextcloud/nextcloud.cfg") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let equals = line.firstIndex(of: "="), line[..<equals].hasSuffix("\\localPath") else { return nil }
            var path = line[line.index(after: equals)...].trimmingWhitespace()
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            return path.hasPrefix("/") ? path : nil
        }
    }

    /// How many recipe files `folder` holds within `depth` folders below it, and how many
    /// of them are Cooklang; hidden entries are skipped, as the loader skips them.
    private static func recipeFiles(in folder: String, depth: Int) -> (all: Int, cooklang: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return (0, 0) }
        var count = (all: 0, cooklang: 0)
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isFolder = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder {
                guard depth > 0 else { continue }
                let inner = recipeFiles(in: path, depth: depth - 1)
                count = (count.all + inner.all, count.cooklang + inner.cooklang)
            } else if CookbookFileWalk.isCookbookFile(name) && !name.lowercased().hasSuffix(".txt") {
                // A text file alone does not make a folder a cookbook: most are notes.
                count.all += 1
                if name.lowercased().hasSuffix(".cook") { count.cooklang += 1 }
            }
        }
        return count
    }
}

extension XDGFolders {
    /// `path` with the home folder written "~", as menus show it.
    func abbreviating(_ path: String) -> String {
        let home = self.home
        if path == home { return "~" }
        return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }
}
