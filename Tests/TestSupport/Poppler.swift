import Foundation

/// poppler's command-line tools (pdftotext, pdfinfo, pdfimages), which the print tests read
/// their PDFs back with.
public enum Poppler {
    /// What `/usr/bin/TOOL arguments` printed on stdout.
    public static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
