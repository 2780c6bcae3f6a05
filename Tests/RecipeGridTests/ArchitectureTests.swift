import Foundation
import Testing

/// DESIGN "Layout": `import CX11` appears only under `Sources/RecipeGrid/Platform/X11/`,
/// so the core and the view build and test without a display.
struct ArchitectureTests {
    /// The package's `Sources` folder, found from this file's path.
    private static var sourcesURL: URL {
        URL(fileURLWithPath: #filePath)  // …/Tests/RecipeGridTests/ArchitectureTests.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// Every `.swift` file under `Sources`, as paths relative to it.
    private static func swiftFiles() throws -> [String] {
        let root = sourcesURL.standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    private static func importsCX11(_ relativePath: String) throws -> Bool {
        let text = try String(contentsOfFile: sourcesURL.appendingPathComponent(relativePath).path, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).contains { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            // `import CX11`, `@_exported import CX11`, `import struct CX11.Display`, `@preconcurrency import CX11`.
            guard let index = words.firstIndex(of: "import") else { return false }
            let rest = words[(index + 1)...].drop { ["struct", "class", "enum", "func", "var", "let", "typealias", "protocol"].contains($0) }
            guard let module = rest.first else { return false }
            return module == "CX11" || module.hasPrefix("CX11.")
        }
    }

    @Test("the scan sees the program's sources")
    func scanFindsSources() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.hasPrefix("RecipeGrid/Core/") })
        #expect(files.contains { $0.hasPrefix("RecipeGrid/View/") })
        #expect(files.contains { $0.hasPrefix("RecipeGrid/Platform/X11/") })
        #expect(try files.contains { try Self.importsCX11($0) }, "the X11 layer imports CX11, so the scan can see imports")
    }

    @Test("no Swift file outside Platform/X11 imports CX11")
    func cx11OnlyInPlatformX11() throws {
        let offenders = try Self.swiftFiles().filter { !$0.hasPrefix("RecipeGrid/Platform/X11/") }.filter { try Self.importsCX11($0) }
        #expect(offenders.isEmpty, "import CX11 outside Sources/RecipeGrid/Platform/X11/: \(offenders)")
    }
}
