import FoundationEssentials
import Glibc
import RecipeGridCore

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

    /// The cookbook of `plan` as indexed, or nil when there is no usable index.
    func load(_ plan: CookbookPlan) -> Cookbook? {
        let descriptor = open(path(for: plan), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        var decoder = CookbookIndexFormat.Decoder(fileSize: size) { wanted in
            [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
                var read = -1
                repeat { read = Glibc.read(descriptor, buffer.baseAddress!, wanted) } while read < 0 && errno == EINTR
                initialized = max(0, read)
            }
        }
        var cookbook = try? decoder.cookbook(matching: plan.files.map { ($0.path, $0.stamp) })
        cookbook?.language = plan.language
        return cookbook
    }

    /// Writes the index of `cookbook`, loaded from `plan`: to a temporary file, then
    /// renamed, so a reader never sees half an index. Failing is harmless (the next
    /// start parses again), so failures are not reported.
    func save(_ cookbook: Cookbook, of plan: CookbookPlan) {
        guard let bytes = Self.encode(cookbook, files: plan.files) else { return }
        let target = path(for: plan)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = target + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        // Written straight from the array: a copy into `Data` would double the peak memory.
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        close(descriptor)
        if written != bytes.count || rename(temporary, target) != 0 { unlink(temporary) }
    }

    /// One index per set of cookbook paths, named by a hash of them.
    func path(for plan: CookbookPlan) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in plan.roots.joined(separator: "\n").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return directory + "/index-" + String(hash, radix: 16) + ".bin"
    }

    /// The index bytes, or nil for a cookbook not loaded from files (nothing to index).
    static func encode(_ cookbook: Cookbook, files: [CookbookFile]) -> [UInt8]? {
        CookbookIndexFormat.encode(cookbook, files: files.map { ($0.path, $0.stamp) })
    }
}
