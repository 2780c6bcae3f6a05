import Foundation
import Testing

/// The runner and the tests' Harness share one effect interpreter (RecipeGridRuntime):
/// the runner stays small enough to read, and the Harness keeps fakes, not routing. And
/// the state's parts own their changes: their fields are read from anywhere, written only
/// by their own methods.
struct RunnerShapeTests {
    private static var rootURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private static func lines(of path: String) throws -> [Substring] {
        try String(contentsOf: rootURL.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
    }

    /// Stored properties at the type's top level: `let` or `var` with no getter's brace
    /// before an initial value.
    static func storedProperties(_ lines: [Substring]) -> [String] {
        lines.compactMap { line -> String? in
            guard line.hasPrefix("    "), !line.hasPrefix("     ") else { return nil }
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: { $0 == "var" || $0 == "let" }),
                words[..<index].allSatisfy({ ["private", "private(set)", "fileprivate", "weak", "lazy", "package"].contains($0) }),
                index + 1 < words.count
            else { return nil }
            if let brace = line.firstIndex(of: "{"), !line[..<brace].contains("=") { return nil }
            return String(words[index + 1].prefix { $0 != ":" && $0 != " " })
        }
    }

    @Test("AppRunner keeps at most 12 stored properties")
    func runnerIsSmall() throws {
        let stored = Self.storedProperties(try Self.lines(of: "Sources/RecipeGrid/Platform/Host/AppRunner.swift"))
        #expect(!stored.isEmpty && stored.count <= 12, "\(stored)")
        #expect(Self.storedProperties(["    private var queued: [Int] = []", "    var state: Int { 1 }", "        let local = 1"]) == ["queued"])
    }

    @Test("the Harness carries out no effect itself: it neither updates the model nor switches over effects")
    func harnessKeepsFakesNotRouting() throws {
        for file in ["Tests/CoreTestSupport/Harness.swift", "Tests/CoreTestSupport/FakeHost.swift"] {
            let code = try Self.lines(of: file).filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for line in code {
                #expect(!line.contains(".update("), "\(file): \(line)")
                #expect(!line.contains("switch effect"), "\(file): \(line)")
                #expect(!line.contains("case .save") && !line.contains("case .readRecipes"), "\(file): \(line)")
            }
        }
    }

    /// The sub-states of `AppState`, by file.
    static let subStates = [
        ("GridState", "App/GridState.swift"), ("DetailState", "App/DetailState.swift"), ("SearchState", "App/SearchState.swift"),
        ("GroceryPanel", "App/GroceryPanel.swift"), ("ModalState", "App/ModalState.swift"), ("CookingSession", "App/CookingSession.swift"),
        ("PrintDialog", "App/PrintDialog.swift"),
    ]

    @Test("every sub-state's fields are private(set): only its own methods change them", arguments: subStates)
    func subStatesOwnTheirChanges(type: String, file: String) throws {
        let lines = try Self.lines(of: "Sources/RecipeGridCore/" + file)
        let start = try #require(lines.firstIndex { $0.contains("struct \(type):") }, "\(type) in \(file)")
        let body = lines[(start + 1)...].prefix { $0 != "}" }
        let stored = Self.storedProperties(Array(body)).filter { name in
            body.contains { $0.contains("var \(name)") }
        }
        #expect(!stored.isEmpty, "\(type) has fields")
        for line in body where line.hasPrefix("    ") && !line.hasPrefix("     ") && line.contains("var ") {
            guard let name = Self.storedProperties([line]).first, stored.contains(name) else { continue }
            #expect(line.contains("private(set) var") || line.contains("private var"), "\(type): \(line)")
        }
    }
}
