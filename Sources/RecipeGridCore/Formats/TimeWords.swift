/// The words of a time in a recipe step, in every language read (README, "Recipes in other languages"):
/// units in seconds, the number words a time may start with, the words that join its parts. One table for all
/// languages, as no unit word of one means anything else in another; a step's language need not be known.
enum TimeWords {
    /// Seconds in each unit word, lower case, a trailing full stop dropped.
    static let units: [String: Seconds] = {
        var table: [String: Seconds] = [:]
        let words: [(Seconds, [String])] = [
            (3600, ["hour", "hours", "hr", "hrs", "h", "stunde", "stunden", "std", "heure", "heures", "hora", "horas", "hs"]),
            (60, ["minute", "minutes", "min", "mins", "minuten", "minuto", "minutos", "mn"]),
            (1, ["second", "seconds", "sec", "secs", "sekunde", "sekunden", "sek", "seconde", "secondes", "segundo", "segundos", "seg"]),
        ]
        for (seconds, spellings) in words {
            for spelling in spellings { table[spelling] = seconds }
        }
        return table
    }()

    /// Units written glued to the number and to the word after them ("30분간", "10分ほど"), longest first.
    private static let gluedUnits: [(word: [Character], seconds: Seconds)] = [
        (Array("時間"), 3600), (Array("시간"), 3600), (Array("分"), 60), (Array("분"), 60), (Array("秒"), 1), (Array("초"), 1),
    ]

    /// Number words a time may start with, beyond English ones: "eine Stunde", "une heure", "una hora".
    static let numbers: [String: Double] = [
        "eine": 1, "einer": 1, "une": 1, "un": 1, "una": 1, "uno": 1, "zwei": 2, "deux": 2, "dos": 2, "drei": 3, "trois": 3, "tres": 3,
    ]

    /// Words between two parts of one time: "1 hour and 30 minutes", "1 Stunde und 30 Minuten".
    static let joiners: Set<String> = ["and", "und", "et", "y"]

    /// Seconds in `word`, a unit matched by `unitEnd`.
    static func seconds(of word: String) -> Seconds? {
        if let glued = gluedUnits.first(where: { word.hasPrefix(String($0.word)) }) { return glued.seconds }
        return units[word.lowercased().hasSuffix(".") ? String(word.lowercased().dropLast()) : word.lowercased()]
    }

    /// Where the unit starting at `start` ends: after a whole word of `units`, or after a Korean or Japanese
    /// unit, whatever follows it.
    static func unitEnd(_ text: [Character], at start: Int) -> Int? {
        guard start < text.count else { return nil }
        for glued in gluedUnits where text[start...].starts(with: glued.word) { return start + glued.word.count }
        var end = start
        while end < text.count, text[end].isLetter { end += 1 }
        let word = String(text[start..<end]).lowercased()
        guard end > start, units[word] != nil else { return nil }
        // A bare "h" is an hour only before its minutes, as French writes "1h30" and "1 h 30".
        if word == "h" {
            let minutes = end < text.count && text[end] == " " ? end + 1 : end
            return minutes < text.count && text[minutes].isASCII && text[minutes].isNumber ? end : nil
        }
        return end == text.count || !DurationScanner.isWordCharacter(text[end]) ? end : nil
    }

    /// What may follow an hour's unit as more of the same time, and its seconds: "半" or "반" (half an hour,
    /// "1時間半", "1시간 반"), or bare minutes after French hours ("1 heure 30", "1h30"); `end` moves past it.
    static func hourRest(_ text: [Character], unit: String, end: inout Int) -> Seconds {
        var index = end
        while index < text.count, text[index] == " " { index += 1 }
        // Japanese glues the next word on ("1時間半寝かせる"); Korean leaves a space ("반죽" is dough, not half).
        if index < text.count, text[index] == "半" || (text[index] == "반" && (index + 1 == text.count || !text[index + 1].isLetter)) {
            end = index + 1
            return 1800
        }
        guard ["h", "heure", "heures"].contains(unit.lowercased()) else { return 0 }
        var digitsEnd = index
        while digitsEnd < text.count, digitsEnd - index < 2, text[digitsEnd].isASCII, text[digitsEnd].isNumber { digitsEnd += 1 }
        guard digitsEnd > index, digitsEnd == text.count || !DurationScanner.isWordCharacter(text[digitsEnd]),
            unitEnd(text, at: digitsEnd + (digitsEnd < text.count && text[digitsEnd] == " " ? 1 : 0)) == nil,
            let minutes = Int(String(text[index..<digitsEnd])), minutes < 60
        else { return 0 }
        end = digitsEnd
        return Seconds(minutes * 60)
    }

    /// Whether `character` is a letter of a script written without spaces between words (Han, kana, Hangul).
    static func isUnspaced(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(scalar) || (0x3400...0x9FFF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
    }
}
