import Foundation

/// The tiles of a loaded cookbook kept in `$XDG_CACHE_HOME/recipegrid`, so that the next
/// start with the same files reads one compact file instead of parsing all the JSON:
/// names, ids, categories, emoji and sort keys in sorted order, and where each recipe's
/// object lies in its file for the detail.
///
/// An index is used only when the cookbook's files are exactly the ones it was made from,
/// each with the same size and modification time; anything else, including an index that
/// is damaged or from another version, is ignored and the files are parsed.
struct CookbookIndexCache: Sendable {
    /// Where index files live.
    var directory: String

    /// The first bytes of an index file, then a version that changes with the format.
    static let magic = Array("RGINDEX\n".utf8)
    static let version: UInt32 = 1

    /// The cookbook of `plan` as indexed, or nil when there is no usable index.
    func load(_ plan: CookbookPlan) -> Cookbook? {
        guard let (bytes, _) = try? FileBytes.read(path(for: plan)) else { return nil }
        var reader = IndexReader(bytes: bytes)
        return try? reader.cookbook(matching: plan)
    }

    /// Writes the index of `cookbook`, loaded from `plan`: to a temporary file, then
    /// renamed, so a reader never sees half an index. Failing is harmless (the next
    /// start parses again), so failures are not reported.
    func save(_ cookbook: Cookbook, of plan: CookbookPlan) {
        guard let bytes = Self.encode(cookbook, files: plan.files) else { return }
        let target = path(for: plan)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = target + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
        if rename(temporary, target) != 0 { unlink(temporary) }
    }

    /// One index per set of cookbook paths, named by a hash of them.
    func path(for plan: CookbookPlan) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in plan.roots.joined(separator: "\n").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return directory + "/index-" + String(hash, radix: 16) + ".bin"
    }

    /// The index bytes, or nil for a cookbook not loaded from files (nothing to index).
    static func encode(_ cookbook: Cookbook, files: [CookbookFile]) -> [UInt8]? {
        var fileIndex: [String: Int] = [:]
        for (index, file) in files.enumerated() { fileIndex[file.path] = index }
        var out = IndexWriter()
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
            out.write(recipe.imagePath ?? "")
            out.write(recipe.emoji)
            out.write(recipe.sortKey)
            out.write(file)
            out.write(range.lowerBound)
            out.write(range.upperBound)
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

/// Reads what `IndexWriter` wrote, checking every length against what is left, so a
/// damaged file throws rather than reads out of bounds.
private struct IndexReader {
    struct Damaged: Error {}

    let bytes: [UInt8]
    var position = 0

    mutating func cookbook(matching plan: CookbookPlan) throws(Damaged) -> Cookbook {
        guard bytes.starts(with: CookbookIndexCache.magic), readUInt32(at: 8) == CookbookIndexCache.version else {
            throw Damaged()
        }
        position = 12
        let fileCount = try count()
        guard fileCount == plan.files.count else { throw Damaged() }
        var paths: [String] = []
        var stamps: [FileStamp] = []
        for file in plan.files {
            let path = try string()
            let stamp = FileStamp(size: try int(), modifiedNanoseconds: try int())
            guard path == file.path, stamp == file.stamp else { throw Damaged() }
            // The plan's own string: every recipe of the file shares its storage.
            paths.append(file.path)
            stamps.append(stamp)
        }
        let bytesRead = try int()
        let categories = try strings()
        var problems: [LoadProblem] = []
        for _ in 0..<(try count()) {
            let path = try string()
            let message = try string()
            let line = try int()
            let column = try int()
            problems.append(LoadProblem(path: path, message: message, line: line < 0 ? nil : line, column: column < 0 ? nil : column))
        }
        let recipeCount = try count()
        var recipes: [Recipe] = []
        recipes.reserveCapacity(recipeCount)
        for _ in 0..<recipeCount {
            let id = try string()
            let name = try string()
            let recipeCategories = try strings()
            let imagePath = try string()
            let emoji = try string()
            let sortKey = try string()
            let file = try int()
            let start = try int()
            let end = try int()
            guard paths.indices.contains(file), start >= 0, start <= end, end <= stamps[file].size else { throw Damaged() }
            recipes.append(
                Recipe(
                    id: id, name: name, categories: recipeCategories, imagePath: imagePath.isEmpty ? nil : imagePath, emoji: emoji,
                    sortKey: sortKey, sourcePath: paths[file], content: .inFile(bytes: start..<end, stamp: stamps[file])))
        }
        guard position == bytes.count else { throw Damaged() }
        var cookbook = Cookbook(recipes: recipes, categories: categories, problems: problems)
        cookbook.bytesRead = bytesRead
        return cookbook
    }

    private func readUInt32(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        return (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private mutating func int() throws(Damaged) -> Int {
        guard position + 8 <= bytes.count else { throw Damaged() }
        let value = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[position + $1]) << (8 * $1) }
        position += 8
        return Int(Int64(bitPattern: value))
    }

    /// A count of things that follow, each at least one byte: never more than is left.
    private mutating func count() throws(Damaged) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - position else { throw Damaged() }
        return value
    }

    private mutating func string() throws(Damaged) -> String {
        let length = try count()
        let text = bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<position + length]), as: UTF8.self)
        }
        position += length
        return text
    }

    private mutating func strings() throws(Damaged) -> [String] {
        var result: [String] = []
        for _ in 0..<(try count()) { result.append(try string()) }
        return result
    }
}
