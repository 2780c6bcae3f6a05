/// The fields of the recipe editor (README, Editing a recipe), in their Tab order.
enum EditorFieldID: Hashable, Sendable {
    case name, categories, keywords, yield, prepTime, cookTime, totalTime, description, source
    /// One ingredient a line.
    case ingredients
    /// A blank line between steps; a line ending in ":" names the section of the steps after it.
    case steps
    /// A Cooklang recipe's own text, its markup and all: its ingredients and steps in one.
    case cooklang
    /// The photo's path, completed with Tab.
    case photo
    case nutrition(NutritionField)

    /// What the editor edits of schema.org `NutritionInformation`: what a label lists.
    static let nutritionFields: [NutritionField] = [
        .servingSize, .calories, .fatContent, .saturatedFatContent, .carbohydrateContent, .sugarContent, .fiberContent, .proteinContent,
        .sodiumContent,
    ]

    /// The fields of a JSON recipe's editor, and of a new one.
    static let recipeFields: [EditorFieldID] =
        [.name, .categories, .keywords, .yield, .prepTime, .cookTime, .totalTime, .description, .source, .ingredients, .steps, .photo]
        + nutritionFields.map(EditorFieldID.nutrition)

    /// A Cooklang recipe's: its metadata, then its text (its picture is the file of the same
    /// name, and it has no nutrition to write).
    static let cooklangFields: [EditorFieldID] =
        [.name, .categories, .keywords, .yield, .prepTime, .cookTime, .totalTime, .description, .source, .cooklang]

    var label: String {
        switch self {
        case .name: tr("Name")
        case .categories: tr("Categories")
        case .keywords: tr("Tags")
        case .yield: tr("Yield")
        case .prepTime: tr("Preparation time")
        case .cookTime: tr("Cooking time")
        case .totalTime: tr("Total time")
        case .description: tr("Description")
        case .source: tr("Source")
        case .ingredients: tr("Ingredients")
        case .steps: tr("Steps")
        case .cooklang: tr("Ingredients and steps")
        case .photo: tr("Photo")
        case .nutrition(let field): field.label
        }
    }

    /// The grey text an empty field shows: how to fill it in.
    var placeholder: String {
        switch self {
        case .name: tr("What the recipe is called")
        case .categories, .keywords: tr("Separated by commas")
        case .yield: tr("4 servings, 12 cookies")
        // not translated: the form the time reader understands, in every language
        case .prepTime, .cookTime, .totalTime: "1 h 30 min"
        case .description: tr("A few words about it")
        case .source: tr("A book, a web address, a person")
        case .ingredients: tr("One ingredient a line: 250 g flour")
        case .steps: tr("A blank line between steps")
        case .cooklang: tr("Add @salt{1%tsp} and cook for ~{10%minutes}")
        case .photo: tr("A picture file: Tab completes its path")
        case .nutrition(.servingSize): tr("1 slice")
        case .nutrition(.calories): tr("240 kcal")
        case .nutrition(.sodiumContent): tr("300 mg")
        case .nutrition: "12 g"
        }
    }

    /// Held in a multi-line field: words wrap, Return starts a line.
    var isMultiline: Bool {
        switch self {
        case .description, .ingredients, .steps, .cooklang: true
        default: false
        }
    }

    /// How many lines tall a multi-line field is drawn (it scrolls beyond them).
    var visibleLines: Int {
        switch self {
        case .description: 4
        case .ingredients: 10
        case .steps, .cooklang: 14
        default: 1
        }
    }

    /// A time field: read with `CookingTime`, written as ISO 8601.
    var isTime: Bool { self == .prepTime || self == .cookTime || self == .totalTime }

    /// As the trace names the focus there: `editor.name`, `editor.nutrition.calories`.
    var traceName: String {
        switch self {
        case .name: "name"
        case .categories: "categories"
        case .keywords: "tags"
        case .yield: "yield"
        case .prepTime: "prepTime"
        case .cookTime: "cookTime"
        case .totalTime: "totalTime"
        case .description: "description"
        case .source: "source"
        case .ingredients: "ingredients"
        case .steps: "steps"
        case .cooklang: "cooklang"
        case .photo: "photo"
        case .nutrition(let field): "nutrition.\(field.rawValue)"
        }
    }
}

/// The text of one field: a line, or many.
enum EditorText: Sendable, Equatable {
    case line(TextField)
    case lines(MultilineTextField)

    init(_ id: EditorFieldID, text: String) {
        self = id.isMultiline ? .lines(MultilineTextField(text: text)) : .line(TextField(text: text))
    }

    var text: String {
        switch self {
        case .line(let field): field.text
        case .lines(let field): field.text
        }
    }

    var selectedText: String? {
        switch self {
        case .line(let field): field.selectedText
        case .lines(let field): field.selectedText
        }
    }

    /// Pasted text in place of the selection, cleaned as each kind of field cleans it.
    mutating func insert(_ text: String) {
        switch self {
        case .line(var line):
            line.insert(text)
            self = .line(line)
        case .lines(var lines):
            lines.insert(text)
            self = .lines(lines)
        }
    }

    /// The caret's offset in characters: what a screen reader follows.
    var caret: Int {
        switch self {
        case .line(let field): field.cursor
        case .lines(let field): field.cursor
        }
    }
}

/// One labelled field of the editor and the text it opened with, to tell an edit.
struct EditorField: Sendable, Equatable {
    let id: EditorFieldID
    var text: EditorText
    /// The text it opened with (or was last saved with).
    var original: String

    init(_ id: EditorFieldID, text: String) {
        self.id = id
        self.text = EditorText(id, text: text)
        original = self.text.text
    }

    var isChanged: Bool { text.text != original }
}
