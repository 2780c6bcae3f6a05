/// The EXIF orientation of a JPEG (tag 0x0112, 1…8): how a phone held sideways says which
/// way is up. A camera stores the pixels as the sensor saw them and this tag beside them.
package enum ExifOrientation {
    /// The orientation in a JPEG's APP1 Exif segment, or 1 (as stored) when there is none
    /// or it cannot be read.
    package static func of(jpeg bytes: [UInt8]) -> Int {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
        var offset = 2
        // Markers before the first scan; Exif is APP1, normally the first of them.
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if marker == 0xDA || length < 2 { return 1 }
            let body = offset + 4
            // not translated: the Exif block's signature bytes
            if marker == 0xE1, body + 6 <= bytes.count, Array(bytes[body..<body + 6]) == Array("Exif\0\0".utf8) {
                return orientation(tiff: bytes, start: body + 6, end: min(bytes.count, offset + 2 + length)) ?? 1
            }
            offset += 2 + length
        }
        return 1
    }

    /// Output pixel (x, y) of a picture stored `width`×`height` comes from this stored pixel;
    /// the output is `height`×`width` for orientations 5…8, which turn it by a quarter.
    package static func source(of x: Int, _ y: Int, width: Int, height: Int, orientation: Int) -> (x: Int, y: Int) {
        switch orientation {
        case 2: (width - 1 - x, y)
        case 3: (width - 1 - x, height - 1 - y)
        case 4: (x, height - 1 - y)
        case 5: (y, x)
        case 6: (y, height - 1 - x)
        case 7: (width - 1 - y, height - 1 - x)
        case 8: (width - 1 - y, x)
        default: (x, y)
        }
    }

    /// The orientation entry of the TIFF structure's first directory, in either byte order.
    private static func orientation(tiff bytes: [UInt8], start: Int, end: Int) -> Int? {
        guard start + 8 <= end else { return nil }
        let little = bytes[start] == 0x49
        func number(_ at: Int, _ size: Int) -> Int? {
            guard at >= start, at + size <= end else { return nil }
            let slice = (0..<size).map { Int(bytes[at + $0]) }
            return (little ? slice.reversed() : slice).reduce(0) { $0 << 8 | $1 }
        }
        guard let first = number(start + 4, 4), let count = number(start + first, 2) else { return nil }
        for entry in 0..<count {
            let at = start + first + 2 + entry * 12
            guard let tag = number(at, 2) else { return nil }
            if tag == 0x0112, let value = number(at + 8, 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}
