import CX11
import RecipeGridCore

/// JPEG photos decoded by libjpeg-turbo at the smallest of its DCT scales (1/8, 2/8, …, 8/8)
/// that still gives the size asked, then turned upright by their EXIF orientation. A phone's
/// 4032×3024 photo for a tile is decoded at an eighth or so of its pixels, skipping most of
/// the inverse DCT, where Imlib2 decodes all twelve million and scales them down. A file is
/// read as the decoder goes, never held whole: two decoder threads would otherwise hold two
/// 2–3 MB files beside their pictures.
///
/// Each call has its own decoder, so this is safe on any thread (Imlib2 is not).
enum X11JPEG {
    /// Pixels in Imlib2's layout (0xAARRGGBB, opaque), upright, and the photo's full size.
    struct Decoded: Sendable {
        var pixels: [UInt32]
        var width: Int
        var height: Int
        var fullWidth: Int
        var fullHeight: Int
    }

    /// Whether the bytes begin as a JPEG file does.
    static func isJPEG<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Where the Exif segment is looked for in a file: the markers before the picture, which
    /// a phone keeps under 64 KB each.
    private static let headerBytes = 128 << 10

    /// The photo scaled so that its longest side is at least `longestSide(uprightWidth,
    /// uprightHeight)` of the full photo's upright size. Nil when libjpeg-turbo cannot decode
    /// it in full (CMYK, damaged or cut short: even its warnings), or it has more than
    /// `maximumPixels`: Imlib2 then tries, and says why it cannot.
    /// The orientation is the bytes' own unless `orientation` says otherwise (an embedded
    /// thumbnail's is its photo's).
    static func decode(_ bytes: [UInt8], orientation: Int? = nil, maximumPixels: Int, longestSide: (Int, Int) -> Int) -> Decoded? {
        bytes.withUnsafeBufferPointer { buffer in
            decode(orientation: orientation ?? ExifOrientation.of(jpeg: bytes), maximumPixels: maximumPixels, longestSide: longestSide) {
                eighths, pixels, width, height in
                cx11_jpeg_read(nil, buffer.baseAddress, UInt(buffer.count), eighths, pixels, &width, &height, nil, nil) == 1
            }
        }
    }

