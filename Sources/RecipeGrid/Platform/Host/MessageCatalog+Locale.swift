import FoundationEssentials
import RecipeGridCore

/// Which catalog speaks the user's language: the names GNU gettext would try, from the
/// environment, each looked for in the locale folders as `<folder>/<name>/LC_MESSAGES/recipegrid.mo`.
extension MessageCatalog {
    /// What the shell hands the core: the translations, the file they came from (nil for
    /// English without a catalog), and why catalogs that were found were not used.
    struct Loaded: Sendable {
        var translations: Translations
        var path: String?
        var problems: [String]
    }

    /// The first catalog of the user's languages that reads, else English.
    static func load(environment: [String: String], folders: [String]) -> Loaded {
        var problems: [String] = []
        for path in paths(environment: environment, folders: folders) where FileManager.default.fileExists(atPath: path) {
            do {
                let (translations, problem) = try read(path)
                if let problem { problems.append("\(path): \(problem); English plural forms are used") }
                return Loaded(translations: translations, path: path, problems: problems)
            } catch {
                problems.append("\(path): \(error.reason)")
            }
        }
        return Loaded(translations: .english, path: nil, problems: problems)
    }

    /// Every file a catalog may be in, most wanted first: each language, each of its names
    /// from the most specific, each folder.
    static func paths(environment: [String: String], folders: [String]) -> [String] {
        languages(environment: environment).flatMap { language in
            candidates(for: language).flatMap { name in folders.map { "\($0)/\(name)/LC_MESSAGES/\(domain).mo" } }
        }
    }

    /// The user's languages in order. The locale of messages is `LC_ALL`, else `LC_MESSAGES`,
    /// else `LANG` (an empty one is unset); in the C locale nothing is translated. Otherwise
    /// `LANGUAGE`, a list separated by colons, wins over it, as GNU gettext has it: a `C` in
    /// that list ends it.
    static func languages(environment: [String: String]) -> [String] {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG") ?? "C"
        guard !isC(locale) else { return [] }
        let list = value("LANGUAGE").map { $0.split(separator: ":").map(String.init) } ?? [locale]
        // A name with a slash would be a path, not a locale.
        return Array(list.prefix { !isC($0) }.filter { !$0.contains("/") })
    }

    /// glibc names the locale "C" when it is C or POSIX; C.UTF-8 is a locale of its own.
    private static func isC(_ locale: String) -> Bool { locale == "C" || locale == "POSIX" }

    /// The names gettext tries for `language[_territory][.codeset][@modifier]`, most specific
    /// first: with the modifier before without it, then the territory, then the codeset as
    /// written and as normalized (lowercase letters and digits: UTF-8 → utf8).
    /// `de_DE.UTF-8@euro` gives de_DE.UTF-8@euro, de_DE.utf8@euro, de_DE@euro, de.UTF-8@euro,
    /// de.utf8@euro, de@euro, de_DE.UTF-8, de_DE.utf8, de_DE, de.UTF-8, de.utf8, de.
    static func candidates(for name: String) -> [String] {
        var rest = Substring(name)
        var modifier: Substring?
        var codeset: Substring?
        var territory: Substring?
        if let at = rest.firstIndex(of: "@") { (rest, modifier) = (rest[..<at], rest[rest.index(after: at)...]) }
        if let dot = rest.firstIndex(of: ".") { (rest, codeset) = (rest[..<dot], rest[rest.index(after: dot)...]) }
        if let underscore = rest.firstIndex(of: "_") {
            (rest, territory) = (rest[..<underscore], rest[rest.index(after: underscore)...])
        }
        guard !rest.isEmpty else { return [] }
        let written = codeset.map(String.init)
        let normalized = codeset.map(normalizedCodeset).flatMap { $0.isEmpty || $0 == written ? nil : $0 }
        var names: [String] = []
        for withModifier in [true, false] where !withModifier || modifier != nil {
            for withTerritory in [true, false] where !withTerritory || territory != nil {
                for set in [written, normalized, nil] {
                    var candidate = String(rest)
                    if withTerritory, let territory { candidate += "_" + territory }
                    if let set { candidate += "." + set }
                    if withModifier, let modifier { candidate += "@" + modifier }
                    if !names.contains(candidate) { names.append(candidate) }
                }
            }
        }
        return names
    }

    /// gettext's normalized codeset: letters lowercased and digits kept, the rest dropped;
    /// "iso" before one of digits alone (8859-1 → iso88591).
    static func normalizedCodeset(_ codeset: Substring) -> String {
        let kept = codeset.unicodeScalars.filter { ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        let text = String(String.UnicodeScalarView(kept)).lowercased()
        return !text.isEmpty && text.allSatisfy(\.isNumber) ? "iso" + text : text
    }

    /// Where catalogs are installed or built: `share/locale` beside the program's `bin`, and,
    /// for a program run from a checkout's `.build`, the checkout's `.build/locale`.
    static func folders(executable: String) -> [String] {
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var folders = [folder.appendingPathComponent("../share/locale").standardized.path]
        var ancestor = folder
        for _ in 0..<4 {
            ancestor = ancestor.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: ancestor.appendingPathComponent("Package.swift").path) {
                folders.append(ancestor.appendingPathComponent(".build/locale").path)
            }
        }
        return folders
    }

    /// The running program's catalog folders (its path from /proc/self/exe).
    static func installedFolders() -> [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return folders(executable: executable)
    }
}
