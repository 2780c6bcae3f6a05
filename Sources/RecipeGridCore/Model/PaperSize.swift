/// The paper a print is laid out on (README, Printing).
package enum PaperSize: String, Sendable, Equatable {
    case a4, letter

    /// Width and height in PostScript points (1/72 inch), portrait.
    package var points: (width: Double, height: Double) {
        switch self {
        case .a4: (595, 842)
        case .letter: (612, 792)
        }
    }

    /// The territories whose paper is US Letter, as glibc's locales give LC_PAPER: the
    /// United States and Canada, Mexico, the Philippines, Puerto Rico and Central and South
    /// American neighbours; everywhere else uses A4.
    static let letterTerritories: Set<String> = ["US", "CA", "MX", "PH", "PR", "CL", "CO", "CR", "GT", "NI", "PA", "SV", "VE", "DO"]

    /// The paper of the locale the environment names. As for any locale category, LC_ALL
    /// wins, then LC_PAPER, then LANG; an unset or empty one passes to the next. The
    /// territory is what follows "_" in "en_US.UTF-8"; a locale without one ("C", "POSIX")
    /// prints on A4.
    package static func forLocale(_ environment: [String: String]) -> PaperSize {
        let locale = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard let underscore = locale.firstIndex(of: "_") else { return .a4 }
        let territory = locale[locale.index(after: underscore)...].prefix { $0.isLetter }
        return letterTerritories.contains(territory.uppercased()) ? .letter : .a4
    }
}
