import FoundationEssentials

/// Reads the schema.org `Recipe` objects of one parsed cookbook file: one Recipe, an
/// array of them, or a JSON-LD document with `@graph`, in any nesting.
///
/// Recipes are numbered from 1 in file order. The number names a skipped recipe in its
/// problem ("recipe #2 has no name").
package struct SchemaOrgRecipeReader {
    /// The file, as problems and `Recipe.sourcePath` name it.
    var path: String
    /// The absolute folder that relative image paths start from.
    private var folder: String
    /// The pictures that exist beside the file, as the shell found them (the core reads no files).
    private var files: FileLookup
    /// The block being read when the file is a saved web page: where its JSON starts in
    /// the page, and where the page's pictures are.
    var page: WebPageBlock?

    /// A reader of the file at `path`, which lies in the absolute `folder`.
    package init(path: String, folder: String, files: FileLookup) {
        self.path = path
        self.folder = folder
        self.files = files
    }

    /// The recipes in a parsed file, each with its detail left at its byte range of the
    /// file (`stamp` dates that file), and a problem for each recipe that had to be
    /// skipped, read one after the other.
    func read(_ root: JSONNode, stamp: FileStamp) -> (recipes: [Recipe], problems: [LoadProblem]) {
        Self.gather(recipeObjects(in: root).map { read($0, stamp: stamp) })
    }

    /// The objects of a parsed file to read as recipes, numbered from 1 in file order.
    package func recipeObjects(in root: JSONNode) -> [RecipeObject] {
        var objects: [JSONNode] = []
        // In a web page an untyped object is some other data of the site's, never a recipe.
        collectRecipeObjects(in: root, atTopLevel: page == nil, into: &objects)
        return objects.enumerated().map { RecipeObject(node: $0.element, number: $0.offset + 1) }
    }

    /// One recipe object read: its recipe, or the problem that skips it. Objects are
    /// independent, so the shell may read them on several threads.
    package func read(_ object: RecipeObject, stamp: FileStamp) -> RecipeObject.Outcome {
        recipe(from: object.node, stamp: stamp).map(RecipeObject.Outcome.recipe)
            // TRANSLATORS: a load problem after a file's name; {number} counts the file's recipes from 1.
            ?? .problem(LoadProblem(path: path, message: tr("recipe #{number} has no name", ["number": String(object.number)])))
    }

    /// The recipes and problems of `outcomes`, in their order.
    package static func gather(_ outcomes: [RecipeObject.Outcome]) -> (recipes: [Recipe], problems: [LoadProblem]) {
        var recipes: [Recipe] = []
        var problems: [LoadProblem] = []
        recipes.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            switch outcome {
            case .recipe(let recipe): recipes.append(recipe)
            case .problem(let problem): problems.append(problem)
            }
        }
        return (recipes, problems)
    }

    /// Gathers the objects to read as recipes. An object without `@type` is taken for a
    /// recipe only at the top of the file, where hand-written files put theirs; in a
    /// JSON-LD graph only a `Recipe` is, and other nodes (a WebPage, an author) are
    /// passed over, though their `@graph` and `mainEntity` are searched. (`mainEntityOfPage`
    /// is not: it points from a thing to the page about it, so it never holds the recipe.)
    private func collectRecipeObjects(in node: JSONNode, atTopLevel: Bool, into objects: inout [JSONNode]) {
        switch node.kind {
        case .array:
            for element in node.elements {
                collectRecipeObjects(in: element, atTopLevel: atTopLevel, into: &objects)
            }
        case .object:
            let isRecipe =
                if let type = node["@type"] {
                    Self.isType(type, "Recipe")  // not translated: schema.org's type
                } else {
                    atTopLevel && node["@graph"] == nil
                }
            guard !isRecipe else {
                objects.append(node)
                return
            }
            if let graph = node["@graph"] { collectRecipeObjects(in: graph, atTopLevel: false, into: &objects) }
            if let main = node["mainEntity"] { collectRecipeObjects(in: main, atTopLevel: false, into: &objects) }
            // A page of several recipes: an ItemList of ListItems, each holding its recipe as
            // `item` (or being one). A recipe's own HowToSection lists are its steps, not here.
            if Self.isType(node["@type"], "ItemList"), let list = node["itemListElement"] {
                collectRecipeObjects(in: list, atTopLevel: false, into: &objects)
            }
            if Self.isType(node["@type"], "ListItem"), let item = node["item"] {
                collectRecipeObjects(in: item, atTopLevel: false, into: &objects)
            }
        default:
            break
        }
    }

    /// The tile of the recipe `object` describes, its detail left in the file; nil when
    /// it has no usable name.
    private func recipe(from object: JSONNode, stamp: FileStamp) -> Recipe? {
        guard let name = Self.line(object["name"]) else { return nil }
        let categories = Self.list(object["recipeCategory"])
        let keywords = Self.list(object["keywords"])
        let sortKey = TextFolding.fold(name)
        return Recipe(
            // Without one, the loader gives it an id from its file and place.
            id: Self.line(object["@id"]) ?? Self.line(object["identifier"]) ?? Recipe.unassignedID,
            name: name,
            categories: categories,
            keywords: keywords,
            imagePath: imagePath(object["image"]) ?? nextcloudPhoto,
            // The folded name matches as the name does, and folding it again is quick.
            emoji: RecipeEmoji.choose(name: sortKey, categories: categories, keywords: keywords),
            sortKey: sortKey,
            sourcePath: path,
            content: content(of: object, stamp: stamp),
            // Without one, the loader takes the file's modification time.
            dateAdded: Self.line(object["dateCreated"]).flatMap(ISO8601Date.seconds),
            language: Self.declaredLanguage(object["inLanguage"])
        )
    }

    /// Where the detail of `object` is: its bytes in the file, those of a page's block
    /// counted from the start of the page.
    private func content(of object: JSONNode, stamp: FileStamp) -> RecipeContentSource {
        guard let page else { return .inFile(bytes: object.byteRange, stamp: stamp) }
        if page.holdsContent { return .held(Self.content(from: object)) }
        let range = object.byteRange
        return .inFile(bytes: range.lowerBound + page.start..<range.upperBound + page.start, stamp: stamp)
    }

    /// The detail of the recipe `object` describes.
    package static func content(from object: JSONNode) -> RecipeContent {
        RecipeContent(
            // `ingredients` is the property's name before schema.org renamed it.
            ingredients: ingredients(object["recipeIngredient"] ?? object["ingredients"]),
            steps: steps(object["recipeInstructions"], section: nil),
            summary: paragraphs(object["description"]),
            totalTime: line(object["totalTime"]).flatMap(ISO8601Duration.seconds),
            prepTime: line(object["prepTime"]).flatMap(ISO8601Duration.seconds),
            cookTime: line(object["cookTime"]).flatMap(ISO8601Duration.seconds),
            yield: line(object["recipeYield"]),
            keywords: list(object["keywords"]),
            nutrition: nutrition(object["nutrition"]))
    }

    /// Nextcloud Cookbook keeps the picture beside `recipe.json` as `full.jpg` (its `image`
    /// field holds the web address it came from).
    private var nextcloudPhoto: String? {
        guard path.hasSuffix("/recipe.json") || path == "recipe.json" else { return nil }
        let photo = folder + "/full.jpg"
        return files.exists(photo) ? photo : nil
    }

    /// The absolute path of the first local picture in an `image` value: a string, an
    /// array, or an `ImageObject`. Web addresses give nil: the app never downloads.
    private func imagePath(_ value: JSONNode?) -> String? {
        guard let value else { return nil }
        switch value.kind {
        case .string:
            let reference = value.string!
            // Trimming through Foundation is slow enough to show when done for every recipe.
            let isPadded = reference.first?.isWhitespace == true || reference.last?.isWhitespace == true
            return localPath(isPadded ? reference.trimmingWhitespaceAndNewlines() : reference)
        case .array:
            return value.elements.lazy.compactMap { imagePath($0) }.first
        case .object:
            return imagePath(value["url"]) ?? imagePath(value["contentUrl"])
        default:
            return nil
        }
    }

    private func localPath(_ reference: String) -> String? {
        if reference.lowercased().hasPrefix("file:") {
            // URL(string:) refuses unencoded spaces, which hand-written files have.
            let url = URL(string: reference) ?? URL(fileURLWithPath: String(reference.dropFirst(7)))
            return url.isFileURL ? Self.absolutePath(url.path, from: folder) : nil
        }
        if let page { return page.assets.picture(for: reference) }
        guard !reference.isEmpty, !reference.hasPrefix("//"), !Self.hasScheme(reference) else { return nil }
        let expanded = reference.hasPrefix("~") ? files.expandingTilde(reference) : reference
        return Self.absolutePath(expanded, from: folder)
    }

    /// `path` made absolute from `folder`, "." and ".." worked out by name as
    /// `URL.standardized` does, without the cost of `URL` or a look at the disk.
    static func absolutePath(_ path: String, from folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        // Most paths have nothing to work out. (Byte pairs: String.contains would go
        // through Foundation's locale-aware search.)
        let slash = UInt8(ascii: "/")
        let hasDotOrEmptyPart = zip(joined.utf8, joined.utf8.dropFirst()).contains { pair in
            pair.0 == slash && (pair.1 == slash || pair.1 == UInt8(ascii: "."))
        }
        guard hasDotOrEmptyPart || joined.hasSuffix("/") else { return joined }
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `reference` starts with a URL scheme ("https:", "data:").
    static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        return scheme.count > 1 && scheme.first!.isLetter
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}

