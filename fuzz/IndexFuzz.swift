// libFuzzer target: a damaged cookbook index (`CookbookIndexCache`), read for a cookbook of
// one real file. An index that reads must describe that file; one that does not is ignored.
//
// The first byte chooses: even, the rest is the whole index file; odd, the rest follows a
// header that matches the cookbook (magic, version, the file's path and stamp), so that the
// fuzzer reaches the categories, problems and recipes without guessing a path.
// Built against Core and View as a library with testing enabled (fuzz/run.sh).
import Foundation

@testable import RecipeGrid

private let folder: String = {
    let path = NSTemporaryDirectory() + "recipegrid-index-fuzz-\(getpid())"
    try! FileManager.default.createDirectory(atPath: path + "/cache", withIntermediateDirectories: true)
    let book = #"[{"@id": "t1", "name": "Tarte Tatin", "recipeCategory": ["Dessert"]}, {"name": "Leek Soup", "recipeIngredient": ["2 leeks"]}]"#
    try! Data(book.utf8).write(to: URL(fileURLWithPath: path + "/book.json"))
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "recipegrid-index-fuzz-\(getpid())") }
    return path
}()
private let plan = try! CookbookLoader.plan(paths: [folder + "/book.json"])
private let cache = CookbookIndexCache(directory: folder + "/cache")

/// The start of an index for `plan`, as `CookbookIndexCache.encode` writes it.
private let header: [UInt8] = {
    let bytes = CookbookIndexCache.encode(try! CookbookLoader.load(plan), files: plan.files)!
    var length = CookbookIndexCache.magic.count + 4 + 8
    for file in plan.files { length += 8 + file.path.utf8.count + 16 }
    // With FUZZ_INDEX_SEED=FILE, writes what follows the header for this cookbook: a seed.
    if let seed = ProcessInfo.processInfo.environment["FUZZ_INDEX_SEED"] {
        try! Data([1] + bytes[length...]).write(to: URL(fileURLWithPath: seed))
    }
    return Array(bytes[..<length])
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let mode = input.first else { return 0 }
    let index = (mode & 1 == 1 ? header : []) + input.dropFirst()
    guard FileManager.default.createFile(atPath: cache.path(for: plan), contents: Data(index)) else { fatalError("cannot write the index") }
    guard let cookbook = cache.load(plan) else { return 0 }
    let file = plan.files[0]
    for recipe in cookbook.recipes {
        guard case .inFile(let range, let stamp) = recipe.content, recipe.sourcePath == file.path, stamp == file.stamp,
            range.lowerBound >= 0, range.upperBound <= file.stamp.size
        else { fatalError("an index read with a recipe outside its file: \(recipe)") }
        // What opening the tile does: the bytes of the range, parsed or not.
        _ = CookbookLoader.content(of: recipe)
    }
    for category in cookbook.categories { _ = cookbook.recipeIndices(inCategory: category) }
    _ = cookbook.recipeIndices(inCategory: nil)
    return 0
}
