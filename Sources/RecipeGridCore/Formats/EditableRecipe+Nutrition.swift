/// The recipe's `nutrition`, edited and written back. An existing `NutritionInformation`
/// object is edited in place, so the facts the editor does not show (cholesterol, a
/// `@type`, a site's own fields) and its layout stay; a recipe without one gets a new one.
extension EditableRecipe {
    /// The file `bytes` with the nutrition object inside the recipe at `range` changed to
    /// `nutrition`, and the recipe's range after it; nil when that needs no splice of its own
    /// (nothing changed, or there is no object to edit: `nutritionChange` sets a whole one).
    func nutritionSplice(objectAt range: Range<Int>, in bytes: [UInt8]) throws(JSONSpliceError) -> JSONSplice.Result? {
        let recipe = try SplicedObject(bytes: bytes, range: range)
        let old = SchemaOrgRecipeReader.nutrition(recipe.node["nutrition"])
        guard nutrition != old, let member = recipe.members.last(where: { $0.key == "nutrition" }), member.value.kind == .object else {
            return nil
        }
        let inner = try JSONSplice.apply(factChanges(from: old), toObjectAt: member.valueStart..<member.valueEnd, in: bytes)
        let grown = inner.bytes.count - bytes.count
        return JSONSplice.Result(bytes: inner.bytes, objectRange: range.lowerBound..<range.upperBound + grown)
    }

    /// The change of the recipe's `nutrition` field when it is not an object to edit in
    /// place: a new `NutritionInformation`, or none when every fact was cleared.
    func nutritionChange(from object: JSONNode) -> JSONFieldChange? {
        let old = SchemaOrgRecipeReader.nutrition(object["nutrition"])
        guard nutrition != old else { return nil }
        if object["nutrition"]?.kind == .object { return nil }
        guard !nutrition.isEmpty else { return .remove("nutrition") }
        let facts = nutrition.facts.map { JSONMember(Self.nutritionKey($0.field), .string($0.value)) }
        return .set("nutrition", .object([JSONMember("@type", .string("NutritionInformation"))] + facts))
    }

    /// Each fact that reads differently, set or taken away.
    private func factChanges(from old: Nutrition) -> [JSONFieldChange] {
        NutritionField.allCases.compactMap { field in
            let new = nutrition[field].map(TextCleaning.line).flatMap { $0.isEmpty ? nil : $0 }
            guard new != old[field] else { return nil }
            return new.map { .set(Self.nutritionKey(field), .string($0)) } ?? .remove(Self.nutritionKey(field))
        }
    }

    static func nutritionKey(_ field: NutritionField) -> String { field.rawValue }
}
