/// The EXIF orientation of a JPEG (tag 0x0112, 1…8): how a phone held sideways says which
/// way is up. A camera stores the pixels as the sensor saw them and this tag beside them.
package enum ExifOrientation {
    /// The orientation in a JPEG's APP1 Exif segment, or 1 (as stored) when there is none
    /// or it cannot be read.
    package static func of(jpeg bytes: [UInt8]) -> Int { ExifSegment(jpeg: bytes).flatMap(of) ?? 1 }

    /// The orientation entry of the segment's first directory.
    package static func of(_ exif: ExifSegment) -> Int? {
        guard let entry = exif.directory(0)?.first(where: { $0.tag == 0x0112 }), let value = exif.number(at: entry.valueAt, size: 2) else {
            return nil
        }
        return (1...8).contains(value) ? value : nil
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
}
