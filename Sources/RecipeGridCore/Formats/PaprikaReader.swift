/// Reads one recipe of a Paprika export: the JSON object of a `.paprikarecipe` entry,
/// once the shell has unzipped and inflated it.
package enum PaprikaReader {
    /// The entry's JSON object as the readers below take it, nil when it is not an object:
    /// strings as `String`, arrays as `[Any]` (`as? [String]` when all are strings), and
    /// any other value as something that is neither, as JSONSerialization gave them.
    package static func object(json: [UInt8]) throws(JSONSyntaxError) -> [String: Any]? {
        let root = try JSONTape(bytes: json).root
        guard root.kind == .object else { return nil }
        var object: [String: Any] = [:]
        for member in root.members { object[member.key] = value(member.value) }
        return object
    }

    private static func value(_ node: JSONNode) -> Any {
        if let text = node.string { return text }
        return node.kind == .array ? node.elements.map(value) : node.kind
    }

    /// The recipe's `uid`, else its folded name: its id, and the name of its photo file.
    package static func uid(of object: [String: Any]) -> String? {
        guard let name = (object["name"] as? String).map({ TextCleaning.line($0) }), !name.isEmpty else { return nil }
        return (object["uid"] as? String).map { TextCleaning.line($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? TextFolding.fold(name)
    }

    /// The recipe `object` describes, its photo at `imagePath` (written by the shell); nil without a name.
    package static func recipe(from object: [String: Any], source: String, imagePath: String?) -> Recipe? {
        func text(_ key: String) -> String? {
            (object[key] as? String).map { TextCleaning.line($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        func lines(_ key: String) -> [String] { TextCleaning.lines(object[key] as? String ?? "") }
        guard let name = text("name") else { return nil }
        let categories = (object["categories"] as? [String] ?? []).map { TextCleaning.line($0) }.filter { !$0.isEmpty }
        func seconds(_ key: String) -> Int? { text(key).flatMap { StepDuration.find(in: $0).first }.map { Int($0.seconds) } }
        let sortKey = TextFolding.fold(name)
        let uid = uid(of: object) ?? sortKey
        return Recipe(
            id: "paprika:\(uid)", name: name, categories: categories, ingredients: lines("ingredients"),
            steps: lines("directions").map { RecipeStep(section: nil, text: $0) }, imagePath: imagePath,
            summary: text("description") ?? text("notes"), totalTime: seconds("total_time"), prepTime: seconds("prep_time"),
            cookTime: seconds("cook_time"), yield: text("servings"), keywords: [],
            emoji: RecipeEmoji.choose(name: sortKey, categories: categories, keywords: []), sortKey: sortKey, sourcePath: source,
            dateAdded: text("created").flatMap(ISO8601Date.seconds))
    }
}
