import Foundation

@testable import RecipeGrid
@testable import RecipeGridCore

/// The shell's own text measurer on a private Xvfb: the fonts fontconfig picks for the
/// program (DejaVu Sans, Noto for what it lacks), so widths are the ones a user's window
/// has. `-displayfd` lets Xvfb choose a free display, so tests side by side never meet.
@MainActor
final class FontServer {
    let measurer: X11TextMeasurer
    /// The connection the measurer's fonts were opened on, for tests that also draw.
    let display: X11Display
    private let server: Process

    init() throws {
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        // Xvfb writes the display number once it accepts connections.
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            guard !more.isEmpty else { throw FontServerError(description: "Xvfb ended before it named its display") }
            bytes += more
        }
        let number = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            display = try X11Display(name: ":" + number)
            // Han alone is measured as Chinese: every region's Noto Sans CJK is as wide.
            measurer = X11TextMeasurer(fontSet: try X11FontSet(display: display, languageRegion: nil))
        } catch {
            kill(server.processIdentifier, SIGKILL)
            throw FontServerError(description: "\(error)")
        }
    }

    /// Closes the connection before the server goes, which would otherwise end the process.
    /// SIGKILL, since the server inherits the test process's blocked SIGTERM; Foundation reaps
    /// it (its waitUntilExit never returns on the main actor).
    func stop() {
        display.close()
        kill(server.processIdentifier, SIGKILL)
    }
}

struct FontServerError: Error, CustomStringConvertible {
    var description: String
}
