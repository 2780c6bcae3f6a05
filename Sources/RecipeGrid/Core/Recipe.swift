/// One recipe as the app shows it, normalised from schema.org `Recipe` JSON-LD.
///
/// Invariants: `name` is non-empty; `sortKey` is `name` folded by `TextFolding.fold`;
/// `emoji` is always set (chosen from name, category and keywords when there is no image).
struct Recipe: Sendable, Equatable {
    /// `@id` or `identifier` when the file gives one, else "name:" and the folded name;
    /// duplicates get "#2", "#3", … in load order. Keys ratings and the saved selection.
    var id: String
    var name: String
    var categories: [String]
    var ingredients: [String]
    var steps: [RecipeStep]
    /// Absolute path of a local image, when `image` names one.
    var imagePath: String?
    var summary: String?
    /// Durations in seconds, from ISO 8601 (`PT1H30M`).
    var totalTime: Int?
    var prepTime: Int?
    var cookTime: Int?
    var yield: String?
    var keywords: [String]
    var emoji: String
    var sortKey: String
    /// The file the recipe came from.
    var sourcePath: String
}

/// One instruction; `section` names the `HowToSection` it came from, if any.
struct RecipeStep: Sendable, Equatable {
    var section: String?
    var text: String
}
