// libFuzzer target: a MealMaster or MasterCook file, read by all three old-format readers
// (MealMaster, MasterCook text, MasterCook XML) as the cookbook loader reads a .mmf, .mxp
// or .mx2 file, and once more through the XML scanner alone. Every recipe must have a name,
// an emoji and its detail held; every ingredient line must parse; the scanner must move on
// with every event and report an unclosed construct inside the input.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh). A trap here
// means a broken invariant, not only a crash.
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    check(MealMasterReader.read(bytes, path: "/fuzz/book.mmf"))
    check(MasterCookTextReader.read(bytes, path: "/fuzz/book.mxp"))
    check(MasterCookXMLReader.read(bytes, path: "/fuzz/book.mx2"))
    _ = MealMasterReader.isFramed(bytes)
    let text = LegacyText.utf8(bytes)
    for line in LegacyText.lines(text) { require(line.lowerBound >= 0 && line.upperBound <= text.count, "a line outside the text") }
    var scanner = XMLPullScanner(text)
    do {
        var before = scanner.position
        while try scanner.next() != nil {
            require(scanner.position > before, "an event that read nothing")
            before = scanner.position
        }
    } catch {
        require(error.offset >= 0 && error.offset < text.count, "an unclosed construct outside the input")
        _ = scanner.line(of: error.offset)
    }
    return 0
}

private func check(_ read: (recipes: [Recipe], problems: [LoadProblem])) {
    for problem in read.problems { _ = problem.description }
    for recipe in read.recipes {
        require(!recipe.name.isEmpty && !recipe.emoji.isEmpty, "a recipe without a name or emoji")
        require(recipe.id == Recipe.unassignedID, "a reader gave an id: the loader gives them")
        require(recipe.sortKey == TextFolding.fold(recipe.name), "a sort key that is not the folded name")
        guard case .held(let content) = recipe.content else { fail("an old-format recipe's detail is not held") }
        for line in content.ingredients {
            require(!line.isEmpty, "an empty ingredient line")
            _ = Ingredient.parse(line).text
        }
        for step in content.steps { require(!step.text.isEmpty, "an empty step") }
    }
}
