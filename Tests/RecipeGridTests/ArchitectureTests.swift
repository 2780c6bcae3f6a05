import Foundation
import Testing

/// ARCHITECTURE.md "What may import what", checked folder by folder: the core imports
/// nothing of the platform and uses no file, thread or clock API; no file imports
/// Foundation (FoundationEssentials at most); only Platform/X11
/// imports CX11 (and CPango), and only Platform/Print CCups; the core target depends on no other target or package.
struct ArchitectureTests {
    /// The package's root folder, found from this file's path.
    private static var rootURL: URL {
        URL(fileURLWithPath: #filePath)  // …/Tests/RecipeGridTests/ArchitectureTests.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The modules each folder of `Sources` may import; a file takes the rule of the
    /// longest folder that holds it.
    static let allowedImports: [(folder: String, modules: Set<String>)] = [
        // FoundationEssentials at most, and for its strings and bytes only (the forbidden
        // calls below keep its files, threads and clocks out). Foundation itself is kept out
        // of the whole program: linked in, it brought ICU and CoreFoundation, megabytes of
        // resident memory (the release build's check in scripts/check-deb.sh sees to it).
        ("RecipeGridCore/", ["FoundationEssentials"]),
        // The effect interpreter: the core, and nothing that reaches files, threads or clocks.
        ("RecipeGridRuntime/", ["RecipeGridCore"]),
        ("RecipeGrid/", ["RecipeGridCore", "RecipeGridRuntime", "ArgumentParser", "FoundationEssentials", "Glibc"]),
        (
            "RecipeGrid/Platform/Host/",
            [
                "RecipeGridCore", "RecipeGridRuntime", "FoundationEssentials", "Glibc", "Dispatch", "Synchronization", "CZip", "CLinux",
                "CDeflate",
            ]
        ),
        ("RecipeGrid/Platform/X11/", ["RecipeGridCore", "RecipeGridRuntime", "FoundationEssentials", "Glibc", "CX11", "CPango"]),
        ("RecipeGrid/Platform/Accessibility/", ["RecipeGridCore", "RecipeGridRuntime", "FoundationEssentials", "Glibc", "CAccessibilityLoader"]),
        ("RecipeGrid/Platform/Print/", ["RecipeGridCore", "FoundationEssentials", "Glibc", "CCups"]),
    ]

    /// Calls that read files, start threads or read a clock: never in the core.
    static let forbiddenInCore = [
        "FileManager", "FileHandle", "contentsOfFile", "Data(contentsOf", "fopen(", "open(", "stat(", "Thread", "DispatchQueue",
        "concurrentPerform", "Task {", "Task.detached", "Mutex", "Atomic<", "clock_gettime", "Date()", "ProcessInfo", "getenv",
    ]

    /// Every `.swift` file under `Sources`, as paths relative to it.
    private static func swiftFiles() throws -> [String] {
        let root = rootURL.appendingPathComponent("Sources").standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    private static func text(of relativePath: String) throws -> String {
        try String(contentsOf: rootURL.appendingPathComponent("Sources").appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The modules a file imports: `import X`, `@preconcurrency import X`, `import struct X.Y`.
    static func imports(in text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { continue }
            let rest = words[(index + 1)...].drop { ["struct", "class", "enum", "func", "var", "let", "typealias", "protocol"].contains($0) }
            if let module = rest.first { modules.insert(String(module.split(separator: ".")[0])) }
        }
        return modules
    }

    /// The rule for a file: that of the longest folder holding it.
    static func allowed(for relativePath: String) -> Set<String>? {
        allowedImports.filter { relativePath.hasPrefix($0.folder) }.max { $0.folder.count < $1.folder.count }?.modules
    }

    @Test("the scan sees every layer, and sees imports")
    func scanFindsSources() throws {
        let files = try Self.swiftFiles()
        for folder in [
            "RecipeGridCore/App/", "RecipeGridCore/View/", "RecipeGrid/Platform/Host/", "RecipeGrid/Platform/X11/", "RecipeGrid/Platform/Print/",
        ] {
            #expect(files.contains { $0.hasPrefix(folder) }, "no Swift file in \(folder)")
        }
        #expect(Self.imports(in: "@preconcurrency import CX11\nimport struct Foundation.URL\n// import Nothing") == ["CX11", "Foundation"])
    }

    @Test("each folder imports only what ARCHITECTURE.md allows it")
    func importsFollowTheRules() throws {
        for file in try Self.swiftFiles() {
            let allowed = try #require(Self.allowed(for: file), "\(file) is in no folder ARCHITECTURE.md names")
            let extra = Self.imports(in: try Self.text(of: file)).subtracting(allowed)
            #expect(extra.isEmpty, "\(file) imports \(extra.sorted()), which its folder may not")
        }
    }

    @Test("the core and the effect interpreter read no file, start no thread and read no clock")
    func coreHasNoIO() throws {
        for file in try Self.swiftFiles() where file.hasPrefix("RecipeGridCore/") || file.hasPrefix("RecipeGridRuntime/") {
            let code = try Self.text(of: file).split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for line in code {
                for call in Self.forbiddenInCore where line.contains(call) {
                    // `open(` as a word: not `openMenu(` or `isOpen(`.
                    if call == "open(" || call == "stat(", let range = line.range(of: call),
                        range.lowerBound > line.startIndex, line[line.index(before: range.lowerBound)].isLetter
                    {
                        continue
                    }
                    Issue.record("\(file): \(call) in the core: \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }

    @Test("Package.swift gives the core target no dependencies")
    func coreTargetDependsOnNothing() throws {
        let manifest = try String(contentsOf: Self.rootURL.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "name: \"RecipeGridCore\""))
        let target = manifest[start.upperBound...].prefix { $0 != ")" }
        #expect(!target.contains("dependencies"), "the RecipeGridCore target lists dependencies: \(target)")
    }

    @Test("no file is over 400 lines and no function over 60, tests included: each reads in one sitting")
    func filesAndFunctionsStayShort() throws {
        let root = Self.rootURL.standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root + "/Tests"))
        let tests = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Tests/" + $0 }
        for file in try Self.swiftFiles().map({ "Sources/" + $0 }) + tests {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= 400, "\(file) has \(lines.count) lines")
            for function in Self.functionLengths(lines) where function.lines > 60 {
                Issue.record("\(file):\(function.line): a function of \(function.lines) lines")
            }
        }
    }

    /// Each function, initializer or subscript body: where it starts and how many lines
    /// it spans, braces counted outside string literals and comments.
    static func functionLengths(_ lines: [Substring]) -> [(line: Int, lines: Int)] {
        let code = lines.map(Self.codeOnly)
        var found: [(line: Int, lines: Int)] = []
        for (index, line) in code.enumerated() where Self.startsFunction(line) {
            var depth = 0
            var opened = false
            for end in index..<code.count {
                for character in code[end] {
                    if character == "{" {
                        depth += 1
                        opened = true
                    }
                    if character == "}" { depth -= 1 }
                }
                if opened && depth <= 0 {
                    found.append((index + 1, end - index + 1))
                    break
                }
            }
        }
        return found
    }

    private static func startsFunction(_ line: String) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" })
        return words.contains { $0 == "func" || $0 == "init" || $0 == "init?" || $0 == "subscript" }
    }

    /// The line without its comment and the contents of its string literals.
    private static func codeOnly(_ line: Substring) -> String {
        var out = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                out.removeLast()
                break
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }
}
