/// The fields of a schema.org recipe that the editor edits, as plain values read the way
/// the app reads them, and the `JSONFieldChange`s that write an edited copy back.
///
/// Only the fields whose value reads differently from the file's become changes: a field
/// the user did not touch is not rewritten, even when the file writes it in another form
/// ("PT90M" for an hour and a half, keywords as one comma-separated string). A changed
/// field keeps the file's form where it can (a list as a string or an array, steps as
/// HowToStep objects or strings, a yield as a number).
package struct EditableRecipe: Sendable, Equatable {
    package var name: String
    /// `recipeCategory`.
    package var categories: [String]
    package var keywords: [String]
    /// `recipeYield`, as written ("4", "12 cookies").
    package var yield: String?
    /// Durations in seconds, written as ISO 8601 (`PT1H30M`).
    package var prepTime: Int?
    package var cookTime: Int?
    package var totalTime: Int?
    package var description: String?
    /// Where the recipe comes from: `isBasedOn`, else `url`.
    package var source: String?
    /// `recipeIngredient` (or the older `ingredients`, when that is what the file has).
    package var ingredients: [String]
    /// `recipeInstructions`; a step's section is the `HowToSection` it is in.
    package var steps: [RecipeStep]
    /// The `image` reference as written (a path beside the file or a web address), not
    /// the absolute path the grid shows.
    package var image: String?
    package var identifier: String?
    /// ISO 8601 dates as the file writes them. The core reads no clock: the editor sets
    /// `dateModified` from the time the shell gives it.
    package var dateCreated: String?
    package var dateModified: String?
    /// `nutrition`: the facts as written ("240 kcal").
    package var nutrition: Nutrition

    /// The fields as the recipe `object` has them.
    package init(_ object: JSONNode) {
        self.init(
            name: SchemaOrgRecipeReader.line(object["name"]) ?? "", categories: SchemaOrgRecipeReader.list(object["recipeCategory"]),
            content: SchemaOrgRecipeReader.content(from: object))
        source = Self.reference(object["isBasedOn"]) ?? Self.reference(object["url"])
        image = Self.reference(object["image"])
        identifier = SchemaOrgRecipeReader.line(object["identifier"])
        dateCreated = SchemaOrgRecipeReader.line(object["dateCreated"])
        dateModified = SchemaOrgRecipeReader.line(object["dateModified"])
    }

    /// The fields of a recipe read from another format (or of none yet: `content` empty),
    /// for a new file.
    package init(name: String, categories: [String], content: RecipeContent) {
        self.name = name
        self.categories = categories
        keywords = content.keywords
        yield = content.yield
        prepTime = content.prepTime
        cookTime = content.cookTime
        totalTime = content.totalTime
        description = content.summary
        ingredients = content.ingredients
        steps = content.steps
        nutrition = content.nutrition
    }

    /// The fields of the recipe object at `range` of the file `bytes` (its
    /// `RecipeContentSource.inFile` range), for the editor to start from.
    package static func read(objectAt range: Range<Int>, in bytes: [UInt8]) throws(JSONSpliceError) -> EditableRecipe {
        EditableRecipe(try SplicedObject(bytes: bytes, range: range).node)
    }

    /// The file `bytes` with the recipe object at `range` holding these values, every byte
    /// the edit does not concern kept as it was (`JSONSplice`).
    package func written(toObjectAt range: Range<Int>, in bytes: [UInt8]) throws(JSONSpliceError) -> JSONSplice.Result {
        // An existing nutrition object is edited inside first; the recipe's end moves by as much.
        let inner = try nutritionSplice(objectAt: range, in: bytes)
        let (bytes, range) = inner.map { ($0.bytes, $0.objectRange) } ?? (bytes, range)
        let object = try SplicedObject(bytes: bytes, range: range).node
        return try JSONSplice.apply(changes(from: object), toObjectAt: range, in: bytes)
    }

    /// A new recipe's file: a schema.org `Recipe` object holding these fields, laid out
    /// as Nextcloud Cookbook writes its `recipe.json` (two spaces a level).
    package func newFile() -> [UInt8] {
        // not translated: the file's JSON
        let skeleton = Array("{\n  \"@context\": \"https://schema.org\",\n  \"@type\": \"Recipe\"\n}\n".utf8)
        return (try? written(toObjectAt: 0..<skeleton.count - 1, in: skeleton).bytes) ?? skeleton
    }

    /// The changes that make the recipe `object` read as these values, in the order of
    /// the fields above; none for a field that already reads so.
    package func changes(from object: JSONNode) -> [JSONFieldChange] {
        let old = EditableRecipe(object)
        var changes: [JSONFieldChange] = []
        func text(_ key: String, _ new: String?, _ old: String?, clean: (String) -> String = TextCleaning.line) {
            let cleaned = new.map(clean).flatMap { $0.isEmpty ? nil : $0 }
            guard cleaned != old else { return }
            changes.append(cleaned == nil ? .remove(key) : .set(key, Self.textValue(new!, like: object.member(key))))
        }
        text("name", name, old.name)
        list("recipeCategory", categories, old.categories, in: object, into: &changes)
        list("keywords", keywords, old.keywords, in: object, into: &changes)
        text("recipeYield", yield, old.yield)
        for (key, new, was) in [("prepTime", prepTime, old.prepTime), ("cookTime", cookTime, old.cookTime), ("totalTime", totalTime, old.totalTime)]
        where new != was {
            changes.append(new.map { .set(key, .string(ISO8601Duration.text(seconds: $0))) } ?? .remove(key))
        }
        text("description", description, old.description, clean: TextCleaning.paragraphs)
        sourceChange(from: object, old: old.source, into: &changes)
        ingredientChange(from: object, old: old.ingredients, into: &changes)
        if steps != old.steps {
            changes.append(steps.isEmpty ? .remove("recipeInstructions") : .set("recipeInstructions", stepsValue(like: object["recipeInstructions"])))
        }
        text("image", image, old.image)
        text("identifier", identifier, old.identifier)
        text("dateCreated", dateCreated, old.dateCreated)
        text("dateModified", dateModified, old.dateModified)
        if let change = nutritionChange(from: object) { changes.append(change) }
        return changes
    }
}

