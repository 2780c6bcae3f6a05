import CX11
import FoundationEssentials
import Glibc
import RecipeGridCore

/// An Imlib2 image of the decoder's thread, freed when the last reference goes.
private final class ImlibImage {
    let handle: Imlib_Image
    let width: Int
    let height: Int

    init(_ handle: Imlib_Image) {
        self.handle = handle
        imlib_context_set_image(handle)
        width = Int(imlib_image_get_width())
        height = Int(imlib_image_get_height())
    }

    deinit {
        imlib_context_set_image(handle)
        imlib_free_image_and_decache()
    }
}

/// A thumbnail made while decoding, written to the cache after the photo is on its way to
/// the screen: the PNG's compression is not in the way of the next tile.
struct PendingThumbnail: Sendable {
    var image: X11PhotoPixels
    var hasAlpha: Bool
    var size: ThumbnailName.Size
    var source: ThumbnailCache.Source
    var cache: ThumbnailCache

    /// The memory its pixels take.
    var bytes: Int { image.pixels.count * 4 }

    func store() {
        // A PNG keeps straight alpha; cairo's pixels are premultiplied.
        (hasAlpha ? image.unpremultiplied : image.pixels).withUnsafeBufferPointer { pixels in
            cache.store(pixels, width: image.width, height: image.height, hasAlpha: hasAlpha, size: size, of: source)
        }
    }
}

extension X11PhotoDecoder {
    /// Imlib2 keeps global state (its context): the formats only it reads are decoded by one
    /// thread at a time.
    private static let imlib = Condition()
    /// Whether Imlib2's cache is off yet (it would keep every decoded file): set by the first
    /// decode that needs Imlib2. Imlib2 only reads files here; cairo scales.
    nonisolated(unsafe) private static var imlibReady = false

    /// Reads the photo, from its thumbnail when `thumbnails` holds a current one big enough,
    /// cuts the middle of it to the request's shape (crop to fill) and scales that, box-
    /// filtered, to exactly the requested size. A photo decoded from its file leaves a
    /// thumbnail behind, or a failure entry when it cannot be decoded.
    static func decode(_ request: PhotoRequest, thumbnails: ThumbnailCache? = nil) -> DecodedPhoto {
        let (photo, thumbnail) = decodeLeavingThumbnail(request, thumbnails: thumbnails)
        thumbnail?.store()
        return photo
    }

    /// `decode`, but a JPEG's new thumbnail is handed back to be stored by the caller. Either
    /// thread may call it: JPEGs (libjpeg-turbo) and thumbnails (cairo) decode on both at once.
    /// With `quiet`, a JPEG's decode waits between rows while keys are coming.
    static func decodeLeavingThumbnail(_ request: PhotoRequest, thumbnails cache: ThumbnailCache?, quiet: InputQuiet? = nil) -> (
        DecodedPhoto, PendingThumbnail?
    ) {
        func failed(_ reason: String) -> (DecodedPhoto, PendingThumbnail?) { (DecodedPhoto(request: request, pixels: [], failure: reason), nil) }
        var info = stat()
        guard stat(request.path, &info) == 0 else { return failed(String(cString: strerror(errno))) }
        // TRANSLATORS: why a photo is not shown, after "cannot show the photo ~/pie.jpg: ".
        guard info.st_mode & S_IFMT == S_IFREG else { return failed(tr("not a regular file")) }
        guard info.st_size > 0 else { return failed(tr("the file is empty")) }
        guard info.st_size <= maximumFileBytes else {
            return failed(
                tr(
                    // TRANSLATORS: why a photo is not shown; {size} and {largest} are numbers of megabytes.
                    "the file is {size} MB; photos up to {largest} MB are shown",
                    ["size": String(info.st_size >> 20), "largest": String(maximumFileBytes >> 20)]))
        }
        let source = ThumbnailCache.source(path: request.path, modified: Int(info.st_mtim.tv_sec))
        let cached = cache.flatMap { cache in source.map { (cache, $0) } }
        if let (cache, source) = cached {
            let current = cache.thumbnails(of: source, longestSideAtLeast: max(request.width, request.height))
            for path in current {
                if let image = X11PhotoPixels.readPNG(path), covers(image.width, image.height, request) {
                    return (scaled(image, to: request), nil)
                }
            }
            // A thumbnail too small for an odd shape: the photo is decoded again below.
            if current.isEmpty, let reason = cache.recordedFailure(of: source) { return failed(reason) }
        }
        let decoded: FullPhoto
        if let jpeg = decodedJPEG(request, quiet: quiet) {
            decoded = FullPhoto(
                image: X11PhotoPixels(pixels: jpeg.pixels, width: jpeg.width, height: jpeg.height), fullWidth: jpeg.fullWidth,
                fullHeight: jpeg.fullHeight, hasAlpha: false)
        } else {
            switch imlib.withLock({ loadWithImlib(request) }) {
            case .failure(let failure):
                if let (cache, source) = cached { cache.recordFailure(of: source, reason: failure.reason) }
                return failed(failure.reason)
            case .success(let photo): decoded = photo
            }
        }
        guard let (cache, source) = cached, let size = thumbnailSize(fullWidth: decoded.fullWidth, fullHeight: decoded.fullHeight, request),
            let thumbnail = thumbnail(of: decoded.image, size: size)
        else { return (scaled(decoded.image, to: request), nil) }
        // Scaled from the thumbnail, so that a later start, which reads it, draws the same pixels.
        let pending = PendingThumbnail(image: thumbnail, hasAlpha: decoded.hasAlpha, size: size, source: source, cache: cache)
        return (scaled(thumbnail, to: request), pending)
    }

