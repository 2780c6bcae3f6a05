/// Links between recipes: an ingredient that is another recipe of the cookbook (Cooklang's
/// `@./Sauces/Pesto{}`) opens it from the detail, scaled as the parent asks, and Back
/// returns to the parent.
extension AppState {
    /// Follows link `link` of the open recipe: opens the recipe it names, or says that the
    /// cookbook does not have it.
    mutating func followLink(_ link: Int, context: inout UpdateContext) {
        guard let parent = detail.recipe, let content = detail.content, content.references.indices.contains(link) else { return }
        let reference = content.references[link]
        guard let target = recipe(referencedBy: reference, from: parent) else {
            showToast(tr("“{name}” is not in this cookbook", ["name": reference.name]), now: context.now)
            return
        }
        let servings = servings(of: parent, content)
        let parentFactor = Double(servings.current) / Double(servings.base)
        let scale: ReferenceScale =
            if let amount = reference.amount, reference.units.lowercased().hasPrefix("serving") {
                .servings(amount * parentFactor)
            } else {
                .factor((reference.units.isEmpty ? reference.amount ?? 1 : 1) * parentFactor)
            }
        openDetail(recipe: target, trail: detail.trail + [FollowedLink(recipe: parent, link: link)], scale: scale, context: &context)
    }

    /// The recipe a reference names: a `.cook` file at its path inside a cookbook folder
    /// (the nearest to the parent's file when several cookbooks have one), else, without
    /// case, one of that path or one of that name.
    func recipe(referencedBy reference: RecipeReference, from parent: Int) -> Int? {
        var path = Substring(reference.path)
        while path.hasPrefix("./") || path.hasPrefix("../") { path = path.drop { $0 == "." }.dropFirst() }
        let suffix = "/" + path + ".cook"
        let parentPath = store.recipes[parent].sourcePath
        func nearest(_ matches: some Sequence<Int>) -> Int? {
            matches.max { sharedPrefix(store.recipes[$0].sourcePath, parentPath) < sharedPrefix(store.recipes[$1].sourcePath, parentPath) }
        }
        let indices = store.recipes.indices
        if let exact = nearest(indices.lazy.filter { store.recipes[$0].sourcePath.hasSuffix(suffix) }) { return exact }
        let folded = suffix.lowercased()
        if let caseless = nearest(indices.lazy.filter { store.recipes[$0].sourcePath.lowercased().hasSuffix(folded) }) { return caseless }
        let name = TextFolding.fold(reference.name)
        return nearest(indices.lazy.filter { store.recipes[$0].sortKey == name })
    }

    private func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix { $0 == $1 }.count
    }

    /// Shows `recipe` for the servings a link asked: its own yield times the factor, or
    /// the servings named, rounded to whole servings.
    mutating func applyReferenceScale(_ scale: ReferenceScale, to recipe: Int, _ content: RecipeContent) {
        let base = RecipeYield.parse(content.yield).count
        let wanted: Double =
            switch scale {
            case .factor(let factor): Double(base) * factor
            case .servings(let count): count
            }
        guard wanted.isFinite else { return }
        let chosen = ServingsRules.clamped(Int(min(max(wanted, -1e6), 1e6).rounded()))
        servings[store.recipes[recipe].id] = chosen == base ? nil : chosen
    }
}

/// A link followed from the detail: the recipe it was in and which link it was.
package struct FollowedLink: Sendable, Equatable {
    var recipe: Int
    var link: Int
}

/// How a followed link scales the recipe it opens.
package enum ReferenceScale: Sendable, Equatable {
    /// Its own yield times this: `@./bread{2}` in a parent shown at its own size.
    case factor(Double)
    /// This many servings: `@./pasta{4%servings}`.
    case servings(Double)
}
