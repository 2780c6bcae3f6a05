import CX11
import RecipeGridCore

/// JPEG photos decoded by libjpeg-turbo at the smallest of its DCT scales (1/8, 1/4, 3/8, …)
/// that still gives the size asked, then turned upright by their EXIF orientation. A phone's
/// 4032×3024 photo for a tile is decoded at an eighth or so of its pixels, skipping most of
/// the inverse DCT, where Imlib2 decodes all twelve million and scales them down.
///
/// A turbojpeg handle is per call, so this is safe on any thread (Imlib2 is not).
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

    /// The photo scaled so that its longest side is at least `longestSide(uprightWidth,
    /// uprightHeight)` of the full photo's upright size. Nil when libjpeg-turbo cannot decode
    /// it in full (CMYK, damaged or cut short: even its warnings), or it has more than
    /// `maximumPixels`: Imlib2 then tries, and says why it cannot.
    static func decode(_ bytes: [UInt8], maximumPixels: Int, longestSide: (Int, Int) -> Int) -> Decoded? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var (width, height, subsampling, colourspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colourspace) == 0,
            width > 0, height > 0, Int(width) * Int(height) <= maximumPixels
        else { return nil }
        let orientation = ExifOrientation.of(jpeg: bytes)
        let turned = orientation >= 5
        let target = turned ? longestSide(Int(height), Int(width)) : longestSide(Int(width), Int(height))
        let factor = scalingFactor(width: Int(width), height: Int(height), longestSide: target)
        let scaledWidth = scaled(Int(width), factor)
        let scaledHeight = scaled(Int(height), factor)
        var pixels = [UInt32](repeating: 0, count: scaledWidth * scaledHeight)
        let status = pixels.withUnsafeMutableBytes { buffer in
            tjDecompress2(
                handle, bytes, UInt(bytes.count), buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                Int32(scaledWidth), 0, Int32(scaledHeight), Int32(pixelFormat.rawValue), TJFLAG_FASTDCT)
        }
        guard status == 0 else { return nil }
        let upright = orientation == 1 ? pixels : turn(pixels, width: scaledWidth, height: scaledHeight, orientation: orientation)
        return Decoded(
            pixels: upright, width: turned ? scaledHeight : scaledWidth, height: turned ? scaledWidth : scaledHeight,
            fullWidth: Int(turned ? height : width), fullHeight: Int(turned ? width : height))
    }

    /// Imlib2's 0xAARRGGBB as bytes in memory: B, G, R, A on a little-endian machine.
    private static let pixelFormat = UInt32(1).littleEndian == 1 ? TJPF_BGRA : TJPF_ARGB

    /// The smallest of libjpeg-turbo's factors up to 1 that keeps the longest side at least
    /// `longestSide`; 1 when none does.
    private static func scalingFactor(width: Int, height: Int, longestSide: Int) -> tjscalingfactor {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return tjscalingfactor(num: 1, denom: 1) }
        let enough = UnsafeBufferPointer(start: factors, count: Int(count)).filter { factor in
            factor.num <= factor.denom && max(scaled(width, factor), scaled(height, factor)) >= longestSide
        }
        return enough.min { Double($0.num) / Double($0.denom) < Double($1.num) / Double($1.denom) } ?? tjscalingfactor(num: 1, denom: 1)
    }

    /// TJSCALED, a macro: the side libjpeg-turbo gives at `factor`, rounded up.
    private static func scaled(_ side: Int, _ factor: tjscalingfactor) -> Int {
        (side * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
    }

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
