import CX11
import Foundation
import RecipeGridCore

/// A photo scaled and cut to the size it is drawn at, as cairo ARGB32 pixels
/// (premultiplied, native-endian 0xAARRGGBB), or the reason it could not be.
struct DecodedPhoto: Sendable {
    var request: PhotoRequest
    var pixels: [UInt32]
    var failure: String?
}

/// Decodes recipe photos on two threads of their own, so that scrolling never waits for a
/// picture; the emoji tile shows until the photo is in.
///
/// Imlib2 keeps global state, so it is only ever called from one thread, "photo decoder".
/// The other, "photo preparer", does what needs no Imlib2 (`prepare`: the file's checks, its
/// thumbnail's keys, a JPEG's decode by libjpeg-turbo, the bulk of the work) for the next
/// photo while the first scales the one before, so both cores decode. The main thread says
/// which photos it wants now (`want`, newest wish first; a photo scrolled away before its
/// turn is dropped) and polls `descriptor`, a pipe that gets a byte per finished photo,
/// beside the X connection.
final class X11PhotoDecoder: @unchecked Sendable {
    /// Files larger than this are not read: no recipe photo needs it.
    static let maximumFileBytes = 64 << 20
    /// Nor pictures larger than this, which would take hundreds of megabytes to decode.
    static let maximumPixels = 80_000_000

    let descriptor: Int32
    private let wakeEnd: Int32
    private let condition = NSCondition()
    private var queue: [PhotoRequest] = []
    private var finished: [DecodedPhoto] = []
    /// Photos the preparer finished with, for the decoder to end; at most `preparedLimit`,
    /// since a JPEG's pixels are megabytes.
    private var prepared: [PreparedPhoto] = []
    private static let preparedLimit = 2
    /// Photos a thread has taken and not handed on yet, not to be queued twice.
    private var taken: [PhotoRequest] = []
    /// What the main thread wants now: a photo prepared after it was scrolled away is dropped.
    private var wanted: Set<PhotoRequest> = []
    private let thumbnails: ThumbnailCache

    /// Starts the threads; `thumbnails` is the user's cache unless a test gives another.
    init(thumbnails: ThumbnailCache = ThumbnailCache(root: XDGFolders().cacheHome + "/thumbnails")) {
        self.thumbnails = thumbnails
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        descriptor = ends[0]
        wakeEnd = ends[1]
        let thread = Thread { [self] in work() }
        thread.name = "photo decoder"
        thread.start()
        let preparer = Thread { [self] in prepareAhead() }
        preparer.name = "photo preparer"
        preparer.start()
    }

    /// Replaces the photos waiting for their turn with `requests`, first ones first.
    func want(_ requests: [PhotoRequest]) {
        condition.lock()
        wanted = Set(requests)
        prepared.removeAll { !wanted.contains($0.request) }
        queue = requests.filter { request in !taken.contains(request) && !prepared.contains { $0.request == request } }
        condition.broadcast()
        condition.unlock()
    }

    /// The photos decoded since the last call.
    func takeFinished() -> [DecodedPhoto] {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(descriptor, &bytes, bytes.count) > 0 {}
        condition.lock()
        defer { condition.unlock() }
        let done = finished
        finished.removeAll()
        return done
    }

    private func work() {
        // Imlib2's own cache would keep every decoded file as well.
        imlib_set_cache_size(0)
        imlib_context_set_anti_alias(1)
        while true {
            condition.lock()
            while queue.isEmpty && prepared.isEmpty { condition.wait() }
            // What the preparer has done first; else the next photo, from the start.
            let ready = prepared.isEmpty ? nil : prepared.removeFirst()
            let request = ready?.request ?? queue.removeFirst()
            taken.append(request)
            condition.broadcast()
            condition.unlock()
            let photo = Self.finish(ready ?? Self.prepare(request, thumbnails: thumbnails), thumbnails: thumbnails)
            condition.lock()
            finished.append(photo)
            taken.removeAll { $0 == request }
            condition.unlock()
            var byte: UInt8 = 1
            _ = write(wakeEnd, &byte, 1)
        }
    }

    /// The preparer's loop: the next photo's work without Imlib2, handed to the decoder.
    private func prepareAhead() {
        while true {
            condition.lock()
            while queue.isEmpty || prepared.count >= Self.preparedLimit { condition.wait() }
            let request = queue.removeFirst()
            taken.append(request)
            condition.unlock()
            let photo = Self.prepare(request, thumbnails: thumbnails)
            condition.lock()
            if wanted.contains(request) { prepared.append(photo) }
            taken.removeAll { $0 == request }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The largest middle part of the source with the target's shape.
    static func coverCrop(sourceWidth: Int, sourceHeight: Int, targetWidth: Int, targetHeight: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let sourceAspect = Double(sourceWidth) / Double(sourceHeight)
        let targetAspect = Double(targetWidth) / Double(targetHeight)
        if sourceAspect > targetAspect {
            let width = max(1, min(sourceWidth, Int((Double(sourceHeight) * targetAspect).rounded())))
            return ((sourceWidth - width) / 2, 0, width, sourceHeight)
        }
        let height = max(1, min(sourceHeight, Int((Double(sourceWidth) / targetAspect).rounded())))
        return (0, (sourceHeight - height) / 2, sourceWidth, height)
    }
}