    /// `decode` of the file at `path`, read as it is decoded; nil at once when it does not
    /// begin as a JPEG file does. With `quiet`, each row waits while keys are coming.
    static func decode(path: String, maximumPixels: Int, quiet: InputQuiet? = nil, longestSide: (Int, Int) -> Int) -> Decoded? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        let header = readHeader(file)
        guard isJPEG(header) else { return nil }
        return decode(orientation: ExifOrientation.of(jpeg: header), maximumPixels: maximumPixels, longestSide: longestSide) {
            eighths, pixels, width, height in
            let context = quiet.map { Unmanaged.passUnretained($0).toOpaque() }
            return cx11_jpeg_read(file, nil, 0, eighths, pixels, &width, &height, context.map { _ in InputQuiet.pauseCallback }, context) == 1
        }
    }

    /// The decode of either source: `read(eighths, pixels, &width, &height)` reads the size
    /// when `pixels` is nil, else decodes at eighths/8 into them.
    private static func decode(
        orientation: Int, maximumPixels: Int, longestSide: (Int, Int) -> Int,
        read: (Int32, UnsafeMutablePointer<UInt8>?, inout Int32, inout Int32) -> Bool
    ) -> Decoded? {
        var (width, height): (Int32, Int32) = (0, 0)
        guard read(8, nil, &width, &height), width > 0, height > 0, Int(width) * Int(height) <= maximumPixels else { return nil }
        let turned = orientation >= 5
        let target = turned ? longestSide(Int(height), Int(width)) : longestSide(Int(width), Int(height))
        let eighths = (1...8).first { max(scaled(Int(width), $0), scaled(Int(height), $0)) >= target } ?? 8
        var scaledWidth = Int32(scaled(Int(width), eighths))
        var scaledHeight = Int32(scaled(Int(height), eighths))
        var pixels = [UInt32](repeating: 0, count: Int(scaledWidth) * Int(scaledHeight))
        let decoded = pixels.withUnsafeMutableBytes { buffer in
            read(Int32(eighths), buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), &scaledWidth, &scaledHeight)
        }
        guard decoded else { return nil }
        let (w, h) = (Int(scaledWidth), Int(scaledHeight))
        let upright = orientation == 1 ? pixels : turn(pixels, width: w, height: h, orientation: orientation)
        return Decoded(
            pixels: upright, width: turned ? h : w, height: turned ? w : h, fullWidth: Int(turned ? height : width),
            fullHeight: Int(turned ? width : height))
    }

    /// The thumbnail a camera embedded in the JPEG at `path` (`ExifThumbnail`), decoded whole
    /// and turned upright by the photo's orientation; only the file's first bytes are read.
    /// Nil when it has none, or libjpeg cannot read it in full.
    static func exifThumbnail(path: String) -> Decoded? {
        guard let file = fopen(path, "rb") else { return nil }
        let header = readHeader(file)
        fclose(file)
        return exifThumbnail(header: header)
    }

    /// The embedded thumbnail of a JPEG whose first bytes are `header`.
    static func exifThumbnail(header: [UInt8]) -> Decoded? {
        guard isJPEG(header), let thumbnail = ExifThumbnail.of(jpeg: header) else { return nil }
        // Whole: a thumbnail is a few thousand pixels. Its Exif size limit keeps it small.
        return decode(thumbnail.jpeg, orientation: thumbnail.orientation, maximumPixels: 1 << 20) { _, _ in .max }
    }

    /// The markers before the picture: as much of the file as `headerBytes`.
    private static func readHeader(_ file: UnsafeMutablePointer<FILE>) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: headerBytes)
        header.removeLast(header.count - fread(&header, 1, header.count, file))
        return header
    }

    /// The side libjpeg gives at eighths/8, rounded up (its jdiv_round_up).
    private static func scaled(_ side: Int, _ eighths: Int) -> Int { (side * eighths + 7) / 8 }

    /// The pixels as they are meant to be seen, by the EXIF orientation.
    private static func turn(_ pixels: [UInt32], width: Int, height: Int, orientation: Int) -> [UInt32] {
        let (outWidth, outHeight) = orientation >= 5 ? (height, width) : (width, height)
        return [UInt32](unsafeUninitializedCapacity: pixels.count) { buffer, initialized in
            for y in 0..<outHeight {
                for x in 0..<outWidth {
                    let from = ExifOrientation.source(of: x, y, width: width, height: height, orientation: orientation)
                    buffer[y * outWidth + x] = pixels[from.y * width + from.x]
                }
            }
            initialized = pixels.count
        }
    }
}

extension X11JPEG {
    /// A picture of any format Imlib2 reads (PNG, WebP, GIF, a CMYK JPEG, …) as JPEG bytes,
    /// what a new recipe's `full.jpg` must be; transparent parts go white, as on a page.
    /// The reason, in words, when it cannot be read.
    static func converted(path: String) -> Result<[UInt8], FileBytes.Failure> {
        X11PhotoDecoder.fullPixels(path).flatMap { image in
            // Premultiplied over white: each channel plus what the alpha leaves uncovered.
            let opaque = image.pixels.map { pixel -> UInt32 in
                let uncovered = 255 - (pixel >> 24)
                func channel(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift) & 0xFF) + uncovered) << shift }
                return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
            }
            var out: UnsafeMutablePointer<UInt8>?
            var size: UInt = 0
            let written = opaque.withUnsafeBytes { bytes in
                cx11_jpeg_write(bytes.bindMemory(to: UInt8.self).baseAddress, Int32(image.width), Int32(image.height), 90, &out, &size)
            }
            defer { free(out) }
            // TRANSLATORS: why a photo cannot be used, after "Cannot use the photo ~/pie.png: ".
            guard written == 1, let out else { return .failure(.init(reason: tr("it could not be turned into a JPEG"))) }
            return .success(Array(UnsafeBufferPointer(start: out, count: Int(size))))
        }
    }
}
