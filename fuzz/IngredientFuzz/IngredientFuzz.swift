// libFuzzer target: ingredient lines, parsed as the detail screen and the grocery list
// parse them. The input is UTF-8 (invalid bytes repaired, as every string from a cookbook
// is valid); each line of it is one ingredient line.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh). Besides
// crashes it checks what `Ingredient` documents: a range's upper end is above its lower
// one, and the text the grocery list stores reads back as the same ingredient.
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for line in lines {
        check(line)
        // Lines from a cookbook are cleaned first (entities, tags, odd spaces).
        check(TextCleaning.line(line))
    }
    // The grocery list merges lines that name the same thing, reading its own text back.
    // Adding is quadratic in the items: a few lines exercise it, more only slow the fuzzer.
    var grocery = GroceryList()
    grocery.add(ingredients: Array(lines.prefix(12)))
    for item in grocery.items { _ = Ingredient.parse(item.name).mergeKey }
    return 0
}

private func check(_ line: String) {
    let ingredient = Ingredient.parse(line)
    if let upper = ingredient.upperQuantity {
        guard let lower = ingredient.quantity else { fail("a range without a lower end: \(line.debugDescription)") }
        require(upper > lower, "a range that does not rise: \(line.debugDescription)")
    }
    if let quantity = ingredient.quantity { require(quantity >= 0 && quantity.isFinite, "quantity \(quantity) from \(line.debugDescription)") }
    _ = ingredient.mergeKey
    // The grocery list stores `text` and reads it back for merging: that must give the same
    // unit, a name that merges alike (a count's noun may have become plural), amounts that
    // show the same, and the same text again.
    let text = ingredient.text
    let again = Ingredient.parse(text)
    require(
        again.unit == ingredient.unit && again.mergeKey == ingredient.mergeKey && shown(again) == shown(ingredient)
            && again.text == text,
        "text does not read back as itself: \(line.debugDescription) -> \(text.debugDescription) -> \(again.text.debugDescription)")
}

/// The amounts as the grocery list shows them, without unit or name.
private func shown(_ ingredient: Ingredient) -> String {
    Ingredient(quantity: ingredient.quantity, upperQuantity: ingredient.upperQuantity, unit: nil, name: "").text
}
