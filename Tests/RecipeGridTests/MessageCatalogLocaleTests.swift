import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Which catalog `MessageCatalog` chooses: the environment's languages as GNU gettext reads
/// them, each name's fallbacks, and the locale folders.
struct MessageCatalogLocaleTests {
    @Test(
        "the languages: LC_ALL, else LC_MESSAGES, else LANG; LANGUAGE first unless the locale is C",
        arguments: [
            ([:], []), (["LANG": "de_DE.UTF-8"], ["de_DE.UTF-8"]), (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"], ["fr_FR"]),
            (["LANG": "de_DE", "LC_MESSAGES": "fr_FR", "LC_ALL": "ru_RU"], ["ru_RU"]), (["LC_ALL": "", "LANG": "de"], ["de"]),
            (["LANG": "de_DE", "LANGUAGE": "fr:ru_RU::en"], ["fr", "ru_RU", "en"]), (["LANGUAGE": "fr"], []),
            (["LANG": "C", "LANGUAGE": "fr"], []), (["LC_ALL": "POSIX", "LANG": "de"], []), (["LANG": "de", "LANGUAGE": ""], ["de"]),
            (["LANG": "de", "LANGUAGE": "fr:C:ru"], ["fr"]), (["LANG": "C.UTF-8", "LANGUAGE": "fr"], ["fr"]),
            (["LANG": "C.UTF-8"], ["C.UTF-8"]), (["LANG": "de", "LANGUAGE": "../../tmp:fr"], ["fr"]),
        ])
    func languages(environment: [String: String], expected: [String]) {
        #expect(MessageCatalog.languages(environment: environment) == expected)
    }

    @Test("each name's fallbacks in gettext's order")
    func candidates() {
        #expect(
            MessageCatalog.candidates(for: "de_DE.UTF-8@euro") == [
                "de_DE.UTF-8@euro", "de_DE.utf8@euro", "de_DE@euro", "de.UTF-8@euro", "de.utf8@euro", "de@euro",
                "de_DE.UTF-8", "de_DE.utf8", "de_DE", "de.UTF-8", "de.utf8", "de",
            ])
        #expect(MessageCatalog.candidates(for: "pt_BR") == ["pt_BR", "pt"])
        #expect(MessageCatalog.candidates(for: "sr_RS@latin") == ["sr_RS@latin", "sr@latin", "sr_RS", "sr"])
        #expect(MessageCatalog.candidates(for: "de_DE.utf8") == ["de_DE.utf8", "de_DE", "de.utf8", "de"])
        #expect(MessageCatalog.candidates(for: "fr") == ["fr"])
        #expect(MessageCatalog.candidates(for: "ru_RU.8859-5") == ["ru_RU.8859-5", "ru_RU.iso88595", "ru_RU", "ru.8859-5", "ru.iso88595", "ru"])
        #expect(MessageCatalog.candidates(for: "_DE.UTF-8").isEmpty, "no language")
    }

