import Glibc
import RecipeGridCore

/// The one way the program speaks on stderr: a line starting "recipegrid: ".
enum Diagnostics {
    static func report(_ message: String) {
        write("recipegrid: \(message)\n", to: STDERR_FILENO)
    }

    /// `text` written whole to a descriptor (stderr, stdout), unbuffered as FileHandle wrote
    /// it; a write that fails ends it.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The line for a file or recipe a cookbook's load passed over.
    static func skipped(_ problem: LoadProblem) -> String {
        // TRANSLATORS: on stderr, after "recipegrid: "; {problem} is where and why, "recipes.json:3:7: invalid JSON: invalid value".
        tr("skipped {problem}", ["problem": problem.description])
    }
}
