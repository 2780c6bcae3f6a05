// libFuzzer target: the state file (ratings, grocery list, last selection), decoded as the
// program decodes it at start and restored into a cookbook. What decodes must restore
// without trapping, and the state it leaves must save and decode back to itself.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh).
import CoreTestSupport
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

private let store = TestCookbook.store(names: ["Apple Pie", "Banana Bread", "Caesar Salad", "Éclair", "Leek Soup"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let saved = try? JSONDecoder().decode(SavedState.self, from: bytes) else { return 0 }
    var h = Harness(store: store)
    h.send(.cookbookLoaded(store, restoring: saved))
    let state = h.state
    if let selection = state.grid.selection { require(state.grid.shown.indices.contains(selection), "a selection outside the grid") }
    let written = state.savedState
    guard let encoded = try? JSONEncoder().encode(written) else { fail("a restored state does not encode") }
    guard let again = try? JSONDecoder().decode(SavedState.self, from: encoded) else { fail("a saved state does not decode") }
    require(again == written, "a saved state does not decode to itself")
    return 0
}
