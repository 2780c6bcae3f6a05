/// Where a multi-line field is laid out: the width its lines wrap at, the height of the
/// part of it that shows (the Page keys move by as many lines as that holds, and the
/// scroll keeps the caret inside it), and how its text is measured.
struct MultilineTextGeometry: Sendable {
    var width: Double
    var viewportHeight: Double
    var style: TextStyle
    var measurer: any TextMeasuring

    init(width: Double, viewportHeight: Double, style: TextStyle, measurer: any TextMeasuring) {
        self.width = width
        self.viewportHeight = viewportHeight
        self.style = style
        self.measurer = measurer
    }

    /// Whether lines wrapped for `other` are the lines for this one. Measurers cannot be
    /// compared, and the program has one for its whole run.
    func wrapsLike(_ other: MultilineTextGeometry) -> Bool {
        width == other.width && style == other.style
    }
}

/// A field's text as visual lines: wrapped where TextWrapping wraps (greedy, where
/// `LineBreaking` allows; a word wider than the line is broken between characters), but each line a span of the
/// text, so the caret and the selection can be found on it. Spaces after a word stay at
/// the end of its line (they hang past the edge, as in Pango), a newline ends a line and
/// an empty line is a line of its own.
struct MultilineTextLayout: Sendable {
    /// A visual line: the characters `start..<end`; `hard` when a newline or the text's end
    /// follows it, so the next line starts at `end + 1`, else at `end`.
    struct Line: Sendable, Equatable {
        var start: Int
        var end: Int
        var hard: Bool

        var next: Int { hard ? end + 1 : end }
    }

    private(set) var lines: [Line]
    var geometry: MultilineTextGeometry
    let lineHeight: Double

    init(_ characters: [Character], geometry: MultilineTextGeometry) {
        self.geometry = geometry
        lineHeight = max(1, geometry.measurer.lineHeight(of: geometry.style))
        lines = []
        var start = 0
        while true {
            let line = nextLine(from: start, in: characters)
            lines.append(line)
            if line.hard && line.end == characters.count { break }
            start = line.next
        }
    }

    var height: Double { Double(lines.count) * lineHeight }

    /// The line an offset is on: the last that starts at or before it. An offset where a
    /// line was broken inside a long word is the next line's start (see `caretAtLineEnd`).
    func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func width(_ characters: [Character], _ range: Range<Int>) -> Double {
        range.isEmpty ? 0 : geometry.measurer.width(of: String(characters[range]), style: geometry.style)
    }

    /// Follows an edit that put `count` characters in place of `range`: re-wraps from the
    /// line before the edit (a shorter word may now fit there) until a new line starts
    /// where an old one did past the edit; from there on the greedy wrap is what it was,
    /// so the rest of the lines only move by the change in length.
    mutating func update(replacing range: Range<Int>, count: Int, in characters: [Character]) {
        let delta = count - range.count
        var first = lineIndex(containing: range.lowerBound)
        if first > 0 && !lines[first - 1].hard { first -= 1 }
        var resume = lineIndex(containing: range.upperBound) + 1
        var fresh: [Line] = []
        var start = lines[first].start
        let editEnd = range.lowerBound + count
        while true {
            let line = nextLine(from: start, in: characters)
            fresh.append(line)
            if line.hard && line.end == characters.count {
                resume = lines.count
                break
            }
            start = line.next
            while resume < lines.count && lines[resume].start + delta < start { resume += 1 }
            if start >= editEnd, resume < lines.count, lines[resume].start + delta == start { break }
        }
        lines.replaceSubrange(first..<resume, with: fresh)
        guard delta != 0 else { return }
        for index in (first + fresh.count)..<lines.count {
            lines[index].start += delta
            lines[index].end += delta
        }
    }

    /// The visual line that starts at `start`: pieces between break opportunities
    /// (`LineBreaking`) while they fit, the spaces after each with it, up to a newline or
    /// the text's end.
    func nextLine(from start: Int, in characters: [Character]) -> Line {
        var index = start
        while true {
            if index == characters.count || characters[index] == "\n" { return Line(start: start, end: index, hard: true) }
            let pieceStart = index
            if scanPiece(from: start, &index, in: characters) {
                if pieceStart > start { return Line(start: start, end: pieceStart, hard: false) }
                // Spaces after a piece hang past the edge: it is broken before them, if at all.
                var inked = index
                while inked > start + 1, characters[inked - 1] == " " { inked -= 1 }
                let end = brokenWordEnd(from: start, before: inked, in: characters)
                if end < inked { return Line(start: start, end: end, hard: false) }
            }
        }
    }

    /// Moves `index` over the piece it is at, to the next place a line may break (or a
    /// newline), and says whether the line from `start` to there, spaces at its end left
    /// out, is too wide. The piece is read in doubling steps, the line measured after
    /// each: a word far wider than the line (a pasted run of a million letters) is found
    /// out after a few times the characters a line holds, not at its end; `index` is
    /// then where reading stopped.
    private func scanPiece(from start: Int, _ index: inout Int, in characters: [Character]) -> Bool {
        var step = 64
        index += 1
        while true {
            let stop = min(characters.count, index + step)
            while index < stop, !endsPiece(at: index, in: characters) { index += 1 }
            var inked = index
            while inked > start, characters[inked - 1] == " " { inked -= 1 }
            if inked > start, width(characters, start..<inked) > geometry.width { return true }
            if index == characters.count || endsPiece(at: index, in: characters) { return false }
            step *= 2
        }
    }

    /// A newline ends a piece, and so does a place a line may break.
    private func endsPiece(at index: Int, in characters: [Character]) -> Bool {
        characters[index] == "\n" || LineBreaking.allowed(before: index, in: characters)
    }

    /// Where a line holding only the start of a word too long for it ends: as many of its
    /// characters as fit, and at least one, so a line always moves on.
    private func brokenWordEnd(from start: Int, before wordEnd: Int, in characters: [Character]) -> Int {
        var low = start + 1
        var high = wordEnd
        while low < high {
            let middle = (low + high + 1) / 2
            if width(characters, start..<middle) <= geometry.width { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: Positions on a line

    /// The x of `offset` on `line`, from the line's left edge.
    func x(of offset: Int, on line: Line, in characters: [Character]) -> Double {
        width(characters, line.start..<min(max(offset, line.start), line.end))
    }

    /// The last place the caret may take on a line: before the space a soft break hangs
    /// at its end, else its end (after a broken word, `caretAtLineEnd` says it shows here).
    func lastCaretOffset(of line: Line, in characters: [Character]) -> Int {
        if !line.hard, line.end > line.start, characters[line.end - 1] == " " { return line.end - 1 }
        return line.end
    }

    /// The offset on `line` nearest to `x`, from its left edge.
    func offset(nearest x: Double, on line: Line, in characters: [Character]) -> Int {
        let last = lastCaretOffset(of: line, in: characters)
        var low = line.start
        var high = last
        // The last offset whose x is at or left of `x`, then whichever neighbour is nearer.
        while low < high {
            let middle = (low + high + 1) / 2
            if width(characters, line.start..<middle) <= x { low = middle } else { high = middle - 1 }
        }
        guard low < last else { return low }
        let left = width(characters, line.start..<low)
        let right = width(characters, line.start..<(low + 1))
        return x - left <= right - x ? low : low + 1
    }
}
