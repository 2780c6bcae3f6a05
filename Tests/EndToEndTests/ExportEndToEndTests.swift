import Foundation
import Testing

/// `--export`: the binary converts a Cooklang folder to JSON-LD and writes the
/// saved grocery list as Markdown, with no display, and says clearly when it cannot.
@Suite("Export end to end")
struct ExportEndToEndTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/samples")

    private func run(_ arguments: [String], in directory: URL) throws -> AppProcess.Outcome {
        let app = try AppProcess(arguments: arguments, displayName: nil, directory: directory)
        return try waitFor("the export to finish", timeout: Timeouts.exit) { app.outcomeIfExited }
    }

    @Test func aCooklangFolderBecomesJsonLDWithoutADisplay() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("recipes.jsonld")
        let outcome = try run([Self.samples.appendingPathComponent("cooklang").path, "--export", out.path], in: directory)
        #expect(outcome.termination == .exited(0), "\(outcome)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let graph = json?["@graph"] as? [[String: Any]]
        #expect(graph?.compactMap { $0["name"] as? String } == ["Easy Pancakes", "Tomato Soup"])
        #expect((graph?.first?["recipeIngredient"] as? [String])?.first == "3 eggs")
    }

    @Test func theSavedGroceryListBecomesMarkdown() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let state = #"{"version": 1, "ratings": {}, "grocery": [{"name": "2 cups flour", "obtained": false}, {"name": "salt", "obtained": true}]}"#
        try Data(state.utf8).write(to: data.appendingPathComponent("state.json"))
        let out = directory.appendingPathComponent("list.md")
        let outcome = try run(["--data-dir", data.path, "--export", out.path], in: directory)
        #expect(outcome.termination == .exited(0), "\(outcome)")
        #expect(try String(contentsOf: out, encoding: .utf8) == "# Grocery List\n\n- [ ] 2 cups flour\n- [x] salt\n")
    }

    @Test func aFolderThatCannotBeWrittenOrAnUnknownKindIsOneClearLine() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try run(["--export", directory.path + "/no/such/folder/x.json"], in: directory)
        #expect(missing.termination == .exited(1))
        #expect(missing.stderr.split(separator: "\n").count == 1 && missing.stderr.contains("No such file or directory"), "\(missing.stderr)")
        let kind = try run(["--export", directory.path + "/x.txt"], in: directory)
        #expect(kind.termination == .exited(2) && kind.stderr.contains("FILE.md"), "\(kind.stderr)")
    }
}
