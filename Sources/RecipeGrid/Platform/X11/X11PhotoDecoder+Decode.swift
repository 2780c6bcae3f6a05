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

    /// An opaque image of `pixels` (0xAARRGGBB), copied.
    convenience init?(copying pixels: [UInt32], width: Int, height: Int) {
        // Imlib2 only reads what it copies; its prototype is not const.
        let created = pixels.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { imlib_create_image_using_copied_data(Int32(width), Int32(height), UnsafeMutablePointer(mutating: $0)) }
        }
        guard let handle = created else { return nil }
        self.init(handle)
        imlib_image_set_has_alpha(0)
    }

    deinit {
        imlib_context_set_image(handle)
        imlib_free_image_and_decache()
    }
}

/// What is done for a photo before Imlib2, on either decoder thread: the file's checks, its
/// current thumbnails or failure entry, and a JPEG decoded by libjpeg-turbo.
struct PreparedPhoto: Sendable {
    var request: PhotoRequest
    var failure: String?
    var source: ThumbnailCache.Source?
    /// Current thumbnails big enough for the request, smallest first.
    var thumbnails: [String] = []
    var jpeg: X11JPEG.Decoded?
}

extension X11PhotoDecoder {
    /// Reads the photo, from its thumbnail when `thumbnails` holds a current one big enough,
    /// cuts the middle of it to the request's shape (crop to fill) and scales that with Imlib2's
    /// anti-aliased (box-filtered) scaler to exactly the requested size. A photo decoded from
    /// its file leaves a thumbnail behind, or a failure entry when it cannot be decoded.
    static func decode(_ request: PhotoRequest, thumbnails: ThumbnailCache? = nil) -> DecodedPhoto {
        finish(prepare(request, thumbnails: thumbnails), thumbnails: thumbnails)
    }

    /// The part of `decode` that does not call Imlib2, so that it may run on another thread.
    static func prepare(_ request: PhotoRequest, thumbnails cache: ThumbnailCache?) -> PreparedPhoto {
        func failed(_ reason: String) -> PreparedPhoto { PreparedPhoto(request: request, failure: reason) }
        var info = stat()
        guard stat(request.path, &info) == 0 else { return failed(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return failed("not a regular file") }
        guard info.st_size > 0 else { return failed("the file is empty") }
        guard info.st_size <= maximumFileBytes else {
            return failed("the file is \(info.st_size >> 20) MB; photos up to \(maximumFileBytes >> 20) MB are shown")
        }
        var prepared = PreparedPhoto(request: request, source: ThumbnailCache.source(path: request.path, modified: Int(info.st_mtim.tv_sec)))
        if let cache, let source = prepared.source {
            prepared.thumbnails = cache.thumbnails(of: source, longestSideAtLeast: max(request.width, request.height))
            guard prepared.thumbnails.isEmpty else { return prepared }
            if let reason = cache.recordedFailure(of: source) { return failed(reason) }
        }
        prepared.jpeg = decodedJPEG(request, cached: cache != nil && prepared.source != nil)
        return prepared
    }

    /// The rest of `decode`, on the thread that calls Imlib2.
    static func finish(_ prepared: PreparedPhoto, thumbnails: ThumbnailCache?) -> DecodedPhoto {
        let request = prepared.request
        if let failure = prepared.failure { return DecodedPhoto(request: request, pixels: [], failure: failure) }
        for path in prepared.thumbnails {
            if let image = imlib_load_image_without_cache(path).map(ImlibImage.init), covers(image, request) {
                return scaled(image, to: request)
            }
        }
        let cache = thumbnails.flatMap { cache in prepared.source.map { (cache, $0) } }
        // A thumbnail too small for an odd shape: the JPEG was not decoded yet.
        let jpeg = prepared.jpeg ?? (prepared.thumbnails.isEmpty ? nil : decodedJPEG(request, cached: cache != nil))
        let loaded = jpeg.flatMap { jpeg in
            ImlibImage(copying: jpeg.pixels, width: jpeg.width, height: jpeg.height).map { image in
                (image, thumbnailSize(fullWidth: jpeg.fullWidth, fullHeight: jpeg.fullHeight, request))
            }
        }
        switch loaded.map(Result.success) ?? load(request, cached: cache != nil) {
        case .failure(let failure):
            if let (cache, source) = cache { cache.recordFailure(of: source, reason: failure.reason) }
            return DecodedPhoto(request: request, pixels: [], failure: failure.reason)
        case .success(let (image, size)):
            guard let (cache, source) = cache, let size, let thumbnail = thumbnail(of: image, size: size) else { return scaled(image, to: request) }
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
    private static func covers(_ image: ImlibImage, _ request: PhotoRequest) -> Bool {
        let crop = coverCrop(sourceWidth: image.width, sourceHeight: image.height, targetWidth: request.width, targetHeight: request.height)
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
