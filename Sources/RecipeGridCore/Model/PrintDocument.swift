/// What File ▸ Print… puts on paper, decided by the core and laid out on pages by the
/// shell: recipes as the detail shows them, or the grocery list as a checklist.
package struct PrintDocument: Sendable, Equatable {
    /// Names the PDF and the print job, and stands in every page's footer.
    package var title: String
    package var content: Content
    /// The layout's direction when it was printed: a right-to-left page is the mirror image
    /// of a left-to-right one, as the window is, and a line with no strong letter (a step's
    /// number) reads in it. Each paragraph's letters are ordered by its own first strong one.
    package var direction: LayoutDirection

    package enum Content: Sendable, Equatable {
        /// Each recipe starts on a page of its own.
        case recipes([PrintedRecipe])
        /// A checklist in groups; a group without a title is the whole list.
        case checklist([ChecklistGroup])
    }

    package init(title: String, content: Content, direction: LayoutDirection = .ltr) {
        self.title = title
        self.content = content
        self.direction = direction
    }

    /// The file Save as PDF writes: the title as a file name, no folders, no hidden files.
    package var fileName: String { Self.fileName(for: title) }

    static func fileName(for title: String) -> String {
        let safe = String(title.map { $0 == "/" || $0 == "\0" ? "-" : $0 })
        let trimmed = safe.drop { $0 == "." || $0 == " " }.reversed().drop { $0 == "." || $0 == " " }.reversed()
        return (trimmed.isEmpty ? tr("Recipe") : String(trimmed)) + ".pdf"
    }
}

/// One recipe as printed: its lines exactly as the detail shows them at the servings and
/// in the units chosen.
package struct PrintedRecipe: Sendable, Equatable {
    package var name: String
    /// "Total 45 min  ·  Prep 15 min  ·  Serves 6": the times, then the servings chosen.
    package var facts: String
    package var summary: String?
    /// A local photo to print beside the name, when the recipe has one.
    package var photoPath: String?
    /// The units the amounts are in, as the units control names them ("Metric").
    package var units: String
    package var ingredients: [String]
    package var steps: [PrintedStep]
}

/// A numbered step; `section` names the part of the recipe it begins, if it begins one.
package struct PrintedStep: Sendable, Equatable {
    package var number: Int
    package var section: String?
    package var text: String
}

/// A titled group of checklist items.
package struct ChecklistGroup: Sendable, Equatable {
    package var title: String?
    package var items: [ChecklistItem]
}

/// One line of a printed checklist; `ticked` when it is already in the basket.
package struct ChecklistItem: Sendable, Equatable {
    package var text: String
    package var ticked: Bool
}
