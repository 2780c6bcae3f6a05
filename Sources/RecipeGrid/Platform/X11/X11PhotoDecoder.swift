import CX11
import FoundationEssentials
import Glibc
import RecipeGridCore

/// How a recipe photo is decoded, at exactly the size it is drawn at: JPEGs by
/// libjpeg-turbo, thumbnails and scaling by cairo, other formats by Imlib2 one at a time.
/// `PhotoWorkers` runs it on its threads (`workers`).
enum X11PhotoDecoder {
    /// Files larger than this are not read: no recipe photo needs it.
    static let maximumFileBytes = 64 << 20
    /// Nor pictures larger than this, which would take hundreds of megabytes to decode.
    static let maximumPixels = 80_000_000

    /// The threads that decode photos; `thumbnails` is the user's cache unless a test gives another.
    static func workers(thumbnails: ThumbnailCache = ThumbnailCache(root: XDGFolders().cacheHome + "/thumbnails")) -> PhotoWorkers {
        PhotoWorkers(
            decode: { request, quiet in
                let (photo, thumbnail) = decodeLeavingThumbnail(request, thumbnails: thumbnails, quiet: quiet)
                return (photo, thumbnail.map { thumbnail in DeferredWrite(bytes: thumbnail.bytes, write: thumbnail.store) })
            }, preview: { request in preview(request, thumbnails: thumbnails) })
    }

    /// A first, blurry picture of the photo while it decodes: the thumbnail its camera
    /// embedded (160×120 or so, decoded in well under a millisecond where a phone's photo
    /// takes tens), scaled up to the request. Nil when the cache has a thumbnail of it, which
    /// is as quick and sharp, or the file has none.
    static func preview(_ request: PhotoRequest, thumbnails: ThumbnailCache?) -> DecodedPhoto? {
        var info = stat()
        guard stat(request.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumFileBytes else { return nil }
        if let cache = thumbnails, let source = ThumbnailCache.source(path: request.path, modified: Int(info.st_mtim.tv_sec)),
            cache.mayHaveThumbnail(of: source, longestSideAtLeast: max(request.width, request.height))
        {
            return nil
        }
        guard let thumbnail = X11JPEG.exifThumbnail(path: request.path) else { return nil }
        let image = X11PhotoPixels(pixels: thumbnail.pixels, width: thumbnail.width, height: thumbnail.height)
        let crop = coverCrop(sourceWidth: image.width, sourceHeight: image.height, targetWidth: request.width, targetHeight: request.height)
        guard let scaled = image.scaled(crop: crop, width: request.width, height: request.height) else { return nil }
        return DecodedPhoto(request: request, pixels: scaled.pixels, failure: nil, preview: true)
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
