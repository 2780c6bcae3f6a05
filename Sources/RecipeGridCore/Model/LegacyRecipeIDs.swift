/// The ids state files knew before recipes had ids that do not depend on load order.
///
/// A recipe without `@id` or `identifier` was keyed by "name:" and its folded name
/// ("cooklang:" for a Cooklang file), with "#2", "#3", … for the second and later recipe
/// of the same name. The state file is one for every cookbook the user opens, so such an
/// entry moves to its recipe's new id the first time a cookbook holding that recipe opens,
/// and the entries of recipes in other cookbooks wait for theirs.
enum LegacyRecipeIDs {
    /// Whether `id` may be one of before: only these need the mapping.
    static func isLegacy(_ id: String) -> Bool { id.hasPrefix("name:") || id.hasPrefix("cooklang:") }

    /// Old id → new id, for the recipes of `recipes` whose id the loader gave them.
    /// Recipes of the same name count "#2", "#3" in `recipes`' order (by name, then id),
    /// which is as near to the old load order as the new ids allow.
    static func mapping(for recipes: RecipeTable) -> [String: String] {
        var mapping: [String: String] = [:]
        var seen: [String: Int] = [:]
        for index in recipes.indices {
            let id = recipes.id(at: index)
            guard id.hasPrefix("file:") else { continue }
            let base = (recipes.sourcePath(at: index).lowercased().hasSuffix(".cook") ? "cooklang:" : "name:") + recipes.sortKey(at: index)
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            mapping[count == 1 ? base : "\(base)#\(count)"] = id
        }
        return mapping
    }

    /// `entries` with each old key that `mapping` knows under its new one; an entry already
    /// kept under the new id wins, unless it moves on itself: the renames are made all at
    /// once, so recipes numbered anew in a file (#3 → #2, #4 → #3) take their entries along.
    static func adopt<Value>(_ entries: [String: Value], _ mapping: [String: String]) -> [String: Value] {
        guard !mapping.isEmpty, entries.keys.contains(where: { mapping[$0] != nil }) else { return entries }
        var adopted = entries
        for old in entries.keys where mapping[old] != nil { adopted[old] = nil }
        for (old, value) in entries {
            guard let new = mapping[old] else { continue }
            if entries[new] == nil || mapping[new] != nil { adopted[new] = value }
        }
        return adopted
    }
}
