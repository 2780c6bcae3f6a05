/// Where a line may break: the pair rules of the Unicode line breaking algorithm (UAX #14,
/// rules LB4 to LB31), between characters (grapheme clusters, so LB9's marks and joiners
/// already travel with their base).
///
/// Tailored as README's "Korean, Japanese and Chinese" says: the classes are resolved by LB1 in the
/// table (SA, AI, XX as AL; CJ as NS, the strict Japanese choice, so small kana and ー do
/// not start a line); LB25's numbers by the pair rules its note allows; a number and the
/// Han or Hangul counter after it stay together (2個, 5분), as "200g" does; LB30a's flags
/// are grapheme clusters already; LB30b's rule for unassigned pictographs is left out;
/// East Asian width (LB30) is told by code point. So a line may break between any two
/// Han, kana or Hangul characters (ID, H2, H3), never inside a Latin word or a number
/// with its unit or sign ("25%", "$3.50"), never before closing punctuation (。、」）！？:
/// CL, CP, NS, EX, IS) nor after opening punctuation (「（: OP), and after a hyphen
/// or a slash of a URL only where the rules allow.
enum LineBreaking {
    /// Whether a line may break before `characters[index]`. Never before the first
    /// character; a newline allows (in fact forces) a break after it.
    ///
    /// Reads back over the characters before `index` only as far as a rule needs (the
    /// spaces before it, or the letter before a hyphen): a caller can ask at any index, in
    /// any order.
    static func allowed(before index: Int, in characters: [Character]) -> Bool {
        guard index > 0, index < characters.count else { return false }
        let before = LineBreakClass.of(characters[index - 1])
        let after = LineBreakClass.of(characters[index])
        if let hard = explicitBreak(before, after) { return hard }
        // LB8, LB14 to LB17 look past spaces, at the class before them.
        var spaced = index - 1
        while spaced > 0, LineBreakClass.of(characters[spaced]) == .SP { spaced -= 1 }
        let beforeSpaces = LineBreakClass.of(characters[spaced])
        if beforeSpaces == .ZW { return true }  // LB8
        if let glued = glueRule(before, after) { return glued }
        if let rule = punctuationRule(before, after, beforeSpaces: beforeSpaces) { return rule }
        if before == .SP { return true }  // LB18
        if let rule = pairRule(before, after) { return rule }
        if index >= 2, before == .HY || before == .BA, LineBreakClass.of(characters[index - 2]) == .HL { return false }  // LB21a
        if let rule = letterRule(before, after) { return rule }
        if let rule = parenthesisRule(before, after, characters[index - 1], characters[index]) { return rule }
        return true  // LB31
    }

    /// LB4 to LB7: the breaks every text has, and none before a break or a space.
    private static func explicitBreak(_ before: LineBreakClass, _ after: LineBreakClass) -> Bool? {
        switch (before, after) {
        case (.CR, .LF): return false  // LB5
        case (.BK, _), (.CR, _), (.LF, _), (.NL, _): return true  // LB4, LB5
        case (_, .BK), (_, .CR), (_, .LF), (_, .NL), (_, .SP), (_, .ZW): return false  // LB6, LB7
        default: return nil
        }
    }

    /// LB11 to LB13: joiners, no-break spaces, and what never starts a line.
    private static func glueRule(_ before: LineBreakClass, _ after: LineBreakClass) -> Bool? {
        switch (before, after) {
        case (.WJ, _), (_, .WJ), (.GL, _): return false  // LB11, LB12
        case (_, .GL) where ![.SP, .BA, .HY].contains(before): return false  // LB12a
        case (_, .CL), (_, .CP), (_, .EX), (_, .IS), (_, .SY): return false  // LB13
        default: return nil
        }
    }

