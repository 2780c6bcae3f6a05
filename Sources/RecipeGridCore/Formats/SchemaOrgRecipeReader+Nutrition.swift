extension SchemaOrgRecipeReader {
    /// Each field's key as the tape looks keys up (a static string, compared as bytes).
    static let nutritionKeys: [(field: NutritionField, key: StaticString)] = [
        (.servingSize, "servingSize"), (.calories, "calories"), (.fatContent, "fatContent"),
        (.saturatedFatContent, "saturatedFatContent"), (.unsaturatedFatContent, "unsaturatedFatContent"),
        (.transFatContent, "transFatContent"), (.cholesterolContent, "cholesterolContent"), (.sodiumContent, "sodiumContent"),
        (.carbohydrateContent, "carbohydrateContent"), (.fiberContent, "fiberContent"), (.sugarContent, "sugarContent"),
        (.proteinContent, "proteinContent"),
    ]

    /// The `nutrition` of a recipe: a `NutritionInformation` object (or the first object of
    /// an array, as some sites wrap it), each field a one-line text or a number as written.
    static func nutrition(_ value: JSONNode?) -> Nutrition {
        guard let value else { return Nutrition() }
        let object = value.kind == .array ? value.elements.first { $0.kind == .object } : value
        guard let object, object.kind == .object else { return Nutrition() }
        return Nutrition(facts: nutritionKeys.compactMap { field, key in line(object[key]).map { NutritionFact(field: field, value: $0) } })
    }
}
