/// A tag name folded to a number (a hash of its ASCII-lowercased bytes), so that the
/// open elements of a 50 MB page are compared and counted without making a string a tag.
struct HTMLElementKey: Hashable, Sendable {
    var hash: UInt64

    /// The key of the lower-case ASCII `name`.
    init(_ name: StaticString) {
        hash = Self.hash(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), 0..<name.utf8CodeUnitCount)
    }

    /// The key of the tag name at `range` of `bytes`, in any case.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        hash = Self.hash(bytes, range)
    }

    /// FNV-1a over the folded bytes: two names a page could hold meet by chance once in 2⁶⁴.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range {
            hash = (hash ^ UInt64(HTMLTokenizer.lowercased(bytes[index]))) &* 0x100_0000_01b3
        }
        return hash
    }
}

/// What the tree builder needs to know of elements to nest them as a browser does:
/// which have no end tag, which end an open one they cannot sit in, and which break text
/// into lines.
enum HTMLElementRules {
    /// Elements that never have content or an end tag.
    static let void: Set<HTMLElementKey> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Elements whose start ends an open `<p>`: a paragraph holds no block.
    static let closesParagraph: Set<HTMLElementKey> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figcaption", "figure", "footer", "form",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "dd", "dt", "main", "menu", "nav", "ol", "p", "pre", "section",
        "table", "ul",
    ]

    /// Where the search for an open `<p>` stops: a paragraph outside them is not closed
    /// from inside them.
    static let paragraphScope: Set<HTMLElementKey> = ["button", "table", "td", "th", "caption", "object", "template", "html"]

    /// Elements whose text a reader sees on a line of its own: a property's text keeps a
    /// line break at each, so that a list of steps in one element stays several steps.
    static let breaksLines: Set<HTMLElementKey> = [
        "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer", "h1", "h2",
        "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "tr", "ul",
    ]

    /// Raw-text elements whose text is the page's text (a `<title>`), not a script's.
    static let textualRawText: Set<HTMLElementKey> = ["title", "textarea"]

    static let p = HTMLElementKey("p")
    static let li = HTMLElementKey("li")
    static let dd = HTMLElementKey("dd")
    static let dt = HTMLElementKey("dt")
    static let listScope: Set<HTMLElementKey> = ["ul", "ol", "menu"]
    static let definitionScope: Set<HTMLElementKey> = ["dl"]
}

extension HTMLElementKey: ExpressibleByStringLiteral {
    init(stringLiteral name: StaticString) {
        self.init(name)
    }
}
