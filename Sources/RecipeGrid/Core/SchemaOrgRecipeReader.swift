import Foundation

/// Reads the schema.org `Recipe` objects of one parsed cookbook file: one Recipe, an
/// array of them, or a JSON-LD document with `@graph`, in any nesting.
///
/// Recipes are numbered from 1 in file order. The number names a skipped recipe in its
/// problem ("recipe #2 has no name").
struct SchemaOrgRecipeReader {
    /// The file, as problems and `Recipe.sourcePath` name it.
    var path: String
    /// The absolute folder that relative image paths start from.
    private var folder: String

    init(path: String) {
        self.path = path
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.endIndex)])
    }

    /// The recipes in `json`, what `JSONSerialization` made of the file, and a problem
    /// for each recipe that had to be skipped. Large files are read on all cores.
    func read(_ json: Any) -> (recipes: [Recipe], problems: [LoadProblem]) {
        var objects: [[String: Any]] = []
        collectRecipeObjects(in: json, atTopLevel: true, into: &objects)
        let numbered = objects.enumerated().map { RecipeObject(fields: $0.element, number: $0.offset + 1) }
        let outcomes = numbered.concurrentMap { object in
            recipe(from: object.fields).map(Outcome.recipe)
                ?? .problem(LoadProblem(path: path, message: "recipe #\(object.number) has no name"))
        }
        var recipes: [Recipe] = []
        var problems: [LoadProblem] = []
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
    /// passed over, though their `@graph` and `mainEntity` are searched.
    private func collectRecipeObjects(in node: Any, atTopLevel: Bool, into objects: inout [[String: Any]]) {
        switch node {
        case let array as [Any]:
            for element in array {
                collectRecipeObjects(in: element, atTopLevel: atTopLevel, into: &objects)
            }
        case let object as [String: Any]:
            let isRecipe =
                if let type = object["@type"] {
                    Self.isType(type, "Recipe")
                } else {
                    atTopLevel && object["@graph"] == nil
                }
            guard !isRecipe else {
                objects.append(object)
                return
            }
            for key in ["@graph", "mainEntity"] {
                if let child = object[key] {
                    collectRecipeObjects(in: child, atTopLevel: false, into: &objects)
                }
            }
        default:
            break
        }
    }

    /// The recipe `object` describes, or nil when it has no usable name.
    private func recipe(from object: [String: Any]) -> Recipe? {
        guard let name = Self.line(object["name"]) else { return nil }
        let categories = Self.list(object["recipeCategory"])
        let keywords = Self.list(object["keywords"])
        let sortKey = TextFolding.fold(name)
        return Recipe(
            // Without an id, the folded name keys ratings and the saved selection: it survives
            // moving the cookbook folder and reordering its files, which a path or position would not.
            id: Self.line(object["@id"]) ?? Self.line(object["identifier"]) ?? "name:\(sortKey)",
            name: name,
            categories: categories,
            // `ingredients` is the property's name before schema.org renamed it.
            ingredients: Self.ingredients(object["recipeIngredient"] ?? object["ingredients"]),
            steps: Self.steps(object["recipeInstructions"], section: nil),
            imagePath: imagePath(object["image"]),
            summary: Self.paragraphs(object["description"]),
            totalTime: Self.line(object["totalTime"]).flatMap(ISO8601Duration.seconds),
            prepTime: Self.line(object["prepTime"]).flatMap(ISO8601Duration.seconds),
            cookTime: Self.line(object["cookTime"]).flatMap(ISO8601Duration.seconds),
            yield: Self.line(object["recipeYield"]),
            keywords: keywords,
            // The folded name matches as the name does, and folding it again is quick.
            emoji: RecipeEmoji.choose(name: sortKey, categories: categories, keywords: keywords),
            sortKey: sortKey,
            sourcePath: path
        )
    }

    /// The absolute path of the first local picture in an `image` value: a string, an
    /// array, or an `ImageObject`. Web addresses give nil: the app never downloads.
    private func imagePath(_ value: Any?) -> String? {
        switch value {
        case let reference as String:
            // Trimming through Foundation is slow enough to show when done for every recipe.
            let isPadded = reference.first?.isWhitespace == true || reference.last?.isWhitespace == true
            return localPath(isPadded ? reference.trimmingCharacters(in: .whitespacesAndNewlines) : reference)
        case let array as [Any]:
            return array.lazy.compactMap { imagePath($0) }.first
        case let object as [String: Any]:
            return imagePath(object["url"]) ?? imagePath(object["contentUrl"])
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
        guard !reference.isEmpty, !reference.hasPrefix("//"), !Self.hasScheme(reference) else { return nil }
        let expanded = reference.hasPrefix("~") ? (reference as NSString).expandingTildeInPath : reference
        return Self.absolutePath(expanded, from: folder)
    }

    /// `path` made absolute from `folder`, "." and ".." worked out by name as
    /// `URL.standardized` does, without the cost of `URL` or a look at the disk.
    private static func absolutePath(_ path: String, from folder: String) -> String {
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
    private static func hasScheme(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        return scheme.count > 1 && scheme.first!.isLetter
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}

/// One recipe object of a file, numbered from 1, to be read on any thread.
///
/// `@unchecked` because `[String: Any]` cannot prove what it holds. What
/// `JSONSerialization` returns is immutable (dictionaries, arrays, strings, `NSNumber`,
/// `NSNull`), and the reader only reads it, so sharing it between threads is safe.
private struct RecipeObject: @unchecked Sendable {
    var fields: [String: Any]
    var number: Int
}

private enum Outcome: Sendable {
    case recipe(Recipe)
    case problem(LoadProblem)
}

extension SchemaOrgRecipeReader {
    /// Whether a `@type` value (a string or an array of them) names `type`, bare or as
    /// an IRI ("Recipe", "schema:Recipe", "https://schema.org/Recipe").
    private static func isType(_ value: Any?, _ type: String) -> Bool {
        switch value {
        case let name as String:
            name == type
                || (name.hasSuffix(type) && [":", "/"].contains(name.dropLast(type.count).last))
        case let names as [Any]:
            names.contains { isType($0, type) }
        default:
            false
        }
    }

    /// Text for a one-line field: entities decoded, trimmed, inner white space made one
    /// space; a number as written ("4"); the first usable element of an array; the value
    /// of a JSON-LD value object. Nil when nothing is left.
    private static func line(_ value: Any?) -> String? {
        switch value {
        case let string as String:
            let text = TextCleaning.line(string)
            return text.isEmpty ? nil : text
        case is Bool:
            return nil
        case let integer as Int:
            return String(integer)
        case let number as Double:
            return number.isFinite ? String(number) : nil
        case let array as [Any]:
            return array.lazy.compactMap { line($0) }.first
        case let object as [String: Any]:
            return ["@value", "value", "text", "name"].lazy.compactMap { line(object[$0]) }.first
        default:
            return nil
        }
    }

    /// Text that may hold paragraphs, such as a description.
    private static func paragraphs(_ value: Any?) -> String? {
        guard let text = value as? String else { return line(value) }
        let paragraphs = TextCleaning.paragraphs(text)
        return paragraphs.isEmpty ? nil : paragraphs
    }

    /// Categories or keywords from a comma-separated string or an array, each once
    /// (compared ignoring case), in order.
    private static func list(_ value: Any?) -> [String] {
        let items = (value as? [Any])?.compactMap { line($0) } ?? line(value).map { [$0] } ?? []
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

    /// Ingredients from an array, or one per line of a string.
    private static func ingredients(_ value: Any?) -> [String] {
        switch value {
        case let text as String: TextCleaning.lines(text)
        case let array as [Any]: array.compactMap { line($0) }
        default: line(value).map { [$0] } ?? []
        }
    }

    /// Steps from `recipeInstructions`: a string (one step per line), an array, a
    /// `HowToStep` (its `text`, else its `name`) or a `HowToSection`, whose `name`
    /// becomes the `section` of the steps in its `itemListElement`.
    private static func steps(_ value: Any?, section: String?) -> [RecipeStep] {
        switch value {
        case let text as String:
            return TextCleaning.lines(text).map { RecipeStep(section: section, text: $0) }
        case let array as [Any]:
            return array.flatMap { element in
                // An array element is one step, even when its text wraps over lines.
                guard let text = element as? String else { return steps(element, section: section) }
                return line(text).map { [RecipeStep(section: section, text: $0)] } ?? []
            }
        case let object as [String: Any]:
            if isType(object["@type"], "HowToSection") {
                return steps(object["itemListElement"], section: line(object["name"]) ?? section)
            }
            if let text = line(object["text"]) {
                return [RecipeStep(section: section, text: text)]
            }
            if let items = object["itemListElement"] {
                return steps(items, section: line(object["name"]) ?? section)
            }
            return line(object["name"]).map { [RecipeStep(section: section, text: $0)] } ?? []
        default:
            return []
        }
    }
}