    /// LB14 to LB17: no break after an opening mark, between a quote and an opening mark,
    /// before a small kana after a closing mark, or between two em dashes, spaces or not.
    private static func punctuationRule(_ before: LineBreakClass, _ after: LineBreakClass, beforeSpaces: LineBreakClass) -> Bool? {
        if beforeSpaces == .OP { return false }  // LB14
        if beforeSpaces == .QU && after == .OP { return false }  // LB15
        if (beforeSpaces == .CL || beforeSpaces == .CP) && after == .NS { return false }  // LB16
        if beforeSpaces == .B2 && after == .B2 { return false }  // LB17
        return nil
    }

    /// LB19 to LB29, pairs of classes after any space: quotes, contingent breaks, hyphens
    /// and small kana, numbers with their signs and units, Korean syllables, words.
    private static func pairRule(_ before: LineBreakClass, _ after: LineBreakClass) -> Bool? {
        switch (before, after) {
        case (.QU, _), (_, .QU): return false  // LB19
        case (.CB, _), (_, .CB): return true  // LB20
        case (_, .BA), (_, .HY), (_, .NS), (.BB, _): return false  // LB21
        case (_, .IN): return false  // LB22
        case (.AL, .NU), (.HL, .NU), (.NU, .AL), (.NU, .HL): return false  // LB23
        case (.PR, .ID), (.PR, .EB), (.PR, .EM), (.ID, .PO), (.EB, .PO), (.EM, .PO): return false  // LB23a
        case (.PR, .AL), (.PR, .HL), (.PO, .AL), (.PO, .HL), (.AL, .PR), (.AL, .PO), (.HL, .PR), (.HL, .PO): return false  // LB24
        case (.CL, .PO), (.CP, .PO), (.CL, .PR), (.CP, .PR), (.NU, .PO), (.NU, .PR), (.PO, .OP), (.PO, .NU), (.PR, .OP),
            (.PR, .NU), (.HY, .NU), (.IS, .NU), (.NU, .NU), (.SY, .NU):
            return false  // LB25, as pairs
        case (.JL, .JL), (.JL, .JV), (.JL, .H2), (.JL, .H3), (.JV, .JV), (.JV, .JT), (.H2, .JV), (.H2, .JT), (.JT, .JT), (.H3, .JT):
            return false  // LB26
        case (.JL, .PO), (.JV, .PO), (.JT, .PO), (.H2, .PO), (.H3, .PO), (.PR, .JL), (.PR, .JV), (.PR, .JT), (.PR, .H2), (.PR, .H3):
            return false  // LB27
        case (.AL, .AL), (.IS, .AL): return false  // LB28, LB29
        case (.EB, .EM): return false  // LB30b
        default: return nil
        }
    }

    /// LB21b, LB28 and LB29 with Hebrew letters (LB28 and LB29 with others are pairs):
    /// no break between a slash and a Hebrew letter, nor between letters. And the
    /// tailoring: a number and the counter or unit written after it in Han or Hangul
    /// (2個, 15分, 5분) stay together, as "200g" does by LB23.
    private static func letterRule(_ before: LineBreakClass, _ after: LineBreakClass) -> Bool? {
        switch (before, after) {
        case (.SY, .HL): return false  // LB21b
        case (.HL, .HL), (.AL, .HL), (.HL, .AL), (.IS, .HL): return false  // LB28, LB29
        case (.NU, .ID), (.NU, .H2), (.NU, .H3), (.NU, .JL): return false
        default: return nil
        }
    }

    /// LB30: a letter or number and a parenthesis stay together ("f(x)", "(1)a"), unless
    /// the parenthesis is East Asian, which a line may start with or end at.
    private static func parenthesisRule(_ before: LineBreakClass, _ after: LineBreakClass, _ first: Character, _ second: Character) -> Bool? {
        let letterOrNumber: Set<LineBreakClass> = [.AL, .HL, .NU]
        if letterOrNumber.contains(before) && after == .OP && !LineBreakClass.isEastAsianWide(second) { return false }
        if before == .CP && letterOrNumber.contains(after) && !LineBreakClass.isEastAsianWide(first) { return false }
        return nil
    }
}
