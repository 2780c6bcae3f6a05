import FoundationEssentials
import Glibc
import RecipeGridCore

/// Appends `--trace` records (README, Tracing) to a file or stdout, one JSON object per line.
@MainActor
final class TraceWriter {
    private let file: UnsafeMutablePointer<FILE>
    private var seq = 0

    /// `path` "-" means stdout; otherwise the file is opened for appending.
    init(path: String) throws(LaunchError) {
        if path == "-" {
            guard let standardOutput = fdopen(STDOUT_FILENO, "a") else {
                // TRANSLATORS: on stderr, after "recipegrid: ".
                throw LaunchError.runtime(tr("cannot write the trace to stdout"))
            }
            file = standardOutput
        } else {
            guard let opened = fopen(path, "a") else {
                throw LaunchError.runtime(
                    // TRANSLATORS: on stderr, after "recipegrid: "; {path} is the file asked for, {reason} the system's.
                    tr("cannot write the trace file '{path}': {reason}", ["path": path, "reason": String(cString: strerror(errno))]))
            }
            file = opened
        }
    }

    func write(_ event: TraceRecord.Event, key: String?, micros: Int, state: AppState) {
        seq += 1
        let line = TraceRecord(seq: seq, event: event, key: key, micros: micros).json(for: state) + "\n"
        fputs(line, file)
        fflush(file)
    }
}
