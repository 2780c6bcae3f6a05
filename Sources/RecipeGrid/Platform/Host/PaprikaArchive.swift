import CDeflate
import CZip
import FoundationEssentials
import Glibc
import RecipeGridCore

/// Unpacks a Paprika export (`.paprikarecipes`): a zip of `.paprikarecipe` entries, each a
/// gzip-compressed JSON recipe with its photo inline as base64. The photos are written to
/// `$XDG_CACHE_HOME/recipegrid/paprika` so they can be shown like any picture file.
enum PaprikaArchive {
    /// Entries larger than this are not unpacked (a recipe with a photo is well under 10 MB).
    static let maximumEntryBytes = 64 << 20

    static func read(path: String) -> (recipes: [Recipe], problems: [LoadProblem]) {
        guard czip_available() != 0 else {
            return ([], [LoadProblem(path: path, message: CookbookLoader.cannotRead(String(cString: czip_load_error())))])
        }
        var status: Int32 = 0
        guard let archive = czip_open(path, ZIP_RDONLY, &status) else {
            // TRANSLATORS: a load problem after "recipes.paprikarecipes: ".
            return ([], [LoadProblem(path: path, message: tr("not a Paprika export (it is not a zip file)"))])
        }
        defer { czip_discard(archive) }
        var recipes: [Recipe] = []
        var problems: [LoadProblem] = []
        for entry in entries(of: archive) where entry.isFile && entry.path.lowercased().hasSuffix(".paprikarecipe") {
            let name = "\(path) ▸ \(entry.path)"
            guard entry.size <= maximumEntryBytes else {
                // TRANSLATORS: a load problem after "recipes.paprikarecipes ▸ Pancakes.paprikarecipe: "; {size} is a number of megabytes.
                let message = tr("the entry is {size} MB, too large for a recipe", ["size": String(entry.size >> 20)])
                problems.append(LoadProblem(path: name, message: message))
                continue
            }
            do {
                let json = try gunzip(Data(try extract(entry, from: archive)))
                guard let object = try PaprikaReader.object(json: [UInt8](json)), let uid = PaprikaReader.uid(of: object),
                    let recipe = PaprikaReader.recipe(from: object, source: path, imagePath: photo(object["photo_data"] as? String, uid: uid))
                else {
                    // TRANSLATORS: a load problem after "recipes.paprikarecipes ▸ Pancakes.paprikarecipe: ".
                    problems.append(LoadProblem(path: name, message: tr("no recipe name in it")))
                    continue
                }
                recipes.append(recipe)
            } catch {
                // TRANSLATORS: a load problem after "recipes.paprikarecipes ▸ Pancakes.paprikarecipe: "; {reason} is the unzipper's, "gzip data cut short".
                problems.append(LoadProblem(path: name, message: tr("the entry is damaged ({reason})", ["reason": "\(error)"])))
            }
        }
        if recipes.isEmpty && problems.isEmpty {
            // TRANSLATORS: a load problem after "recipes.paprikarecipes: ".
            problems.append(LoadProblem(path: path, message: tr("no .paprikarecipe entries in it")))
        }
        return (recipes, problems)
    }

    enum GzipError: Error, CustomStringConvertible {
        case notGzip, truncated
        // TRANSLATORS: why an entry of a Paprika export is damaged, in "the entry is damaged (…)".
        var description: String { self == .notGzip ? tr("not gzip data") : tr("gzip data cut short") }
    }

    /// Why libzip or zlib could not read an entry, in their words ("CRC error").
    struct DamageError: Error, CustomStringConvertible {
        let description: String
    }

    /// The content of a gzip member (RFC 1952): its header skipped, the deflate stream inflated.
    static func gunzip(_ data: Data) throws -> Data {
        let bytes = [UInt8](data)
        guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 8 else { throw GzipError.notGzip }
        let flags = bytes[3]
        var offset = 10
        if flags & 0x04 != 0 {  // FEXTRA
            guard offset + 2 <= bytes.count else { throw GzipError.truncated }
            offset += 2 + Int(bytes[offset]) + Int(bytes[offset + 1]) << 8
        }
        for flag in [UInt8(0x08), 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT: zero-terminated
            while offset < bytes.count && bytes[offset] != 0 { offset += 1 }
            offset += 1
        }
        if flags & 0x02 != 0 { offset += 2 }  // FHCRC
        guard offset < bytes.count - 8 else { throw GzipError.truncated }
        return Data(try inflate(Array(bytes[offset..<bytes.count - 8])))
    }

    /// A raw deflate stream inflated by zlib, refused past `maximumEntryBytes`.
    private static func inflate(_ deflated: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw GzipError.truncated }
        defer { inflateEnd(&stream) }
        var input = deflated
        var inflated: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        return try input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return CDeflate.inflate(&stream, Z_NO_FLUSH)
                }
                inflated += chunk[..<(chunk.count - Int(stream.avail_out))]
                if status == Z_STREAM_END { return inflated }
                // The stream ended before its last block, or would unpack past the limit.
                if status == Z_BUF_ERROR || inflated.count > maximumEntryBytes { throw GzipError.truncated }
                // not translated: zlib's words, as libzip's are
                guard status == Z_OK else { throw DamageError(description: stream.msg.map { String(cString: $0) } ?? "zlib error \(status)") }
            }
        }
    }

    /// An entry of the zip: its path, its size unpacked as the archive states it, and
    /// whether it is a file (not a folder or a symbolic link).
    private struct Entry {
        let index: zip_uint64_t
        let path: String
        let size: UInt64
        let isFile: Bool
    }

    private static func entries(of archive: OpaquePointer) -> [Entry] {
        let count = czip_get_num_entries(archive)
        guard count > 0 else { return [] }
        return (0..<zip_uint64_t(count)).compactMap { index in
            var info = zip_stat_t()
            guard czip_stat_index(archive, index, &info) == 0, let name = info.name else { return nil }
            let path = String(cString: name)
            var system: zip_uint8_t = 0
            var attributes: zip_uint32_t = 0
            _ = czip_file_get_external_attributes(archive, index, &system, &attributes)
            let isLink = system == ZIP_OPSYS_UNIX && (attributes >> 16) & S_IFMT == S_IFLNK
            return Entry(index: index, path: path, size: info.size, isFile: !path.hasSuffix("/") && !isLink)
        }
    }

    /// The bytes of `entry`, their CRC checked by libzip once the last is read; refused past
    /// `maximumEntryBytes` whatever the archive said of its size.
    private static func extract(_ entry: Entry, from archive: OpaquePointer) throws -> [UInt8] {
        guard let file = czip_fopen_index(archive, entry.index) else { throw DamageError(description: String(cString: czip_strerror(archive))) }
        defer { _ = czip_fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = czip_fread(file, &buffer, zip_uint64_t(buffer.count))
            guard count >= 0 else { throw DamageError(description: String(cString: czip_file_strerror(file))) }
            guard count > 0 else { return bytes }
            bytes += buffer[..<Int(count)]
            if bytes.count > maximumEntryBytes { throw GzipError.truncated }
        }
    }

    /// Writes the photo once into the cache and returns its path.
    private static func photo(_ base64: String?, uid: String) -> String? {
        guard let base64, !base64.isEmpty, let bytes = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { return nil }
        let folder = XDGFolders().cacheHome + "/recipegrid/paprika"
        let safe = String(uid.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.prefix(80))
        let path = folder + "/\(safe).jpg"
        if (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == bytes.count { return path }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
            return path
        } catch {
            return nil
        }
    }
}
