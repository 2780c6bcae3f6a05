extension SchemaOrgRecipeReader {
    /// The language `object` says it is in (`inLanguage`: a code, a name, or a `Language` object with `name` or
    /// `alternateName`), else the one its name and first ingredient lines show; nil when neither tells, for the
    /// loader to settle (`Recipe.settleLanguage`).
    static func language(of object: JSONNode, name: String) -> RecipeLanguage? {
        if let declared = declaredLanguage(object["inLanguage"]) { return declared }
        if let script = LanguageGuess.scriptLanguage(CollectionOfOne(name)) { return script }
        let ingredients = object["recipeIngredient"] ?? object["ingredients"]
        let lines = ingredients.map { $0.kind == .array ? Array($0.elements.prefix(5)) : [$0] } ?? []
        return LanguageGuess.language(name: name, lines: lines.compactMap(\.string))
    }

    private static func declaredLanguage(_ value: JSONNode?) -> RecipeLanguage? {
        guard let value else { return nil }
        switch value.kind {
        case .string: return value.string.flatMap(RecipeLanguage.init(tag:))
        case .array: return value.elements.lazy.compactMap(declaredLanguage).first
        case .object: return declaredLanguage(value["alternateName"]) ?? declaredLanguage(value["name"])
        default: return nil
        }
    }
}

extension Recipe {
    /// The language to read the recipe's lines in: its own, or English for a recipe no loader settled.
    var readingLanguage: RecipeLanguage { language ?? .english }

    /// Gives a recipe whose file said no language one: the one its held lines show, else `fallback`, the user's
    /// (which the shell reads from the locale). A recipe whose detail is left in its file was guessed when read.
    package mutating func settleLanguage(fallback: RecipeLanguage) {
        guard language == nil else { return }
        if case .held(let content) = content { language = LanguageGuess.language(name: name, lines: content.ingredients) }
        language = language ?? fallback
    }
}
