extension SavedWebPageReader {
    /// The recipes of the page's schema.org microdata (`MicrodataReader`): each Recipe
    /// item written as JSON-LD (`MicrodataJSON`) and read by `SchemaOrgRecipeReader` as a
    /// block of the page is, pictures found in its `_files` folder alike. Nil when the page
    /// has no Recipe item.
    ///
    /// A microdata recipe holds its detail: its fields are spread over the page's markup,
    /// with no byte range of JSON to read again when the detail opens.
    func readMicrodata(_ page: [UInt8], stamp: FileStamp) -> (recipes: [Recipe], problems: [LoadProblem])? {
        guard let json = MicrodataJSON.recipes(in: MicrodataReader.items(in: page)),
            let tape = try? JSONTape(bytes: json)
        else { return nil }
        var reader = SchemaOrgRecipeReader(path: path, folder: folder, files: files)
        reader.page = WebPageBlock(start: 0, holdsContent: true, assets: assets)
        return reader.read(tape.root, stamp: stamp)
    }
}
