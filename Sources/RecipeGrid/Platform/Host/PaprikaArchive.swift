import Foundation
import RecipeGridCore
import ZIPFoundation

/// Unpacks a Paprika export (`.paprikarecipes`): a zip of `.paprikarecipe` entries, each a
/// gzip-compressed JSON recipe with its photo inline as base64. The photos are written to
/// `$XDG_CACHE_HOME/recipegrid/paprika` so they can be shown like any picture file.
enum PaprikaArchive {
    /// Entries larger than this are not unpacked (a recipe with a photo is well under 10 MB).
    static let maximumEntryBytes = 64 << 20

    static func read(path: String) -> (recipes: [Recipe], problems: [LoadProblem]) {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            // TRANSLATORS: a load problem after "recipes.paprikarecipes: ".
            return ([], [LoadProblem(path: path, message: tr("not a Paprika export (it is not a zip file)"))])
        }
        var recipes: [Recipe] = []
        var problems: [LoadProblem] = []
        for entry in archive where entry.type == .file && entry.path.lowercased().hasSuffix(".paprikarecipe") {
            let name = "\(path) ▸ \(entry.path)"
            guard entry.uncompressedSize <= maximumEntryBytes else {
                // TRANSLATORS: a load problem after "recipes.paprikarecipes ▸ Pancakes.paprikarecipe: "; {size} is a number of megabytes.
                let message = tr("the entry is {size} MB, too large for a recipe", ["size": String(entry.uncompressedSize >> 20)])
                problems.append(LoadProblem(path: name, message: message))
                continue
            }
            var packed = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { packed.append($0) }
                let json = try gunzip(packed)
                guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any], let uid = PaprikaReader.uid(of: object),
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
        let deflated = data.subdata(in: data.startIndex + offset..<data.endIndex - 8)
        var inflated = Data()
        _ = try Data.decompress(
            size: Int64(deflated.count), bufferSize: 64 << 10, skipCRC32: true,
            provider: { position, size in
                // The inflater asks for whole buffers; the stream's end comes sooner.
                let start = min(deflated.count, Int(position))
                return deflated.subdata(in: deflated.startIndex + start..<deflated.startIndex + min(deflated.count, start + size))
            },
            consumer: { chunk in
                inflated.append(chunk)
                if inflated.count > maximumEntryBytes { throw GzipError.truncated }
            })
        return inflated
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
