import FoundationEssentials
import Glibc
import RecipeGridCore

/// How the user's LC_TIME writes a day, read from the C library (`nl_langinfo`) once at
/// start and handed to the core as data (`AppState.dateStyle`): the months' short names,
/// and the order of day and month from the locale's date format without its year ("%d.%m.%Y"
/// → "%e. %b": "12. Nov"). A locale without names of its own (C, POSIX) gets English's
/// "12 Nov".
enum LocaleDates {
    static func style() -> DateStyle {
        let name = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? "C"
        guard name != "C", name != "POSIX", !name.hasPrefix("C.") else { return .english }
        let months = (0..<12).map { offset in
            String(cString: nl_langinfo(nl_item(ABMON_1) + nl_item(offset))).trimmingWhitespace()
        }
        return style(dateFormat: String(cString: nl_langinfo(nl_item(D_FMT))), months: months)
    }

    /// The style of a locale whose date format (`D_FMT`) is `format` and whose months are
    /// called `months`.
    static func style(dateFormat format: String, months: [String]) -> DateStyle {
        let pieces = Self.pieces(of: format)
        let fields = pieces.filter { $0 != .year && !$0.isLiteral }
        guard fields.contains(.day), fields.contains(.month) else { return .english }
        // "%Y-%m-%d" is ISO's order, which locales take as a neutral one rather than as how
        // they write a day: the day goes first, as most of them do.
        if pieces == [.year, .literal("-"), .month, .literal("-"), .day] {
            return DateStyle(months: months, dayMonth: "%e %b", dayMonthYear: "%e %b %Y")
        }
        return DateStyle(months: months, dayMonth: pattern(withoutYear(pieces)), dayMonthYear: pattern(pieces))
    }

    enum Piece: Equatable {
        case day, month, year
        case literal(String)

        var isLiteral: Bool { if case .literal = self { true } else { false } }
    }

    /// The format's fields and the text between them; other directives (a weekday) are dropped.
    static func pieces(of format: String) -> [Piece] {
        let expanded = format.replacing("%D", with: "%m/%d/%y").replacing("%F", with: "%Y-%m-%d")
        var pieces: [Piece] = []
        var characters = expanded.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                if case .literal(let text) = pieces.last {
                    pieces[pieces.count - 1] = .literal(text + String(character))
                } else {
                    pieces.append(.literal(String(character)))
                }
                continue
            }
            var directive = characters.next()
            while let flag = directive, "-_0^#EO".contains(flag) { directive = characters.next() }
            switch directive {
            case "d", "e": pieces.append(.day)
            case "m", "b", "h", "B": pieces.append(.month)
            case "y", "Y", "C", "G": pieces.append(.year)
            default: break
            }
        }
        return pieces
    }

    /// The pieces without the year and the text that joins it to its neighbour.
    private static func withoutYear(_ pieces: [Piece]) -> [Piece] {
        guard let year = pieces.firstIndex(of: .year) else { return pieces }
        var result = pieces
        let joiner = year == 0 ? 1 : year - 1
        if result.indices.contains(joiner), result[joiner].isLiteral {
            result.remove(at: max(year, joiner))
            result.remove(at: min(year, joiner))
        } else {
            result.remove(at: year)
        }
        return result
    }

    /// The pattern `DateStyle` formats with: the month by name, and the slashes and dashes
    /// that separated numbers as spaces ("%m/%d/%Y" → "%b %e %Y"); a month followed by a
    /// word of its own ("%m月%d日") stays a number, as those locales write it.
    private static func pattern(_ pieces: [Piece]) -> String {
        let month = pieces.firstIndex(of: .month) ?? 0
        let byName = !(pieces.indices.contains(month + 1) && pieces[month + 1].literalText.first?.isLetter == true)
        var out = ""
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .day: out += "%e"
            case .year: out += "%Y"
            case .month: out += byName ? "%b" : "%m"
            case .literal(let text):
                out += byName && text.first?.isLetter != true ? Self.spaced(text, last: index == pieces.count - 1) : text
            }
        }
        return out
    }

    /// A separator of numbers as one of words: "/" and "-" a space, "." a full stop and a space.
    private static func spaced(_ text: String, last: Bool) -> String {
        guard !last else { return text }
        let words = text.replacing("/", with: " ").replacing("-", with: " ").replacing(".", with: ". ")
        return words.replacing("  ", with: " ")
    }
}

extension LocaleDates.Piece {
    fileprivate var literalText: String { if case .literal(let text) = self { text } else { "" } }
}
