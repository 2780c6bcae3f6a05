/// The recipe editor's screen (README, Editing a recipe): labelled fields holding the
/// recipe as text, what they opened with, where Save writes, and the question it may ask.
///
/// Nothing is written until Save; a save that fails leaves every edit in place. Which
/// field has the caret is the window's focus (`FocusID.editorField`), as for any element.
struct RecipeEditor: Sendable, Equatable {
    private(set) var target: EditorTarget
    /// The recipe's id in the cookbook; nil for a new recipe.
    let recipeID: String?
    /// The recipe's fields as its file has them: what the editor does not show (its
    /// identifier, dates, the photo as written) is written back from these.
    private(set) var base: EditableRecipe
    /// A Cooklang recipe's file as it opened: its front matter is edited line by line.
    let cooklang: CooklangFile?
    /// A recipe of a format that is not written back: saved as a new recipe, the original
    /// left as it is (its file's name, for the toast).
    let copiedFrom: String?
    private(set) var fields: [EditorField]
    /// How far the form is scrolled up, in pixels.
    var scroll: Double = 0
    /// The question over the editor: unsaved changes, or a file changed on disk.
    private(set) var dialog: EditorDialog?
    /// Why the last Save wrote nothing, and the field it is about.
    private(set) var problem: EditorProblem?
    /// A folder of the photo field's path, listed: what Tab completes from when it is the
    /// folder of the path now (`PathCompletion` and the preview look at its `folder`).
    private(set) var photoListing: FolderListing?
    /// Where Escape or a save goes back to: the grid, or the detail of this recipe (by id,
    /// as the cookbook may be read again meanwhile).
    let returnsTo: Screen
    var returnRecipeID: String?
    /// The field the caret was in when the question was asked: it goes back there.
    var lastField: EditorFieldID = .name
    /// Save as a Copy is being written: the toast says so.
    var savingCopy = false
    /// Quit asked while edits were unsaved: the app quits once they are saved.
    var quitsWhenSaved = false
    /// The form laid out for the window (a function of the window and the fields).
    var layout: EditorLayout?

    var isNew: Bool { recipeID == nil }
    var title: String { isNew ? tr("New Recipe") : tr("Edit Recipe") }

    /// A new recipe: every field empty.
    init(returnsTo: Screen) {
        self.init(
            target: .newRecipe, recipeID: nil, base: EditableRecipe(name: "", categories: [], content: .empty), cooklang: nil,
            copiedFrom: nil, photo: nil, returnsTo: returnsTo)
    }

    /// The editor on `recipe`, as the shell read it from its file; nil when it could not.
    init?(_ source: EditorSource, recipe: Recipe, returnsTo: Screen) {
        switch source {
        case .json(let fields, let path, let bytes, let stamp):
            self.init(
                target: .jsonObject(path: path, bytes: bytes, stamp: stamp), recipeID: recipe.id, base: fields, cooklang: nil, copiedFrom: nil,
                photo: recipe.imagePath ?? fields.image, returnsTo: returnsTo)
        case .cooklang(let text, let path, let stamp):
            let read = CooklangReader.read(path: path, text: text, files: FileLookup(exists: { _ in false }))
            var content = RecipeContent.empty
            if case .held(let held)? = read?.content { content = held }
            var fields = EditableRecipe(name: read?.name ?? recipe.name, categories: read?.categories ?? recipe.categories, content: content)
            fields.source = CooklangParser.parse(text).value(.source)
            self.init(
                target: .cooklang(path: path, stamp: stamp), recipeID: recipe.id, base: fields, cooklang: CooklangFile(text: text),
                copiedFrom: nil, photo: nil, returnsTo: returnsTo)
        case .other(let content):
            self.init(
                target: .newRecipe, recipeID: recipe.id, base: EditableRecipe(name: recipe.name, categories: recipe.categories, content: content),
                cooklang: nil, copiedFrom: recipe.sourcePath, photo: recipe.imagePath, returnsTo: returnsTo)
        case .unreadable:
            return nil
        }
    }