    /// A photo as decoded: at a scale libjpeg-turbo chose, or whole; and its full size.
    private struct FullPhoto {
        var image: X11PhotoPixels
        var fullWidth: Int
        var fullHeight: Int
        var hasAlpha: Bool
    }

    /// The thumbnail size a photo of this full size is kept at for the request: the smallest
    /// that covers it, unless the photo is no larger than that.
    private static func thumbnailSize(fullWidth: Int, fullHeight: Int, _ request: PhotoRequest) -> ThumbnailName.Size? {
        ThumbnailName.Size.fitting(longestSide: neededLongestSide(width: fullWidth, height: fullHeight, request))
            .flatMap { max(fullWidth, fullHeight) > $0.rawValue ? $0 : nil }
    }

    /// The picture kept as the thumbnail of `size`: as decoded when it fits the size already
    /// (a phone photo's eighth, 504×378, for x-large's 512), else scaled down to it. The
    /// standard's sizes are the most a thumbnail may have; scaling 1008×756 to 512×384 took
    /// as long as a third of the decode, and the eighth covers the same tiles.
    private static func thumbnail(of image: X11PhotoPixels, size: ThumbnailName.Size) -> X11PhotoPixels? {
        max(image.width, image.height) <= size.rawValue ? image : image.scaled(longestSide: size.rawValue)
    }

    /// The file decoded by libjpeg-turbo, if it is a JPEG it reads, at the scale the request
    /// needs: its thumbnail is that picture when it fits a thumbnail size.
    private static func decodedJPEG(_ request: PhotoRequest, quiet: InputQuiet?) -> X11JPEG.Decoded? {
        X11JPEG.decode(path: request.path, maximumPixels: maximumPixels, quiet: quiet) { width, height in
            neededLongestSide(width: width, height: height, request)
        }
    }

    /// A picture whole, by Imlib2 (premultiplied pixels): what a photo converted to JPEG is made from.
    static func fullPixels(_ path: String) -> Result<X11PhotoPixels, FileBytes.Failure> {
        imlib.withLock { loadWithImlib(PhotoRequest(path: path, width: 1, height: 1)) }.map(\.image)
    }

    /// A file libjpeg-turbo does not read (PNG, GIF, WebP, a CMYK JPEG, …), by Imlib2, as
    /// premultiplied pixels; the caller holds the `imlib` lock.
    private static func loadWithImlib(_ request: PhotoRequest) -> Result<FullPhoto, FileBytes.Failure> {
        if !imlibReady {
            imlib_set_cache_size(0)
            imlibReady = true
        }
        // Header only: the size is checked before the pixels are decoded.
        guard let handle = imlib_load_image_without_cache(request.path) else { return .failure(.init(reason: imlibReason(imlib_get_error()))) }
        let image = ImlibImage(handle)
        guard image.width > 0, image.height > 0, image.width * image.height <= maximumPixels else {
            return .failure(
                .init(
                    reason: tr(
                        // TRANSLATORS: why a photo is not shown; {width} and {height} are numbers of pixels.
                        "the picture is {width}×{height} pixels, too large to show", ["width": String(image.width), "height": String(image.height)])))
        }
        imlib_context_set_image(image.handle)
        let hasAlpha = imlib_image_has_alpha() != 0
        // TRANSLATORS: why a photo is not shown, after a colon.
        guard let data = imlib_image_get_data_for_reading_only() else { return .failure(.init(reason: tr("the picture data is damaged"))) }
        let count = image.width * image.height
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { buffer[index] = hasAlpha ? premultiplied(data[index]) : data[index] | 0xFF00_0000 }
            initialized = count
        }
        let photo = X11PhotoPixels(pixels: pixels, width: image.width, height: image.height)
        return .success(FullPhoto(image: photo, fullWidth: image.width, fullHeight: image.height, hasAlpha: hasAlpha))
    }

    /// The longest side a picture of this shape needs for the request's crop to be at least
    /// the request's size, so that it is never scaled up.
    static func neededLongestSide(width: Int, height: Int, _ request: PhotoRequest) -> Int {
        let crop = coverCrop(sourceWidth: width, sourceHeight: height, targetWidth: request.width, targetHeight: request.height)
        let scale = max(Double(request.width) / Double(crop.width), Double(request.height) / Double(crop.height))
        return Int((Double(max(width, height)) * scale).rounded(.up))
    }

    /// Whether the image's crop for the request is at least its size (a pixel short is a
    /// rounding of the thumbnail's sides, not a blur anyone sees).
    private static func covers(_ width: Int, _ height: Int, _ request: PhotoRequest) -> Bool {
        let crop = coverCrop(sourceWidth: width, sourceHeight: height, targetWidth: request.width, targetHeight: request.height)
        return crop.width >= request.width - 1 && crop.height >= request.height - 1
    }

    /// The request's crop of the picture at exactly its size.
    private static func scaled(_ image: X11PhotoPixels, to request: PhotoRequest) -> DecodedPhoto {
        let crop = coverCrop(sourceWidth: image.width, sourceHeight: image.height, targetWidth: request.width, targetHeight: request.height)
        guard let scaled = image.scaled(crop: crop, width: request.width, height: request.height) else {
            return DecodedPhoto(request: request, pixels: [], failure: tr("out of memory"))
        }
        return DecodedPhoto(request: request, pixels: scaled.pixels, failure: nil)
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
        // TRANSLATORS: why a photo is not shown, after a colon.
        case -2, -4: return tr("the file is damaged or not a picture this program reads (PNG, JPEG, GIF, WebP, …)")
        case 0: return tr("the picture could not be read")
        default: return String(cString: imlib_strerror(error))
        }
    }
}
