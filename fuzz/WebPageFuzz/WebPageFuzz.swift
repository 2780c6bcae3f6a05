// libFuzzer target: a saved web page's bytes, read as the cookbook walk reads an .html
// file: its script elements found, each ld+json block read as schema.org (or, without a
// JSON-LD recipe, its microdata items), every recipe's detail read back from its byte range
// in the page, as opening a tile does. The microdata items are checked on their own too, as
// a page with a JSON-LD recipe never reaches them.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh). A trap here
// means a broken invariant, not only a crash.
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

private let stamp = FileStamp(size: 0, modifiedNanoseconds: 0)
// Every image is found, so the saved page's `_files` lookups run too.
private let files = FileLookup { _ in true }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let page = Array(UnsafeBufferPointer(start: data, count: size))
    for script in HTMLScriptScanner.scripts(in: page) {
        require(script.text.lowerBound >= 0 && script.text.upperBound <= page.count, "a script outside the page")
    }
    let items = MicrodataReader.items(in: page)
    for (index, item) in items.enumerated() {
        if let parent = item.parent { require(parent < index, "an item before the item it is a property of") }
        for property in item.properties {
            require(!property.names.isEmpty, "a property without a name")
            if case .item(let nested) = property.value { require(nested > index && items[nested].parent == index, "a nested item out of place") }
        }
    }
    if let json = MicrodataJSON.recipes(in: items) {
        guard let tape = try? JSONTape(bytes: json) else { fail("microdata written as JSON that does not parse") }
        _ = SchemaOrgRecipeReader.content(from: tape.root)
    }
    let (recipes, problems) = SavedWebPageReader(path: "/fuzz/Page – Site.html", folder: "/fuzz", files: files).read(page, stamp: stamp)
    for problem in problems { _ = problem.description }
    for recipe in recipes {
        // The id is `@id`/`identifier` or left for the loader, which knows the file's place.
        require(!recipe.name.isEmpty && !recipe.emoji.isEmpty)
        switch recipe.content {
        case .held(let content):
            for line in content.ingredients { _ = Ingredient.parse(line).text }
            require(content.nutrition.facts.allSatisfy { !$0.value.isEmpty }, "an empty nutrition value kept")
        case .inFile(let range, _):
            require(range.lowerBound >= 0 && range.upperBound <= page.count, "a recipe's bytes outside the page")
            guard let tape = try? JSONTape(bytes: Array(page[range])) else { fail("a recipe's own bytes do not parse") }
            let content = SchemaOrgRecipeReader.content(from: tape.root)
            for line in content.ingredients { _ = Ingredient.parse(line).text }
        }
    }
    return 0
}
