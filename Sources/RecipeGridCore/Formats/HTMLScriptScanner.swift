/// One `<script>` element of an HTML page: its `type` and where its text lies.
struct HTMLScript: Sendable, Equatable {
    /// The `type` attribute as written (the first one, as browsers keep); nil without one,
    /// "" for a `type` with no value.
    var type: String?
    /// The script's text in the page's bytes: from just after `<script …>` to its `</script`.
    var text: Range<Int>
    /// False when the page ends before `</script`: the text then runs to the end of the
    /// page, as a browser takes it.
    var isClosed: Bool

    /// Whether the element is JSON-LD: `type` is `application/ld+json`, in any case, with
    /// white space around it and parameters ("; charset=utf-8") ignored.
    var isJSONLD: Bool {
        guard let type else { return false }
        let essence = type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return essence.trimmingWhitespaceAndNewlines().lowercased() == "application/ld+json"
    }
}

/// Finds the script elements of an HTML page with `HTMLTokenizer`, as a browser would
/// find them: a `<script>` written inside a comment, a CDATA section, `<style>` or
/// `<title>` is none, and a script's text ends at the first `</script` in any case followed
/// by white space, `/` or `>`, even inside a JavaScript or JSON string. The scan is linear
/// in the page's size however deep its tags nest.
enum HTMLScriptScanner {
    private static let script = Array("script".utf8)
    private static let type = Array("type".utf8)

    /// The script elements of `page`, in order.
    static func scripts(in page: [UInt8]) -> [HTMLScript] {
        page.withUnsafeBufferPointer { buffer in
            var tokenizer = HTMLTokenizer(bytes: buffer)
            var found: [HTMLScript] = []
            while let token = tokenizer.next() {
                guard case .startTag(let tag) = token, tokenizer.matches(tag.name, script), let text = tag.rawText else { continue }
                // A bare `type` reads as "".
                let type = tokenizer.attribute(type, of: tag).map { tokenizer.text($0.value ?? text.lowerBound..<text.lowerBound) }
                found.append(HTMLScript(type: type, text: text, isClosed: tag.isClosed))
            }
            return found
        }
    }
}
