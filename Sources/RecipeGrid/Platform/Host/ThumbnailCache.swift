import FoundationEssentials
import Glibc
import RecipeGridCore

/// The freedesktop Thumbnail Managing Standard's cache, `$XDG_CACHE_HOME/thumbnails`, shared
/// with file managers: a photo decoded once is read from a small PNG on every later start,
/// and the thumbnails a file manager made are read too.
///
/// Used by both photo threads: every write is a rename of a file of its own. A thumbnail is good while its `Thumb::URI` and
/// `Thumb::MTime` match the photo's; a photo that cannot be decoded gets an entry under
/// `fail/`, so it is not tried again on every start until it changes.
struct ThumbnailCache: Sendable {
    /// The photo a thumbnail stands for: its URI, the file name of its thumbnails, and its
    /// modification time in whole seconds, as the standard keeps it.
    struct Source: Sendable {
        var uri: String
        var fileName: String
        var modified: Int
    }

    /// Where the failures of this program are kept. Its number goes up when a decoder change
    /// may read photos an older one could not, so that they are tried again.
    static let failFolder = "fail/recipegrid-1"

    /// `$XDG_CACHE_HOME/thumbnails`.
    var root: String

    /// The source of an absolute path modified at `modified` (seconds); nil for a relative
    /// path, which has no URI.
    static func source(path: String, modified: Int) -> Source? {
        guard path.hasPrefix("/") else { return nil }
        let uri = ThumbnailName.fileURI(path: path)
        return Source(uri: uri, fileName: ThumbnailName.fileName(uri: uri), modified: modified)
    }

    /// The good thumbnails of `source` whose longest side is at least `side`, smallest first.
    func thumbnails(of source: Source, longestSideAtLeast side: Int) -> [String] {
        ThumbnailName.Size.allCases.filter { $0.rawValue >= side }
            .map { root + "/" + $0.folder + "/" + source.fileName }
            .filter { isCurrent($0, for: source) != nil }
    }

    /// Whether a thumbnail of `source` whose longest side may be at least `side` is there,
    /// current or not: a look at the folders, without reading one.
    func mayHaveThumbnail(of source: Source, longestSideAtLeast side: Int) -> Bool {
        ThumbnailName.Size.allCases.contains { $0.rawValue >= side && access(root + "/" + $0.folder + "/" + source.fileName, F_OK) == 0 }
    }

    /// Why `source` could not be decoded when it last was, if it has not changed since.
    func recordedFailure(of source: Source) -> String? {
        isCurrent(root + "/" + Self.failFolder + "/" + source.fileName, for: source)?["RecipeGrid::Reason"] ?? nil
    }

    /// Writes the thumbnail of `source` into the folder of `size`.
    func store(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, hasAlpha: Bool, size: ThumbnailName.Size, of source: Source) {
        let text = [("Thumb::URI", source.uri), ("Thumb::MTime", String(source.modified)), ("Software", "RecipeGrid")]
        guard let png = PNGFile.encode(pixels: pixels, width: width, height: height, hasAlpha: hasAlpha, text: text) else { return }
        write(png, folder: size.folder, name: source.fileName)
    }

    /// Notes that `source` cannot be decoded, and why: a 1×1 transparent PNG with the same
    /// keys, as the standard's failure entries are.
    func recordFailure(of source: Source, reason: String) {
        let text = [("Thumb::URI", source.uri), ("Thumb::MTime", String(source.modified)), ("RecipeGrid::Reason", reason)]
        let png = [UInt32(0)].withUnsafeBufferPointer { PNGFile.encode(pixels: $0, width: 1, height: 1, hasAlpha: true, text: text) }
        guard let png else { return }
        write(png, folder: Self.failFolder, name: source.fileName)
    }

    /// The tEXt keys of the PNG at `path` if it stands for `source` as it is now.
    private func isCurrent(_ path: String, for source: Source) -> [String: String]? {
        guard let bytes = try? FileBytes.read(path).bytes, let text = PNGFile.textChunks(of: bytes) else { return nil }
        guard text["Thumb::URI"] == source.uri, text["Thumb::MTime"] == String(source.modified) else { return nil }
        return text
    }

    /// Writes `bytes` to a temporary file beside the final one, then renames it there, so that
    /// another program never reads half a thumbnail; the folders are private (0700) and the
    /// file too (0600), as the standard asks: thumbnails show what is in a user's files.
    private func write(_ bytes: [UInt8], folder: String, name: String) {
        var path = ""
        for component in (root + "/" + folder).split(separator: "/") {
            path += "/" + component
            _ = mkdir(path, 0o700)
        }
        var template = Array((path + "/.recipegrid-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        _ = fchmod(descriptor, 0o600)
        close(descriptor)
        guard written == bytes.count, rename(temporary, path + "/" + name) == 0 else {
            unlink(temporary)
            return
        }
    }
}
