/// Reads the schema.org microdata of an HTML page into items, following the WHATWG
/// microdata model: an element with `itemscope` starts an item, and an `itemprop` on an
/// element inside it adds a property to the nearest enclosing item, whose value is a
/// nested item, an attribute or the element's text (`value(of:)` says which).
///
/// The page is nested as a browser nests it, from `HTMLTokenizer`'s tags: void elements
/// have no end tag, an end tag closes its element and every one left open inside it, a
/// stray end tag is ignored, and a new `<li>`, `<dt>`/`<dd>` or block ends an open
/// `<li>`, `<dt>`/`<dd>` or `<p>` (sites leave them unclosed). Everything is iterative, and
/// items nest at most `maximumItemDepth` deep, so a hostile page nests as deep as it likes
/// without costing more than its length. `itemref` is not followed.
enum MicrodataReader {
    /// Items nested as properties deeper than this are dropped with everything inside
    /// them: no recipe nests a tenth as deep, and the items become JSON, which nests at most 512.
    static let maximumItemDepth = 64

    /// The items of `page`, in the order their elements start; a nested item's index is
    /// always greater than its parent's.
    static func items(in page: [UInt8]) -> [MicrodataItem] {
        page.withUnsafeBufferPointer { buffer in
            var builder = MicrodataBuilder(tokenizer: HTMLTokenizer(bytes: buffer))
            return builder.build()
        }
    }

    /// Where a property's value comes from on an element named `element` (lower-case),
    /// when it starts no item: its `content` attribute on any element (schema.org's
    /// extension of `<meta>`'s), else the URL of a link or embedded thing, the machine value
    /// of `<data>`, `<meter>` or `<time>`, and "" on a `<meta>` without content. Nil means
    /// the element's text content (as for `<time>` without `datetime`).
    static func value(of element: String, attribute: (String) -> String?) -> String? {
        if let content = attribute("content") { return content }
        switch element {
        case "meta": return ""
        case "a", "area", "link": return attribute("href") ?? ""
        case "audio", "embed", "iframe", "img", "source", "track", "video": return attribute("src") ?? ""
        case "object": return attribute("data") ?? ""
        case "data", "meter": return attribute("value") ?? ""
        case "time": return attribute("datetime")
        default: return nil
        }
    }

