/// One item of a page's schema.org microdata: an element with `itemscope`, its
/// `itemtype`s and `itemid`, and the `itemprop`s of the elements inside it, in page order.
struct MicrodataItem: Sendable, Equatable {
    /// The `itemtype` URLs as written ("https://schema.org/Recipe").
    var types: [String]
    /// The `itemid`, a global identifier of the thing (a URL).
    var id: String?
    var properties: [MicrodataProperty]
    /// The item this one is the value of a property of; nil for a top-level item (one
    /// whose element has no `itemprop`).
    var parent: Int?

    /// Whether one of the item's types is the schema.org type `name`: written with or
    /// without "www.", over http or https, in any case, as pages in the wild write it.
    func isType(_ name: String) -> Bool {
        types.contains { Self.schemaOrgName($0)?.lowercased() == name.lowercased() }
    }

    /// The name of a schema.org type URL ("http://schema.org/Recipe" → "Recipe"); nil for
    /// a type of another vocabulary.
    static func schemaOrgName(_ type: String) -> String? {
        let lowered = type.lowercased()
        for prefix in ["https://schema.org/", "http://schema.org/", "https://www.schema.org/", "http://www.schema.org/"]
        where lowered.hasPrefix(prefix) {
            return String(type.dropFirst(prefix.count))
        }
        return nil
    }
}

/// One `itemprop` element: its property names (one attribute may give several, separated
/// by spaces) and its value.
struct MicrodataProperty: Sendable, Equatable {
    var names: [String]
    var value: MicrodataValue
}

/// A property's value: text (from an attribute or the element's text), or a nested item,
/// by its index among the page's items.
enum MicrodataValue: Sendable, Equatable {
    case text(String)
    case item(Int)
}
