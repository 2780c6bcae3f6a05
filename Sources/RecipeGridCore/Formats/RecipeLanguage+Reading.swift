extension SchemaOrgRecipeReader {
    /// The language `object` says it is in: `inLanguage`, a code, a name, or a `Language` object with `name` or
    /// `alternateName`; nil when it says none.
    static func declaredLanguage(_ value: JSONNode?) -> RecipeLanguage? {
        guard let value else { return nil }
        switch value.kind {
        case .string: return value.string.flatMap(RecipeLanguage.init(tag:))
        case .array: return value.elements.lazy.compactMap(declaredLanguage).first
        case .object: return declaredLanguage(value["alternateName"]) ?? declaredLanguage(value["name"])
        default: return nil
        }
    }
}

extension Cookbook {
    /// The language the lines of recipe `index` are read in: the one its file says, else the one its name and
    /// first ingredient lines show (`LanguageGuess`), else the user's (`language`).
    ///
    /// Guessed when the lines are shown rather than at load: only a few lines are looked at, but for each of
    /// 100,000 recipes at load they cost a third of reading the JSON.
    func language(of index: Int, _ content: RecipeContent) -> RecipeLanguage {
        recipes[index].language ?? LanguageGuess.language(name: recipes[index].name, lines: content.ingredients) ?? language
    }
}
