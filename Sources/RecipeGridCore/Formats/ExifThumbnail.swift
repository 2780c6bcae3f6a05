/// The small JPEG a camera embeds in a photo's Exif segment (IFD1's JPEGInterchangeFormat,
/// usually 160×120 and a few kilobytes): shown while the photo itself decodes, which takes
/// tens of milliseconds for a phone's 12 megapixels where this takes well under one.
///
/// It is stored as the sensor saw it, like the photo: the photo's orientation applies to it.
package struct ExifThumbnail: Equatable {
    /// The embedded JPEG's bytes.
    package var jpeg: [UInt8]
    /// The photo's EXIF orientation (1…8), which turns the thumbnail as well.
    package var orientation: Int

    /// Its largest size: a thumbnail says what it is in a few kilobytes, and no camera's
    /// comes near this (the segment holding it is at most 64 KB).
    package static let maximumBytes = 64 << 10

    /// The thumbnail in a JPEG's first bytes, when its Exif segment's second directory names
    /// one that lies wholly inside the segment and begins as a JPEG does; nil for
    /// anything else (no Exif, no IFD1, an uncompressed thumbnail, offsets past the end).
    package static func of(jpeg bytes: [UInt8]) -> ExifThumbnail? {
        guard let exif = ExifSegment(jpeg: bytes), let entries = exif.directory(1) else { return nil }
        func value(_ tag: Int) -> Int? {
            guard let entry = entries.first(where: { $0.tag == tag }) else { return nil }
            return exif.number(at: entry.valueAt, size: 4)
        }
        // Compression 6 is JPEG; 1 (uncompressed strips) is not read here. Some cameras leave
        // the tag out for a JPEG thumbnail, which the two offsets name all the same.
        if let compression = entries.first(where: { $0.tag == 0x0103 }).flatMap({ exif.number(at: $0.valueAt, size: 2) }), compression != 6 {
            return nil
        }
        guard let offset = value(0x0201), let count = value(0x0202), count >= 4, count <= maximumBytes,
            let jpeg = exif.slice(at: offset, count: count), jpeg.starts(with: [0xFF, 0xD8, 0xFF])
        else { return nil }
        return ExifThumbnail(jpeg: Array(jpeg), orientation: ExifOrientation.of(exif) ?? 1)
    }
}
