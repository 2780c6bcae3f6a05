// TEMPORARY: replaced by the loader helper's files.
import Foundation
struct Cookbook: Sendable {
    var recipes: [Recipe] = []
    var categories: [String] = []
    var problems: [LoadProblem] = []
    func recipeIndices(inCategory category: String?) -> [Int] {
        guard let category else { return Array(recipes.indices) }
        return recipes.indices.filter { recipes[$0].categories.contains(category) }
    }
}
struct LoadProblem: Sendable, Equatable, CustomStringConvertible {
    var path: String; var message: String; var line: Int?; var column: Int?
    var description: String { "\(path): \(message)" }
}
struct CookbookPathError: Error { var message: String }
enum CookbookLoader {
    static func load(paths: [String]) throws(CookbookPathError) -> Cookbook {
        var recipes: [Recipe] = []
        for path in paths {
            let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") || $0.hasSuffix(".jsonld") }
            for file in files {
                guard let data = FileManager.default.contents(atPath: path + "/" + file), let json = try? JSONSerialization.jsonObject(with: data) else { continue }
                var items: [[String: Any]] = []
                if let a = json as? [[String: Any]] { items = a } else if let o = json as? [String: Any] { items = (o["@graph"] as? [[String: Any]]) ?? [o] }
                for item in items {
                    guard let name = item["name"] as? String else { continue }
                    let cat = item["recipeCategory"] as? String
                    recipes.append(Recipe(id: name, name: name, categories: cat.map { [$0] } ?? [], ingredients: item["recipeIngredient"] as? [String] ?? [], steps: ((item["recipeInstructions"] as? [Any]) ?? []).compactMap { ($0 as? [String: Any])?["text"] as? String }.map { RecipeStep(section: nil, text: $0) }, imagePath: nil, summary: item["description"] as? String, totalTime: 3600, prepTime: 600, cookTime: nil, yield: item["recipeYield"] as? String, keywords: [], emoji: "🥧", sortKey: TextFolding.fold(name), sourcePath: file))
                }
            }
        }
        recipes.sort { $0.sortKey < $1.sortKey }
        return Cookbook(recipes: recipes, categories: Array(Set(recipes.flatMap(\.categories))).sorted(), problems: [])
    }
}
enum ISO8601Duration { static func format(seconds: Int) -> String { "\(seconds / 60) min" } }
