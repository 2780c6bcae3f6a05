extension LoadProblem {
    /// The problem of a file whose JSON does not parse, at the line and column of the
    /// error. `skipped` leading bytes (a byte order mark) are not counted.
    package init(path: String, syntaxError: JSONSyntaxError, bytes: [UInt8], skipped: Int = 0) {
        let location = Self.location(ofByte: syntaxError.offset, in: bytes, from: skipped)
        // TRANSLATORS: a cookbook's load problem, after "recipes.json:3:7: "; {reason} is the
        // JSON parser's, "invalid value" or "unexpected end of file during JSON parse".
        let message = tr("invalid JSON: {reason}", ["reason": syntaxError.message])
        self.init(path: path, message: message, line: location.line, column: location.column)
    }

    /// 1-based line and column of the byte at `offset`, counting characters (not UTF-8
    /// bytes) in the column, as editors do.
    private static func location(ofByte offset: Int, in bytes: [UInt8], from start: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[min(start, bytes.count)..<max(start, min(offset, bytes.count))] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        return (line, column)
    }
}
