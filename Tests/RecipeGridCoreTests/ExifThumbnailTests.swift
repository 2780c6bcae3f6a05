import Foundation
import Testing

@testable import RecipeGridCore

/// The thumbnail a camera embeds in a JPEG's Exif segment, found in real files (written by
/// Tests/Fixtures/photos/make-exif-thumbnails.py) and refused in damaged or hostile ones
/// without a read past their end.
@Suite("Exif thumbnails")
struct ExifThumbnailTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/photos")

    private func fixture(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(name))) }

    /// The offset of the TIFF structure in a fixture: after SOI, APP1's marker and length, "Exif\0\0".
    private let tiff = 2 + 4 + 6

    @Test func aCamerasThumbnailIsFoundInEitherByteOrderWithItsPhotosOrientation() throws {
        let little = try fixture("exif-thumbnail.jpg")
        let found = try #require(ExifThumbnail.of(jpeg: little))
        #expect(found.orientation == 1)
        #expect(found.jpeg.starts(with: [0xFF, 0xD8, 0xFF]) && found.jpeg.suffix(2) == [0xFF, 0xD9], "the whole embedded JPEG")
        // It lies inside the Exif segment, before the photo's own markers.
        let segmentEnd = 4 + (Int(little[4]) << 8 | Int(little[5]))
        let start = try #require(little.firstRange(of: found.jpeg)).lowerBound
        #expect(start > tiff && start + found.jpeg.count <= segmentEnd)

        let sideways = try #require(ExifThumbnail.of(jpeg: try fixture("exif-thumbnail-sideways.jpg")))
        #expect(sideways.orientation == 6 && sideways.jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(ExifOrientation.of(jpeg: try fixture("exif-thumbnail-sideways.jpg")) == 6)
    }

    @Test func photosWithoutOneHaveNone() throws {
        for name in ["full.jpg", "green.jpg", "sideways.jpg", "damaged.jpg", "red.png"] {
            #expect(ExifThumbnail.of(jpeg: try fixture(name)) == nil, "\(name)")
        }
        #expect(ExifThumbnail.of(jpeg: []) == nil)
        #expect(ExifThumbnail.of(jpeg: [0xFF, 0xD8, 0xFF, 0xE1, 0, 2]) == nil)
    }

    @Test func everyCutOfTheFileIsRefusedOrWhole() throws {
        let bytes = try fixture("exif-thumbnail.jpg")
        let whole = try #require(ExifThumbnail.of(jpeg: bytes))
        for length in 0..<bytes.count {
            let cut = ExifThumbnail.of(jpeg: Array(bytes.prefix(length)))
            #expect(cut == nil || cut == whole, "cut at \(length)")
        }
    }

    /// The fixture with the 4-byte number at `offset` (from the TIFF start) replaced.
    private func patched(_ bytes: [UInt8], at offset: Int, _ value: UInt32, size: Int = 4) -> [UInt8] {
        var bytes = bytes
        for index in 0..<size { bytes[tiff + offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
        return bytes
    }

    @Test func hostileOffsetsLengthsAndCountsAreRefused() throws {
        let bytes = try fixture("exif-thumbnail.jpg")
        #expect(ExifThumbnail.of(jpeg: bytes) != nil)
        // The fixture's layout (little-endian): IFD0 at 8 (one entry, next IFD at 22), IFD1 at
        // 26: its count, then Compression, JPEGInterchangeFormat and its length, each value 8
        // bytes into its 12-byte entry.
        let ifd1 = 26
        let format = ifd1 + 2 + 12 + 8
        let length = ifd1 + 2 + 24 + 8
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: format, 0xFFFF_FFF0)) == nil, "an offset past the end")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: format, UInt32(bytes.count))) == nil, "past the segment")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: length, 0xFFFF_FFFF)) == nil, "a length past the end")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: length, 0)) == nil, "an empty thumbnail")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: format, 0)) == nil, "not a JPEG there (the TIFF header)")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: ifd1, 0xFFFF, size: 2)) == nil, "65,535 entries in a few bytes")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: 8, 0xFFFF, size: 2)) == nil, "IFD0 too")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: 22, 0xFFFF_FF00)) == nil, "IFD1 past the end")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: 22, 0)) == nil, "no IFD1")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: 4, 0x7FFF_FFFF)) == nil, "IFD0 past the end")
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: ifd1 + 2 + 8, 1, size: 2)) == nil, "an uncompressed thumbnail")
        // Byte order marks other than II and MM are no TIFF structure.
        #expect(ExifThumbnail.of(jpeg: patched(bytes, at: 0, 0x4D49, size: 2)) == nil)
    }

    @Test func randomDamageNeverReadsPastTheEnd() throws {
        // Seeded, so a failure repeats: every byte of the Exif segment, one at a time and a
        // few at once, set to values that stress the bounds checks.
        let bytes = try fixture("exif-thumbnail.jpg")
        let segmentEnd = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
        var random = SplitMix(seed: 7)
        for _ in 0..<2000 {
            var damaged = bytes
            for _ in 0..<(1 + Int(random.next() % 4)) {
                damaged[Int(random.next() % UInt64(segmentEnd))] =
                    [0, 0xFF, 0x7F, 0x80, UInt8(truncatingIfNeeded: random.next())][Int(random.next() % 5)]
            }
            if let found = ExifThumbnail.of(jpeg: damaged) {
                #expect(found.jpeg.count <= ExifThumbnail.maximumBytes && found.jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
            }
            _ = ExifOrientation.of(jpeg: damaged)
        }
    }
}

/// A small seeded generator (SplitMix64): the same damage on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
