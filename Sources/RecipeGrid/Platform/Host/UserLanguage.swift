import FoundationEssentials
import Glibc
import RecipeGridCore

/// The user's language, read once at launch and installed for the core before anything else
/// runs: the gettext catalog of `LANGUAGE` / `LC_ALL` / `LC_MESSAGES` / `LANG`
/// (MessageCatalog+Locale) and LC_NUMERIC's decimal separator.
enum UserLanguage {
    /// Reads and installs it; a catalog that cannot be read is one line on stderr and English.
    static func install(environment: [String: String]) {
        let loaded = MessageCatalog.load(environment: environment, folders: catalogFolders())
        for problem in loaded.problems { Diagnostics.report(problem) }
        Localization.install(Localization(translations: loaded.translations, decimalSeparator: decimalSeparator()))
    }

    /// Where catalogs are looked for, as `<folder>/<language>/LC_MESSAGES/recipegrid.mo`: beside
    /// an installed binary (`bin/../share/locale`), the checkout's `.build/locale` for a binary
    /// run from the build tree (`make` compiles po/ there), then the system's.
    static func catalogFolders() -> [String] {
        ProgramFiles.existing(installed: "../share/locale", inCheckout: ".build/locale")
            + ["/usr/share/locale"].filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The language recipes that neither say nor show theirs are read in (`Cookbook.language`): the first two
    /// letters of `LC_ALL`, else `LC_MESSAGES`, else `LANG`; English for C, POSIX and none.
    static func recipeLanguage(environment: [String: String]) -> RecipeLanguage {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG") ?? "C"
        return RecipeLanguage(tag: locale) ?? .english
    }

    /// The recipe language of this process's environment, read once.
    static let recipes = recipeLanguage(environment: ProcessInfo.processInfo.environment)

    /// LC_NUMERIC's radix character ("," in de_DE), once `setlocale` has read the environment.
    static func decimalSeparator() -> Character {
        guard let point = localeconv()?.pointee.decimal_point, let first = String(cString: point).first else { return "." }
        return first
    }
}
