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

/// Decodes recipe photos with Imlib2 on a thread of its own, so that scrolling never waits
/// for a picture; the emoji tile shows until the photo is in.
///
/// Imlib2 keeps global state, so it is only ever called from this one thread. The main
/// thread says which photos it wants now (`want`, newest wish first; a photo scrolled away
/// before its turn is dropped) and polls `descriptor`, a pipe that gets a byte per
/// finished photo, beside the X connection.
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

    init() {
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
    }

    /// Replaces the photos waiting for their turn with `requests`, first ones first.
    func want(_ requests: [PhotoRequest]) {
        condition.lock()
        queue = requests
        condition.signal()
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
            while queue.isEmpty { condition.wait() }
            let request = queue.removeFirst()
            condition.unlock()
            let photo = Self.decode(request)
            condition.lock()
            finished.append(photo)
            condition.unlock()
            var byte: UInt8 = 1
            _ = write(wakeEnd, &byte, 1)
        }
    }

    /// Reads the file, cuts the middle of it to the request's shape (crop to fill) and scales
    /// that with Imlib2's anti-aliased (box-filtered) scaler to exactly the requested size.
    static func decode(_ request: PhotoRequest) -> DecodedPhoto {
        func failed(_ reason: String) -> DecodedPhoto { DecodedPhoto(request: request, pixels: [], failure: reason) }
        var info = stat()
        guard stat(request.path, &info) == 0 else { return failed(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return failed("not a regular file") }
        guard info.st_size > 0 else { return failed("the file is empty") }
        guard info.st_size <= maximumFileBytes else {
            return failed("the file is \(info.st_size >> 20) MB; photos up to \(maximumFileBytes >> 20) MB are shown")
        }
        // Header only: the size is checked before the pixels are decoded.
        guard let image = imlib_load_image_without_cache(request.path) else { return failed(imlibReason(imlib_get_error())) }
        imlib_context_set_image(image)
        defer {
            imlib_context_set_image(image)
            imlib_free_image_and_decache()
        }
        let width = Int(imlib_image_get_width())
        let height = Int(imlib_image_get_height())
        guard width > 0, height > 0, width * height <= maximumPixels else {
            return failed("the picture is \(width)×\(height) pixels, too large to show")
        }
        guard imlib_image_get_data_for_reading_only() != nil else { return failed("the picture data is damaged") }
        let hasAlpha = imlib_image_has_alpha() != 0
        let crop = coverCrop(sourceWidth: width, sourceHeight: height, targetWidth: request.width, targetHeight: request.height)
        guard
            let scaled = imlib_create_cropped_scaled_image(
                Int32(crop.x), Int32(crop.y), Int32(crop.width), Int32(crop.height), Int32(request.width), Int32(request.height))
        else { return failed("out of memory") }
        imlib_context_set_image(scaled)
        defer { imlib_free_image_and_decache() }
        guard let data = imlib_image_get_data_for_reading_only() else { return failed("out of memory") }
        let count = request.width * request.height
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { buffer[index] = hasAlpha ? premultiplied(data[index]) : data[index] | 0xFF00_0000 }
            initialized = count
        }
        return DecodedPhoto(request: request, pixels: pixels, failure: nil)
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

    private static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 { ((((pixel >> shift) & 0xFF) * alpha + 127) / 255) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }

    private static func imlibReason(_ error: Int32) -> String {
        switch error {
        // Imlib2 says "no loader" also when every loader gave up on a damaged file.
        case -2, -4: return "the file is damaged or not a picture this program reads (PNG, JPEG, GIF, WebP, …)"
        case 0: return "the picture could not be read"
        default: return String(cString: imlib_strerror(error))
        }
    }
}
