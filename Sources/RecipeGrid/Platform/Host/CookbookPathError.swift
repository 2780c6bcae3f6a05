import RecipeGridCore

/// A cookbook path that cannot be read at all: missing, or a file or folder the user
/// may not read. The app reports `description` and exits with status 1.
struct CookbookPathError: Error, Sendable, Equatable, CustomStringConvertible {
    var path: String
    /// What the system said, e.g. "No such file or directory".
    var reason: String

    /// "cannot read cookbook 'PATH': REASON".
    var message: String {
        // TRANSLATORS: on stderr after "recipegrid: ", or in a toast; {reason} is the system's, "No such file or directory".
        tr("cannot read cookbook '{path}': {reason}", ["path": path, "reason": reason])
    }
    /// The message with what to do about it, as the launch reports it.
    var launchMessage: String {
        // TRANSLATORS: on stderr after "recipegrid: "; {reason} is the system's, "No such file or directory".
        tr("cannot read cookbook '{path}': {reason}; pass a readable cookbook file or folder", ["path": path, "reason": reason])
    }
    var description: String { message }
}