/// One recipe object of a file, numbered from 1, to be read on any thread.
package struct RecipeObject: Sendable {
    var node: JSONNode
    var number: Int

    package enum Outcome: Sendable {
        case recipe(Recipe)
        case problem(LoadProblem)
    }
}

/// What a reader may ask about the files beside the one it reads (a picture of the same
/// name, Nextcloud's `full.jpg`). The shell answers; the core looks at no disk.
package struct FileLookup: Sendable {
    var exists: @Sendable (String) -> Bool
    /// "~/x" and "~user/x" as paths from the home folders (which the shell knows).
    var expandingTilde: @Sendable (String) -> String

    package init(exists: @escaping @Sendable (String) -> Bool, expandingTilde: @escaping @Sendable (String) -> String = { $0 }) {
        self.exists = exists
        self.expandingTilde = expandingTilde
    }

    /// A lookup that finds nothing: for bytes that come from no folder.
    static let none = FileLookup { _ in false }
}

extension SchemaOrgRecipeReader {
    /// Whether a `@type` value (a string or an array of them) names `type`, bare or as
    /// an IRI ("Recipe", "schema:Recipe", "https://schema.org/Recipe"), in any case: pages
    /// in the wild write "recipe", and search engines take it.
    private static func isType(_ value: JSONNode?, _ type: String) -> Bool {
        guard let value else { return false }
        switch value.kind {
        case .string:
            let name = value.string!.lowercased()
            let wanted = type.lowercased()
            return name == wanted || (name.hasSuffix(wanted) && [":", "/"].contains(name.dropLast(wanted.count).last))
        case .array:
            return value.elements.contains { isType($0, type) }
        default:
            return false
        }
    }

