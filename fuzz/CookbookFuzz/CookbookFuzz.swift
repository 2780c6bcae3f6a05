// libFuzzer target: a cookbook file's bytes, read the way `CookbookLoader` reads a file,
// then every recipe's detail read again from its byte range, as opening a tile does.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh), so internal
// names are in reach. A trap here means a broken invariant, not only a crash in the core.
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

private let path = "/fuzz/book.json"
private let stamp = FileStamp(size: 0, modifiedNanoseconds: 0)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    readCookbook(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// What `CookbookLoader.read(_:)` does with a file's bytes (it is private and takes a
/// path): the encoding check, the byte order mark, the parse, the reader, the problem.
private func readCookbook(_ original: [UInt8]) {
    var bytes = original
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0)) {
        return
    }
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    if hasByteOrderMark { bytes.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20]) }
    let tape: JSONTape
    do {
        tape = try JSONTape(bytes: bytes)
    } catch {
        let problem = LoadProblem(path: path, syntaxError: error, bytes: bytes, skipped: hasByteOrderMark ? 3 : 0)
        require(problem.line! >= 1 && problem.column! >= 1 && error.offset >= 0 && error.offset <= bytes.count)
        _ = problem.description
        return
    }
    walk(tape.root, depth: 0)
    var (recipes, problems) = SchemaOrgRecipeReader(path: path, folder: "/fuzz", files: .none).read(tape.root, stamp: stamp)
    for problem in problems { _ = problem.description }
    for index in recipes.indices {
        let recipe = recipes[index]
        // The id is `@id`/`identifier` or left for the loader, which knows the file's place.
        require(!recipe.name.isEmpty && !recipe.emoji.isEmpty)
        guard case .inFile(let range, _) = recipe.content else { fail("a loaded recipe holds its detail") }
        require(range.lowerBound >= 0 && range.upperBound <= bytes.count)
        // What `CookbookLoader.content(of:)` does with the bytes it reads back.
        let detailTape: JSONTape
        do {
            detailTape = try JSONTape(bytes: Array(original[range]))
        } catch {
            fail("a recipe's own bytes do not parse: \(error)")
        }
        let content = SchemaOrgRecipeReader.content(from: detailTape.root)
        useContent(content)
        recipes[index].content = .held(content)
    }
    let cookbook = Cookbook(sorting: recipes, problems: problems)
    problems = cookbook.problems
    _ = cookbook.categories
}

/// Every string, number and key of the tape decoded, as some reader may ask for it.
private func walk(_ node: JSONNode, depth: Int) {
    require(depth <= JSONTape.maximumDepth)
    switch node.kind {
    case .string: _ = node.string!
    case .number: _ = node.numberText!
    case .array: for element in node.elements { walk(element, depth: depth + 1) }
    case .object:
        _ = node["@type"]
        _ = node["name"]
        let tokens = node.tape.tokens
        var child = node.index + 1
        while child < Int(tokens[node.index].next) {
            _ = JSONNode(tape: node.tape, index: child).string!
            walk(JSONNode(tape: node.tape, index: child + 1), depth: depth + 1)
            child = Int(tokens[child + 1].next)
        }
    case .true, .false, .null: break
    }
}

/// What the detail screen and the grocery list do with a recipe's detail.
private func useContent(_ content: RecipeContent) {
    for time in [content.totalTime, content.prepTime, content.cookTime].compactMap({ $0 }) {
        require(time >= 0)
        _ = ISO8601Duration.format(seconds: time)
    }
    var grocery = GroceryList()
    grocery.add(ingredients: content.ingredients)
    for line in content.ingredients { _ = Ingredient.parse(line).text }
    for step in content.steps { require(!step.text.isEmpty) }
}
