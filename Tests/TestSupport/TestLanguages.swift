import Foundation

/// What a test of another language needs: the checkout's po/ files, compiled into
/// `.build/locale` as `make` does (where the binary under test finds them), and a glibc locale
/// made by `localedef` into a private folder for `LOCPATH`, since a test machine often has
/// only C.UTF-8 (the `locales` package gives localedef its sources; scripts/install-deps.sh).
public enum TestLanguages {
    public static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// po/LANGUAGE.po, read.
    public static func po(_ language: String) throws -> POFile {
        try POFile(path: checkout.appendingPathComponent("po/\(language).po").path)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var compiled = false
    nonisolated(unsafe) private static var locales: [String: String] = [:]

    /// Compiles po/ into .build/locale (po/build.sh), once per test process.
    public static func compileCatalogs() throws {
        try lock.withLock {
            guard !compiled else { return }
            try runChecked(checkout.appendingPathComponent("po/build.sh").path, [checkout.appendingPathComponent(".build/locale").path])
            compiled = true
        }
    }

    /// A folder to pass as `LOCPATH` that holds the locale `name` ("de_DE.UTF-8"), made once
    /// per test process.
    public static func localePath(for name: String) throws -> String {
        try lock.withLock {
            if let folder = locales[name] { return folder }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipegrid-locales-\(getpid())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let parts = name.split(separator: ".")
            // localedef exits 1 after mere warnings; the locale is made when its LC_CTYPE is.
            try? runChecked("/usr/bin/localedef", ["-i", String(parts[0]), "-f", parts.count > 1 ? String(parts[1]) : "UTF-8", folder + "/" + name])
            guard FileManager.default.fileExists(atPath: "\(folder)/\(name)/LC_CTYPE") else {
                throw LanguageSetupError(description: "localedef made no locale \(name) (is the locales package installed?)")
            }
            locales[name] = folder
            return folder
        }
    }

    /// The environment that puts a program in locale `name` ("de_DE.UTF-8"): messages,
    /// numbers and dates, read from a private LOCPATH.
    public static func environment(locale name: String) throws -> [String: String] {
        try compileCatalogs()
        return ["LC_ALL": name, "LANG": name, "LOCPATH": try localePath(for: name), "LANGUAGE": ""]
    }

    /// Runs `executable` to its end: its exit status and what it wrote on stdout and stderr.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// `run`, failing unless it exits with 0.
    private static func runChecked(_ executable: String, _ arguments: [String]) throws {
        let (status, output) = try run(executable, arguments)
        guard status == 0 else { throw LanguageSetupError(description: "\(executable) \(arguments.joined(separator: " ")): \(output)") }
    }
}

public struct LanguageSetupError: Error, CustomStringConvertible {
    public var description: String
}
