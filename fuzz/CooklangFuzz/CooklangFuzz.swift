// libFuzzer target: a `.cook` file's bytes, read as `CookbookLoader` reads one (lossy
// UTF-8, then the Cooklang parser and reader), with the invariants of the token tree.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh), so internal
// names are in reach. A trap here means a broken invariant, not only a crash in the core.
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let document = CooklangParser.parse(text)
    for step in document.steps {
        require(!step.isEmpty, "a step has items")
        for (item, next) in zip(step, step.dropFirst()) {
            if case .text = item, case .text = next { require(false, "text items next to each other are one") }
        }
        for item in step { check(item) }
    }
    for entry in document.metadata { require(!entry.key.isEmpty && !entry.value.isEmpty, "metadata has keys and values") }
    if let recipe = CooklangReader.read(path: "/fuzz/book.cook", text: text, files: .none) {
        require(!recipe.name.isEmpty && recipe.sortKey == TextFolding.fold(recipe.name), "a named recipe")
        guard case .held(let content) = recipe.content else { return 0 }
        for reference in content.references {
            require(content.ingredients.indices.contains(reference.ingredient), "a reference is an ingredient line")
        }
        require(Set(content.ingredients).count == content.ingredients.count, "each ingredient line once")
    }
    return 0
}

private func check(_ item: CooklangItem) {
    switch item {
    case .text(let text): require(!text.isEmpty, "no empty text")
    case .ingredient(let ingredient):
        require(!ingredient.name.isEmpty && !ingredient.name.contains("\n"), "an ingredient has a one-line name")
        if case .text(let quantity) = ingredient.quantity { require(!quantity.isEmpty, "a text quantity has text") }
    case .cookware(let name, _): require(!name.isEmpty, "cookware has a name")
    case .timer(let name, _, _): require(!name.contains("\n"), "a timer's name is one line")
    }
}
