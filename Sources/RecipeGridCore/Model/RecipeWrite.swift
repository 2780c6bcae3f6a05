/// A recipe as the editor opens it, read by the shell (`Effect.readForEditing`).
package enum EditorSource: Sendable, Equatable {
    /// A recipe object of a JSON or JSON-LD file, at `bytes` of it, as the file is now
    /// (`stamp`): it is written back into its place.
    case json(EditableRecipe, path: String, bytes: Range<Int>, stamp: FileStamp)
    /// A Cooklang file's whole text: it is written back as Cooklang.
    case cooklang(text: String, path: String, stamp: FileStamp)
    /// A recipe of a format the app does not write back (a saved web page, a Paprika
    /// archive, MealMaster): its detail, saved as a new recipe.
    case other(RecipeContent)
    /// Why it cannot be edited now, in one line.
    case unreadable(String)
}

/// Where the editor's Save writes.
package enum EditorTarget: Sendable, Equatable {
    /// A new `NAME/recipe.json` in the first folder of the open cookbook that takes one
    /// (never the bundled sample): a new recipe, a copy, a recipe of another format.
    case newRecipe
    /// Into the recipe's object at `bytes` of a JSON file, if it is still as it was at `stamp`.
    case jsonObject(path: String, bytes: Range<Int>, stamp: FileStamp)
    /// The Cooklang file, if it is still as it was at `stamp`.
    case cooklang(path: String, stamp: FileStamp)
}

/// What Save asks the shell to write (`Effect.writeRecipe`).
package struct RecipeWrite: Sendable, Equatable {
    package var target: EditorTarget
    /// The edited fields. Written as changes to the file's own (`EditableRecipe.changes`),
    /// into a new file's skeleton for a new recipe. `image` is left to `photo`.
    package var fields: EditableRecipe
    /// A Cooklang file's text with its metadata edited, for `.cooklang`.
    package var cooklangText: String?
    /// The photo's path as typed ("~/Pictures/pie.jpg", or relative to the current
    /// folder), when it changed or the recipe is new; "" takes the photo away.
    package var photo: String?
    /// Written over a file that changed on disk since the editor opened (the user chose
    /// Overwrite).
    package var overwrite: Bool
    /// The recipe's id before, when the shell must give it an `identifier` to keep: its
    /// rating, servings and grocery links follow it to the new one.
    package var identityToKeep: String?
    /// The recipe's id in the cookbook (nil for a new one): how Overwrite finds it again
    /// in a file the other program changed.
    package var recipeID: String?
    /// For a new recipe: the folder it goes in, as typed ("~/Recipes"), made when missing;
    /// nil for the first folder of the open cookbook that takes one.
    package var folder: String?

    package init(
        target: EditorTarget, fields: EditableRecipe, cooklangText: String? = nil, photo: String? = nil, overwrite: Bool = false,
        identityToKeep: String? = nil, recipeID: String? = nil
    ) {
        self.target = target
        self.fields = fields
        self.cooklangText = cooklangText
        self.photo = photo
        self.overwrite = overwrite
        self.identityToKeep = identityToKeep
        self.recipeID = recipeID
    }
}

/// How a write went (`Action.recipeWritten`).
package enum RecipeWriteOutcome: Sendable, Equatable {
    /// On disk at `path`; `change` is the cookbook read again with it (nil when the shell
    /// watches no cookbook), `renamedIDs` the ids it replaced; `note` a toast to say more.
    case saved(path: String, change: CookbookStore?, renamedIDs: [String: String], note: String?)
    /// The file changed on disk since the editor opened: nothing was written.
    case changedOnDisk
    /// Nothing was written; the reason and what to do, in one line.
    case failed(String)
    /// A new recipe, and no folder of the open cookbook takes one (a single file, an
    /// archive, the bundled sample): nothing was written, the user is asked for a folder.
    case needsFolder
}
