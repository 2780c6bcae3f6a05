// libFuzzer target: a damaged cookbook index (the format `CookbookIndexCache` keeps on disk),
// decoded for a cookbook of one file. An index that decodes must describe that file; one
// that does not is ignored.
//
// The first byte chooses: even, the rest is the whole index; odd, the rest follows a header
// that matches the cookbook (magic, version, the file's path and stamp), so that the fuzzer
// reaches the categories, problems and recipes without guessing a path.
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh).
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

private let book = Array(
    #"[{"@id": "t1", "name": "Tarte Tatin", "recipeCategory": ["Dessert"]}, {"name": "Leek Soup", "recipeIngredient": ["2 leeks"]}]"#.utf8)
private let file: CookbookIndexFormat.File = ("/fuzz/book.json", FileStamp(size: book.count, modifiedNanoseconds: 1_700_000_000_000_000_000))

/// The start of an index for `file`, as the cache writes it.
private let header: [UInt8] = {
    let tape = try! JSONTape(bytes: book)
    let read = SchemaOrgRecipeReader(path: file.path, folder: "/fuzz", files: .none).read(tape.root, stamp: file.stamp)
    let bytes = CookbookIndexFormat.encode(Cookbook(sorting: read.recipes, problems: read.problems), files: [file])!
    let length = CookbookIndexFormat.magic.count + 4 + 8 + 8 + file.path.utf8.count + 16
    return Array(bytes[..<length])
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let mode = input.first else { return 0 }
    let index = (mode & 1 == 1 ? header : []) + input.dropFirst()
    var position = 0
    var decoder = CookbookIndexFormat.Decoder(fileSize: index.count) { wanted in
        defer { position = min(index.count, position + wanted) }
        return Array(index[position..<min(index.count, position + wanted)])
    }
    guard let cookbook = try? decoder.cookbook(matching: [file]) else { return 0 }
    for recipe in cookbook.recipes {
        guard case .inFile(let range, let stamp) = recipe.content, recipe.sourcePath == file.path, stamp == file.stamp,
            range.lowerBound >= 0, range.upperBound <= file.stamp.size
        else { fail("an index decoded with a recipe outside its file: \(recipe)") }
        // What opening the tile does: the bytes of the range, parsed or not.
        if let tape = try? JSONTape(bytes: Array(book[range])) { _ = SchemaOrgRecipeReader.content(from: tape.root) }
    }
    for category in cookbook.categories { _ = cookbook.recipeIndices(inCategory: category) }
    _ = cookbook.recipeIndices(inCategory: nil)
    return 0
}
