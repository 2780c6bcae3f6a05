/// A JPEG's APP1 Exif segment: a TIFF structure (a header, then directories of 12-byte
/// entries) that a camera writes before the picture, with the orientation in its first
/// directory and a small JPEG of the picture (its thumbnail) named by the second.
///
/// Every read is checked against the segment's end: the bytes come from any file named
/// `full.jpg`, so an offset, a count or a length may point anywhere.
package struct ExifSegment {
    private let bytes: [UInt8]
    /// Where the TIFF structure starts in `bytes` (offsets in it count from here), and where
    /// the segment ends (or the bytes, when they were cut short).
    private let start: Int
    private let end: Int
    private let little: Bool

    /// One directory entry: its tag and where its value (or the offset of it) is.
    package struct Entry {
        package var tag: Int
        package var valueAt: Int
    }

    /// The Exif segment of a JPEG's first bytes, found among the markers before the first
    /// scan; nil when there is none, or it is too short for a TIFF header.
    package init?(jpeg bytes: [UInt8]) {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        // Exif is APP1, normally the first marker; a scan (SOS) ends the markers.
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if marker == 0xDA || length < 2 { return nil }
            let body = offset + 4
            // not translated: the Exif block's signature bytes
            if marker == 0xE1, body + 6 <= bytes.count, bytes[body..<body + 6].elementsEqual("Exif\0\0".utf8) {
                self.init(bytes: bytes, start: body + 6, end: min(bytes.count, offset + 2 + length))
                return
            }
            offset += 2 + length
        }
        return nil
    }

    private init?(bytes: [UInt8], start: Int, end: Int) {
        guard start + 8 <= end, bytes[start] == bytes[start + 1], bytes[start] == 0x49 || bytes[start] == 0x4D else { return nil }
        self.bytes = bytes
        self.start = start
        self.end = end
        little = bytes[start] == 0x49
    }

    /// The unsigned number of `size` bytes at `offset` from the TIFF start, in the segment's
    /// byte order; nil when any of it lies outside the segment.
    package func number(at offset: Int, size: Int) -> Int? {
        guard size <= 4, holds(offset, size) else { return nil }
        let at = start + offset
        var value = 0
        for index in 0..<size { value = value << 8 | Int(bytes[at + (little ? size - 1 - index : index)]) }
        return value
    }

    /// The entries of the first directory (IFD0, the picture's) or the second (IFD1, its
    /// thumbnail's); nil when the directory is not there or its entries run past the segment.
    package func directory(_ index: Int) -> [Entry]? {
        guard var offset = number(at: 4, size: 4) else { return nil }
        for _ in 0..<index {
            guard let count = number(at: offset, size: 2), let next = number(at: offset + 2 + count * 12, size: 4), next != 0 else {
                return nil
            }
            offset = next
        }
        // The count is checked against the segment before anything is read: a hostile one
        // (up to 65,535) cannot make the loop read past it.
        guard let count = number(at: offset, size: 2), holds(offset + 2, count * 12) else { return nil }
        return (0..<count).compactMap { entry in
            let at = offset + 2 + entry * 12
            return number(at: at, size: 2).map { Entry(tag: $0, valueAt: at + 8) }
        }
    }

    /// The bytes from `offset` (from the TIFF start), `count` of them, when all lie inside
    /// the segment.
    package func slice(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
        guard count > 0, holds(offset, count) else { return nil }
        return bytes[start + offset..<start + offset + count]
    }

    /// Whether `size` bytes from `offset` lie inside the segment. Offsets and counts are at
    /// most 32 bits, so the sums cannot overflow.
    private func holds(_ offset: Int, _ size: Int) -> Bool { offset >= 0 && size >= 0 && offset <= end - start - size }
}
