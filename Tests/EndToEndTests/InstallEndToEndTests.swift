import Foundation
import Testing

/// `make install` and `make uninstall`, through the script they call, into a
/// temporary prefix: every file in place, the .desktop file valid, the icons the sizes
/// their folders say, the installed binary finds its bundled cookbook, and uninstall
/// leaves nothing behind.
@Suite("Install")
struct InstallEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32?, output: String) {
        let output = directory.appendingPathComponent("output-\(UUID().uuidString).txt")
        let process = try ChildProcess(
            executable: URL(fileURLWithPath: executable), arguments: arguments, environment: ProcessInfo.processInfo.environment,
            stdout: .file(output), stderr: .file(output))
        let termination = try process.waitForTermination(timeout: .seconds(120))
        let text = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        if case .exited(let status) = termination { return (status, text) }
        return (nil, text)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ url: URL) -> (Int, Int)? {
        guard let data = FileManager.default.contents(atPath: url.path), data.count > 24,
            data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        let bytes = [UInt8](data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    /// The app's id: its desktop file's and its AppStream metainfo's name.
    static let appID = "io.github.recipegrid.RecipeGrid"

    /// The metainfo passes `appstreamcli validate` and names this version; the MIME
    /// database built from the installed types knows a .cook file.
    private func expectValidMetadata(prefix: URL, scratch: URL) throws {
        let metainfo = prefix.appendingPathComponent("share/metainfo/\(Self.appID).metainfo.xml")
        let version = try Self.run(try AppProcess.binaryURL().path, ["--version"], in: scratch).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try String(contentsOf: metainfo, encoding: .utf8).contains("<release version=\"\(version)\""), "the metainfo's release is \(version)")
        let appstream = try executable(named: "appstreamcli")
        let verdict = try Self.run(appstream.path, ["validate", "--no-net", metainfo.path], in: scratch)
        #expect(verdict.status == 0, "appstreamcli validate: \(verdict.output)")
        let globs = try String(contentsOf: prefix.appendingPathComponent("share/mime/globs2"), encoding: .utf8)
        for glob in [
            "text/x-cooklang:*.cook", "application/x-paprikarecipes:*.paprikarecipes", "text/x-mealmaster:*.mmf", "text/x-mastercook:*.mxp",
            "application/x-mastercook-xml:*.mx2",
        ] {
            #expect(globs.contains(glob), "\(glob) in \(globs)")
        }
    }

    /// Where bash-completion, zsh and fish look for a command's completions.
    static let completions = [
        "share/bash-completion/completions/recipegrid", "share/zsh/site-functions/_recipegrid", "share/fish/vendor_completions.d/recipegrid.fish",
    ]

    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let version = try Self.run(try AppProcess.binaryURL().path, ["--version"], in: scratch)
        #expect(version.status == 0 && version.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(version.output)")
    }

    @Test func installPutsEveryFileInPlaceAndUninstallRemovesThem() throws {
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let prefix = scratch.appendingPathComponent("prefix")
        let man = scratch.appendingPathComponent("recipegrid.1")
        try Data(".Dd November 23, 2026\n.Dt RECIPEGRID 1\n".utf8).write(to: man)
        let script = Self.packageRoot.appendingPathComponent("scripts/install.sh").path
        let binary = try AppProcess.binaryURL().path

        let installed = try Self.run(script, ["install", prefix.path, binary, man.path], in: scratch)
        try #require(installed.status == 0, "\(installed.output)")

        let expected =
            [
                "bin/recipegrid", "lib/recipegrid/librecipegrid-accessibility.so", "share/applications/\(Self.appID).desktop",
                "share/metainfo/\(Self.appID).metainfo.xml",
                "share/mime/packages/recipegrid.xml", "share/man/man1/recipegrid.1", "share/recipegrid/cookbook",
            ]
            + [16, 24, 32, 48, 64, 128, 256].map { "share/icons/hicolor/\($0)x\($0)/apps/recipegrid.png" }
            + Self.completions
        for path in expected {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) is installed")
        }
        for size in [16, 48, 256] {
            let icon = prefix.appendingPathComponent("share/icons/hicolor/\(size)x\(size)/apps/recipegrid.png")
            #expect(Self.pngSize(icon).map { $0 == (size, size) } == true, "the \(size) px icon is \(size)×\(size)")
        }
        let desktop = prefix.appendingPathComponent("share/applications/\(Self.appID).desktop")
        let entry = try String(contentsOf: desktop, encoding: .utf8)
        #expect(entry.contains("Categories=Utility;") && entry.contains("StartupNotify=true"))
        let types = entry.split(separator: "\n").first { $0.hasPrefix("MimeType=") }?.dropFirst(9).split(separator: ";").map(String.init) ?? []
        #expect(
            Set(types) == [
                "application/ld+json", "text/html", "text/x-cooklang", "application/x-paprikarecipes", "text/x-mealmaster", "text/x-mastercook",
                "application/x-mastercook-xml", "inode/directory",
            ],
            "what the app opens, and not every JSON file: \(types)")
        try expectValidMetadata(prefix: prefix, scratch: scratch)
        if let validate = try? executable(named: "desktop-file-validate") {
            let verdict = try Self.run(validate.path, [desktop.path], in: scratch)
            #expect(verdict.status == 0 && verdict.output.isEmpty, "desktop-file-validate: \(verdict.output)")
        } else {
            Issue.record("desktop-file-validate is missing: scripts/install-deps.sh installs desktop-file-utils")
        }
        // The installed binary finds the cookbook installed beside it: --help needs no display,
        // and a missing cookbook would fail before the display is opened.
        let help = try Self.run(prefix.appendingPathComponent("bin/recipegrid").path, ["--help"], in: scratch)
        #expect(help.status == 0 && help.output.contains("--write-icon") == false, "--write-icon stays out of --help")
        let recipes = try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("share/recipegrid/cookbook").path)
        #expect(!recipes.isEmpty)
        for (path, mark) in zip(
            Self.completions, ["complete -o filenames -F _recipegrid recipegrid", "#compdef recipegrid", "complete -c 'recipegrid'"])
        {
            let script = (try? String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)) ?? ""
            #expect(script.contains(mark) && script.contains("--data-dir"), "\(path) completes recipegrid's flags")
        }

        try expectUninstallLeavesNothing(prefix: prefix, script: script, scratch: scratch)
    }

    private func expectUninstallLeavesNothing(prefix: URL, script: String, scratch: URL) throws {
        let removed = try Self.run(script, ["uninstall", prefix.path], in: scratch)
        #expect(removed.status == 0, "\(removed.output)")
        // mimeinfo.cache indexes every application in the folder, and share/mime's database
        // every package of types in it: both rebuilt, not removed.
        let shared = { (path: String) in
            path.hasSuffix("mimeinfo.cache") || (path.hasPrefix("share/mime/") && !path.hasPrefix("share/mime/packages/"))
        }
        let left = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String }.filter { !shared($0) }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: prefix.appendingPathComponent($0).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(left == [], "uninstall leaves no file: \(left ?? [])")
    }
}
