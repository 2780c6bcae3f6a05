/// One recipe as the grid shows it, normalised from schema.org `Recipe` JSON-LD: what a
/// tile, the sidebar, type-to-select and the saved state need, and where the rest is.
///
/// Invariants: `name` is non-empty; `sortKey` is `name` folded by `TextFolding.fold`;
/// `emoji` is always set (chosen from name, category and keywords when there is no image).
package struct Recipe: Sendable, Equatable {
    /// `@id` or `identifier` when the file gives one, else "file:", the file's path inside
    /// the cookbook folder and the recipe's place in it ("file:Soups/leek.json#1"), given by
    /// the loader; duplicates get "#2", "#3", … in load order. Keys ratings, servings and
    /// the saved selection, so it never depends on which other files are there.
    package var id: String
    package var name: String
    package var categories: [String]
    /// Its keywords (`keywords`, Cooklang's `tags`): the sidebar's Tags filter by them.
    package var keywords: [String]
    /// Absolute path of a local image, when `image` names one.
    package var imagePath: String?
    package var emoji: String
    package var sortKey: String
    /// The file the recipe came from.
    package var sourcePath: String
    /// Ingredients, steps and the rest of the detail: held, or left in the file.
    package var content: RecipeContentSource
    /// When it joined the cookbook, in seconds since 1970 (UTC): its `dateCreated`, else
    /// its file's modification time, given by the loader; nil when neither is known.
    /// What View ▸ Sort By ▸ Date Added orders by.
    package var dateAdded: Int?
    /// The language its file says it is written in (`inLanguage`, Cooklang's `locale`), which says how its
    /// ingredient lines read; nil when it says none, and `Cookbook.language(of:_:)` guesses from its text.
    package var language: RecipeLanguage?

    /// What a reader gives a recipe whose file names no id: the loader, which knows the
    /// file's place in the cookbook, replaces it.
    package static let unassignedID = ""

    package init(
        id: String, name: String, categories: [String], keywords: [String] = [], imagePath: String?, emoji: String, sortKey: String,
        sourcePath: String, content: RecipeContentSource, dateAdded: Int? = nil, language: RecipeLanguage? = nil
    ) {
        self.id = id
        self.name = name
        self.categories = categories
        self.keywords = keywords
        self.imagePath = imagePath
        self.emoji = emoji
        self.sortKey = sortKey
        self.sourcePath = sourcePath
        self.content = content
        self.dateAdded = dateAdded
        self.language = language
    }

    /// A recipe whose detail is held in memory (tests, and recipes made by the app).
    package init(
        id: String, name: String, categories: [String], ingredients: [String], steps: [RecipeStep], imagePath: String?,
        summary: String?, totalTime: Int?, prepTime: Int?, cookTime: Int?, yield: String?, keywords: [String], emoji: String,
        sortKey: String, sourcePath: String, dateAdded: Int? = nil, language: RecipeLanguage? = nil
    ) {
        let content = RecipeContent(
            ingredients: ingredients, steps: steps, summary: summary, totalTime: totalTime, prepTime: prepTime, cookTime: cookTime,
            yield: yield, keywords: keywords)
        self.init(
            id: id, name: name, categories: categories, keywords: keywords, imagePath: imagePath, emoji: emoji, sortKey: sortKey,
            sourcePath: sourcePath, content: .held(content), dateAdded: dateAdded, language: language)
    }
}

/// Where a recipe's detail is: in memory, or at a byte range of its source file, read
/// again when the detail opens. Keeping only the range is what lets 100,000 recipes
/// fit in a few tens of MB.
package enum RecipeContentSource: Sendable, Equatable {
    /// Boxed, so that a recipe whose detail is in its file is not as large as one holding it.
    indirect case held(RecipeContent)
    /// The recipe's JSON object, `bytes` of `sourcePath`, as it was when loaded (the file's
    /// size and modification time then, to notice a change).
    case inFile(bytes: Range<Int>, stamp: FileStamp)
}

/// A file's size and modification time: when either differs, offsets into it are stale.
package struct FileStamp: Sendable, Hashable, Codable {
    package var size: Int
    package var modifiedNanoseconds: Int

    package init(size: Int, modifiedNanoseconds: Int) {
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
    }
}

/// What the detail screen shows beyond the tile: ingredients, steps and facts.
package struct RecipeContent: Sendable, Equatable {
    var ingredients: [String]
    var steps: [RecipeStep]
    package var summary: String?
    /// Durations in seconds, from ISO 8601 (`PT1H30M`).
    var totalTime: Int?
    var prepTime: Int?
    var cookTime: Int?
    var yield: String?
    var keywords: [String]
    /// Background the recipe gives beside its steps (Cooklang's `> …` notes).
    var notes: [String] = []
    /// Ingredients that are other recipes of the cookbook (Cooklang's `@./Sauces/Pesto{}`).
    var references: [RecipeReference] = []
    /// Calories, fat, protein and the rest, as written; empty when the file gives none.
    var nutrition = Nutrition()

    package static let empty = RecipeContent(
        ingredients: [], steps: [], summary: nil, totalTime: nil, prepTime: nil, cookTime: nil, yield: nil, keywords: [])
}

/// An ingredient line that names another recipe by its path in the cookbook folder: the
/// detail shows it as a link that opens that recipe, scaled by `amount` (a factor, or a
/// number of servings when `units` says "servings") and by its parent's own scale.
package struct RecipeReference: Sendable, Equatable {
    /// As written, from the cookbook's root folder and without `.cook`: "./Sauces/Pesto".
    var path: String
    /// Its last component, as the ingredient line shows it: "Pesto".
    var name: String
    var amount: Double?
    var units: String
    /// The ingredient line it is, by index.
    var ingredient: Int
}

/// One instruction; `section` names the `HowToSection` it came from, if any.
package struct RecipeStep: Sendable, Equatable {
    var section: String?
    var text: String

    package init(section: String? = nil, text: String) {
        self.section = section
        self.text = text
    }
}
