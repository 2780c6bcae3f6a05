import Foundation

/// Reads a Cooklang `.cook` file (https://cooklang.org/docs/spec/) into a recipe:
/// metadata from `>> key: value` lines or a `---` front matter block, ingredients from
/// `@name{quantity%unit}`, cookware `#pan{}` and timers `~{25%minutes}` turned back into
/// words, one step per paragraph, and a picture of the same name beside the file.
package enum CooklangReader {
    package static func read(path: String, text: String, files: FileLookup) -> Recipe? {
        var metadata: [String: String] = [:]
        var body = text
        if body.hasPrefix("---\n") || body.hasPrefix("---\r\n"),
            let end = body.range(of: "\n---", range: body.index(body.startIndex, offsetBy: 3)..<body.endIndex)
        {
            for line in body[body.index(body.startIndex, offsetBy: 4)..<end.lowerBound].split(whereSeparator: \.isNewline) {
                addMetadata(String(line), to: &metadata)
            }
            body = String(body[end.upperBound...].drop { $0 != "\n" })
        }
        body = stripComments(body)
        var steps: [RecipeStep] = []
        var ingredients: [String] = []
        var paragraph: [String] = []
        var section: String?
        func endParagraph() {
            let joined = paragraph.joined(separator: " ")
            paragraph = []
            guard !joined.isEmpty else { return }
            let (text, found) = resolve(joined)
            for ingredient in found where !ingredients.contains(ingredient) { ingredients.append(ingredient) }
            steps.append(RecipeStep(section: section, text: TextCleaning.line(text)))
        }
        for rawLine in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix(">>") {
                addMetadata(String(line.dropFirst(2)), to: &metadata)
            } else if line.hasPrefix("=") {
                // "== Dough ==" starts a section.
                endParagraph()
                let name = line.trimmingCharacters(in: CharacterSet(charactersIn: "= "))
                section = name.isEmpty ? nil : name
            } else if line.isEmpty {
                endParagraph()
            } else {
                paragraph.append(line)
            }
        }
        endParagraph()

        let fileName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let name = TextCleaning.line(metadata["title"] ?? fileName)
        guard !name.isEmpty else { return nil }
        func list(_ value: String?) -> [String] { (value ?? "").split(separator: ",").map { TextCleaning.line(String($0)) }.filter { !$0.isEmpty } }
        let tags = list(metadata["tags"])
        let categories = list(metadata["category"] ?? metadata["course"])
        func seconds(_ keys: String...) -> Int? {
            keys.lazy.compactMap { metadata[$0] }.first.flatMap { StepDuration.find(in: $0).first }.map { Int($0.seconds) }
        }
        let sortKey = TextFolding.fold(name)
        return Recipe(
            id: Recipe.unassignedID, name: name, categories: categories, ingredients: ingredients, steps: steps,
            imagePath: siblingPicture(of: path, files: files), summary: metadata["description"] ?? metadata["introduction"],
            totalTime: seconds("time", "total time", "duration"), prepTime: seconds("prep time", "time.prep"),
            cookTime: seconds("cook time", "time.cook"), yield: metadata["servings"] ?? metadata["yield"], keywords: tags,
            emoji: RecipeEmoji.choose(name: sortKey, categories: categories, keywords: tags), sortKey: sortKey, sourcePath: path)
    }

    private static func addMetadata(_ line: String, to metadata: inout [String: String]) {
        guard let colon = line.firstIndex(of: ":") else { return }
        let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        // Front matter lists: "tags: [soup, winter]".
        if value.hasPrefix("[") && value.hasSuffix("]") { value = String(value.dropFirst().dropLast()) }
        if !key.isEmpty && !value.isEmpty { metadata[key] = value }
    }

    /// Removes `[- block -]` and `-- line` comments.
    static func stripComments(_ text: String) -> String {
        var result = text.replacing(#/\[-(?s:.*?)-\]/#, with: "")
        result = result.replacing(#/--[^\n]*/#, with: "")
        return result
    }

    /// The step's text as it reads, and its ingredients as list lines ("250 g flour").
    static func resolve(_ step: String) -> (text: String, ingredients: [String]) {
        var ingredients: [String] = []
        // @multi word{qty%unit}, @word, #pan{}, #word, ~name{qty%unit}, ~{qty%unit}
        let pattern = #/([@#~])(?:([^@#~{}\n]*?)\{([^}]*)\}|([\p{L}\p{N}_]+))/#
        let text = step.replacing(pattern) { match in
            let name = String(match.2 ?? match.4 ?? "").trimmingCharacters(in: .whitespaces)
            let amount = match.3.map { String($0).split(separator: "%", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
            let quantity = amount.first ?? ""
            let unit = amount.count > 1 ? amount[1] : ""
            switch match.1 {
            case "@":
                ingredients.append([quantity, unit, name].filter { !$0.isEmpty }.joined(separator: " "))
                return name
            case "#":
                return name
            default:
                return [quantity, unit].filter { !$0.isEmpty }.joined(separator: " ")
            }
        }
        return (text, ingredients)
    }

    private static func siblingPicture(of path: String, files: FileLookup) -> String? {
        let base = (path as NSString).deletingPathExtension
        return ["jpg", "jpeg", "png", "webp", "JPG", "PNG"].lazy.map { base + "." + $0 }.first(where: files.exists)
    }
}
