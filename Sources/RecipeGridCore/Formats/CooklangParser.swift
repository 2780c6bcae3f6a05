/// Reads a Cooklang file into a `CooklangDocument`: front matter, comments, then lines into
/// steps, notes, sections and `>>` metadata. What is inside a step is `CooklangTokenizer`'s.
///
/// A scanner over Unicode scalars, not regular expressions: it keeps Swift's regex engine
/// out of memory and reads a large file in one pass.
package enum CooklangParser {
    package static func parse(_ text: String) -> CooklangDocument {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var document = CooklangDocument()
        var body = scalars[...]
        if let (frontMatter, rest) = splitFrontMatter(scalars[...]) {
            document.metadata = FrontMatter.read(frontMatter)
            body = rest
        }
        var blocks = BlockBuilder()
        for line in CommentStripper.lines(of: body) {
            blocks.add(line, metadata: &document.metadata)
        }
        document.blocks = blocks.finish()
        return document
    }

    /// The lines between a first line of `---` and the next line of `---`, and what follows;
    /// nil when the file does not start so, or the block never closes (then it is text).
    static func splitFrontMatter(_ text: ArraySlice<Unicode.Scalar>) -> ([String], ArraySlice<Unicode.Scalar>)? {
        var lines: [String] = []
        var start = text.startIndex
        var isFirst = true
        while start < text.endIndex {
            let end = text[start...].firstIndex(where: isNewline) ?? text.endIndex
            let next = end < text.endIndex ? text.index(after: end) : end
            // A fence is "---" and perhaps white space: a long line is none, and is not copied to learn so.
            let isFence = end - start < 64 && String(String.UnicodeScalarView(text[start..<end])).trimmingWhitespace() == "---"
            if isFirst {
                guard isFence else { return nil }
                isFirst = false
            } else if isFence {
                return (lines, text[next...])
            } else {
                lines.append(String(String.UnicodeScalarView(text[start..<end])))
            }
            // "\r\n" ends one line, not two.
            start = end < text.endIndex && text[end] == "\r" && next < text.endIndex && text[next] == "\n" ? text.index(after: next) : next
        }
        return nil
    }

    /// U+000A to U+000D, U+0085, U+2028 and U+2029, as the specification's grammar says.
    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Unicode's Zs and the tab: what separates words.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}

/// Lines become blocks: a blank line ends a step or a note; the lines of one paragraph
/// are one step, joined by a space (by a line break after a trailing `\`).
private struct BlockBuilder {
    private var blocks: [CooklangBlock] = []
    private var step: [Unicode.Scalar] = []
    private var note: [String] = []

    mutating func add(_ line: CommentStripper.Line, metadata: inout [CooklangMetadata]) {
        var text = line.text[...]
        while let first = text.first, CooklangParser.isWhitespace(first) { text.removeFirst() }
        if text.isEmpty {
            // A line that held only a comment is not a blank line: it neither ends nor starts a step.
            if !line.hadComment { endParagraph() }
            return
        }
        if text.starts(with: [">", ">"]) {
            endParagraph()
            if let entry = FrontMatter.entry(String(String.UnicodeScalarView(text.dropFirst(2)))) { metadata.append(entry) }
        } else if text.first == ">" {
            endStep()
            note.append(String(String.UnicodeScalarView(text.dropFirst())).trimmingWhitespace())
        } else if text.first == "=" {
            endParagraph()
            let name = String(String.UnicodeScalarView(text)).trimmingScalars { $0 == "=" || $0.isFoundationWhitespace }
            blocks.append(.section(name))
        } else {
            endNote()
            if let last = step.last {
                if last == "\\" {
                    step[step.count - 1] = "\n"
                } else {
                    step.append(" ")
                }
            }
            step += text
        }
    }

    mutating func finish() -> [CooklangBlock] {
        endParagraph()
        return blocks
    }

    private mutating func endParagraph() {
        endStep()
        endNote()
    }

    private mutating func endStep() {
        guard !step.isEmpty else { return }
        if step.last == "\\" { step.removeLast() }
        let items = CooklangTokenizer.items(of: step[...])
        step = []
        if !items.isEmpty { blocks.append(.step(items)) }
    }

    private mutating func endNote() {
        guard !note.isEmpty else { return }
        let text = note.filter { !$0.isEmpty }.joined(separator: " ")
        note = []
        if !text.isEmpty { blocks.append(.note(text)) }
    }
}

/// The file's lines with `-- line comments` and `[- block comments -]` taken out.
///
/// Decided: a run of three or more dashes is text, not a comment ("hello ---" keeps its
/// dashes, as the canonical tests ask), and a `[-` that never closes is text.
enum CommentStripper {
    struct Line {
        var text: [Unicode.Scalar]
        /// Whether a comment was taken out of it.
        var hadComment: Bool
    }

    static func lines(of text: ArraySlice<Unicode.Scalar>) -> [Line] {
        var lines: [Line] = []
        var current = Line(text: [], hadComment: false)
        var index = text.startIndex
        // Where the last "-]" starts: a "[-" after it never closes. Known once, so that a
        // file of many unclosed "[-" is still read in one pass.
        let lastClose = lastBlockCommentClose(in: text)
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < text.endIndex ? text[index + offset] : nil }
        while index < text.endIndex {
            let scalar = text[index]
            if CooklangParser.isNewline(scalar) {
                lines.append(current)
                current = Line(text: [], hadComment: false)
                index += scalar == "\r" && at(1) == "\n" ? 2 : 1
            } else if scalar == "-", at(1) == "-", at(2) != "-", index == text.startIndex || text[index - 1] != "-" {
                current.hadComment = true
                index = text[index...].firstIndex(where: CooklangParser.isNewline) ?? text.endIndex
            } else if scalar == "[", at(1) == "-", index + 2 <= lastClose, let end = blockCommentEnd(in: text, from: index + 2) {
                current.hadComment = true
                index = end
            } else {
                current.text.append(scalar)
                index += 1
            }
        }
        if !current.text.isEmpty || current.hadComment { lines.append(current) }
        return lines
    }

    private static func lastBlockCommentClose(in text: ArraySlice<Unicode.Scalar>) -> Int {
        var index = text.endIndex - 2
        while index >= text.startIndex {
            if text[index] == "-" && text[index + 1] == "]" { return index }
            index -= 1
        }
        return text.startIndex - 1
    }

    /// Just past the `-]` that closes a block comment whose text starts at `start`.
    private static func blockCommentEnd(in text: ArraySlice<Unicode.Scalar>, from start: Int) -> Int? {
        var index = start
        while index + 1 < text.endIndex {
            if text[index] == "-" && text[index + 1] == "]" { return index + 2 }
            index += 1
        }
        return nil
    }
}
