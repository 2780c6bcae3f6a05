/// The index of a loaded cookbook's tiles, as `CookbookIndexCache` keeps it on disk: names,
/// ids, categories, emoji and sort keys in sorted order, and where each recipe's object lies
/// in its file, for a cookbook of the same files (same paths, sizes and modification times).
///
/// Little-endian numbers and length-prefixed UTF-8 strings after a magic and a version.
/// The shell reads and writes the file; this is its format, and the decoder checks every
/// length against the file's size, so a damaged index throws rather than misreads.
package enum CookbookIndexFormat {
    /// The first bytes of an index file, then a version that changes with the format.
    package static let magic = Array("RGINDEX\n".utf8)
    /// 3: recipes keep their keywords (the sidebar's Tags). 4: and when they were added
    /// (Sort By ▸ Date Added); an index of 3 would load them all undated, so it is made again.
    /// 5: the language their file says (`RecipeLanguage`'s code, empty for none), which says
    /// how their ingredient lines read; 6: sort keys are composed (NFC), so names written as Hangul jamo sort and match
    /// as syllables.
    package static let version: UInt32 = 6
    /// A recipe's `dateAdded` when it has none.
    private static let undated = Int(Int64.min)

    /// A cookbook file the index was made from: its path and when it was last changed.
    package typealias File = (path: String, stamp: FileStamp)

    /// The index bytes, or nil for a cookbook not loaded from files (nothing to index).
    package static func encode(_ cookbook: Cookbook, files: [File]) -> [UInt8]? {
        var fileIndex: [String: Int] = [:]
        for (index, file) in files.enumerated() { fileIndex[file.path] = index }
        var out = IndexWriter()
        // About 150 bytes a recipe: one allocation rather than a doubling chain.
        out.bytes.reserveCapacity(cookbook.recipes.count * 160 + files.count * 128 + 4096)
        out.bytes += magic
        out.write(version)
        out.write(files.count)
        for file in files {
            out.write(file.path)
            out.write(file.stamp.size)
            out.write(file.stamp.modifiedNanoseconds)
        }
        out.write(cookbook.bytesRead)
        out.write(strings: cookbook.categories)
        out.write(cookbook.problems.count)
        for problem in cookbook.problems {
            out.write(problem.path)
            out.write(problem.message)
            out.write(problem.line ?? -1)
            out.write(problem.column ?? -1)
        }
        out.write(cookbook.recipes.count)
        for recipe in cookbook.recipes {
            guard case .inFile(let range, _) = recipe.content, let file = fileIndex[recipe.sourcePath] else { return nil }
            out.write(recipe.id)
            out.write(recipe.name)
            out.write(strings: recipe.categories)
            out.write(strings: recipe.keywords)
            out.write(recipe.imagePath ?? "")
            out.write(recipe.emoji)
            out.write(recipe.sortKey)
            out.write(file)
            out.write(range.lowerBound)
            out.write(range.upperBound)
            out.write(recipe.dateAdded ?? undated)
            out.write(recipe.language?.code ?? "")
        }
        return out.bytes
    }
}

/// Appends little-endian numbers and length-prefixed UTF-8 strings.
private struct IndexWriter {
    var bytes: [UInt8] = []

    mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
    }

    mutating func write(_ text: String) {
        write(text.utf8.count)
        bytes += text.utf8
    }

    mutating func write(strings: [String]) {
        write(strings.count)
        for string in strings { write(string) }
    }
}

