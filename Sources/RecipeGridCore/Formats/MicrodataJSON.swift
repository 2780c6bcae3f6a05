/// Writes microdata items as schema.org JSON-LD text, so that a page's microdata recipe
/// is read by `SchemaOrgRecipeReader` exactly as a JSON-LD one is: one reader of fields,
/// whichever way the page marked its recipe.
///
/// An item becomes an object: its types as `@type` (a schema.org URL as its bare name),
/// its `itemid` as `@id`, and each property name once, with its one value or an array of
/// its values in page order. Text is written so that the reader's cleaning (which decodes
/// references and drops tags) gives it back as the page showed it.
enum MicrodataJSON {
    /// The Recipe items of `items` that are not inside another Recipe (a recipe's own
    /// parts stay its own), as one JSON array; nil when there is none.
    static func recipes(in items: [MicrodataItem]) -> [UInt8]? {
        var isInsideRecipe = [Bool](repeating: false, count: items.count)
        var output: [UInt8] = Array("[".utf8)
        var found = false
        for (index, item) in items.enumerated() {
            let isRecipe = item.isType("Recipe")  // not translated: schema.org's type
            // A parent comes before its children, so its answer is known.
            let inside = item.parent.map { isInsideRecipe[$0] } ?? false
            isInsideRecipe[index] = inside || isRecipe
            guard isRecipe, !inside else { continue }
            if found { output.append(UInt8(ascii: ",")) }
            found = true
            write(item: index, of: items, into: &output)
        }
        output.append(UInt8(ascii: "]"))
        return found ? output : nil
    }

    /// Properties whose text the reader takes as it is, without cleaning: addresses.
    private static let rawTextProperties: Set<String> = ["image", "url", "contentUrl"]

    /// The item at `index` as an object. Nesting is bounded by `MicrodataReader.maximumItemDepth`.
    private static func write(item index: Int, of items: [MicrodataItem], into output: inout [UInt8]) {
        let item = items[index]
        output += Array("{\"@type\":[".utf8)
        for (number, type) in item.types.enumerated() {
            if number > 0 { output.append(UInt8(ascii: ",")) }
            write(string: MicrodataItem.schemaOrgName(type) ?? type, cleaned: false, into: &output)
        }
        output.append(UInt8(ascii: "]"))
        if let id = item.id {
            output += Array(",\"@id\":".utf8)
            write(string: id, cleaned: false, into: &output)
        }
        for (name, values) in grouped(item.properties) {
            output.append(UInt8(ascii: ","))
            write(string: name, cleaned: false, into: &output)
            output.append(UInt8(ascii: ":"))
            if values.count > 1 { output.append(UInt8(ascii: "[")) }
            for (number, value) in values.enumerated() {
                if number > 0 { output.append(UInt8(ascii: ",")) }
                switch value {
                case .text(let text): write(string: text, cleaned: !rawTextProperties.contains(name), into: &output)
                case .item(let nested): write(item: nested, of: items, into: &output)
                }
            }
            if values.count > 1 { output.append(UInt8(ascii: "]")) }
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Each property name once, in the order it first comes, with its values in page
    /// order. The text of one `recipeInstructions` element is a step per line: a list of
    /// steps in one element is several steps, as a string of lines is in JSON-LD.
    static func grouped(_ properties: [MicrodataProperty]) -> [(name: String, values: [MicrodataValue])] {
        var order: [String] = []
        var values: [String: [MicrodataValue]] = [:]
        for property in properties {
            for name in property.names {
                if values[name] == nil { order.append(name) }
                if name == "recipeInstructions", case .text(let text) = property.value {
                    values[name, default: []] += text.split(separator: "\n").map { .text(String($0)) }
                } else {
                    values[name, default: []].append(property.value)
                }
            }
        }
        return order.map { ($0, values[$0] ?? []) }
    }

    /// `text` as a JSON string. When it is `cleaned` (as the reader cleans text), "&" and
    /// "<" are written as references, which the reader decodes after dropping tags, so
    /// "&amp;" or "<b>" written as text in the page stay text.
    private static func write(string text: String, cleaned: Bool, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                output += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "&") where cleaned:
                output += Array("&amp;".utf8)
            case UInt8(ascii: "<") where cleaned:
                output += Array("&lt;".utf8)
            case 0..<0x20:
                output += Array("\\u00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
