/// What Save writes: the fields read back into a recipe, checked, and where they go.
extension RecipeEditor {
    /// The write Save asks for, or why there is none (a name missing, a time not
    /// understood). Only fields that changed are taken from the editor; a new file (a new
    /// recipe, a copy, a recipe of a format not written back) takes them all.
    func write(asCopy: Bool = false, overwrite: Bool = false) -> Result<RecipeWrite, EditorProblem> {
        guard let name = field(.name).map({ TextCleaning.line($0.text.text) }), !name.isEmpty else {
            return .failure(EditorProblem(field: .name, message: tr("A recipe needs a name")))
        }
        let newFile = asCopy || target == .newRecipe
        var fields = base
        var photo: String?
        var metadata: [(key: CooklangFile.Key, value: String?)] = []
        for field in self.fields where field.isChanged || newFile {
            let text = field.text.text
            let line = TextCleaning.line(text)
            let value = line.isEmpty ? nil : line
            switch field.id {
            case .name:
                fields.name = name
                metadata.append((.title, name))
            case .categories:
                fields.categories = Self.list(text)
                metadata.append((.category, Self.list(text).joined(separator: ", ").nonEmpty))
            case .keywords:
                fields.keywords = Self.list(text)
                metadata.append((.tags, Self.list(text).joined(separator: ", ").nonEmpty))
            case .yield:
                fields.yield = value
                metadata.append((.servings, value))
            case .prepTime, .cookTime, .totalTime:
                let seconds: Int?
                switch CookingTime.seconds(from: text) {
                case .success(let parsed): seconds = parsed
                case .failure(let problem):
                    // TRANSLATORS: a problem shown under the editor: {field} is a field's label, "Prep time"; {problem} says what is wrong.
                    let message = tr("{field}: {problem}", ["field": field.id.label, "problem": problem.message])
                    return .failure(EditorProblem(field: field.id, message: message))
                }
                Self.setTime(seconds, of: field.id, in: &fields, metadata: &metadata)
            case .description:
                fields.description = TextCleaning.paragraphs(text).nonEmpty
                metadata.append((.description, fields.description))
            case .source:
                fields.source = value
                metadata.append((.source, value))
            case .ingredients:
                fields.ingredients = text.split(separator: "\n").map { TextCleaning.line(String($0)) }.filter { !$0.isEmpty }
            case .steps:
                fields.steps = EditorSteps.steps(from: text)
            case .cooklang:
                if newFile {
                    let content = CooklangReader.contentOf(CooklangParser.parse(text))
                    (fields.ingredients, fields.steps) = (content.ingredients, content.steps)
                }
            case .photo:
                photo = line
            case .nutrition(let nutrient):
                fields.nutrition = Self.nutrition(fields.nutrition, setting: nutrient, to: value)
            }
        }
        return .success(makeWrite(fields, photo: photo, metadata: metadata, asCopy: asCopy, overwrite: overwrite))
    }

    private func makeWrite(
        _ fields: EditableRecipe, photo: String?, metadata: [(key: CooklangFile.Key, value: String?)], asCopy: Bool, overwrite: Bool
    ) -> RecipeWrite {
        var fields = fields
        if asCopy || target == .newRecipe {
            // A copy is a recipe of its own: a new identity, and a new file's dates.
            if asCopy || isNew { (fields.identifier, fields.dateCreated, fields.dateModified) = (nil, nil, nil) }
            return RecipeWrite(target: .newRecipe, fields: fields, photo: photo?.nonEmpty ?? (asCopy ? field(.photo)?.text.text.nonEmpty : nil))
        }
        switch target {
        case .cooklang:
            let body = field(.cooklang)?.text.text ?? cooklang?.body ?? ""
            let text = (cooklang ?? CooklangFile(text: "")).text(body: body, setting: metadata)
            return RecipeWrite(target: target, fields: fields, cooklangText: text, overwrite: overwrite)
        default:
            // A recipe whose id comes from its file's name gets an identifier of its own on
            // its first save, so that its rating and notes follow it through a rename.
            let keeps = fields.identifier == nil && recipeID?.hasPrefix("file:") == true ? recipeID : nil
            return RecipeWrite(target: target, fields: fields, photo: photo, overwrite: overwrite, identityToKeep: keeps, recipeID: recipeID)
        }
    }

    static func list(_ text: String) -> [String] {
        text.split { $0 == "," || $0 == "\n" }.map { TextCleaning.line(String($0)) }.filter { !$0.isEmpty }
    }

    private static func setTime(
        _ seconds: Int?, of id: EditorFieldID, in fields: inout EditableRecipe, metadata: inout [(key: CooklangFile.Key, value: String?)]
    ) {
        let written = seconds.map(CookingTime.text(seconds:))
        switch id {
        case .prepTime: (fields.prepTime, metadata) = (seconds, metadata + [(.prepTime, written)])
        case .cookTime: (fields.cookTime, metadata) = (seconds, metadata + [(.cookTime, written)])
        default: (fields.totalTime, metadata) = (seconds, metadata + [(.totalTime, written)])
        }
    }

    /// `nutrition` with one fact set or taken away, in a label's order.
    static func nutrition(_ nutrition: Nutrition, setting field: NutritionField, to value: String?) -> Nutrition {
        var values = Dictionary(uniqueKeysWithValues: nutrition.facts.map { ($0.field, $0.value) })
        values[field] = value
        return Nutrition(facts: NutritionField.allCases.compactMap { field in values[field].map { NutritionFact(field: field, value: $0) } })
    }
}

extension String {
    /// Nil for "", as a field left empty is no value.
    var nonEmpty: String? { isEmpty ? nil : self }
}
