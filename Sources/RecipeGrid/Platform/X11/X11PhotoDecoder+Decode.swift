import CX11
import Foundation
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
    var size: ThumbnailName.Size
    var source: ThumbnailCache.Source
    var cache: ThumbnailCache

    func store() {
        image.pixels.withUnsafeBufferPointer { pixels in
            cache.store(pixels, width: image.width, height: image.height, hasAlpha: false, size: size, of: source)
        }
    }
}

extension X11PhotoDecoder {
    /// Imlib2 keeps global state (its context): the formats only it reads are decoded by one
    /// thread at a time.
    private static let imlib = NSLock()
    /// Imlib2's settings, made by the first decode that needs it: no cache of its own (it would
    /// keep every decoded file), anti-aliased scaling.
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
    static func decodeLeavingThumbnail(_ request: PhotoRequest, thumbnails cache: ThumbnailCache?) -> (DecodedPhoto, PendingThumbnail?) {
        func failed(_ reason: String) -> (DecodedPhoto, PendingThumbnail?) { (DecodedPhoto(request: request, pixels: [], failure: reason), nil) }
        var info = stat()
        guard stat(request.path, &info) == 0 else { return failed(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return failed("not a regular file") }
        guard info.st_size > 0 else { return failed("the file is empty") }
        guard info.st_size <= maximumFileBytes else {
            return failed("the file is \(info.st_size >> 20) MB; photos up to \(maximumFileBytes >> 20) MB are shown")
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
        if let jpeg = decodedJPEG(request, cached: cached != nil) {
            let image = X11PhotoPixels(pixels: jpeg.pixels, width: jpeg.width, height: jpeg.height)
            guard let (cache, source) = cached, let size = thumbnailSize(fullWidth: jpeg.fullWidth, fullHeight: jpeg.fullHeight, request),
                let thumbnail = image.scaled(longestSide: size.rawValue)
            else { return (scaled(image, to: request), nil) }
            // Scaled from the thumbnail, so that a later start, which reads it, draws the same pixels.
            return (scaled(thumbnail, to: request), PendingThumbnail(image: thumbnail, size: size, source: source, cache: cache))
        }
        return imlib.withLock {
            if !imlibReady {
                imlib_set_cache_size(0)
                imlib_context_set_anti_alias(1)
                imlibReady = true
            }
            return (decodeWithImlib(request, cached: cached), nil)
        }
    }

    /// A file libjpeg-turbo does not read (PNG, GIF, WebP, a CMYK JPEG, …), by Imlib2; its
    /// thumbnail is stored at once.
    private static func decodeWithImlib(_ request: PhotoRequest, cached: (ThumbnailCache, ThumbnailCache.Source)?) -> DecodedPhoto {
        switch load(request, cached: cached != nil) {
        case .failure(let failure):
            if let (cache, source) = cached { cache.recordFailure(of: source, reason: failure.reason) }
            return DecodedPhoto(request: request, pixels: [], failure: failure.reason)
        case .success(let (image, size)):
            guard let (cache, source) = cached, let size, let thumbnail = thumbnail(of: image, size: size) else { return scaled(image, to: request) }
            store(thumbnail, size: size, of: source, in: cache)
            return scaled(thumbnail, to: request)
        }
    }

    /// The thumbnail size a photo of this full size is kept at for the request: the smallest
    /// that covers it, unless the photo is no larger than that.
    private static func thumbnailSize(fullWidth: Int, fullHeight: Int, _ request: PhotoRequest) -> ThumbnailName.Size? {
        ThumbnailName.Size.fitting(longestSide: neededLongestSide(width: fullWidth, height: fullHeight, request))
            .flatMap { max(fullWidth, fullHeight) > $0.rawValue ? $0 : nil }
    }

    /// The file decoded by libjpeg-turbo, if it is a JPEG it reads, at the scale its thumbnail
    /// needs when it is `cached`, else at the scale the request needs.
    private static func decodedJPEG(_ request: PhotoRequest, cached: Bool) -> X11JPEG.Decoded? {
        // The first bytes say whether the rest is worth reading here rather than by Imlib2.
        let start = FileHandle(forReadingAtPath: request.path).flatMap { try? $0.read(upToCount: 3) }
        guard let start, X11JPEG.isJPEG(start), let bytes = try? FileBytes.read(request.path).bytes else { return nil }
        return X11JPEG.decode(bytes, maximumPixels: maximumPixels) { width, height in
            let needed = neededLongestSide(width: width, height: height, request)
            return cached ? thumbnailSize(fullWidth: width, fullHeight: height, request)?.rawValue ?? needed : needed
        }
    }

    /// The file decoded by Imlib2, and the thumbnail size it is kept at, if any.
    private static func load(_ request: PhotoRequest, cached: Bool) -> Result<(ImlibImage, ThumbnailName.Size?), FileBytes.Failure> {
        // Header only: the size is checked before the pixels are decoded.
        guard let handle = imlib_load_image_without_cache(request.path) else { return .failure(.init(reason: imlibReason(imlib_get_error()))) }
        let image = ImlibImage(handle)
        guard image.width > 0, image.height > 0, image.width * image.height <= maximumPixels else {
            return .failure(.init(reason: "the picture is \(image.width)×\(image.height) pixels, too large to show"))
        }
        imlib_context_set_image(image.handle)
        guard imlib_image_get_data_for_reading_only() != nil else { return .failure(.init(reason: "the picture data is damaged")) }
        return .success((image, cached ? thumbnailSize(fullWidth: image.width, fullHeight: image.height, request) : nil))
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

    /// The whole image scaled so that its longest side is the size's.
    private static func thumbnail(of image: ImlibImage, size: ThumbnailName.Size) -> ImlibImage? {
        let scale = Double(size.rawValue) / Double(max(image.width, image.height))
        let width = max(1, Int((Double(image.width) * scale).rounded()))
        let height = max(1, Int((Double(image.height) * scale).rounded()))
        imlib_context_set_image(image.handle)
        return imlib_create_cropped_scaled_image(0, 0, Int32(image.width), Int32(image.height), Int32(width), Int32(height)).map(ImlibImage.init)
    }

    private static func store(_ image: ImlibImage, size: ThumbnailName.Size, of source: ThumbnailCache.Source, in cache: ThumbnailCache) {
        imlib_context_set_image(image.handle)
        guard let data = imlib_image_get_data_for_reading_only() else { return }
        let pixels = UnsafeBufferPointer(start: data, count: image.width * image.height)
        cache.store(pixels, width: image.width, height: image.height, hasAlpha: imlib_image_has_alpha() != 0, size: size, of: source)
    }

    /// The request's crop of the picture at exactly its size.
    private static func scaled(_ image: X11PhotoPixels, to request: PhotoRequest) -> DecodedPhoto {
        let crop = coverCrop(sourceWidth: image.width, sourceHeight: image.height, targetWidth: request.width, targetHeight: request.height)
        guard let scaled = image.scaled(crop: crop, width: request.width, height: request.height) else {
            return DecodedPhoto(request: request, pixels: [], failure: "out of memory")
        }
        return DecodedPhoto(request: request, pixels: scaled.pixels, failure: nil)
    }

    /// The request's crop of the image at exactly its size, premultiplied for cairo.
    private static func scaled(_ image: ImlibImage, to request: PhotoRequest) -> DecodedPhoto {
        imlib_context_set_image(image.handle)
        let hasAlpha = imlib_image_has_alpha() != 0
        let crop = coverCrop(sourceWidth: image.width, sourceHeight: image.height, targetWidth: request.width, targetHeight: request.height)
        guard
            let handle = imlib_create_cropped_scaled_image(
                Int32(crop.x), Int32(crop.y), Int32(crop.width), Int32(crop.height), Int32(request.width), Int32(request.height))
        else { return DecodedPhoto(request: request, pixels: [], failure: "out of memory") }
        let scaled = ImlibImage(handle)
        return withExtendedLifetime(scaled) {
            guard let data = imlib_image_get_data_for_reading_only() else {
                return DecodedPhoto(request: request, pixels: [], failure: "out of memory")
            }
            let count = request.width * request.height
            let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count { buffer[index] = hasAlpha ? premultiplied(data[index]) : data[index] | 0xFF00_0000 }
                initialized = count
            }
            return DecodedPhoto(request: request, pixels: pixels, failure: nil)
        }
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