extension EditableRecipe {
    /// A list written as the file wrote it: an array stays an array; a string, or no
    /// field yet, becomes one comma-separated string, as recipe sites write keywords.
    private func list(_ key: String, _ new: [String], _ old: [String], in object: JSONNode, into changes: inout [JSONFieldChange]) {
        let cleaned = new.map(TextCleaning.line).filter { !$0.isEmpty }
        guard cleaned != old else { return }
        guard !cleaned.isEmpty else { return changes.append(.remove(key)) }
        let value: JSONValue = object.member(key)?.kind == .array ? .array(cleaned.map(JSONValue.string)) : .string(cleaned.joined(separator: ", "))
        changes.append(.set(key, value))
    }

    /// The source goes where the file has it (`isBasedOn`, else `url`), else in
    /// `isBasedOn`, the property schema.org has for the work a recipe is based on. Taken
    /// away, it leaves both: `url` would otherwise be read as the source.
    private func sourceChange(from object: JSONNode, old: String?, into changes: inout [JSONFieldChange]) {
        let new = source.map(TextCleaning.line).flatMap { $0.isEmpty ? nil : $0 }
        guard new != old else { return }
        guard let new else {
            changes += ["isBasedOn", "url"].filter { object.member($0) != nil }.map(JSONFieldChange.remove)
            return
        }
        let key = Self.reference(object["isBasedOn"]) == nil && object["url"] != nil ? "url" : "isBasedOn"
        changes.append(.set(key, .string(new)))
    }

    private func ingredientChange(from object: JSONNode, old: [String], into changes: inout [JSONFieldChange]) {
        let cleaned = ingredients.map(TextCleaning.line).filter { !$0.isEmpty }
        guard cleaned != old else { return }
        // Only a file that has the name schema.org used before keeps it.
        let key = object["recipeIngredient"] == nil && object["ingredients"] != nil ? "ingredients" : "recipeIngredient"
        changes.append(cleaned.isEmpty ? .remove(key) : .set(key, .array(cleaned.map(JSONValue.string))))
    }

    /// How the file writes its steps, so that edited ones are written alike.
    enum StepForm {
        /// `{"@type": "HowToStep", "text": …}`, what search engines ask for: also for a
        /// recipe that had no steps.
        case howToSteps
        /// An array of strings.
        case strings
        /// One string, a step a line.
        case lines
    }

    static func stepForm(of value: JSONNode?) -> StepForm {
        guard let value else { return .howToSteps }
        switch value.kind {
        case .string: return .lines
        case .array:
            guard let first = value.elements.first else { return .howToSteps }
            if first.kind == .object, let inner = first["itemListElement"] { return stepForm(of: inner) == .strings ? .strings : .howToSteps }
            return first.kind == .string ? .strings : .howToSteps
        default: return .howToSteps
        }
    }

    /// The steps in the file's form; a run of steps of one section becomes a
    /// `HowToSection` of that name (one string cannot hold sections).
    func stepsValue(like old: JSONNode?) -> JSONValue {
        var form = Self.stepForm(of: old)
        if form == .lines {
            guard steps.contains(where: { $0.section != nil }) else { return .string(steps.map(\.text).joined(separator: "\n")) }
            form = .strings
        }
        func item(_ step: RecipeStep) -> JSONValue {
            form == .strings ? .string(step.text) : .object([JSONMember("@type", .string("HowToStep")), JSONMember("text", .string(step.text))])
        }
        var items: [JSONValue] = []
        var index = 0
        while index < steps.count {
            guard let section = steps[index].section else {
                items.append(item(steps[index]))
                index += 1
                continue
            }
            let run = steps[index...].prefix { $0.section == section }
            items.append(
                .object([
                    JSONMember("@type", .string("HowToSection")), JSONMember("name", .string(section)),
                    JSONMember("itemListElement", .array(run.map(item))),
                ]))
            index += run.count
        }
        return .array(items)
    }

    /// A string, or a number when the file had a number there and the new text is one.
    static func textValue(_ text: String, like old: JSONNode?) -> JSONValue {
        if old?.kind == .number, let number = Double(text), number.isFinite { return .number(number) }
        return .string(text)
    }

    /// A reference to another resource: a string, the first of an array, or the `url`
    /// (`contentUrl`, `@id`) of an object such as an ImageObject or CreativeWork.
    static func reference(_ value: JSONNode?) -> String? {
        guard let value else { return nil }
        switch value.kind {
        case .array: return value.elements.lazy.compactMap { reference($0) }.first
        case .object:
            return SchemaOrgRecipeReader.line(value["url"]) ?? SchemaOrgRecipeReader.line(value["contentUrl"])
                ?? SchemaOrgRecipeReader.line(value["@id"])
        default: return SchemaOrgRecipeReader.line(value)
        }
    }
}
