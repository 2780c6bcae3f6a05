import Foundation
import Testing

/// Orca reading the recipe editor: each field's label and value as Tab reaches it, the
/// caret's character and line as it moves, a typed letter echoed, and the question Escape
/// asks. In the Orca suite, whose walks run one after the other: two Orcas at once take
/// each other's place.
extension OrcaEndToEndTests {
    @Test(.timeLimit(.minutes(30)))
    func orcaReadsTheEditor() throws {
        try Self.walk { names in
            [
                ("Right", [], ["\(names[1])."]),
                ("F2", [], ["Edit Recipe panel.", "Name entry \(names[1])."]),
                ("End", [], []),
                ("Left", [], ["e"]),
                ("Left", [], ["i"]),
                ("Tab", [], ["Categories entry Baking."]),
                ("Tab", [], ["Tags entry pie, dessert."]),
                ("Tab", [], ["Yield entry"]),
                ("9", [], ["9"]),
                // A long field: the line the caret comes to is read.
                ("Tab", [], ["Preparation time entry"]),
                ("Tab", [], ["Cooking time entry"]),
                ("Tab", [], ["Total time entry"]),
                ("Tab", [], ["Description entry"]),
                ("Tab", [], ["Source entry"]),
                ("Tab", [], ["Ingredients entry 2 cups flour"]),
                ("Down", [], ["1 tsp salt"]),
                ("Escape", [], ["Save the changes to this recipe?", "Keep Editing push button"]),
                ("Left", [], ["Discard push button"]),
                ("Return", [], ["\(names[1])."]),
            ]
        }
    }
}
