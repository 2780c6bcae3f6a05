import FoundationEssentials
import RecipeGridCore

/// One pass over a watched cookbook after its files changed (README, Watched): the folders
/// walked again (one `stat` a file), only the files whose size or time changed read again,
/// the recipes of the others kept as they were, ids and all, and the index cache written
/// for the new files. A thousand files written by a sync client are one pass.
struct CookbookReload: Sendable {
    /// The cookbook as the last pass (or the load) left it, and the files it came from.
    var cookbook: Cookbook
    var plan: CookbookPlan

    struct Outcome: Sendable {
        var reload: CookbookReload
        /// Ids of recipes whose file was renamed: old id → new id.
        var renamedIDs: [String: String]
        /// Files read again: their problems are said on stderr.
        var problems: [LoadProblem]
        /// Whether any file came, went or changed.
        var changed: Bool
    }

    /// The next pass: `renames` (old path → new path) are files renamed since this one.
    /// Nil when the cookbook's folder itself has gone.
    func next(renames: [String: String], cache: CookbookIndexCache?) -> Outcome? {
        guard let plan = try? CookbookLoader.plan(paths: plan.roots, language: plan.language) else { return nil }
        var previous: [String: (stamp: FileStamp, recipes: [Recipe])] = [:]
        for file in self.plan.files { previous[file.path] = (file.stamp, []) }
        for recipe in cookbook.recipes { previous[recipe.sourcePath]?.recipes.append(recipe) }
        let stamps = self.plan.files.reduce(into: [String: FileStamp]()) { $0[$1.path] = $1.stamp }
        let outcomes = plan.files.concurrentMap(minimumChunk: 4) { file -> CookbookLoader.FileOutcome? in
            if stamps[file.path] == file.stamp { return nil }
            return CookbookLoader.read(file)
        }
        var recipes: [Recipe] = []
        var kept: Set<Int> = []
        var problems: [LoadProblem] = []
        var changed = plan.files.count != self.plan.files.count
        for (file, outcome) in zip(plan.files, outcomes) {
            switch outcome {
            case nil:
                let unchanged = previous[file.path]?.recipes ?? []
                kept.formUnion(recipes.count..<recipes.count + unchanged.count)
                recipes += unchanged
            case .read(_, let fileProblems, _)? where !fileProblems.isEmpty && !(previous[file.path]?.recipes.isEmpty ?? true):
                // Half written, or broken by an edit: its recipes stay as they were meanwhile.
                let last = previous[file.path]?.recipes ?? []
                kept.formUnion(recipes.count..<recipes.count + last.count)
                recipes += last
                problems += fileProblems
            case .read(var read, let fileProblems, _)?:
                changed = true
                CookbookLoader.identify(&read, in: file)
                recipes += read
                problems += fileProblems
            case .unreadable(let reason)?:
                changed = true
                problems.append(LoadProblem(path: file.path, message: CookbookLoader.cannotRead(reason)))
            }
        }
        CookbookLoader.makeIDsUnique(&recipes, keeping: kept)
        CookbookLoader.shareCategoryLists(&recipes)
        var cookbook = Cookbook(sorting: recipes, problems: plan.problems + problems)
        cookbook.language = plan.language
        if changed { cache?.save(cookbook, of: plan) }
        // An edited aisle.conf counts as a change: the grocery list regroups.
        cookbook.aisleConfig = AisleConfigFile.read(roots: plan.roots)
        changed = changed || cookbook.aisleConfig != self.cookbook.aisleConfig
        let renamedIDs = Self.renamedIDs(renames, before: self.cookbook.recipes, after: recipes)
        return Outcome(reload: CookbookReload(cookbook: cookbook, plan: plan), renamedIDs: renamedIDs, problems: problems, changed: changed)
    }

    /// A renamed file's recipes that had ids from its name ("file:old.json#2") get those
    /// of the new name at the same place, so ratings and servings follow them.
    private static func renamedIDs(_ renames: [String: String], before: RecipeTable, after: [Recipe]) -> [String: String] {
        guard !renames.isEmpty else { return [:] }
        var newIDs: [String: [String: String]] = [:]  // new path → place → id
        for recipe in after where recipe.id.hasPrefix("file:") && renames.values.contains(recipe.sourcePath) {
            newIDs[recipe.sourcePath, default: [:]][place(of: recipe.id)] = recipe.id
        }
        var mapping: [String: String] = [:]
        for recipe in before where recipe.id.hasPrefix("file:") {
            guard let newPath = renames[recipe.sourcePath], let new = newIDs[newPath]?[place(of: recipe.id)] else { continue }
            mapping[recipe.id] = new
        }
        return mapping
    }

    /// "#2" of "file:Soups/leek.json#2".
    private static func place(of id: String) -> String {
        id.lastIndex(of: "#").map { String(id[$0...]) } ?? ""
    }
}