    /// Text content as a property's value: each line's runs of white space made one
    /// space, trimmed, and empty lines dropped. Lines are those the page's blocks make
    /// (`HTMLElementRules.breaksLines`); the source's own line breaks are spaces by then.
    static func collapsed(_ text: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var pendingSpace = false
        var pendingLine = false
        for byte in text {
            if byte == 0x0A {
                pendingLine = !output.isEmpty
                pendingSpace = false
            } else if HTMLTokenizer.isSpace(byte) {
                pendingSpace = !output.isEmpty && !pendingLine
            } else {
                if pendingLine { output.append(0x0A) } else if pendingSpace { output.append(0x20) }
                pendingLine = false
                pendingSpace = false
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// An element left open while the page is read.
private struct OpenElement {
    var key: HTMLElementKey
    /// The item that the properties of elements inside this one belong to.
    var item: Int?
    /// Inside an item nested too deep: nothing in here is read.
    var isBeyondDepth = false
    /// The property whose value is this element's text, while it is collected.
    var textProperty: TextProperty?
}

/// A property waiting for its element's end: its place, and where its text starts in the
/// builder's text.
private struct TextProperty {
    var item: Int
    var property: Int
    var start: Int
}

/// Reads the tokens of a page into items, with the stack of open elements.
private struct MicrodataBuilder {
    var tokenizer: HTMLTokenizer
    var items: [MicrodataItem] = []
    /// How deep each item is nested as a property (0 for a top-level item).
    var depths: [Int] = []
    var stack: [OpenElement] = []
    /// How many elements of each name are open: a stray end tag is known without a search.
    var openCounts: [HTMLElementKey: Int] = [:]
    /// The decoded text of the page since the outermost open text property started;
    /// empty while none is open, so the text of the rest of the page costs nothing.
    var text: [UInt8] = []
    var collecting = 0

    private static let itemscope = Array("itemscope".utf8)
    private static let itemprop = Array("itemprop".utf8)
    private static let itemtype = Array("itemtype".utf8)
    private static let itemid = Array("itemid".utf8)
    /// How far back an implied end looks for its element: a page of thousands of open
    /// elements costs no search over all of them at each tag.
    private static let impliedEndReach = 64

    mutating func build() -> [MicrodataItem] {
        while let token = tokenizer.next() {
            switch token {
            case .text(let range):
                if collecting > 0 { appendText(range) }
            case .startTag(let tag):
                start(tag)
            case .endTag(let name):
                end(HTMLElementKey(tokenizer.bytes, name))
            }
        }
        while !stack.isEmpty { pop() }
        return items
    }

    private mutating func start(_ tag: HTMLStartTag) {
        let key = HTMLElementKey(tokenizer.bytes, tag.name)
        closeImplied(by: key)
        if collecting > 0, HTMLElementRules.breaksLines.contains(key) { text.append(0x0A) }
        push(element(for: tag, key: key))
        if let raw = tag.rawText {
            if collecting > 0, HTMLElementRules.textualRawText.contains(key) { appendText(raw) }
            pop()
        } else if HTMLElementRules.void.contains(key) {
            pop()
        }
    }

    /// The open element for `tag`: the item it starts or is inside, and the property it
    /// adds to the nearest item.
    private mutating func element(for tag: HTMLStartTag, key: HTMLElementKey) -> OpenElement {
        let outer = stack.last
        var element = OpenElement(key: key, item: outer?.item, isBeyondDepth: outer?.isBeyondDepth ?? false)
        guard !element.isBeyondDepth else { return element }
        let names = attribute(Self.itemprop, of: tag).map(Self.words) ?? []
        let parent = names.isEmpty ? nil : outer?.item
        if tokenizer.attribute(Self.itemscope, of: tag) != nil {
            let depth = parent.map { depths[$0] + 1 } ?? 0
            guard depth <= MicrodataReader.maximumItemDepth else {
                element.isBeyondDepth = true
                return element
            }
            let types = attribute(Self.itemtype, of: tag).map(Self.words) ?? []
            let id = attribute(Self.itemid, of: tag).flatMap { $0.isEmpty ? nil : $0 }
            items.append(MicrodataItem(types: types, id: id, properties: [], parent: parent))
            depths.append(depth)
            element.item = items.count - 1
            if let parent { items[parent].properties.append(MicrodataProperty(names: names, value: .item(items.count - 1))) }
        } else if let parent {
            let name = tokenizer.text(tag.name).lowercased()
            let value = MicrodataReader.value(of: name) { attribute(Array($0.utf8), of: tag) }
            items[parent].properties.append(MicrodataProperty(names: names, value: .text(value ?? "")))
            if value == nil {
                element.textProperty = TextProperty(item: parent, property: items[parent].properties.count - 1, start: text.count)
            }
        }
        return element
    }

    private mutating func push(_ element: OpenElement) {
        stack.append(element)
        openCounts[element.key, default: 0] += 1
        if element.textProperty != nil { collecting += 1 }
    }

    /// Closes the innermost open element: a text property takes its text.
    private mutating func pop() {
        let element = stack.removeLast()
        openCounts[element.key, default: 1] -= 1
        if let property = element.textProperty {
            items[property.item].properties[property.property].value = .text(MicrodataReader.collapsed(text[property.start...]))
            collecting -= 1
            if collecting == 0 { text.removeAll(keepingCapacity: true) }
        }
        if collecting > 0, HTMLElementRules.breaksLines.contains(element.key) { text.append(0x0A) }
    }

    /// An end tag closes its element and every element still open inside it; one with no
    /// open element of its name is ignored, as a browser ignores it.
    private mutating func end(_ key: HTMLElementKey) {
        guard openCounts[key, default: 0] > 0 else { return }
        while let last = stack.last {
            pop()
            if last.key == key { return }
        }
    }

    /// The ends a browser implies at the start of `key`: an open `<li>` at a new one in
    /// the same list, a `<dt>` or `<dd>` at a new one, a `<p>` at a block.
    private mutating func closeImplied(by key: HTMLElementKey) {
        if key == HTMLElementRules.li {
            closeNearest([HTMLElementRules.li], stoppingAt: HTMLElementRules.listScope)
        } else if key == HTMLElementRules.dd || key == HTMLElementRules.dt {
            closeNearest([HTMLElementRules.dd, HTMLElementRules.dt], stoppingAt: HTMLElementRules.definitionScope)
        }
        if HTMLElementRules.closesParagraph.contains(key) {
            closeNearest([HTMLElementRules.p], stoppingAt: HTMLElementRules.paragraphScope)
        }
    }

    /// Closes the innermost open element of `targets` and those inside it, unless one of
    /// `scope` (or `impliedEndReach` elements) comes first.
    private mutating func closeNearest(_ targets: [HTMLElementKey], stoppingAt scope: Set<HTMLElementKey>) {
        guard targets.contains(where: { openCounts[$0, default: 0] > 0 }) else { return }
        var index = stack.count - 1
        while index >= 0, index >= stack.count - Self.impliedEndReach, !scope.contains(stack[index].key) {
            if targets.contains(stack[index].key) {
                while stack.count > index { pop() }
                return
            }
            index -= 1
        }
    }

    /// Adds the text at `range`, references decoded and its line breaks made spaces: the
    /// lines of a value are those of the page's blocks.
    private mutating func appendText(_ range: Range<Int>) {
        let raw = UnsafeBufferPointer(rebasing: tokenizer.bytes[range])
        let decoded = raw.contains(UInt8(ascii: "&")) ? Array(HTMLEntities.decode(tokenizer.text(range)).utf8) : Array(raw)
        for byte in decoded { text.append(byte == 0x0A ? 0x20 : byte) }
    }

    /// The value of the attribute `name` of `tag`, references decoded; "" for a bare one.
    private func attribute(_ name: [UInt8], of tag: HTMLStartTag) -> String? {
        guard let attribute = tokenizer.attribute(name, of: tag) else { return nil }
        return attribute.value.map { HTMLEntities.decode(tokenizer.text($0)) } ?? ""
    }

    /// The space-separated words of an attribute (`itemprop="name headline"`).
    private static func words(_ value: String) -> [String] {
        value.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
