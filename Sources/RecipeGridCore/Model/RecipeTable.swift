/// The recipes of a cookbook, packed: a collection of `Recipe` values that keeps each one as
/// a fixed row of numbers and its strings back to back in one byte buffer, and makes the
/// `Recipe` when it is read.
///
/// A `[Recipe]` of 100,000 recipes took some 40 MB: a 176-byte struct each, and two or three
/// strings of their own (the name and its folded sort key, an id) with malloc's overhead on
/// each. Here a recipe is a 64-byte row and its bytes; the lists of categories and keywords,
/// the emoji and the files are kept once each and named by number (thousands of recipes share
/// a few dozen of them). What a loop over every recipe reads (the sort key, the id, the
/// categories) has an accessor that makes no `Recipe`, and search reads the sort keys' bytes
/// in place.
package struct RecipeTable: Sendable, RandomAccessCollection, MutableCollection {
    private var rows: [Row] = []
    /// The strings of every row: its sort key, name, id and image path, in that order.
    private var text: [UInt8] = []
    /// Distinct lists of categories, by `Row.categories`, in the order the rows first name them.
    private var categoryLists = StringLists()
    /// Distinct lists of keywords, by `Row.keywords`, likewise.
    private var keywordLists = StringLists()
    private var emojis: [String] = []
    private var languages: [RecipeLanguage?] = []
    private var files: [File] = []
    /// The details of recipes that hold them in memory (tests, recipes the app made), by
    /// `Row.length`.
    private var held: [RecipeContent] = []

    /// A recipe's numbers. Its strings are `text[text...]`: the sort key, the name, the id
    /// and, unless `imageCount` is `noImage`, the image path.
    /// 64 bytes: every field that a recipe shares with others is a number.
    fileprivate struct Row {
        var text: Int
        var sortKeyCount: UInt32
        var nameCount: UInt32
        var idCount: UInt32
        var imageCount: UInt32
        var categories: UInt32
        var keywords: UInt32
        var emoji: UInt32
        var file: UInt32
        var language: UInt32
        /// Where its object is in `file`, and how many bytes: `start..<start + length` (an
        /// object of 4 GB would not be read). For a recipe whose details are held, `start`
        /// is -1 and `length` their place in `held`.
        var length: UInt32
        var start: Int
        /// `Int.min` when it has no date.
        var dateAdded: Int
    }

    /// A source file and its stamp when the recipes were read from it.
    fileprivate struct File: Hashable {
        var path: String
        var stamp: FileStamp
    }

    private static let noImage = UInt32.max
    private static let undated = Int.min

    package init() {}

    package init(_ recipes: some Sequence<Recipe>) {
        var builder = Builder()
        for recipe in recipes { builder.append(recipe) }
        self = builder.table
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { rows.count }

    package subscript(index: Int) -> Recipe {
        get { recipe(rows[index]) }
        set {
            change { builder in
                let row = builder.row(for: newValue)
                builder.partial.rows[index] = row
            }
        }
    }

    /// Adds a recipe at the end.
    package mutating func append(_ recipe: Recipe) { change { $0.append(recipe) } }

    /// Rare (a test, a fix-up before the cookbook is made): a changed recipe's strings are
    /// appended and its old ones left where they are, and what it shares is not looked up
    /// among what the table holds already.
    private mutating func change(_ body: (inout Builder) -> Void) {
        var builder = Builder(table: self)
        self = RecipeTable()  // `builder.table` alone holds the storage: changed in place
        body(&builder)
        self = builder.table
    }

    // MARK: Reading one field without making the recipe

    package func sortKey(at index: Int) -> String { string(rows[index].text, rows[index].sortKeyCount) }
    package func name(at index: Int) -> String {
        let row = rows[index]
        return string(row.text + Int(row.sortKeyCount), row.nameCount)
    }
    package func id(at index: Int) -> String {
        let row = rows[index]
        return string(row.text + Int(row.sortKeyCount) + Int(row.nameCount), row.idCount)
    }
    package func imagePath(at index: Int) -> String? {
        let row = rows[index]
        guard row.imageCount != Self.noImage else { return nil }
        return string(row.text + Int(row.sortKeyCount) + Int(row.nameCount) + Int(row.idCount), row.imageCount)
    }
    package func emoji(at index: Int) -> String { emojis[Int(rows[index].emoji)] }
    package func sourcePath(at index: Int) -> String { files[Int(rows[index].file)].path }
    package func dateAdded(at index: Int) -> Int? { rows[index].dateAdded == Self.undated ? nil : rows[index].dateAdded }
    package func categories(at index: Int) -> [String] { categoryLists[Int(rows[index].categories)] }
    package func keywords(at index: Int) -> [String] { keywordLists[Int(rows[index].keywords)] }
    /// Which of the distinct lists `categories(at:)` is: recipes with the same number have
    /// the same categories, so work done for one list serves them all.
    package func categoryList(at index: Int) -> Int { Int(rows[index].categories) }
    package func keywordList(at index: Int) -> Int { Int(rows[index].keywords) }
    /// Every category once, in the order the recipes first name them (the first spelling
    /// of a category here is the first recipe's), and by number, the lists they make up.
    var categoryStrings: [String] { categoryLists.strings }
    var categoryListCount: Int { categoryLists.count }
    func categoryMembers(ofList list: Int) -> ArraySlice<UInt32> { categoryLists.members(of: list) }
    /// Every keyword once, likewise, and the lists they make up.
    var keywordStrings: [String] { keywordLists.strings }
    var keywordListCount: Int { keywordLists.count }
    func keywordMembers(ofList list: Int) -> ArraySlice<UInt32> { keywordLists.members(of: list) }

    /// Those of `indices` whose sort key's UTF-8 bytes `matches`, in their order: the bytes
    /// are read where they are, so a filter over 100,000 names allocates nothing per name.
    package func indices(_ indices: [Int], whereSortKey matches: (UnsafeBufferPointer<UInt8>) -> Bool) -> [Int] {
        rows.withUnsafeBufferPointer { rows in
            text.withUnsafeBufferPointer { text in
                indices.filter { index in
                    let row = rows[index]
                    return matches(UnsafeBufferPointer(rebasing: text[row.text..<row.text + Int(row.sortKeyCount)]))
                }
            }
        }
    }

    private func string(_ start: Int, _ count: UInt32) -> String {
        text.withUnsafeBufferPointer { String(decoding: $0[start..<start + Int(count)], as: UTF8.self) }
    }

    private func recipe(_ row: Row) -> Recipe {
        let nameStart = row.text + Int(row.sortKeyCount)
        let idStart = nameStart + Int(row.nameCount)
        let imageStart = idStart + Int(row.idCount)
        let file = files[Int(row.file)]
        let content: RecipeContentSource =
            row.start >= 0
            ? .inFile(bytes: row.start..<row.start + Int(row.length), stamp: file.stamp) : .held(held[Int(row.length)])
        return Recipe(
            id: string(idStart, row.idCount), name: string(nameStart, row.nameCount), categories: categoryLists[Int(row.categories)],
            keywords: keywordLists[Int(row.keywords)], imagePath: row.imageCount == Self.noImage ? nil : string(imageStart, row.imageCount),
            emoji: emojis[Int(row.emoji)], sortKey: string(row.text, row.sortKeyCount), sourcePath: file.path, content: content,
            dateAdded: row.dateAdded == Self.undated ? nil : row.dateAdded, language: languages[Int(row.language)])
    }
}

extension RecipeTable: Equatable {
    package static func == (lhs: RecipeTable, rhs: RecipeTable) -> Bool { lhs.elementsEqual(rhs) }
}

extension RecipeTable {
    /// Makes a table a recipe at a time, sharing equal lists, emoji and files as it goes;
    /// what it looks them up by is dropped with it, not kept in the table.
    package struct Builder {
        /// The table made so far, less its lists of categories and keywords, which are made
        /// apart (each kept in one place only, so that adding to it copies nothing).
        fileprivate var partial: RecipeTable
        private var categories: StringLists.Builder
        private var keywords: StringLists.Builder
        private var emojiNumbers: [String: UInt32] = [:]
        private var languageNumbers: [RecipeLanguage?: UInt32] = [:]
        private var fileNumbers: [File: UInt32] = [:]

        package init(reservingCapacity count: Int = 0) {
            partial = RecipeTable()
            partial.rows.reserveCapacity(count)
            categories = StringLists.Builder()
            keywords = StringLists.Builder()
        }

        /// Goes on from `table`: what it holds already is not looked up again, only added to.
        fileprivate init(table: RecipeTable) {
            partial = table
            categories = StringLists.Builder(table.categoryLists)
            keywords = StringLists.Builder(table.keywordLists)
            partial.categoryLists = StringLists()
            partial.keywordLists = StringLists()
        }

        /// The table made so far.
        package var table: RecipeTable {
            var table = partial
            table.categoryLists = categories.lists
            table.keywordLists = keywords.lists
            return table
        }

        package mutating func append(_ recipe: Recipe) { partial.rows.append(row(for: recipe)) }

        fileprivate mutating func row(for recipe: Recipe) -> Row {
            let start = partial.text.count
            var row = Row(
                text: start, sortKeyCount: add(recipe.sortKey), nameCount: add(recipe.name), idCount: add(recipe.id),
                imageCount: recipe.imagePath.map { add($0) } ?? RecipeTable.noImage,
                categories: categories.number(of: recipe.categories), keywords: keywords.number(of: recipe.keywords),
                emoji: Self.number(of: recipe.emoji, in: &partial.emojis, &emojiNumbers), file: 0,
                language: Self.number(of: recipe.language, in: &partial.languages, &languageNumbers), length: 0, start: 0,
                dateAdded: recipe.dateAdded ?? RecipeTable.undated)
            switch recipe.content {
            case .inFile(let bytes, let stamp):
                row.file = Self.number(of: File(path: recipe.sourcePath, stamp: stamp), in: &partial.files, &fileNumbers)
                (row.start, row.length) = (bytes.lowerBound, UInt32(bytes.count))
            case .held(let content):
                let file = File(path: recipe.sourcePath, stamp: FileStamp(size: 0, modifiedNanoseconds: 0))
                row.file = Self.number(of: file, in: &partial.files, &fileNumbers)
                (row.start, row.length) = (-1, UInt32(partial.held.count))
                partial.held.append(content)
            }
            return row
        }

        /// Appends a string's bytes to the text, giving their count.
        private mutating func add(_ string: String) -> UInt32 {
            var string = string
            string.withUTF8 { partial.text.append(contentsOf: $0) }
            return UInt32(string.utf8.count)
        }

        /// The number of `value` in `values`, added to them when it is new.
        private static func number<Value: Hashable>(of value: Value, in values: inout [Value], _ numbers: inout [Value: UInt32]) -> UInt32 {
            if let number = numbers[value] { return number }
            let number = UInt32(values.count)
            values.append(value)
            numbers[value] = number
            return number
        }
    }
}