    private init(
        target: EditorTarget, recipeID: String?, base: EditableRecipe, cooklang: CooklangFile?, copiedFrom: String?, photo: String?,
        returnsTo: Screen
    ) {
        self.target = target
        self.recipeID = recipeID
        self.base = base
        self.cooklang = cooklang
        self.copiedFrom = copiedFrom
        self.returnsTo = returnsTo
        let ids = cooklang == nil ? EditorFieldID.recipeFields : EditorFieldID.cooklangFields
        fields = ids.map { EditorField($0, text: Self.text(of: $0, in: base, cooklang: cooklang, photo: photo)) }
    }

    /// A field's text as the editor shows it.
    static func text(of id: EditorFieldID, in recipe: EditableRecipe, cooklang: CooklangFile?, photo: String?) -> String {
        func time(_ seconds: Int?) -> String { seconds.map(CookingTime.text(seconds:)) ?? "" }
        switch id {
        case .name: return recipe.name
        case .categories: return recipe.categories.joined(separator: ", ")
        case .keywords: return recipe.keywords.joined(separator: ", ")
        case .yield: return recipe.yield ?? ""
        case .prepTime: return time(recipe.prepTime)
        case .cookTime: return time(recipe.cookTime)
        case .totalTime: return time(recipe.totalTime)
        case .description: return recipe.description ?? ""
        case .source: return recipe.source ?? ""
        case .ingredients: return recipe.ingredients.joined(separator: "\n")
        case .steps: return EditorSteps.text(of: recipe.steps)
        case .cooklang: return cooklang?.body ?? ""
        case .photo: return photo ?? ""
        case .nutrition(let field): return recipe.nutrition[field] ?? ""
        }
    }

    /// Whether any field reads otherwise than it opened (or was last saved).
    var isChanged: Bool { fields.contains(where: \.isChanged) }

    func index(of id: EditorFieldID) -> Int? { fields.firstIndex { $0.id == id } }

    func field(_ id: EditorFieldID) -> EditorField? { index(of: id).map { fields[$0] } }

    /// The field's text after an edit; a problem about it goes, as it spoke of the old text.
    mutating func setText(_ text: EditorText, of id: EditorFieldID) {
        guard let index = index(of: id), fields[index].text != text else { return }
        if problem?.field == id, fields[index].text.text != text.text { problem = nil }
        fields[index].text = text
    }

    mutating func photoListed(_ listing: FolderListing) { photoListing = listing }

    mutating func ask(_ dialog: EditorDialog?) { self.dialog = dialog }

    mutating func report(_ problem: EditorProblem?) { self.problem = problem }

    /// After a save to `target`: what is in the fields is what is on disk now.
    mutating func saved(to target: EditorTarget) {
        self.target = target
        for index in fields.indices { fields[index].original = fields[index].text.text }
        problem = nil
        dialog = nil
    }
}

/// Why Save wrote nothing: one line, and the field to fix when it is one of them.
struct EditorProblem: Error, Sendable, Equatable {
    var field: EditorFieldID?
    var message: String
}

/// The question the editor asks before it drops or overwrites anything; the focus starts
/// on Keep Editing, the answer that loses nothing.
struct EditorDialog: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Escape (or Quit) with edits not saved; `thenQuit` when Quit asked.
        case unsavedChanges(thenQuit: Bool)
        /// The file changed on disk since the editor opened it.
        case changedOnDisk
    }

    enum Button: String, Sendable, CaseIterable {
        case save, discard, keepEditing, overwrite, saveCopy

        /// Its title in the user's language, the letter that presses it marked.
        var label: MnemonicLabel {
            switch self {
            case .save: .translated("_Save")
            case .discard: .translated("_Discard")
            case .keepEditing: .translated("_Keep Editing")
            case .overwrite: .translated("_Overwrite")
            case .saveCopy: .translated("Save as a _Copy")
            }
        }

        var title: String { label.text }
    }

    let kind: Kind

    var buttons: [Button] {
        switch kind {
        case .unsavedChanges: [.save, .discard, .keepEditing]
        case .changedOnDisk: [.overwrite, .saveCopy, .keepEditing]
        }
    }

    var title: String {
        switch kind {
        case .unsavedChanges: tr("Save the changes to this recipe?")
        case .changedOnDisk: tr("The recipe’s file changed on disk")
        }
    }

    var message: String {
        switch kind {
        case .unsavedChanges: tr("Discarded changes cannot be brought back.")
        case .changedOnDisk: tr("Another program changed it after you began editing. Overwrite its changes with yours, or keep both?")
        }
    }
}
