/// Reads the recipes of a saved web page (what a browser's "Save Page As" writes): the
/// schema.org JSON-LD of each of its `<script type="application/ld+json">` blocks, found
/// by `HTMLScriptScanner`.
///
/// Each block is read as a JSON-LD file is (one object, an array, a `@graph`, a Recipe
/// in `mainEntity`), except that only objects typed `Recipe` count: an untyped object in
/// a page is some other site's data, not a hand-written recipe. A block that does not
/// parse is named in a problem (with the page's line and column) and the others are
/// still read. A page whose blocks give no recipe is read for schema.org microdata
/// (`readMicrodata`); one with neither gives one problem.
///
/// Entities: a script's text is raw text in HTML (a browser decodes no `&amp;` in it),
/// so a block is parsed as written, and entities inside its strings ("Mac &amp; Cheese")
/// are decoded as in any JSON file. A block escaped whole (`{&quot;name&quot;: …}`,
/// without one `"`) is decoded first, as no JSON could be read otherwise.
///
/// Details: a recipe's detail stays in the page, at the byte range of its object in the
/// page's own bytes, and is read again when opened, as for a JSON file. Only a block
/// escaped whole has offsets that are not the file's: its recipes hold their detail.
package struct SavedWebPageReader {
    /// The page, as problems and `Recipe.sourcePath` name it.
    var path: String
    /// The absolute folder the page is in.
    var folder: String
    /// Which pictures exist, as the shell finds them.
    var files: FileLookup

    /// A reader of the page at `path`, which lies in the absolute `folder`.
    package init(path: String, folder: String, files: FileLookup) {
        self.path = path
        self.folder = folder
        self.files = files
    }

    /// Why a page with no JSON-LD block and no microdata recipe is skipped.
    static var noBlockMessage: String {
        // TRANSLATORS: a load problem after a saved web page's name; keep the markup and "Recipe" (schema.org's type) as they are.
        tr("no schema.org Recipe in the page: no <script type=\"application/ld+json\"> and no microdata item of type Recipe")
    }
    /// Why a page whose JSON-LD blocks hold no Recipe, and which has no microdata recipe, is skipped.
    static var noRecipeMessage: String {
        // TRANSLATORS: a load problem after a saved web page's name; "Recipe" is schema.org's type.
        tr("no schema.org Recipe in its ld+json blocks or its microdata")
    }

    /// The recipes of `page` (dated by `stamp`), and a problem for each block or recipe
    /// that had to be skipped. A page whose JSON-LD gives no recipe is read for microdata
    /// (`readMicrodata`); one that has a JSON-LD recipe is not, as sites that write both
    /// mark the same recipe twice.
    package func read(_ page: [UInt8], stamp: FileStamp) -> (recipes: [Recipe], problems: [LoadProblem]) {
        let blocks = HTMLScriptScanner.scripts(in: page).filter(\.isJSONLD)
        var recipes: [Recipe] = []
        var problems: [LoadProblem] = []
        for (index, block) in blocks.enumerated() {
            let read = read(block, number: index + 1, of: page, stamp: stamp)
            recipes += read.recipes
            problems += read.problems
        }
        if recipes.isEmpty, let microdata = readMicrodata(page, stamp: stamp) {
            // A broken block is still named: the page may hold more than its microdata shows.
            return (microdata.recipes, problems + microdata.problems)
        }
        if recipes.isEmpty && problems.isEmpty {
            problems = [LoadProblem(path: path, message: blocks.isEmpty ? Self.noBlockMessage : Self.noRecipeMessage)]
        }
        return (recipes, problems)
    }

    /// The recipes of one ld+json block, numbered from 1 in the page.
    private func read(_ block: HTMLScript, number: Int, of page: [UInt8], stamp: FileStamp) -> (recipes: [Recipe], problems: [LoadProblem]) {
        let json = Self.jsonRange(of: block.text, in: page)
        var reader = SchemaOrgRecipeReader(path: path, folder: folder, files: files)
        reader.page = WebPageBlock(start: json.lowerBound, holdsContent: false, assets: assets)
        do {
            let tape = try JSONTape(bytes: Array(page[json]))
            return reader.read(tape.root, stamp: stamp)
        } catch {
            if let decoded = Self.entityDecoded(page[json]), let tape = try? JSONTape(bytes: decoded) {
                reader.page?.holdsContent = true
                return reader.read(tape.root, stamp: stamp)
            }
            let atPage = JSONSyntaxError(offset: json.lowerBound + error.offset, message: error.message)
            var problem = LoadProblem(path: path, syntaxError: atPage, bytes: page)
            let endsEarly = error.offset >= json.count
            let reason =
                !endsEarly
                ? error.message
                : block.isClosed
                    ? tr("it ends before its JSON does (a \"</script\" ends a script even inside a string)")
                    : tr("the page ends inside it, with no </script>")
            // TRANSLATORS: a load problem after a saved web page's name; {number} counts the page's
            // <script type="application/ld+json"> blocks from 1; {reason} is a JSON parser's message.
            problem.message = tr("its ld+json block {number} is not valid JSON: {reason}", ["number": String(number), "reason": reason])
            return ([], [problem])
        }
    }

    /// The saved page's pictures: the `_files` folder a browser writes beside `Name.html`.
    var assets: SavedPageAssets {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return SavedPageAssets(pageFolder: folder, folder: folder + "/" + stem + "_files", files: files)
    }

    /// Wrappers some sites put around their JSON-LD for old browsers, which JSON cannot
    /// hold; longest first, so that "//]]>" is not taken for "]]>".
    private static let openings = ["/*<![CDATA[*/", "//<![CDATA[", "<![CDATA[", "<!--"].map { Array($0.utf8) }
    private static let closings = ["/*]]>*/", "//]]>", "]]>", "-->"].map { Array($0.utf8) }

    /// The JSON in a block's `text`: without white space around it or a CDATA or comment
    /// wrapper. Narrowing the range keeps offsets those of the page.
    static func jsonRange(of text: Range<Int>, in page: [UInt8]) -> Range<Int> {
        var range = trimmed(text, in: page)
        if let opening = openings.first(where: { page[range].starts(with: $0) }) {
            range = trimmed(range.lowerBound + opening.count..<range.upperBound, in: page)
        }
        if let closing = closings.first(where: { page[range].reversed().starts(with: $0.reversed()) }) {
            range = trimmed(range.lowerBound..<range.upperBound - closing.count, in: page)
        }
        return range
    }

    /// `range` without HTML white space at either end.
    private static func trimmed(_ range: Range<Int>, in page: [UInt8]) -> Range<Int> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSpace(page[lower]) { lower += 1 }
        while upper > lower, isSpace(page[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// A block escaped whole, decoded; nil for one with a `"` of its own, whose entities
    /// are the text's and are decoded field by field instead.
    private static func entityDecoded(_ json: ArraySlice<UInt8>) -> [UInt8]? {
        guard !json.contains(UInt8(ascii: "\"")), json.contains(UInt8(ascii: "&")) else { return nil }
        return Array(HTMLEntities.decode(String(decoding: json, as: UTF8.self)).utf8)
    }
}

/// What `SchemaOrgRecipeReader` needs to know of a block of a saved web page.
struct WebPageBlock: Sendable {
    /// Where the block's JSON starts in the page: added to its objects' offsets.
    var start: Int
    /// The block was decoded before parsing, so offsets in it are not the file's.
    var holdsContent: Bool
    var assets: SavedPageAssets
}

/// The pictures of a saved web page: its own folder and the `Name_files` folder a
/// browser saves its images in (Firefox and Chromium alike). Web addresses are never
/// fetched: one is taken to be the file of the same name in `Name_files`, when there is one.
struct SavedPageAssets: Sendable {
    /// The absolute folder the page is in.
    var pageFolder: String
    /// The absolute `Name_files` folder beside the page (it need not exist).
    var folder: String
    /// Which pictures exist, as the shell finds them.
    var files: FileLookup

    /// The local picture for an `image` reference of the page, other than a `file:` URL:
    /// a web address or a site's path ("/uploads/pie.jpg") as the file of its last
    /// component (query dropped, percent-decoded) in `Name_files`; a relative path from
    /// the page's folder, else from `Name_files`. Nil when no such file exists: a page's
    /// relative path is usually the site's, and a missing one is nothing to report.
    func picture(for reference: String) -> String? {
        let lowered = reference.lowercased()
        if reference.hasPrefix("/") || lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            return savedCopy(of: reference)
        }
        guard !reference.isEmpty, !SchemaOrgRecipeReader.hasScheme(reference) else { return nil }
        for base in [pageFolder, folder] {
            let path = SchemaOrgRecipeReader.absolutePath(reference, from: base)
            if files.exists(path) { return path }
        }
        return savedCopy(of: reference)
    }

    /// The file in `Name_files` named as the last component of `address`.
    private func savedCopy(of address: String) -> String? {
        let path = address.prefix { $0 != "?" && $0 != "#" }
        let raw = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
        // A decoded "%2F" must not lead out of the folder.
        let decoded = raw.percentDecoded.flatMap { $0.contains("/") ? nil : $0 }
        let names = [decoded, raw].compactMap { $0 }.filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        return names.lazy.map { folder + "/" + $0 }.first(where: files.exists)
    }
}