    /// Text for a one-line field: entities decoded, trimmed, inner white space made one
    /// space; a number as written ("4"); the first usable element of an array; the value
    /// of a JSON-LD value object. Nil when nothing is left.
    static func line(_ value: JSONNode?) -> String? {
        guard let value else { return nil }
        switch value.kind {
        case .string:
            return line(value.string!)
        case .number:
            return numberLine(value.numberText!)
        case .array:
            return value.elements.lazy.compactMap { line($0) }.first
        case .object:
            return line(value["@value"]) ?? line(value["value"]) ?? line(value["text"]) ?? line(value["name"])
        case .true, .false, .null:
            return nil
        }
    }

    /// An integer as written; any other number as Swift prints it ("2.50" → "2.5").
    private static func numberLine(_ text: String) -> String? {
        if let integer = Int(text) { return String(integer) }
        guard let number = Double(text), number.isFinite else { return nil }
        return String(number)
    }

    /// Text that may hold paragraphs, such as a description.
    private static func paragraphs(_ value: JSONNode?) -> String? {
        guard let text = value?.string else { return line(value) }
        let paragraphs = TextCleaning.paragraphs(text)
        return paragraphs.isEmpty ? nil : paragraphs
    }

    /// Categories or keywords from a comma-separated string or an array, each once
    /// (compared ignoring case), in order.
    static func list(_ value: JSONNode?) -> [String] {
        guard let value else { return [] }
        let items = value.kind == .array ? value.elements.compactMap { line($0) } : line(value).map { [$0] } ?? []
        // Most lists are one plain word ("Dessert"): nothing to split or compare.
        if items.count == 1, !items[0].utf8.contains(UInt8(ascii: ",")) { return items }
        var seen: Set<String> = []
        var result: [String] = []
        for item in items {
            for part in item.split(separator: ",") {
                if let name = line(String(part)), seen.insert(name.lowercased()).inserted {
                    result.append(name)
                }
            }
        }
        return result
    }

    /// `text` cleaned as one line; nil when nothing is left.
    private static func line(_ text: String) -> String? {
        let cleaned = TextCleaning.line(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// Ingredients from an array, or one per line of a string.
    private static func ingredients(_ value: JSONNode?) -> [String] {
        guard let value else { return [] }
        switch value.kind {
        case .string: return TextCleaning.lines(value.string!)
        case .array: return value.elements.compactMap { line($0) }
        default: return line(value).map { [$0] } ?? []
        }
    }

    /// Steps from `recipeInstructions`: a string (one step per line), an array, a
    /// `HowToStep` (its `text`, else its `name`) or a `HowToSection`, whose `name`
    /// becomes the `section` of the steps in its `itemListElement`.
    private static func steps(_ value: JSONNode?, section: String?) -> [RecipeStep] {
        guard let value else { return [] }
        switch value.kind {
        case .string:
            return TextCleaning.lines(value.string!).map { RecipeStep(section: section, text: $0) }
        case .array:
            return value.elements.flatMap { element in
                // An array element is one step, even when its text wraps over lines.
                guard element.kind == .string else { return steps(element, section: section) }
                return line(element).map { [RecipeStep(section: section, text: $0)] } ?? []
            }
        case .object:
            if isType(value["@type"], "HowToSection") {
                return steps(value["itemListElement"], section: line(value["name"]) ?? section)
            }
            if let text = line(value["text"]) {
                return [RecipeStep(section: section, text: text)]
            }
            if let items = value["itemListElement"] {
                return steps(items, section: line(value["name"]) ?? section)
            }
            return line(value["name"]).map { [RecipeStep(section: section, text: $0)] } ?? []
        default:
            return []
        }
    }
}
