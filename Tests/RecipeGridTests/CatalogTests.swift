import Foundation
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// The translations in po/: every word the program shows reaches the catalog, the template
/// is current, and every language compiles with msgfmt's checks, translates every message,
/// keeps its placeholders and keeps each menu's letters unique (README, "Adding a language").
struct CatalogTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let po = checkout.appendingPathComponent("po").path
    static let languages: [String] =
        ((try? String(contentsOfFile: po + "/LINGUAS", encoding: .utf8)) ?? "").split(separator: "\n")
        .map { $0.split(separator: "#", omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }

    @Test("no literal that looks like words escapes tr (po/check-catalog.py)")
    func noWordEscapes() throws {
        let (status, output) = try TestLanguages.run("/usr/bin/python3", [Self.po + "/check-catalog.py"])
        #expect(status == 0, "\(output)")
    }

    @Test("po/recipegrid.pot holds exactly the messages of the sources (make pot)")
    func templateIsCurrent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, output) = try TestLanguages.run(Self.po + "/extract.sh", [folder.path + "/recipegrid.pot"])
        try #require(status == 0, "\(output)")
        let extracted = Set(try POFile(path: folder.path + "/recipegrid.pot").entries.map(Self.key))
        let committed = Set(try POFile(path: Self.po + "/recipegrid.pot").entries.map(Self.key))
        #expect(extracted.subtracting(committed).sorted() == [], "new in the sources: run make po")
        #expect(committed.subtracting(extracted).sorted() == [], "gone from the sources: run make po")
    }

    @Test("German, French, Spanish, Korean, Japanese, Hebrew and Arabic are in po/LINGUAS")
    func theSevenLanguages() {
        #expect(Set(["de", "fr", "es", "ko", "ja", "he", "ar"]).subtracting(Self.languages).sorted() == [])
    }

    @Test("a language compiles with msgfmt --check, translates every message and keeps its placeholders", arguments: languages)
    func languageIsComplete(_ language: String) throws {
        let template = try POFile(path: Self.po + "/recipegrid.pot")
        let file = try POFile(path: "\(Self.po)/\(language).po")
        let translated = Dictionary(file.entries.map { (Self.key($0), $0) }) { first, _ in first }
        for message in template.entries {
            let entry = translated[Self.key(message)]
            #expect(entry?.isTranslated == true, "\(language): not translated: \(message.id)")
            guard let entry else { continue }
            for string in entry.strings {
                #expect(Self.placeholders(string) == Self.placeholders(message.id), "\(language): \(message.id) → \(string)")
            }
        }
        let forms = try Self.catalog(language).rule.count
        for entry in translated.values where entry.plural != nil {
            #expect(entry.strings.count == forms, "\(language): \(entry.id) has \(entry.strings.count) forms, its rule \(forms)")
        }
    }

    @Test("each menu's letters, and the bar's, are distinct and shown in their titles", arguments: ["en"] + languages)
    func menuLettersAreUnique(_ language: String) throws {
        let translations = language == "en" ? Translations.english : try Self.catalog(language)
        Localization.$scoped.withValue(Localization(translations: translations)) {
            var lists: [[MnemonicLabel]] = [MenuBar.menus.map(\.label)]
            for menu in MenuBar.menus {
                lists.append(menu.items.map(\.label))
                for item in menu.items where !item.submenu.isEmpty && item.submenu[0].command != nil {
                    lists.append(item.submenu.map(\.label))
                }
            }
            let questions: [EditorDialog.Kind] = [.unsavedChanges(thenQuit: false), .changedOnDisk]
            lists += questions.map { kind in EditorDialog(kind: kind).buttons.map(\.label) }
            for list in lists {
                let letters = list.compactMap(\.mnemonic)
                #expect(letters.count == list.count, "\(language): an item without a letter in \(list.map(\.text))")
                #expect(Set(letters).count == letters.count, "\(language): a letter twice in \(list.map(\.text))")
            }
        }
    }

    /// The catalog of `language` as the shell reads it, compiled by msgfmt with its checks.
    static func catalog(_ language: String) throws -> Translations {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, output) = try TestLanguages.run(
            "/usr/bin/msgfmt", ["--check", "--check-accelerators=_", "-o", folder.path + "/recipegrid.mo", "\(po)/\(language).po"])
        try #require(status == 0, "\(language).po: \(output)")
        let (translations, problem) = try MessageCatalog.read(folder.path + "/recipegrid.mo")
        #expect(problem == nil, "\(language): \(problem ?? "")")
        return translations
    }

    static func key(_ entry: POFile.Entry) -> String { Translations.key(entry.id, context: entry.context) }

    /// The `{name}` placeholders of `text`, each once.
    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