extension CookbookIndexFormat {
    /// Reads what `IndexWriter` wrote, a window of it at a time from `readMore`, so that the
    /// index is never in memory whole beside the cookbook made from it. Every length is
    /// checked against what the file holds, so a damaged index throws rather than misreads.
    package struct Decoder {
        package struct Damaged: Error {}

        /// Up to the number of bytes asked for, from where the last read ended; none at the end.
        private let readMore: (Int) -> [UInt8]
        private var window: [UInt8] = []
        private var position = 0
        private var atEnd = false
        private var bytesRead = 0
        private static let windowSize = 1 << 20

        /// Bytes in the file: no length or count in it can be larger.
        private let fileSize: Int

        package init(fileSize: Int, readMore: @escaping (Int) -> [UInt8]) {
            self.fileSize = fileSize
            self.readMore = readMore
        }

        /// The indexed cookbook, when the index was made from exactly `files`.
        package mutating func cookbook(matching files: [File]) throws(Damaged) -> Cookbook {
            guard try take(8).elementsEqual(CookbookIndexFormat.magic),
                try take(4).elementsEqual(withUnsafeBytes(of: CookbookIndexFormat.version.littleEndian, Array.init))
            else {
                throw Damaged()
            }
            let fileCount = try count()
            guard fileCount == files.count else { throw Damaged() }
            var paths: [String] = []
            var stamps: [FileStamp] = []
            for file in files {
                let path = try string()
                let stamp = FileStamp(size: try int(), modifiedNanoseconds: try int())
                guard path == file.path, stamp == file.stamp else { throw Damaged() }
                // The plan's own string: every recipe of the file shares its storage.
                paths.append(file.path)
                stamps.append(stamp)
            }
            let bytesRead = try int()
            let categories = try strings()
            let problems = try loadProblems()
            let recipes = try recipes(in: paths, stamps: stamps)
            try fill(1)
            guard position == window.count else { throw Damaged() }
            var cookbook = Cookbook(table: recipes, categories: categories, problems: problems)
            cookbook.bytesRead = bytesRead
            return cookbook
        }

        private mutating func loadProblems() throws(Damaged) -> [LoadProblem] {
            var problems: [LoadProblem] = []
            for _ in 0..<(try count()) {
                let path = try string()
                let message = try string()
                let line = try int()
                let column = try int()
                problems.append(LoadProblem(path: path, message: message, line: line < 0 ? nil : line, column: column < 0 ? nil : column))
            }
            return problems
        }

        /// The recipes, each pointing into its file of `paths` (dated by `stamps`).
        /// Packed as they are read, so that the whole `[Recipe]` is never in memory.
        private mutating func recipes(in paths: [String], stamps: [FileStamp]) throws(Damaged) -> RecipeTable {
            let recipeCount = try count()
            // A recipe takes at least 60 bytes of index: a damaged count cannot reserve much.
            var recipes = RecipeTable.Builder(reservingCapacity: min(recipeCount, fileSize / 60))
            for _ in 0..<recipeCount {
                let id = try string()
                let name = try string()
                // The table keeps one array for each distinct list.
                let recipeCategories = try strings()
                let keywords = try strings()
                let imagePath = try string()
                let emoji = try string()
                let sortKey = try string()
                let file = try int()
                let start = try int()
                let end = try int()
                let dateAdded = try int()
                let language = RecipeLanguage(code: try string())
                guard paths.indices.contains(file), start >= 0, start <= end, end <= stamps[file].size else { throw Damaged() }
                recipes.append(
                    Recipe(
                        id: id, name: name, categories: recipeCategories, keywords: keywords, imagePath: imagePath.isEmpty ? nil : imagePath,
                        emoji: emoji,
                        sortKey: sortKey, sourcePath: paths[file], content: .inFile(bytes: start..<end, stamp: stamps[file]),
                        dateAdded: dateAdded == CookbookIndexFormat.undated ? nil : dateAdded, language: language))
            }
            return recipes.table
        }

        /// Makes sure `count` bytes are in the window from `position`, reading on as needed:
        /// a megabyte at a time, or what is left of the file when that is less.
        private mutating func fill(_ count: Int) throws(Damaged) {
            guard window.count - position < count else { return }
            window.removeSubrange(0..<position)
            position = 0
            while window.count < count, !atEnd {
                let wanted = max(count - window.count, min(Self.windowSize, max(1, fileSize - bytesRead)))
                let chunk = readMore(wanted)
                if chunk.isEmpty { atEnd = true }
                bytesRead += chunk.count
                window += chunk
            }
            guard window.count >= count || count == 1 else { throw Damaged() }
        }

        private mutating func take(_ count: Int) throws(Damaged) -> ArraySlice<UInt8> {
            try fill(count)
            guard window.count - position >= count else { throw Damaged() }
            defer { position += count }
            return window[position..<position + count]
        }

        private mutating func int() throws(Damaged) -> Int {
            let bytes = try take(8)
            let value = bytes.indices.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[$1]) }
            return Int(Int64(bitPattern: value))
        }

        /// A count or length: never negative, and never more than the file's size, since
        /// everything counted takes at least a byte.
        private mutating func count() throws(Damaged) -> Int {
            let value = try int()
            guard value >= 0, value <= fileSize else { throw Damaged() }
            return value
        }

        private mutating func string() throws(Damaged) -> String {
            let bytes = try take(try count())
            return bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }

        private mutating func strings() throws(Damaged) -> [String] {
            var result: [String] = []
            for _ in 0..<(try count()) { result.append(try string()) }
            return result
        }
    }
}
