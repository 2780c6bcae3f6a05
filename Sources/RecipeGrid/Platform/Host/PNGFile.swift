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
    ///
    /// Rows are filtered and compressed one at a time into the file's own buffer: a photo's
    /// thumbnail is made while others decode, and holding its filtered and compressed copies
    /// whole as well (2.5 MB for a 504x378 photo) raised the cold start's peak memory.
    static func encode(pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, hasAlpha: Bool, text: [(String, String)]) -> [UInt8]? {
        var header: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] { header += bigEndian(value) }
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        var file = signature + chunk("IHDR", header)
        for (key, value) in text { file += chunk("tEXt", Array(key.utf8) + [0] + Array(value.utf8)) }
        let idat = file.count
        file += [0, 0, 0, 0] + Array("IDAT".utf8)
        guard appendDeflatedRows(of: pixels, width: width, height: height, hasAlpha: hasAlpha, to: &file) else { return nil }
        let length = file.count - idat - 8
        file.replaceSubrange(idat..<idat + 4, with: bigEndian(UInt32(length)))
        let crc = file[(idat + 4)...].withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        file += bigEndian(crc) + chunk("IEND", [])
        return file
    }

    /// The image's rows, each with filter "Sub" (1): each byte less the one a pixel before,
    /// which photos compress far better than as they are; deflated onto the end of `file`.
    private static func appendDeflatedRows(
        of pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, hasAlpha: Bool, to file: inout [UInt8]
    ) -> Bool {
        let channels = hasAlpha ? 4 : 3
        var row = [UInt8](repeating: 0, count: 1 + width * channels)
        var stream = z_stream()
        // Level 3: most of level 6's size for about half its time, on the decoder's thread.
        guard deflateInit_(&stream, 3, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return false }
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: 32 << 10)
        for y in 0..<height {
            row[0] = 1
            var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            for x in 0..<width {
                let pixel = pixels[y * width + x]
                let value = (
                    UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel),
                    UInt8(pixel >> 24)
                )
                let at = 1 + x * channels
                row[at] = value.0 &- previous.0
                row[at + 1] = value.1 &- previous.1
                row[at + 2] = value.2 &- previous.2
                if hasAlpha { row[at + 3] = value.3 &- previous.3 }
                previous = value
            }
            guard deflate(row, into: &out, stream: &stream, finish: y == height - 1, appendingTo: &file) else { return false }
        }
        return height > 0 || deflate([], into: &out, stream: &stream, finish: true, appendingTo: &file)
    }

    /// Feeds `input` to the stream, appending what comes out to `file`; with `finish`, until
    /// the stream ends.
    private static func deflate(_ input: [UInt8], into out: inout [UInt8], stream: inout z_stream, finish: Bool, appendingTo file: inout [UInt8])
        -> Bool
    {
        input.withUnsafeBufferPointer { source in
            // zlib reads next_in only; its header spells it without const.
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while true {
                let (status, produced) = out.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    let status = CDeflate.deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
                    return (status, buffer.count - Int(stream.avail_out))
                }
                file += out[0..<produced]
                if status == Z_STREAM_END { return true }
                guard status == Z_OK || status == Z_BUF_ERROR else { return false }
                if stream.avail_in == 0 && !finish { return true }
                if produced == 0 && status == Z_BUF_ERROR { return false }
            }
        }
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
}
