import Foundation
import RecipeGridCore

/// The one way the program speaks on stderr: a line starting "recipegrid: ".
enum Diagnostics {
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("recipegrid: \(message)\n".utf8))
    }

    /// The line for a file or recipe a cookbook's load passed over.
    static func skipped(_ problem: LoadProblem) -> String {
        // TRANSLATORS: on stderr, after "recipegrid: "; {problem} is where and why, "recipes.json:3:7: invalid JSON: invalid value".
        tr("skipped {problem}", ["problem": problem.description])
    }
}
