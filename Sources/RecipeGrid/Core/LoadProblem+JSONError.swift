import Foundation

extension LoadProblem {
    /// The problem of a file whose JSON does not parse, at the line and column that
    /// Foundation's error points to.
    ///
    /// Foundation gives the place only inside its message: on Linux "Invalid value
    /// around character 25." (a 0-based byte offset into `data`), on other platforms
    /// sometimes "around line 2, column 7.". "Unexpected end of file" has no place; the
    /// problem then points just past the last non-blank character, where the missing
    /// text belongs.
    init(path: String, jsonError: any Error, data: Data) {
        let nsError = jsonError as NSError
        let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
        var location: (line: Int, column: Int)?
        var summary = Substring(detail)
        if let around = detail.range(of: " around ") {
            summary = detail[..<around.lowerBound]
            location = Self.location(described: detail[around.upperBound...], in: data)
        } else if detail.localizedCaseInsensitiveContains("end of file") {
            location = Self.location(ofByte: Self.endOfContent(data), in: data)
        }
        while summary.last == "." { summary.removeLast() }
        // "Invalid value" reads better lower-cased after the colon; "JSON text …" must stay.
        if summary.dropFirst().first?.isLowercase == true {
            summary = summary.prefix(1).lowercased() + summary.dropFirst()
        }
        self.init(
            path: path,
            message: "invalid JSON: " + summary,
            line: location?.line,
            column: location?.column
        )
    }

    /// Reads "character 25." or "line 2, column 7." (after "around ").
    private static func location(described text: Substring, in data: Data) -> (line: Int, column: Int)? {
        let numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
        if text.hasPrefix("character"), let offset = numbers.first {
            return location(ofByte: offset, in: data)
        }
        if text.hasPrefix("line"), numbers.count >= 2 {
            return (numbers[0], numbers[1])
        }
        return nil
    }

    /// 1-based line and column of the byte at `offset`, counting characters (not UTF-8
    /// bytes) in the column, as editors do.
    private static func location(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        return (line, column)
    }

    /// Offset just past the last byte that is not JSON whitespace.
    private static func endOfContent(_ data: Data) -> Int {
        let blanks: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        let last = data.lastIndex { !blanks.contains($0) }
        return last.map { data.distance(from: data.startIndex, to: $0) + 1 } ?? 0
    }
}
