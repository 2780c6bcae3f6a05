import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// `MessageCatalog`: GNU `.mo` files made by the real `msgfmt` from small `.po` texts, and
/// by hand (big-endian, hostile), read into `Translations`; and the language choice.
struct MessageCatalogTests {
    static let russian = #"""
        msgid ""
        msgstr ""
        "Project-Id-Version: recipegrid\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

        msgid "Open"
        msgstr "Открыть"

        msgctxt "Menu"
        msgid "Open"
        msgstr "Открыть…"

        msgid "{count} recipe"
        msgid_plural "{count} recipes"
        msgstr[0] "{count} рецепт"
        msgstr[1] "{count} рецепта"
        msgstr[2] "{count} рецептов"

        msgctxt "Grocery"
        msgid "{count} item"
        msgid_plural "{count} items"
        msgstr[0] "{count} товар"
        msgstr[1] "{count} товара"
        msgstr[2] "{count} товаров"

        msgid "Untranslated"
        msgstr ""
        """#

    @Test("a catalog made by msgfmt: messages, contexts, plural forms by its rule")
    func msgfmtCatalog() throws {
        let (translations, problem) = try MessageCatalog.parse(try MOFiles.msgfmt(Self.russian))
        #expect(problem == nil)
        #expect(translations.rule.count == 3)
        #expect(translations.text("Open") == "Открыть")
        #expect(translations.text("Open", context: "Menu") == "Открыть…")
        #expect(translations.text("Untranslated") == "Untranslated", "msgfmt leaves it out; the msgid shows")
        #expect(translations.text("", context: nil) == "", "the header is not a message")
        let recipes = [1, 3, 5, 21].map { translations.text("{count} recipe", plural: "{count} recipes", count: $0) }
        #expect(recipes == ["{count} рецепт", "{count} рецепта", "{count} рецептов", "{count} рецепт"])
        #expect(translations.text("{count} item", plural: "{count} items", count: 2, context: "Grocery") == "{count} товара")
        #expect(translations.text("{count} item", plural: "{count} items", count: 2) == "{count} items", "not in that context")
    }

    @Test("a big-endian file built by hand reads as the little-endian one and as msgfmt's")
    func byteOrders() throws {
        let entries = [
            ("", "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n"),
            ("Open", "Ouvrir"), ("Menu\u{4}Open", "Ouvrir…"), ("{count} day\0{count} days", "{count} jour\0{count} jours"),
        ]
        let big = try MessageCatalog.parse(MOFiles.build(entries, bigEndian: true))
        let little = try MessageCatalog.parse(MOFiles.build(entries, bigEndian: false))
        #expect(big.translations == little.translations)
        #expect(big.translations.text("{count} day", plural: "{count} days", count: 1) == "{count} jour")
        #expect(big.translations.text("{count} day", plural: "{count} days", count: 0) == "{count} jour", "French: 0 is singular")
        #expect(big.translations.text("Open", context: "Menu") == "Ouvrir…")
        let po = #"""
            msgid ""
            msgstr "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n"
            msgid "Open"
            msgstr "Ouvrir"
            msgctxt "Menu"
            msgid "Open"
            msgstr "Ouvrir…"
            msgid "{count} day"
            msgid_plural "{count} days"
            msgstr[0] "{count} jour"
            msgstr[1] "{count} jours"
            """#
        #expect(try MessageCatalog.parse(try MOFiles.msgfmt(po)).translations == big.translations)
    }

    @Test("revisions 0 and 1 are read; a later major revision is refused")
    func revisions() throws {
        let entries = [("Open", "Öffnen")]
        for revision: UInt32 in [0, 1, 0x1_0000, 0x1_0001] {
            #expect(try MessageCatalog.parse(MOFiles.build(entries, revision: revision)).translations.text("Open") == "Öffnen")
        }
        #expect(throws: MessageCatalog.Failure.self) { try MessageCatalog.parse(MOFiles.build(entries, revision: 0x2_0000)) }
    }

    @Test("every truncation of a real catalog is refused with a reason, up to its last NUL")
    func truncated() throws {
        let bytes = try MOFiles.msgfmt(Self.russian)
        for length in 0..<(bytes.count - 1) {
            #expect(throws: MessageCatalog.Failure.self, "cut to \(length) bytes") {
                try MessageCatalog.parse(Array(bytes.prefix(length)))
            }
        }
        // The last string's terminating NUL is not part of it: without it the file still reads.
        #expect(try MessageCatalog.parse(Array(bytes.dropLast())).translations == MessageCatalog.parse(bytes).translations)
    }

    @Test("hostile files are refused with a reason, never read past their end")
    func hostile() throws {
        let good = MOFiles.build([("Open", "Öffnen")])
        func patched(_ offset: Int, _ word: UInt32) -> [UInt8] {
            var bytes = good
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: word >> (8 * index)) }
            return bytes
        }
        let cases: [([UInt8], String)] = [
            ([], "too short"), (Array(repeating: 0, count: 64), "no .mo magic"),
            (patched(8, 0xFFFF_FFFF), "original table runs past"), (patched(12, 0xFFFF_FFF0), "original table runs past"),
            (patched(16, 0x7FFF_FFFF), "translation table runs past"), (patched(28, 0xFFFF_FFFF), "string 0 runs past"),
            (patched(32, 0xFFFF_FFFF), "string 0 runs past"), (patched(36, 0xFFFF_FFFF), "string 0 runs past"),
            (MOFiles.build([("Open", "\u{FFFD}")], corrupt: true), "not UTF-8"),
        ]
        for (bytes, reason) in cases {
            #expect(throws: MessageCatalog.Failure.self) { try MessageCatalog.parse(bytes) }
            do {
                _ = try MessageCatalog.parse(bytes)
            } catch {
                #expect(error.reason.contains(reason), "\(error.reason) should say \(reason)")
            }
        }
    }

    @Test("a charset other than UTF-8 is refused; ASCII is UTF-8's subset")
    func charsets() throws {
        let latin = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\nmsgid \"Open\"\nmsgstr \"Offen\"\n"
        #expect(throws: MessageCatalog.Failure(reason: "the catalog is in ISO-8859-1, not UTF-8")) {
            try MessageCatalog.parse(try MOFiles.msgfmt(latin))
        }
        let ascii = MOFiles.build([("", "Content-Type: text/plain; charset=ASCII\n"), ("Open", "Offen")])
        #expect(try MessageCatalog.parse(ascii).translations.text("Open") == "Offen")
        #expect(try MessageCatalog.parse(MOFiles.build([("Open", "Offen")])).translations.rule == .english, "no header: English")
    }

    @Test("a Plural-Forms that does not parse leaves English's rule, with the reason")
    func badPluralForms() throws {
        let bytes = MOFiles.build([
            ("", "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=3; plural=(n %;\n"), ("a\0b", "x\0y\0z"),
        ])
        let (translations, problem) = try MessageCatalog.parse(bytes)
        #expect(translations.rule == .english)
        #expect(problem?.hasPrefix("its Plural-Forms: ") == true)
        #expect(translations.text("a", plural: "b", count: 1) == "x" && translations.text("a", plural: "b", count: 2) == "y")
    }

    @Test("a file larger than a catalog can be is refused before it is read")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("big.mo", "")
        #expect(truncate(path, off_t(MessageCatalog.largestFile + 1)) == 0)
        #expect(throws: MessageCatalog.Failure.self) { try MessageCatalog.read(path) }
        #expect(throws: MessageCatalog.Failure.self) { try MessageCatalog.read(folder.path + "/missing.mo") }
    }
}
