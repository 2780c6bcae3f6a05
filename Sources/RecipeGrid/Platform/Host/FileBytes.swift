import FoundationEssentials
import Glibc
import RecipeGridCore

/// Reading files whole or in part with plain POSIX calls: one `fstat` for the size and
/// stamp, then `read`s straight into the array, without `Data` or `URL` in between.
enum FileBytes {
    /// Why a read failed, in the system's words ("Permission denied").
    struct Failure: Error, Sendable {
        var reason: String
    }

    /// Files larger than this are refused before a byte is read: no cookbook is this
    /// large, and reading one whole would take the memory of the machine.
    static let largestCookbookFile = 1 << 30

    /// The whole of `path`, with its size and modification time.
    static func read(_ path: String) throws(Failure) -> (bytes: [UInt8], stamp: FileStamp) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let stamp = try stampOf(descriptor)
        guard stamp.size <= largestCookbookFile else {
            // TRANSLATORS: why a file is not read, after "recipes.json: "; {size} is a number of megabytes.
            throw Failure(reason: tr("the file is {size} MB, larger than a cookbook file can be (1 GB)", ["size": String(stamp.size / 1_048_576)]))
        }
        return (try read(descriptor, range: 0..<stamp.size, stopAtEnd: true), stamp)
    }

    /// `range` of `path`, provided the file still has `stamp`.
    static func read(_ path: String, range: Range<Int>, ifStill stamp: FileStamp) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        // TRANSLATORS: why a file is not read, after a colon.
        guard try stampOf(descriptor) == stamp else { throw Failure(reason: tr("the file changed since it was loaded")) }
        let bytes = try read(descriptor, range: range, stopAtEnd: false)
        guard bytes.count == range.count else { throw Failure(reason: tr("the file changed since it was loaded")) }
        return bytes
    }

    /// At most `count` bytes from the start of `path`: enough to tell what a file holds
    /// without reading the whole of a large one.
    static func prefix(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        _ = try stampOf(descriptor)
        return try read(descriptor, range: 0..<count, stopAtEnd: false)
    }

    private static func stampOf(_ descriptor: Int32) throws(Failure) -> FileStamp {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        // TRANSLATORS: why a file is not read, after a colon: the path leads to a folder.
        guard info.st_mode & S_IFMT != S_IFDIR else { throw Failure(reason: tr("it is a folder")) }
        return FileStamp(info)
    }

    /// Reads `range`. A file that is not a regular one (a FIFO, /dev/stdin) reports size
    /// 0, so with `stopAtEnd` reading goes on until end of file.
    private static func read(_ descriptor: Int32, range: Range<Int>, stopAtEnd: Bool) throws(Failure) -> [UInt8] {
        // Not zeroed first: every byte kept is written by the read.
        var bytes = [UInt8](unsafeUninitializedCapacity: range.count) { _, count in count = range.count }
        var filled = 0
        while true {
            if filled == bytes.count {
                guard stopAtEnd, bytes.count < largestCookbookFile else { break }
                // Only a file that does not report its size gets here: grow and keep reading.
                bytes += [UInt8](repeating: 0, count: max(65536, bytes.count))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                // A FIFO cannot seek: a whole file is read in order from its start.
                stopAtEnd
                    ? Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                    : pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(range.lowerBound + filled))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

extension FileStamp {
    /// The size and modification time `stat` gave.
    init(_ info: stat) {
        self.init(size: Int(info.st_size), modifiedNanoseconds: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }
}
