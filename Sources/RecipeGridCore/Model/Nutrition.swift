/// The schema.org `NutritionInformation` of a recipe, kept as the file wrote each value
/// ("240 kcal", "12 g", "1 slice"): sites write amounts, units and ranges in every form,
/// and a value shown as written is never a wrong conversion.
///
/// Only the fields given are kept, in the order of `NutritionField`, so a recipe without
/// nutrition costs an empty array.
package struct Nutrition: Sendable, Equatable {
    package var facts: [NutritionFact]

    package init(facts: [NutritionFact] = []) {
        self.facts = facts
    }

    /// The value written for `field`, if any.
    package subscript(field: NutritionField) -> String? {
        facts.first { $0.field == field }?.value
    }

    package var isEmpty: Bool { facts.isEmpty }
}

/// One field of a recipe's nutrition and its value as written.
package struct NutritionFact: Sendable, Equatable {
    package var field: NutritionField
    package var value: String

    package init(field: NutritionField, value: String) {
        self.field = field
        self.value = value
    }
}

/// The fields of schema.org `NutritionInformation`, named as the property is, in the order
/// a nutrition label lists them.
package enum NutritionField: String, Sendable, CaseIterable {
    case servingSize, calories, fatContent, saturatedFatContent, unsaturatedFatContent, transFatContent, cholesterolContent,
        sodiumContent, carbohydrateContent, fiberContent, sugarContent, proteinContent

    /// As a nutrition label names it.
    var label: String {
        switch self {
        case .servingSize: tr("Serving size")
        case .calories: tr("Calories")
        case .fatContent: tr("Fat")
        case .saturatedFatContent: tr("Saturated fat")
        case .unsaturatedFatContent: tr("Unsaturated fat")
        case .transFatContent: tr("Trans fat")
        case .cholesterolContent: tr("Cholesterol")
        case .sodiumContent: tr("Sodium")
        case .carbohydrateContent: tr("Carbohydrate")
        case .fiberContent: tr("Fibre")
        case .sugarContent: tr("Sugar")
        case .proteinContent: tr("Protein")
        }
    }
}
