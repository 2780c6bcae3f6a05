import CDeflate
import FoundationEssentials

/// The little of PNG the thumbnail cache needs: writing 8-bit RGB or RGBA with tEXt chunks,
/// and reading the tEXt chunks of any PNG (the pixels of one are read by Imlib2).
///
/// Written by hand because the thumbnail standard keys a thumbnail by its tEXt chunks
/// (`Thumb::URI`, `Thumb::MTime`), which neither cairo's nor Imlib2's PNG writer writes.
enum PNGFile {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG of `pixels` (Imlib2's 0xAARRGGBB, not premultiplied, row by row), with `text`
    /// as tEXt chunks before the pixels, where a reader looking for them finds them first.
    /// Nil if zlib fails (it only does out of memory).
    static func encode(pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, hasAlpha: Bool, text: [(String, String)]) -> [UInt8]? {
        let channels = hasAlpha ? 4 : 3
        let stride = 1 + width * channels
        var raw = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            // Filter "Sub" (1): each byte less the one a pixel before, which photos compress
            // far better than as they are.
            raw[y * stride] = 1
            var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            for x in 0..<width {
                let pixel = pixels[y * width + x]
                let value = (
                    UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel),
                    UInt8(pixel >> 24)
                )
                let at = y * stride + 1 + x * channels
                raw[at] = value.0 &- previous.0
                raw[at + 1] = value.1 &- previous.1
                raw[at + 2] = value.2 &- previous.2
                if hasAlpha { raw[at + 3] = value.3 &- previous.3 }
                previous = value
            }
        }
        guard let compressed = deflated(raw) else { return nil }
        var header: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] { header += bigEndian(value) }
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        var file = signature + chunk("IHDR", header)
        for (key, value) in text { file += chunk("tEXt", Array(key.utf8) + [0] + Array(value.utf8)) }
        return file + chunk("IDAT", compressed) + chunk("IEND", [])
    }

    /// The tEXt chunks of a PNG file, keyword to text; nil if it is no PNG.
    static func textChunks(of bytes: [UInt8]) -> [String: String]? {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return nil }
        var text: [String: String] = [:]
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let end = offset + 8 + length
            guard end + 4 <= bytes.count, type != "IEND" else { break }
            if type == "tEXt", let zero = bytes[offset + 8..<end].firstIndex(of: 0) {
                // Latin-1 by the PNG standard; the keys and values the standard uses are ASCII.
                text[String(decoding: bytes[offset + 8..<zero], as: UTF8.self)] = String(decoding: bytes[zero + 1..<end], as: UTF8.self)
            }
            offset = end + 4
        }
        return text
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    private static func deflated(_ raw: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        // Level 3: most of level 6's size for about half its time, on the decoder's thread.
        let status = raw.withUnsafeBufferPointer { source in compress2(&out, &size, source.baseAddress, uLong(raw.count), 3) }
        guard status == Z_OK else { return nil }
        return Array(out[0..<Int(size)])
    }
}
