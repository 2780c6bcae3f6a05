extension EditableRecipe {
    /// Where the recipe `id` is in the file `bytes` now, after another program changed
    /// the file: the object at `range` when one is still there, else the object of that
    /// `@id` or `identifier`, else the one at its place in the file ("file:soup.json#2" is
    /// the second), else the file's only recipe; nil when none of these is.
    package static func locate(_ id: String?, near range: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        guard let tape = try? JSONTape(bytes: bytes, acceptingInvalidUTF8: true) else { return nil }
        let reader = SchemaOrgRecipeReader(path: "", folder: "", files: FileLookup(exists: { _ in false }))
        let objects = reader.recipeObjects(in: tape.root).map(\.node)
        if objects.contains(where: { $0.byteRange == range }) { return range }
        if let id,
            let named = objects.first(where: { SchemaOrgRecipeReader.line($0["@id"]) == id || SchemaOrgRecipeReader.line($0["identifier"]) == id })
        {
            return named.byteRange
        }
        if let id, id.hasPrefix("file:"), let place = id.split(separator: "#").last.flatMap({ Int($0) }), objects.indices.contains(place - 1) {
            return objects[place - 1].byteRange
        }
        return objects.count == 1 ? objects[0].byteRange : nil
    }
}