    @Test("the most specific catalog of the first language found wins, in any folder")
    func fallbackOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = folder.path + "/share/locale"
        let second = folder.path + "/build/locale"
        let german = MOFiles.build([("Open", "Öffnen")])
        let austrian = MOFiles.build([("Open", "Aufmachen")])
        let french = MOFiles.build([("Open", "Ouvrir")])
        try write(german, to: "\(second)/de/LC_MESSAGES/recipegrid.mo")
        try write(austrian, to: "\(second)/de_AT/LC_MESSAGES/recipegrid.mo")
        try write(french, to: "\(first)/fr/LC_MESSAGES/recipegrid.mo")
        try write(french, to: "\(first)/de_CH/LC_MESSAGES/other.mo")
        func open(_ environment: [String: String]) -> String {
            MessageCatalog.load(environment: environment, folders: [first, second]).translations.text("Open")
        }
        #expect(open(["LANG": "de_AT.UTF-8@euro"]) == "Aufmachen")
        #expect(open(["LANG": "de_DE.UTF-8"]) == "Öffnen", "de_DE falls back to de")
        #expect(open(["LANG": "de_CH"]) == "Öffnen", "another domain's catalog is not ours")
        #expect(open(["LANG": "de_AT", "LANGUAGE": "es:fr:de"]) == "Ouvrir", "LANGUAGE, first found")
        #expect(open(["LANG": "C", "LANGUAGE": "fr"]) == "Open", "C: English")
        #expect(open(["LANG": "ja_JP.UTF-8"]) == "Open", "no catalog: English")
        #expect(MessageCatalog.load(environment: ["LANG": "de"], folders: [first, second]).path == "\(second)/de/LC_MESSAGES/recipegrid.mo")
    }

    @Test("a refused catalog is passed over for the next, with the reason kept")
    func refusedCatalogPassedOver() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try write(Array("not a catalog, only text that happens to be in its place".utf8), to: folder.path + "/de_AT/LC_MESSAGES/recipegrid.mo")
        try write(MOFiles.build([("Open", "Öffnen")]), to: folder.path + "/de/LC_MESSAGES/recipegrid.mo")
        let loaded = MessageCatalog.load(environment: ["LANG": "de_AT"], folders: [folder.path])
        #expect(loaded.translations.text("Open") == "Öffnen")
        #expect(loaded.problems.count == 1 && loaded.problems[0].contains("de_AT") && loaded.problems[0].contains("magic"))
    }

    @Test("the folders: share/locale beside bin, and a checkout's .build/locale")
    func folders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(MessageCatalog.folders(executable: folder.path + "/usr/bin/recipegrid") == [folder.path + "/usr/share/locale"])
        try folder.write("checkout/Package.swift", "")
        let built = MessageCatalog.folders(executable: folder.path + "/checkout/.build/x86_64-unknown-linux-gnu/debug/recipegrid")
        #expect(built == [folder.path + "/checkout/.build/x86_64-unknown-linux-gnu/share/locale", folder.path + "/checkout/.build/locale"])
        #expect(MessageCatalog.installedFolders().contains { $0.hasSuffix("/.build/locale") }, "the tests run from this checkout")
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// `.mo` files for the tests: made by GNU `msgfmt` from `.po` text, or built here byte by byte
/// (the format: a header of seven 32-bit words, then the tables of lengths and offsets).
enum MOFiles {
    static func msgfmt(_ po: String) throws -> [UInt8] {
        let msgfmt = "/usr/bin/msgfmt"
        try #require(FileManager.default.isExecutableFile(atPath: msgfmt), "GNU gettext's msgfmt (scripts/install-deps.sh)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = try folder.write("messages.po", po)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: msgfmt)
        process.arguments = ["-o", folder.path + "/messages.mo", input]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "msgfmt refused the .po")
        return try FileBytes.read(folder.path + "/messages.mo").bytes
    }

    /// A catalog of `entries` (original, translation) sorted as msgfmt sorts them, without a
    /// hash table. `corrupt` makes the first translation's first byte 0xFF, not UTF-8.
    static func build(
        _ entries: [(String, String)], bigEndian: Bool = false, revision: UInt32 = 0, corrupt: Bool = false
    ) -> [UInt8] {
        let sorted = entries.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
        let count = sorted.count
        var strings: [UInt8] = []
        var tables: [[(Int, Int)]] = [[], []]
        let stringsStart = 28 + count * 16
        for column in 0..<2 {
            for entry in sorted {
                let bytes = Array((column == 0 ? entry.0 : entry.1).utf8)
                tables[column].append((bytes.count, stringsStart + strings.count))
                strings += bytes + [0]
            }
        }
        if corrupt, count > 0 { strings[tables[1][0].1 - stringsStart] = 0xFF }
        var words: [UInt32] = [0x9504_12DE, revision, UInt32(count), 28, UInt32(28 + count * 8), 0, UInt32(stringsStart)]
        for table in tables { for (length, offset) in table { words += [UInt32(length), UInt32(offset)] } }
        return words.flatMap { word in (bigEndian ? [24, 16, 8, 0] : [0, 8, 16, 24]).map { UInt8(truncatingIfNeeded: word >> $0) } }
            + strings
    }
}
