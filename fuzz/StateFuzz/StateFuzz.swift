// libFuzzer target: the state file (ratings, grocery list, last selection), decoded as the
// program decodes it at start and restored into a cookbook. What decodes must restore
// without trapping, and the state it leaves must save and decode back to itself.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh).
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

/// Every character 0.55 em wide, as the core's tests measure.
private struct Measurer: TextMeasuring {
    func width(of text: String, style: TextStyle) -> Double { Double(text.count) * 0.55 * style.size }
    func lineHeight(of style: TextStyle) -> Double { 1.25 * style.size }
    func fitted(_ text: String, width: Double, style: TextStyle) -> String { TextFitting.fit(text, width: width, style: style, measurer: self) }
}

private let store: CookbookStore = {
    let recipes = ["Apple Pie", "Banana Bread", "Caesar Salad", "Éclair", "Leek Soup"].map { name in
        Recipe(
            id: name.lowercased().replacingOccurrences(of: " ", with: "-"), name: name, categories: name.hasSuffix("Soup") ? ["Soups"] : [],
            ingredients: ["2 eggs", "1 cup flour"], steps: [RecipeStep(section: nil, text: "Mix.")], imagePath: nil, summary: nil,
            totalTime: nil, prepTime: nil, cookTime: nil, yield: "4", keywords: [], emoji: "🍽️", sortKey: TextFolding.fold(name), sourcePath: "/fuzz")
    }
    return CookbookStore(Cookbook(recipes: recipes, categories: ["Soups"], problems: []))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let saved = try? JSONDecoder().decode(SavedState.self, from: bytes) else { return 0 }
    var model = AppModel(state: AppState(store: store, windowSize: Size(width: 1180, height: 780), scale: 1, layoutDirection: .ltr))
    var context = UpdateContext(now: 0, measurer: Measurer())
    model.update(.cookbookLoaded(store, restoring: saved), context: &context)
    let state = model.state
    if let selection = state.grid.selection { require(state.grid.shown.indices.contains(selection), "a selection outside the grid") }
    let written = state.savedState
    guard let encoded = try? JSONEncoder().encode(written) else { fail("a restored state does not encode") }
    guard let again = try? JSONDecoder().decode(SavedState.self, from: encoded) else { fail("a saved state does not decode") }
    require(again == written, "a saved state does not decode to itself")
    return 0
}
